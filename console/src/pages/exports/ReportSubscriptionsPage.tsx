import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { graphql } from '../../gql';
import type { ExportFormat, ExportLang, ReportCadence } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { formatDateTime, separator } from '../../ui/format';
import { enumLabel, MoneyBadge } from '../accounting/money-ui';
import { ReasonDialog } from '../../ui/ReasonDialog';
import { exportEnum, useExportEnumOptions, useReportCatalog } from './report-catalog';

const SubscriptionsDocument = graphql(`
  query ReportSubscriptions($list: ListArgs, $filter: ReportSubscriptionFilter) {
    reportSubscriptions(list: $list, filter: $filter) {
      items {
        id
        reportKey
        recipientEmail
        externalRecipient
        cadence
        format
        lang
        sendEmpty
        active
        nextRunAt
        lastRunAt
        lastSuccessAt
        lastError
      }
      total
      totalPages
      totalIsExact
    }
  }
`);
const CreateSubscriptionDocument = graphql(`
  mutation CreateReportSubscription($input: CreateReportSubscriptionInput!) {
    createReportSubscription(input: $input) {
      id
    }
  }
`);
const ActivateSubscriptionDocument = graphql(`
  mutation ActivateReportSubscription($id: UUID!) {
    activateReportSubscription(id: $id) {
      id
      active
    }
  }
`);
const DeactivateSubscriptionDocument = graphql(`
  mutation DeactivateReportSubscription($id: UUID!) {
    deactivateReportSubscription(id: $id) {
      id
      active
    }
  }
`);
const DeleteSubscriptionDocument = graphql(`
  mutation DeleteReportSubscription($id: UUID!, $reason: String) {
    deleteReportSubscription(id: $id, reason: $reason) {
      id
      deletedAt
    }
  }
`);

const SUBSCRIPTION_CONTEXT = { additionalTypenames: ['ReportSubscription'] };
const CADENCES: ReportCadence[] = ['Daily', 'Weekly', 'Monthly'];
const FORMATS: ExportFormat[] = ['Xlsx', 'Csv'];
const LANGS: ExportLang[] = ['En', 'Ar'];

export function ReportSubscriptionsPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update } = useListParams({ sort: 'createdAt', dir: 'desc' });
  const activeFilter = params.filter('active');
  const filter = { active: activeFilter === 'yes' ? true : activeFilter === 'no' ? false : null, reportKey: params.filter('report') || null };
  const [{ data, error, fetching }] = useQuery({ query: SubscriptionsDocument, variables: { list: listArgs(params), filter }, context: SUBSCRIPTION_CONTEXT });
  const [activateState, activate] = useMutation(ActivateSubscriptionDocument);
  const [deactivateState, deactivate] = useMutation(DeactivateSubscriptionDocument);
  const [deleteState, remove] = useMutation(DeleteSubscriptionDocument);
  const [deleting, setDeleting] = useState<{ id: string; recipientEmail: string } | null>(null);
  const { reportOptions, reportTitle } = useReportCatalog();
  const page = data?.reportSubscriptions;
  const write = can('exports:write');

  const create = useCreateDialog({
    label: t('subscriptions.new'),
    createdMessage: t('subscriptions.created'),
    children: (done) => <SubscriptionForm onDone={done} />,
  });

  return (
    <Stack>
      <PageHeader title={t('subscriptions.title')}>{write && create.button}</PageHeader>
      {create.dialog}
      <Group align="end">
        <Select
          label={t('exportJobs.report')}
          clearable
          w={240}
          data={reportOptions}
          value={filter.reportKey}
          onChange={(value) => update({ report: value })}
        />
        <Select
          label={t('bankAccounts.activeFilter')}
          clearable
          w={160}
          data={[
            { value: 'yes', label: enumLabel(t, 'Active') },
            { value: 'no', label: enumLabel(t, 'Inactive') },
          ]}
          value={activeFilter || null}
          onChange={(value) => update({ active: value })}
        />
      </Group>
      <FormError error={error ?? activateState.error ?? deactivateState.error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('exportJobs.report')}</Table.Th>
              <Table.Th>{t('subscriptions.recipient')}</Table.Th>
              <Table.Th>{t('subscriptions.cadence')}</Table.Th>
              <Table.Th>{t('exportJobs.format')}</Table.Th>
              <Table.Th>{t('common.status')}</Table.Th>
              <Table.Th>{t('subscriptions.nextRun')}</Table.Th>
              <Table.Th>{t('subscriptions.lastRun')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={8} />}
            {page?.items.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>{reportTitle(s.reportKey)}</Table.Td>
                <Table.Td dir="ltr">
                  {s.recipientEmail}
                  {s.externalRecipient && (
                    <Text size="xs" c="orange">
                      {t('subscriptions.external')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{exportEnum(t, s.cadence)}</Table.Td>
                <Table.Td>
                  {exportEnum(t, s.format)}
                  {separator(i18n.language)}
                  {exportEnum(t, s.lang)}
                </Table.Td>
                <Table.Td>
                  <MoneyBadge value={s.active ? 'Active' : 'Inactive'} />
                </Table.Td>
                <Table.Td>{formatDateTime(s.nextRunAt, i18n.language)}</Table.Td>
                <Table.Td>
                  {formatDateTime(s.lastRunAt, i18n.language)}
                  {s.lastError && (
                    <Text size="xs" c="red">
                      {t('subscriptions.lastError')}: {s.lastError}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {write && (
                    <Group gap="xs" wrap="nowrap">
                      {s.active ? (
                        <Button
                          size="xs"
                          variant="light"
                          color="orange"
                          aria-label={`${t('subscriptions.deactivate')}: ${s.recipientEmail}`}
                          onClick={() => void deactivate({ id: s.id })}
                        >
                          {t('subscriptions.deactivate')}
                        </Button>
                      ) : (
                        <Button
                          size="xs"
                          variant="light"
                          color="teal"
                          aria-label={`${t('subscriptions.activate')}: ${s.recipientEmail}`}
                          onClick={() => void activate({ id: s.id })}
                        >
                          {t('subscriptions.activate')}
                        </Button>
                      )}
                      <Button size="xs" variant="subtle" color="red" aria-label={`${t('common.delete')}: ${s.recipientEmail}`} onClick={() => setDeleting(s)}>
                        {t('common.delete')}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
      <ReasonDialog
        title={deleting ? t('subscriptions.deleteTitle', { email: deleting.recipientEmail }) : ''}
        opened={deleting !== null}
        required={false}
        submitLabel={t('common.delete')}
        error={deleteState.error}
        fetching={deleteState.fetching}
        onClose={() => setDeleting(null)}
        onSubmit={async (reason) => !(deleting && (await remove({ id: deleting.id, reason: reason || null })).error)}
      />
    </Stack>
  );
}

function SubscriptionForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { reportOptions } = useReportCatalog();
  const empty = {
    reportKey: null as string | null,
    recipientEmail: '',
    cadence: 'Daily' as string | null,
    format: 'Xlsx' as string | null,
    lang: 'En' as string | null,
    sendEmpty: false,
  };
  const [form, setForm] = useState(empty);
  const [state, create] = useMutation(CreateSubscriptionDocument);
  const fields = fieldErrorsOf(state.error);
  const cadenceOptions = useExportEnumOptions(CADENCES);
  const formatOptions = useExportEnumOptions(FORMATS);
  const langOptions = useExportEnumOptions(LANGS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await create({
      input: {
        reportKey: form.reportKey ?? '',
        recipientEmail: form.recipientEmail,
        cadence: (form.cadence ?? 'Daily') as ReportCadence,
        format: (form.format ?? 'Xlsx') as ExportFormat,
        lang: (form.lang ?? 'En') as ExportLang,
        sendEmpty: form.sendEmpty,
      },
    });
    if (!result.error) onDone();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('subscriptions.new')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <Group align="start" grow>
          <Select
            label={t('exportJobs.report')}
            required
            searchable
            data={reportOptions}
            value={form.reportKey}
            onChange={(value) => setForm({ ...form, reportKey: value })}
            error={fields.reportKey}
          />
          <TextInput
            label={t('subscriptions.recipient')}
            required
            type="email"
            dir="ltr"
            value={form.recipientEmail}
            onChange={(e) => setForm({ ...form, recipientEmail: e.currentTarget.value })}
            error={fields.recipientEmail}
          />
        </Group>
        <Group align="start" grow>
          <Select
            label={t('subscriptions.cadence')}
            required
            data={cadenceOptions}
            value={form.cadence}
            onChange={(value) => setForm({ ...form, cadence: value })}
            error={fields.cadence}
          />
          <Select
            label={t('exportJobs.format')}
            required
            data={formatOptions}
            value={form.format}
            onChange={(value) => setForm({ ...form, format: value })}
            error={fields.format}
          />
          <Select
            label={t('exportJobs.lang')}
            data={langOptions}
            value={form.lang}
            onChange={(value) => setForm({ ...form, lang: value })}
            error={fields.lang}
          />
        </Group>
        <Checkbox label={t('subscriptions.sendEmpty')} checked={form.sendEmpty} onChange={(e) => setForm({ ...form, sendEmpty: e.currentTarget.checked })} />
        <Group>
          <Button type="submit" loading={state.fetching}>
            {t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
