import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Anchor, Badge, Box, Button, Group, Modal, Select, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { ExportFormat, ExportLang, PunchKind } from '../../gql/graphql';
import { useExportEnumOptions } from '../exports/report-catalog';
import { useMe, useSession } from '../../auth/session';
import { PageHeader } from '../../ui/CreateDialog';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { FormError } from '../../ui/FormError';
import { fieldErrorsOf } from '../../ui/errors';
import { formatDate, formatIqd, formatNumber, localDigits } from '../../ui/format';
import { useBranchChoices } from '../hr/BranchFilter';
import { addDays, todayLocal, weekStartOf } from './roster-week';
import { PunchPhoto } from './PunchPhoto';

const TimesheetsDocument = graphql(`
  query Timesheets($input: TimesheetPeriodInput!) {
    timesheets(input: $input) {
      employeeId
      employeeName
      branchId
      businessDate
      scheduledMinutes
      workedMinutes
      paidMinutes
      late
      lateMinutes
      earlyLeave
      earlyLeaveMinutes
      missedPunches
      unscheduled
      absentShifts
      overtimeMinutes
      nightMinutes
      restDay
      costIqd
      scheduledCostIqd
    }
  }
`);

const DayPunchesDocument = graphql(`
  query DayPunches($filter: PunchFilter) {
    punches(filter: $filter, list: { perPage: 50, sort: "occurredAt", dir: Asc }) {
      items {
        id
        kind
        occurredAt
        source
        photoFileId
        correctionReason
        originalOccurredAt
        voidedAt
      }
    }
  }
`);

const CorrectPunchDocument = graphql(`
  mutation CorrectPunch($id: UUID!, $input: CorrectPunchInput!) {
    correctPunch(id: $id, input: $input) {
      id
      kind
      occurredAt
      correctionReason
    }
  }
`);

const AddPunchDocument = graphql(`
  mutation AddPunch($input: AddPunchInput!) {
    addPunch(input: $input) {
      id
      kind
      occurredAt
    }
  }
`);

const CreatePayrollExportDocument = graphql(`
  mutation CreatePayrollExport($input: CreateExportJobInput!) {
    createExportJob(input: $input) {
      id
      status
    }
  }
`);

const ApproveTimesheetsDocument = graphql(`
  mutation ApproveTimesheets($input: ApproveTimesheetsInput!) {
    approveTimesheets(input: $input) {
      id
      fromDate
      toDate
      dayCount
      costIqd
    }
  }
`);

const PUNCH_CONTEXT = { additionalTypenames: ['Punch', 'TimesheetDay', 'TimesheetApproval'] };
const KINDS: PunchKind[] = ['ClockIn', 'BreakStart', 'BreakEnd', 'ClockOut'];

type Day = {
  employeeId: string;
  employeeName: string;
  businessDate: string;
  late: boolean;
  lateMinutes: number;
  earlyLeave: boolean;
  earlyLeaveMinutes: number;
  missedPunches: number;
  unscheduled: boolean;
  absentShifts: number;
  overtimeMinutes: number;
  nightMinutes: number;
  restDay: boolean;
};

const zoneClocks = new Map<string, Intl.DateTimeFormat>();

/** An instant as the wall clock of a time zone, "YYYY-MM-DDTHH:MM" (a datetime-local input's value). */
function wallClock(iso: string | number, timeZone: string): string {
  let clock = zoneClocks.get(timeZone);
  if (!clock) {
    const options = { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    clock = new Intl.DateTimeFormat('en-CA', options);
    zoneClocks.set(timeZone, clock);
  }
  const part = Object.fromEntries(clock.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/** The instant (ISO) of a wall clock "YYYY-MM-DDTHH:MM" in a time zone (the branch's, as the service reads punches). */
function instantOfWallClock(value: string, timeZone: string): string {
  const wanted = Date.parse(`${value}:00Z`);
  let instant = wanted;
  for (let i = 0; i < 2; i++) instant -= Date.parse(`${wallClock(instant, timeZone)}:00Z`) - wanted;
  return new Date(instant).toISOString();
}

/** The marks of an employee's day as coloured badges. */
function Marks({ day }: { day: Day }) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language);
  const marks: Array<[string, string]> = [];
  if (day.late) marks.push(['orange', t('timesheets.late', { minutes: n(day.lateMinutes) })]);
  if (day.earlyLeave) marks.push(['orange', t('timesheets.early', { minutes: n(day.earlyLeaveMinutes) })]);
  if (day.missedPunches > 0) marks.push(['red', t('timesheets.missed', { n: n(day.missedPunches) })]);
  if (day.absentShifts > 0) marks.push(['red', t('timesheets.absent')]);
  if (day.unscheduled) marks.push(['grape', t('timesheets.unscheduled')]);
  if (day.overtimeMinutes > 0) marks.push(['blue', t('timesheets.overtime', { hours: hours(day.overtimeMinutes, i18n.language) })]);
  if (day.nightMinutes > 0) marks.push(['indigo', t('timesheets.night', { hours: hours(day.nightMinutes, i18n.language) })]);
  if (day.restDay) marks.push(['teal', t('timesheets.restDay')]);
  return (
    <Group gap={4} wrap="wrap">
      {marks.map(([color, label]) => (
        <Badge key={label} color={color} variant="light" size="sm" tt="none">
          {label}
        </Badge>
      ))}
    </Group>
  );
}

function hours(minutes: number, language: string): string {
  return formatNumber(minutes / 60, language, { maximumFractionDigits: 2 });
}

/** A branch's timesheets for a period (this week by default): per employee and day, punch corrections, approval. */
export function TimesheetsPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const branches = useBranchChoices();
  // The dashboard links here with a branch and a day (?branch=&from=&to=).
  const [params] = useSearchParams();
  const linked = branches.options.find((option) => option.value === params.get('branch'))?.value;
  const [branchId, setBranchId] = useState<string | null>(linked ?? branches.options[0]?.value ?? null);
  const start = weekStartOf(todayLocal());
  const [from, setFrom] = useState(params.get('from') ?? start);
  const [to, setTo] = useState(params.get('to') ?? addDays(start, 6));
  const [punchDay, setPunchDay] = useState<Day | null>(null);
  const [approving, setApproving] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [exported, setExported] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [{ data, error, fetching }] = useQuery({
    query: TimesheetsDocument,
    variables: { input: { branchId: branchId ?? '', from, to } },
    pause: !branchId || !from || !to,
    context: PUNCH_CONTEXT,
  });
  const manage = can('labour:manage');
  const days = [...(data?.timesheets ?? [])].sort((a, b) => a.employeeName.localeCompare(b.employeeName) || a.businessDate.localeCompare(b.businessDate));
  const h = (minutes: number) => hours(minutes, i18n.language);

  return (
    <Stack>
      <PageHeader title={t('timesheets.title')}>
        {manage && branchId && (
          <Button variant="light" aria-haspopup="dialog" onClick={() => (setExported(false), setExporting(true))}>
            {t('timesheets.payroll')}
          </Button>
        )}
        {manage && branchId && (
          <Button color="teal" aria-haspopup="dialog" onClick={() => setApproving(true)}>
            {t('timesheets.approve')}
          </Button>
        )}
      </PageHeader>
      <Group align="end" wrap="wrap">
        <Select label={t('rosters.branch')} data={branches.options} value={branchId} onChange={setBranchId} w={200} allowDeselect={false} />
        <TextInput label={t('timesheets.from')} type="date" value={from} onChange={(e) => setFrom(e.currentTarget.value)} w={170} />
        <TextInput label={t('timesheets.to')} type="date" value={to} onChange={(e) => setTo(e.currentTarget.value)} w={170} />
      </Group>
      <FormError error={error} />
      {notice && (
        <Text role="status" c="teal" fw={600}>
          {notice}
        </Text>
      )}
      {exported && (
        <Text role="status" c="teal" fw={600}>
          {t('timesheets.payrollQueued')}{' '}
          <Anchor component={Link} to="/exports/jobs">
            {t('timesheets.payrollOpenExports')}
          </Anchor>
        </Text>
      )}
      <ScrollRegion label={t('timesheets.title')}>
        <Table striped aria-busy={fetching} aria-label={t('timesheets.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rosters.employee')}</Table.Th>
              <Table.Th>{t('timesheets.date')}</Table.Th>
              <Table.Th>{t('timesheets.scheduled')}</Table.Th>
              <Table.Th>{t('timesheets.worked')}</Table.Th>
              <Table.Th>{t('timesheets.paid')}</Table.Th>
              <Table.Th>{t('timesheets.marks')}</Table.Th>
              <Table.Th>{t('timesheets.cost')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data && days.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={8}>{t('timesheets.none')}</Table.Td>
              </Table.Tr>
            )}
            {days.map((day) => (
              <Table.Tr key={`${day.employeeId}-${day.businessDate}`}>
                <Table.Th scope="row">{day.employeeName}</Table.Th>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(day.businessDate, i18n.language)}</Table.Td>
                <Table.Td>{h(day.scheduledMinutes)}</Table.Td>
                <Table.Td>{h(day.workedMinutes)}</Table.Td>
                <Table.Td>{h(day.paidMinutes)}</Table.Td>
                <Table.Td>
                  <Marks day={day} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatIqd(Number(day.costIqd), i18n.language)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    aria-haspopup="dialog"
                    aria-label={`${t('timesheets.punches')}: ${day.employeeName} ${formatDate(day.businessDate, i18n.language)}`}
                    onClick={() => setPunchDay(day)}
                  >
                    {t('timesheets.punches')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {punchDay && branchId && <PunchesDialog branchId={branchId} day={punchDay} manage={manage} onClose={() => setPunchDay(null)} />}
      {exporting && branchId && (
        <PayrollDialog branchId={branchId} from={from} to={to} onClose={() => setExporting(false)} onQueued={() => (setNotice(null), setExported(true))} />
      )}
      {approving && branchId && (
        <ApproveDialog
          branchId={branchId}
          from={from}
          to={to}
          onClose={() => setApproving(false)}
          onApproved={(count) => setNotice(t('timesheets.approved', { n: formatNumber(count, i18n.language) }))}
        />
      )}
    </Stack>
  );
}

function PunchesDialog({ branchId, day, manage, onClose }: { branchId: string; day: Day; manage: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [{ data, error }] = useQuery({
    query: DayPunchesDocument,
    variables: { filter: { branchId, employeeId: day.employeeId, from: day.businessDate, to: day.businessDate } },
    context: PUNCH_CONTEXT,
  });
  const [editing, setEditing] = useState<{ id: string | null; kind: PunchKind; at: string } | null>(null);
  const timeZone = useMe().branch.timeZone;
  const time = (iso: string | null | undefined) => (iso ? localDigits(wallClock(iso, timeZone).slice(11), i18n.language) : '');
  const kindLabel = (kind: PunchKind) => t(`timesheets.kinds.${kind}`);
  const title = `${day.employeeName} · ${formatDate(day.businessDate, i18n.language)}`;
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('createDialog.close') }}>
      <Stack gap="sm">
        <FormError error={error} />
        {data?.punches.items.length === 0 && <Text size="sm">{t('timesheets.noPunches')}</Text>}
        {data?.punches.items.map((punch) => (
          <Group key={punch.id} justify="space-between" wrap="nowrap">
            {punch.photoFileId && <PunchPhoto punchId={punch.id} label={`${day.employeeName} ${kindLabel(punch.kind)} ${time(punch.occurredAt)}`} />}
            <Box flex={1}>
              <Text size="sm" fw={600} td={punch.voidedAt ? 'line-through' : undefined}>
                {kindLabel(punch.kind)} {time(punch.occurredAt)}
              </Text>
              {punch.correctionReason && (
                <Text size="xs" c="dimmed">
                  {t('timesheets.corrected', { time: time(punch.originalOccurredAt), reason: punch.correctionReason })}
                </Text>
              )}
            </Box>
            {manage && !punch.voidedAt && (
              <Button
                size="xs"
                variant="light"
                aria-label={`${t('timesheets.correct')}: ${kindLabel(punch.kind)} ${time(punch.occurredAt)}`}
                onClick={() => setEditing({ id: punch.id, kind: punch.kind, at: wallClock(punch.occurredAt, timeZone) })}
              >
                {t('timesheets.correct')}
              </Button>
            )}
          </Group>
        ))}
        {manage && !editing && (
          <Button variant="default" onClick={() => setEditing({ id: null, kind: 'ClockOut', at: `${day.businessDate}T17:00` })}>
            {t('timesheets.addPunch')}
          </Button>
        )}
        {editing && <PunchForm timeZone={timeZone} branchId={branchId} employeeId={day.employeeId} start={editing} onDone={() => setEditing(null)} />}
      </Stack>
    </Modal>
  );
}

function PunchForm({
  timeZone,
  branchId,
  employeeId,
  start,
  onDone,
}: {
  timeZone: string;
  branchId: string;
  employeeId: string;
  start: { id: string | null; kind: PunchKind; at: string };
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<PunchKind>(start.kind);
  const [at, setAt] = useState(start.at);
  const [reason, setReason] = useState('');
  const [correctState, correct] = useMutation(CorrectPunchDocument);
  const [addState, add] = useMutation(AddPunchDocument);
  const error = correctState.error ?? addState.error;
  const fields = fieldErrorsOf(error);
  const title = start.id ? t('timesheets.correctTitle') : t('timesheets.addPunch');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const occurredAt = at ? instantOfWallClock(at, timeZone) : '';
    const result = start.id
      ? await correct({ id: start.id, input: { kind, occurredAt, reason } }, PUNCH_CONTEXT)
      : await add({ input: { branchId, employeeId, kind, occurredAt, reason } }, PUNCH_CONTEXT);
    if (!result.error) onDone();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="sm">
        <Text fw={600}>{title}</Text>
        <FormError error={error} />
        <Select
          label={t('timesheets.kind')}
          data={KINDS.map((value) => ({ value, label: t(`timesheets.kinds.${value}`) }))}
          value={kind}
          onChange={(value) => value && setKind(value as PunchKind)}
          allowDeselect={false}
          error={fields.kind}
        />
        <TextInput label={t('timesheets.time')} type="datetime-local" value={at} onChange={(e) => setAt(e.currentTarget.value)} error={fields.occurredAt} />
        <Textarea label={t('timesheets.reason')} required value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={fields.reason} />
        <Group>
          <Button type="submit" loading={correctState.fetching || addState.fetching}>
            {t('rosters.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const PAYROLL_FORMATS: ExportFormat[] = ['Xlsx', 'Csv'];
const PAYROLL_LANGS: ExportLang[] = ['En', 'Ar'];

/** The payroll export of the branch's employees for the page's period (docs/labour.md, "Payroll export"), made by the exports module. */
function PayrollDialog({ branchId, from, to, onClose, onQueued }: { branchId: string; from: string; to: string; onClose: () => void; onQueued: () => void }) {
  const { t, i18n } = useTranslation();
  const [format, setFormat] = useState<ExportFormat>('Xlsx');
  const [lang, setLang] = useState<ExportLang>(i18n.language === 'ar' ? 'Ar' : 'En');
  const [state, create] = useMutation(CreatePayrollExportDocument);
  const fields = fieldErrorsOf(state.error);
  const formatOptions = useExportEnumOptions(PAYROLL_FORMATS);
  const langOptions = useExportEnumOptions(PAYROLL_LANGS);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await create(
      { input: { reportKey: 'labour.payroll', format, lang, from, to, filters: { branchId } } },
      { additionalTypenames: ['ExportJob'] },
    );
    if (result.data) {
      onQueued();
      onClose();
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('timesheets.payrollTitle')} closeButtonProps={{ 'aria-label': t('createDialog.close') }}>
      <form onSubmit={submit} noValidate aria-label={t('timesheets.payrollTitle')}>
        <Stack gap="sm">
          <Text size="sm">{t('timesheets.payrollMessage', { from: formatDate(from, i18n.language), to: formatDate(to, i18n.language) })}</Text>
          <FormError error={state.error} />
          {(fields.from || fields.to) && (
            <Text size="sm" c="red">
              {fields.to ?? fields.from}
            </Text>
          )}
          <Select
            label={t('timesheets.payrollFormat')}
            data={formatOptions}
            value={format}
            onChange={(value) => value && setFormat(value as ExportFormat)}
            allowDeselect={false}
          />
          <Select
            label={t('timesheets.payrollLang')}
            data={langOptions}
            value={lang}
            onChange={(value) => value && setLang(value as ExportLang)}
            allowDeselect={false}
          />
          <Group justify="end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={state.fetching}>
              {t('timesheets.payrollCreate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function ApproveDialog({
  branchId,
  from,
  to,
  onClose,
  onApproved,
}: {
  branchId: string;
  from: string;
  to: string;
  onClose: () => void;
  onApproved: (count: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const [note, setNote] = useState('');
  const [state, approve] = useMutation(ApproveTimesheetsDocument);
  const fields = fieldErrorsOf(state.error);
  const title = t('timesheets.approveTitle');
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('createDialog.close') }}>
      <Stack gap="sm">
        <Text size="sm">{t('timesheets.approveMessage', { from: formatDate(from, i18n.language), to: formatDate(to, i18n.language) })}</Text>
        <FormError error={state.error} />
        {(fields.from || fields.to) && (
          <Text size="sm" c="red">
            {fields.to ?? fields.from}
          </Text>
        )}
        <TextInput label={t('rosters.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} error={fields.note} />
        <Group justify="end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color="teal"
            loading={state.fetching}
            onClick={() =>
              void approve({ input: { branchId, from, to, note: note || null } }, PUNCH_CONTEXT).then((result) => {
                if (result.data) {
                  onApproved(result.data.approveTimesheets.dayCount);
                  onClose();
                }
              })
            }
          >
            {t('timesheets.approve')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
