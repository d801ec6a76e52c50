import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Badge, Button, Group, List, Select, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { useSession } from '../../auth/session';
import { PageHeader } from '../../ui/CreateDialog';
import { FormError } from '../../ui/FormError';
import { StatusBadge } from '../../ui/StatusBadge';
import { arrow, formatDate, formatPercent, localDigits } from '../../ui/format';
import { useBranchChoices } from '../hr/BranchFilter';
import { addDays, gridRows, todayLocal, weekDates, weekStartOf } from './roster-week';
import { ROSTER_CONTEXT, ShiftDialog, type EditableShift } from './ShiftDialog';

const RosterWeekDocument = graphql(`
  query RosterWeek($branchId: UUID!, $weekStart: LocalDate!) {
    rosterWeek(branchId: $branchId, weekStart: $weekStart) {
      branchId
      weekStart
      status
      publishedAt
      shifts {
        id
        employeeId
        employeeName
        startDate
        startTime
        endDate
        endTime
        breakMinutes
        note
        status
      }
    }
    rosterTemplates(list: { perPage: 100 }, filter: { branchId: $branchId }) {
      items {
        id
        name
      }
    }
  }
`);

const PublishRosterDocument = graphql(`
  mutation PublishRosterWeek($input: RosterWeekInput!) {
    publishRosterWeek(input: $input) {
      branchId
      weekStart
      status
    }
  }
`);

const CopyRosterDocument = graphql(`
  mutation CopyRosterWeek($input: CopyRosterWeekInput!) {
    copyRosterWeek(input: $input) {
      created
      skipped {
        employeeId
        startDate
        startTime
        endTime
        reasons
      }
    }
  }
`);

const ApplyTemplateDocument = graphql(`
  mutation ApplyRosterTemplate($id: UUID!, $input: ApplyRosterTemplateInput!) {
    applyRosterTemplate(id: $id, input: $input) {
      created
      skipped {
        employeeId
        startDate
        startTime
        endTime
        reasons
      }
    }
  }
`);

const SaveTemplateDocument = graphql(`
  mutation SaveRosterTemplate($input: SaveRosterTemplateInput!) {
    saveRosterTemplate(input: $input) {
      id
      name
    }
  }
`);

const RosterForecastDocument = graphql(`
  query RosterLabourForecast($branchId: UUID!, $weekStart: LocalDate!) {
    rosterLabourForecast(branchId: $branchId, weekStart: $weekStart) {
      branchId
      weekStart
      labourPercentTarget
      days {
        businessDate
        labourPercent
        aboveTarget
      }
      week {
        businessDate
        labourPercent
        aboveTarget
      }
    }
  }
`);

const TEMPLATE_CONTEXT = { additionalTypenames: ['Shift', 'RosterWeek', 'RosterTemplate'] };

interface Filled {
  created: number;
  skipped: Array<{ employeeId: string; startDate: string; startTime: string; endTime: string; reasons: string[] }>;
}

/** A branch's week: employees × days with shifts as chips (a day list on phones); add, edit, copy, template, publish. */
export function RostersPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const branches = useBranchChoices();
  // The dashboard links here with a branch and a day (?branch=&date=): the week holding the day.
  const [params] = useSearchParams();
  const linked = branches.options.find((option) => option.value === params.get('branch'))?.value;
  const [branchId, setBranchId] = useState<string | null>(linked ?? branches.options[0]?.value ?? null);
  const linkedDay = params.get('date');
  const [weekStart, setWeekStart] = useState(weekStartOf(linkedDay && /^\d{4}-\d{2}-\d{2}$/.test(linkedDay) ? linkedDay : todayLocal()));
  const [editing, setEditing] = useState<{ shift: EditableShift | null; date: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [filled, setFilled] = useState<Filled | null>(null);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [templateName, setTemplateName] = useState('');
  const [{ data, error, fetching }] = useQuery({
    query: RosterWeekDocument,
    variables: { branchId: branchId ?? '', weekStart },
    pause: !branchId,
    context: TEMPLATE_CONTEXT,
  });
  const [forecast] = useQuery({
    query: RosterForecastDocument,
    variables: { branchId: branchId ?? '', weekStart },
    pause: !branchId,
    context: TEMPLATE_CONTEXT,
  });
  const [publishState, publish] = useMutation(PublishRosterDocument);
  const [copyState, copy] = useMutation(CopyRosterDocument);
  const [applyState, apply] = useMutation(ApplyTemplateDocument);
  const [saveState, save] = useMutation(SaveTemplateDocument);
  const week = data?.rosterWeek;
  const manage = can('labour:manage');
  const dates = weekDates(weekStart);
  const weekdays = t('weekdays', { returnObjects: true }) as string[];
  const rows = gridRows(week?.shifts ?? [], weekStart);
  const nameOf = (employeeId: string) => rows.find((row) => row.employeeId === employeeId)?.name ?? '';
  const time = (value: string) => localDigits(value, i18n.language);
  const dayLabel = (index: number) => `${weekdays[index]} ${formatDate(dates[index], i18n.language)}`;

  const forecastOf = (date: string) => {
    const day = forecast.data?.rosterLabourForecast.days.find((entry) => entry.businessDate === date);
    if (!day) return null;
    const value = day.labourPercent === null || day.labourPercent === undefined ? '—' : formatPercent(day.labourPercent / 100, i18n.language);
    return (
      <Badge color={day.aboveTarget ? 'red' : 'teal'} variant="light" aria-label={`${t('rosters.forecast')} ${formatDate(date, i18n.language)}: ${value}`}>
        {value}
      </Badge>
    );
  };

  const reset = () => {
    setNotice(null);
    setFilled(null);
  };
  const chip = (shift: EditableShift & { employeeName?: string | null }, index: number) => {
    const label = `${time(shift.startTime)}–${time(shift.endTime)}`;
    return (
      <UnstyledButton
        key={shift.id}
        className="shift-chip"
        disabled={!manage}
        aria-label={t('rosters.shiftLabel', { name: shift.employeeName ?? '', day: dayLabel(index), start: time(shift.startTime), end: time(shift.endTime) })}
        onClick={() => setEditing({ shift, date: shift.startDate })}
      >
        <Badge variant="light" size="lg" radius="sm">
          {label}
        </Badge>
      </UnstyledButton>
    );
  };

  return (
    <Stack>
      <PageHeader title={t('rosters.title')}>
        {manage && branchId && (
          <Button aria-haspopup="dialog" onClick={() => setEditing({ shift: null, date: dates[0] })}>
            {t('rosters.addShift')}
          </Button>
        )}
      </PageHeader>
      <Group align="end" wrap="wrap">
        <Select label={t('rosters.branch')} data={branches.options} value={branchId} onChange={setBranchId} w={200} allowDeselect={false} />
        <Group gap="xs" align="center">
          <Button variant="default" aria-label={t('rosters.previousWeek')} onClick={() => setWeekStart(addDays(weekStart, -7))}>
            {arrow('back', i18n.language)}
          </Button>
          <Text fw={600}>{t('rosters.week', { date: formatDate(weekStart, i18n.language) })}</Text>
          <Button variant="default" aria-label={t('rosters.nextWeek')} onClick={() => setWeekStart(addDays(weekStart, 7))}>
            {arrow('forward', i18n.language)}
          </Button>
        </Group>
        {week && <StatusBadge value={week.status} />}
      </Group>
      {manage && branchId && (
        <Group align="end" wrap="wrap">
          <Button
            variant="light"
            loading={copyState.fetching}
            onClick={() => {
              reset();
              void copy({ input: { branchId, weekStart, fromWeekStart: addDays(weekStart, -7) } }, ROSTER_CONTEXT).then(
                (r) => r.data && setFilled(r.data.copyRosterWeek),
              );
            }}
          >
            {t('rosters.copyPrevious')}
          </Button>
          <Select
            label={t('rosters.template')}
            data={(data?.rosterTemplates.items ?? []).map((item) => ({ value: item.id, label: item.name }))}
            value={templateId}
            onChange={setTemplateId}
            w={180}
          />
          <Button
            variant="light"
            disabled={!templateId}
            loading={applyState.fetching}
            onClick={() => {
              reset();
              void apply({ id: templateId ?? '', input: { weekStart } }, ROSTER_CONTEXT).then((r) => r.data && setFilled(r.data.applyRosterTemplate));
            }}
          >
            {t('rosters.applyTemplate')}
          </Button>
          <TextInput label={t('rosters.templateName')} value={templateName} onChange={(e) => setTemplateName(e.currentTarget.value)} w={180} />
          <Button
            variant="light"
            disabled={!templateName.trim()}
            loading={saveState.fetching}
            onClick={() => {
              reset();
              void save({ input: { branchId, weekStart, name: templateName.trim() } }, TEMPLATE_CONTEXT).then((r) => {
                if (r.data) {
                  setTemplateName('');
                  setNotice(t('rosters.templateSaved'));
                }
              });
            }}
          >
            {t('rosters.saveTemplate')}
          </Button>
          {week?.status === 'Draft' && (
            <Button
              color="teal"
              loading={publishState.fetching}
              onClick={() => {
                reset();
                void publish({ input: { branchId, weekStart } }, ROSTER_CONTEXT).then((r) => r.data && setNotice(t('rosters.published')));
              }}
            >
              {t('rosters.publish')}
            </Button>
          )}
        </Group>
      )}
      <FormError error={error ?? publishState.error ?? copyState.error ?? applyState.error ?? saveState.error} />
      {notice && (
        <Alert color="teal" role="status">
          {notice}
        </Alert>
      )}
      {week?.status === 'Published' && manage && <Text size="sm">{t('rosters.publishedChangesNote')}</Text>}
      {filled && (
        <Alert
          color={filled.skipped.length ? 'yellow' : 'teal'}
          role="status"
          title={t('rosters.filled', { created: filled.created, skipped: filled.skipped.length })}
        >
          {filled.skipped.length > 0 && (
            <List size="sm" aria-label={t('rosters.skippedTitle')}>
              {filled.skipped.map((skip) => (
                <List.Item key={`${skip.employeeId}-${skip.startDate}-${skip.startTime}`}>
                  {nameOf(skip.employeeId)} {formatDate(skip.startDate, i18n.language)} {time(skip.startTime)}–{time(skip.endTime)}: {skip.reasons.join('; ')}
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      <div className="roster-grid table-scroll">
        <Table withColumnBorders aria-busy={fetching} aria-label={t('rosters.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rosters.employee')}</Table.Th>
              {dates.map((date, index) => (
                <Table.Th key={date}>
                  {weekdays[index]}
                  <br />
                  <Text span size="xs" c="dimmed">
                    {formatDate(date, i18n.language)}
                  </Text>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={8}>{t('rosters.noShifts')}</Table.Td>
              </Table.Tr>
            )}
            {rows.map((row) => (
              <Table.Tr key={row.employeeId}>
                <Table.Th scope="row">{row.name}</Table.Th>
                {row.days.map((shifts, index) => (
                  <Table.Td key={dates[index]}>
                    <Stack gap={4}>{shifts.map((shift) => chip(shift, index))}</Stack>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t('rosters.forecast')}</Table.Th>
              {dates.map((date) => (
                <Table.Td key={date}>{forecastOf(date)}</Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </div>
      {forecast.data && (
        <Text size="sm">
          {t('rosters.forecastNote', { target: formatPercent(forecast.data.rosterLabourForecast.labourPercentTarget / 100, i18n.language) })}
        </Text>
      )}
      <div className="roster-days">
        {dates.map((date, index) => {
          const shifts = (week?.shifts ?? []).filter((shift) => shift.startDate === date);
          return (
            <section key={date} aria-label={dayLabel(index)} className="roster-day">
              <Group justify="space-between">
                <Group gap="xs">
                  <Text fw={600}>{dayLabel(index)}</Text>
                  {forecastOf(date)}
                </Group>
                {manage && (
                  <Button size="compact-sm" variant="subtle" onClick={() => setEditing({ shift: null, date })}>
                    {t('rosters.addShift')}
                  </Button>
                )}
              </Group>
              <Stack gap={4}>
                {shifts.map((shift) => (
                  <Group key={shift.id} gap="xs" wrap="nowrap">
                    {chip(shift, index)}
                    <Text size="sm">{shift.employeeName}</Text>
                  </Group>
                ))}
              </Stack>
            </section>
          );
        })}
      </div>
      {editing && branchId && <ShiftDialog branchId={branchId} shift={editing.shift} date={editing.date} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
