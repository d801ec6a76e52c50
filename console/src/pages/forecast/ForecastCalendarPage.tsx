import { useState, type FormEvent } from 'react';
import { Button, Card, Group, Modal, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { ForecastCalendarDayRowFragment, ForecastCalendarKind } from '../../gql/graphql';
import { useMe, useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { NumberField } from '../../ui/NumberField';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { businessDateIn, formatDate, formatNumber, localName } from '../../ui/format';
import { missingRequired } from '../../ui/required-fields';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { ScrollRegion } from '../../ui/ScrollRegion';

graphql(`
  fragment ForecastCalendarDayRow on ForecastCalendarDay {
    id
    date
    kind
    nameEn
    nameAr
  }
`);
const ForecastCalendarDocument = graphql(`
  query ForecastCalendar($list: ListArgs, $filter: ForecastCalendarFilter) {
    forecastCalendarDays(list: $list, filter: $filter) {
      items {
        ...ForecastCalendarDayRow
      }
      total
      totalPages
      totalIsExact
    }
    forecastSettings {
      serviceLevel
    }
  }
`);
const CreateForecastCalendarDayDocument = graphql(`
  mutation CreateForecastCalendarDay($input: CreateForecastCalendarDayInput!) {
    createForecastCalendarDay(input: $input) {
      ...ForecastCalendarDayRow
    }
  }
`);
const UpdateForecastCalendarDayDocument = graphql(`
  mutation UpdateForecastCalendarDay($id: UUID!, $input: UpdateForecastCalendarDayInput!) {
    updateForecastCalendarDay(id: $id, input: $input) {
      ...ForecastCalendarDayRow
    }
  }
`);
const DeleteForecastCalendarDayDocument = graphql(`
  mutation DeleteForecastCalendarDay($id: UUID!) {
    deleteForecastCalendarDay(id: $id) {
      id
    }
  }
`);
const SetForecastSettingsDocument = graphql(`
  mutation SetForecastSettings($input: SetForecastSettingsInput!) {
    setForecastSettings(input: $input) {
      serviceLevel
    }
  }
`);

export const CALENDAR_KINDS: ForecastCalendarKind[] = ['Friday', 'Ramadan', 'EidAlFitr', 'EidAlAdha', 'NationalHoliday', 'ReligiousHoliday'];
const CALENDAR_CONTEXT = { additionalTypenames: ['ForecastCalendarDay'] };

/**
 * The organisation's forecast calendar (issue 53 item 2): its days by year, with a kind filter; an
 * owner adds a day, moves one (an Eid announced a day later) or deletes it; and the service level the
 * batch proposal covers.
 */
export function ForecastCalendarPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const me = useMe();
  const { can } = useSession();
  const manage = can('forecast:manage');
  const { params, update, toggleSort } = useListParams({ sort: 'date', dir: 'asc' });
  const thisYear = Number(businessDateIn(me.branch.timeZone, me.organization.businessDayStartHour).slice(0, 4));
  const year = Number(params.filter('year')) || thisYear;
  const kind = (params.filter('kind') || null) as ForecastCalendarKind | null;
  const [{ data, error, fetching }] = useQuery({
    query: ForecastCalendarDocument,
    variables: { list: listArgs(params, 100), filter: { from: `${year}-01-01`, to: `${year}-12-31`, kind } },
    context: CALENDAR_CONTEXT,
  });
  const [moving, setMoving] = useState<ForecastCalendarDayRowFragment | null>(null);
  const [deleting, setDeleting] = useState<ForecastCalendarDayRowFragment | null>(null);
  const [deleteState, remove] = useMutation(DeleteForecastCalendarDayDocument);
  const [deleted, setDeleted] = useState(false);
  const page = data?.forecastCalendarDays;
  const create = useCreateDialog({
    label: t('forecastCalendar.add'),
    createdMessage: t('forecastCalendar.added'),
    size: 'md',
    children: (done) => <CalendarDayForm defaultDate={`${year}-01-01`} onDone={done} />,
  });
  const years = Array.from({ length: 9 }, (_, i) => thisYear - 2 + i).map((y) => ({
    value: String(y),
    label: formatNumber(y, language, { useGrouping: false }),
  }));
  const kinds = CALENDAR_KINDS.map((value) => ({ value, label: t(`calendarKind.${value}`) }));
  const dayName = (day: ForecastCalendarDayRowFragment) => localName(day.nameEn, day.nameAr, language);

  return (
    <Stack>
      <PageHeader title={t('forecastCalendar.title')}>{manage && create.button}</PageHeader>
      <Text size="sm">{t('forecastCalendar.intro')}</Text>
      {create.dialog}
      <FormError error={error ?? deleteState.error} />
      {data && <ServiceLevelCard serviceLevel={data.forecastSettings.serviceLevel} manage={manage} />}
      {deleted && (
        <Text role="status" c="teal.9">
          {t('forecastCalendar.deleted')}
        </Text>
      )}
      <Group align="end" wrap="wrap">
        <Select
          label={t('forecastCalendar.year')}
          data={years}
          value={String(year)}
          allowDeselect={false}
          onChange={(value) => update({ year: value })}
          w={140}
        />
        <Select label={t('forecastCalendar.kind')} data={kinds} value={kind} clearable onChange={(value) => update({ kind: value })} w={200} />
      </Group>
      <ScrollRegion label={t('forecastCalendar.title')}>
        <Table striped aria-busy={fetching} aria-label={t('forecastCalendar.title')}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="date" label={t('forecastCalendar.date')} params={params} onSort={toggleSort} />
              <SortHeader field="kind" label={t('forecastCalendar.kind')} params={params} onSort={toggleSort} />
              <Table.Th>{t('forecastCalendar.name')}</Table.Th>
              {manage && <Table.Th>{t('common.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={manage ? 4 : 3}>{t('forecastCalendar.none')}</EmptyRow>}
            {page?.items.map((day) => (
              <Table.Tr key={day.id} data-calendar-day={day.date}>
                <Table.Td>{formatDate(day.date, language)}</Table.Td>
                <Table.Td>{t(`calendarKind.${day.kind}`)}</Table.Td>
                <Table.Td>{dayName(day)}</Table.Td>
                {manage && (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setMoving(day)}
                        aria-label={`${t('forecastCalendar.move')}: ${dayName(day)} ${formatDate(day.date, language)}`}
                      >
                        {t('forecastCalendar.move')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => {
                          setDeleted(false);
                          setDeleting(day);
                        }}
                        aria-label={`${t('forecastCalendar.delete')}: ${dayName(day)} ${formatDate(day.date, language)}`}
                      >
                        {t('forecastCalendar.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
      <Modal opened={moving !== null} onClose={() => setMoving(null)} title={moving ? t('forecastCalendar.moveTitle', { name: dayName(moving) }) : ''}>
        {moving && <MoveDayForm day={moving} onDone={() => setMoving(null)} />}
      </Modal>
      {deleting && (
        <ConfirmDialog
          title={t('forecastCalendar.deleteTitle', { name: dayName(deleting), date: formatDate(deleting.date, language) })}
          message={t('forecastCalendar.intro')}
          confirmLabel={t('forecastCalendar.delete')}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            const result = await remove({ id: deleting.id }, CALENDAR_CONTEXT);
            setDeleted(!result.error);
          }}
        />
      )}
    </Stack>
  );
}

function ServiceLevelCard({ serviceLevel, manage }: { serviceLevel: number; manage: boolean }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | string>(Math.round(serviceLevel * 100));
  const [state, save] = useMutation(SetForecastSettingsDocument);
  const [saved, setSaved] = useState(false);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const fields = fieldErrorsOf(state.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const required = missingRequired({ serviceLevel: value }, t('common.required'));
    setMissing(required);
    if (Object.keys(required).length > 0) return;
    const result = await save({ input: { serviceLevel: Number(value) / 100 } });
    setSaved(!result.error);
  };
  return (
    <Card withBorder component="section" aria-labelledby="forecast-service-level">
      <Title order={2} size="h4" id="forecast-service-level">
        {t('forecastCalendar.settings')}
      </Title>
      <form onSubmit={submit} noValidate aria-label={t('forecastCalendar.settings')}>
        <Stack gap="xs" mt="xs">
          <FormError error={state.error} />
          <Group align="start" wrap="wrap">
            <NumberField
              label={t('forecastCalendar.serviceLevel')}
              description={t('forecastCalendar.serviceLevelHelp')}
              required
              decimalScale={1}
              min={50}
              max={99}
              value={value}
              readOnly={!manage}
              onChange={(next) => {
                setSaved(false);
                setValue(next);
              }}
              error={missing.serviceLevel ?? fields.serviceLevel}
              maw={360}
            />
            {manage && (
              <Button type="submit" mt={{ base: 0, xs: 'xl' }} loading={state.fetching}>
                {t('forecastCalendar.save')}
              </Button>
            )}
          </Group>
          {saved && (
            <Text role="status" c="teal.9" size="sm">
              {t('forecastCalendar.saved')}
            </Text>
          )}
        </Stack>
      </form>
    </Card>
  );
}

function CalendarDayForm({ defaultDate, onDone }: { defaultDate: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ date: defaultDate, kind: null as string | null, nameEn: '', nameAr: '' });
  const [state, create] = useMutation(CreateForecastCalendarDayDocument);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const fields = { ...fieldErrorsOf(state.error), ...missing };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const required = missingRequired(form, t('common.required'));
    setMissing(required);
    if (Object.keys(required).length > 0) return;
    const result = await create(
      { input: { date: form.date, kind: form.kind as ForecastCalendarKind, nameEn: form.nameEn.trim(), nameAr: form.nameAr.trim() } },
      CALENDAR_CONTEXT,
    );
    if (!result.error) onDone();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('forecastCalendar.add')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <Group align="start" grow>
          <TextInput
            label={t('forecastCalendar.date')}
            type="date"
            required
            value={form.date}
            onChange={(e) => setForm({ ...form, date: e.currentTarget.value })}
            error={fields.date}
          />
          <Select
            label={t('forecastCalendar.kind')}
            required
            data={CALENDAR_KINDS.map((value) => ({ value, label: t(`calendarKind.${value}`) }))}
            value={form.kind}
            onChange={(value) => setForm({ ...form, kind: value })}
            error={fields.kind}
          />
        </Group>
        <Group align="start" grow>
          <TextInput
            label={t('forecastCalendar.name')}
            required
            value={form.nameEn}
            onChange={(e) => setForm({ ...form, nameEn: e.currentTarget.value })}
            error={fields.nameEn}
          />
          <TextInput
            label={t('forecastCalendar.nameAr')}
            required
            dir="rtl"
            lang="ar"
            value={form.nameAr}
            onChange={(e) => setForm({ ...form, nameAr: e.currentTarget.value })}
            error={fields.nameAr}
          />
        </Group>
        <Group>
          <Button type="submit" loading={state.fetching}>
            {t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function MoveDayForm({ day, onDone }: { day: ForecastCalendarDayRowFragment; onDone: () => void }) {
  const { t } = useTranslation();
  const [date, setDate] = useState(day.date);
  const [state, save] = useMutation(UpdateForecastCalendarDayDocument);
  const fields = fieldErrorsOf(state.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save({ id: day.id, input: { date } }, CALENDAR_CONTEXT);
    if (!result.error) onDone();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('forecastCalendar.move')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <TextInput
          label={t('forecastCalendar.newDate')}
          type="date"
          required
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          error={fields.date}
        />
        <Group>
          <Button type="submit" loading={state.fetching}>
            {t('forecastCalendar.move')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
