import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { graphql } from '../../gql';
import type { BatchStatus } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { formatDate, formatIqd, formatNumber } from '../../ui/format';
import { StatusBadge, useEnumOptions } from '../../ui/StatusBadge';
import { BatchCreateForm } from './BatchCreateForm';

const STATUSES: BatchStatus[] = ['Draft', 'InProduction', 'Completed', 'Closed', 'Cancelled'];

const BatchesDocument = graphql(`
  query Batches($list: ListArgs, $filter: BatchFilter) {
    batches(list: $list, filter: $filter) {
      items {
        id
        businessDate
        status
        chickenCount
        rawRiceKg
        figures {
          inputCostIqd
          outputCount
        }
      }
      total
      totalPages
      totalIsExact
    }
  }
`);

const PeriodLockDocument = graphql(`
  query PeriodLock {
    periodLock {
      lockedThrough
      updatedAt
    }
  }
`);

const SetPeriodLockDocument = graphql(`
  mutation SetPeriodLock($input: SetPeriodLockInput!) {
    setPeriodLock(input: $input) {
      lockedThrough
      updatedAt
    }
  }
`);

const BATCH_CONTEXT = { additionalTypenames: ['Batch'] };

/** Batches of the active branch (status and date range in the address) and its period lock. */
export function BatchesPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'businessDate', dir: 'desc' });
  const filter = { status: (params.filter('status') || null) as BatchStatus | null, from: params.filter('from') || null, to: params.filter('to') || null };
  const [{ data, error, fetching }] = useQuery({ query: BatchesDocument, variables: { list: listArgs(params), filter }, context: BATCH_CONTEXT });
  const statusOptions = useEnumOptions(STATUSES);
  const page = data?.batches;

  const create = useCreateDialog({
    label: t('batchEdit.new'),
    children: () => <BatchCreateForm />,
    size: 'xl',
  });

  return (
    <Stack>
      <PageHeader title={t('batches.title')}>{can('production:write') && create.button}</PageHeader>
      {create.dialog}
      <Group align="end" wrap="wrap">
        <Select label={t('common.status')} clearable data={statusOptions} value={filter.status} onChange={(value) => update({ status: value })} w={180} />
        <TextInput label={t('leave.from')} type="date" value={filter.from ?? ''} onChange={(e) => update({ from: e.currentTarget.value })} />
        <TextInput label={t('leave.to')} type="date" value={filter.to ?? ''} onChange={(e) => update({ to: e.currentTarget.value })} />
      </Group>
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="businessDate" label={t('batches.date')} params={params} onSort={toggleSort} />
              <SortHeader field="status" label={t('common.status')} params={params} onSort={toggleSort} />
              <Table.Th>{t('batches.chicken')}</Table.Th>
              <Table.Th>{t('batches.rice')}</Table.Th>
              <Table.Th>{t('batches.cost')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={5} />}
            {page?.items.map((batch) => (
              <Table.Tr key={batch.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/production/batches/${batch.id}`}>
                    {formatDate(batch.businessDate, i18n.language)}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <StatusBadge value={batch.status} />
                </Table.Td>
                <Table.Td>{formatNumber(batch.chickenCount, i18n.language)}</Table.Td>
                <Table.Td>{formatNumber(batch.rawRiceKg, i18n.language)}</Table.Td>
                <Table.Td>{formatIqd(batch.figures.inputCostIqd, i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
      {/* The period lock is a setting of the list, so it follows the list (issue #38 item 9). */}
      <PeriodLockCard canWrite={can('period-lock:write')} />
    </Stack>
  );
}

function PeriodLockCard({ canWrite }: { canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const [{ data }] = useQuery({ query: PeriodLockDocument });
  const [state, setLock] = useMutation(SetPeriodLockDocument);
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const fields = fieldErrorsOf(state.error);
  const locked = data?.periodLock.lockedThrough;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await setLock({ input: { lockedThrough: date || null, reason: reason || null } });
    if (!result.error) setReason('');
  };
  return (
    <Paper withBorder p="md" component="section" aria-label={t('batches.periodLock')}>
      <Stack gap="sm">
        <Text fw={700} data-testid="period-lock">
          {locked ? `${t('batches.periodLock')} ${formatDate(locked, i18n.language)}` : t('batches.notLocked')}
        </Text>
        {canWrite && (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <FormError error={state.error} />
              <Group align="start">
                <TextInput
                  label={t('batches.lockThrough')}
                  type="date"
                  value={date}
                  onChange={(e) => setDate(e.currentTarget.value)}
                  error={fields.lockedThrough}
                />
                <TextInput label={t('common.reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={fields.reason} />
              </Group>
              <Group>
                <Button type="submit" loading={state.fetching}>
                  {t('batches.lock')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {state.data && (
          <Alert color="teal">
            {t('batches.periodLock')} {formatDate(state.data.setPeriodLock.lockedThrough, i18n.language) || '—'}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
