import { useState, type FormEvent } from 'react';
import { Button, Group, Select, Stack, Table, TextInput } from '@mantine/core';
import { NumberField } from '../../ui/NumberField';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { EmployeeSelect } from './EmployeeSelect';
import { BranchFilter } from './BranchFilter';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { graphql } from '../../gql';
import type { AdvanceStatus } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { formatDateTime, formatIqd } from '../../ui/format';
import { StatusBadge, useEnumOptions } from '../../ui/StatusBadge';
import { RejectDialog } from './RejectDialog';
import { DecisionButtons } from './DecisionButtons';

const STATUSES: AdvanceStatus[] = ['Pending', 'Approved', 'Rejected', 'Paid', 'Settled', 'Cancelled'];

const AdvancesDocument = graphql(`
  query Advances($list: ListArgs, $filter: AdvanceFilter) {
    advances(list: $list, filter: $filter) {
      items {
        id
        amount
        status
        reason
        requestedAt
        employee {
          id
          fullName
        }
      }
      total
      totalPages
      totalIsExact
    }
  }
`);

const RequestAdvanceDocument = graphql(`
  mutation RequestAdvance($input: RequestAdvanceInput!) {
    requestAdvance(input: $input) {
      id
      status
    }
  }
`);
const DecideAdvanceDocument = graphql(`
  mutation DecideAdvance($id: UUID!, $input: HrDecisionInput!) {
    decideAdvance(id: $id, input: $input) {
      id
      status
    }
  }
`);
const PayAdvanceDocument = graphql(`
  mutation PayAdvance($id: UUID!) {
    payAdvance(id: $id) {
      id
      status
    }
  }
`);
const SettleAdvanceDocument = graphql(`
  mutation SettleAdvance($id: UUID!) {
    settleAdvance(id: $id) {
      id
      status
    }
  }
`);
const CancelAdvanceDocument = graphql(`
  mutation CancelAdvance($id: UUID!) {
    cancelAdvance(id: $id) {
      id
      status
    }
  }
`);

const ADVANCE_CONTEXT = { additionalTypenames: ['Advance'] };

export function AdvancesPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'requestedAt', dir: 'desc' });
  const status = (params.filter('status') || null) as AdvanceStatus | null;
  const branchId = params.filter('branch') || null;
  const [{ data, error, fetching }] = useQuery({
    query: AdvancesDocument,
    variables: { list: listArgs(params), filter: { status, branchId } },
    context: ADVANCE_CONTEXT,
  });
  const [decideState, decide] = useMutation(DecideAdvanceDocument);
  const [payState, pay] = useMutation(PayAdvanceDocument);
  const [settleState, settle] = useMutation(SettleAdvanceDocument);
  const [cancelState, cancel] = useMutation(CancelAdvanceDocument);
  const [rejecting, setRejecting] = useState<{ id: string; who: string } | null>(null);
  const actionError = decideState.error ?? payState.error ?? settleState.error ?? cancelState.error;
  const statusOptions = useEnumOptions(STATUSES);
  const page = data?.advances;

  const create = useCreateDialog({
    label: t('advances.request'),
    createdMessage: t('advances.requested'),
    children: (done) => <RequestAdvanceForm onDone={done} />,
  });

  return (
    <Stack>
      <PageHeader title={t('advances.title')}>{can('hr:write') && create.button}</PageHeader>
      {create.dialog}
      <Group align="end">
        <BranchFilter value={branchId} onChange={(value) => update({ branch: value })} />
        <Select label={t('common.status')} clearable data={statusOptions} value={status} onChange={(value) => update({ status: value })} w={180} />
      </Group>
      <FormError error={error ?? actionError} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('advances.employee')}</Table.Th>
              <SortHeader field="amount" label={t('advances.amount')} params={params} onSort={toggleSort} />
              <SortHeader field="status" label={t('common.status')} params={params} onSort={toggleSort} />
              <SortHeader field="requestedAt" label={t('advances.requestedAt')} params={params} onSort={toggleSort} />
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={5} />}
            {page?.items.map((advance) => {
              const who = advance.employee?.fullName ?? '';
              return (
                <Table.Tr key={advance.id}>
                  <Table.Td>{who}</Table.Td>
                  <Table.Td>{formatIqd(advance.amount, i18n.language)}</Table.Td>
                  <Table.Td>
                    <StatusBadge value={advance.status} />
                  </Table.Td>
                  <Table.Td>{formatDateTime(advance.requestedAt, i18n.language)}</Table.Td>
                  <Table.Td>
                    {can('hr:decide') && (
                      <Group gap="xs" wrap="nowrap">
                        {advance.status === 'Pending' && (
                          <DecisionButtons
                            id={advance.id}
                            who={who}
                            labels={[t('advances.approve'), t('advances.reject')]}
                            decide={decide}
                            reject={setRejecting}
                          />
                        )}
                        {advance.status === 'Approved' && (
                          <Button size="xs" variant="light" onClick={() => void pay({ id: advance.id })}>
                            {t('advances.pay')}
                          </Button>
                        )}
                        {advance.status === 'Paid' && (
                          <Button size="xs" variant="light" onClick={() => void settle({ id: advance.id })}>
                            {t('advances.settle')}
                          </Button>
                        )}
                        {(advance.status === 'Pending' || advance.status === 'Approved') && (
                          <Button size="xs" variant="subtle" color="gray" onClick={() => void cancel({ id: advance.id })}>
                            {t('advances.cancel')}
                          </Button>
                        )}
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
      {rejecting && (
        <RejectDialog
          who={rejecting.who}
          onClose={() => setRejecting(null)}
          onReject={(note) => decide({ id: rejecting.id, input: { decision: 'Reject', note } }, ADVANCE_CONTEXT)}
        />
      )}
    </Stack>
  );
}

function RequestAdvanceForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [employeeId, setEmployeeId] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [state, request] = useMutation(RequestAdvanceDocument);
  const fields = fieldErrorsOf(state.error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await request({ input: { employeeId: employeeId ?? '', amount: Number(amount || 0), reason: reason || null } });
    if (!result.error) onDone();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('advances.request')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <Group align="start" grow>
          <EmployeeSelect label={t('advances.employee')} value={employeeId} onChange={setEmployeeId} error={fields.employeeId} />
          <NumberField
            label={t('advances.amount')}
            required
            thousandSeparator=","
            allowDecimal={false}
            min={0}
            value={amount}
            onChange={setAmount}
            error={fields.amount}
          />
          <TextInput label={t('common.reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={fields.reason} />
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
