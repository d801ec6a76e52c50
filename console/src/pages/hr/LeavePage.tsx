import { useState, type FormEvent } from 'react';
import { Button, Group, Select, Stack, Table, TextInput } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { EmployeeSelect } from './EmployeeSelect';
import { BranchFilter } from './BranchFilter';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { graphql } from '../../gql';
import type { LeaveStatus } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SortHeader } from '../../ui/ListToolbar';
import { FormError } from '../../ui/FormError';
import { fieldErrorsOf } from '../../ui/errors';
import { NoteDialog } from '../../ui/NoteDialog';
import { RejectDialog } from './RejectDialog';
import { formatDate, formatNumber, localName } from '../../ui/format';
import { StatusBadge, useEnumOptions } from '../../ui/StatusBadge';
import { DecisionButtons } from './DecisionButtons';

const STATUSES: LeaveStatus[] = ['Pending', 'Approved', 'Rejected', 'Cancelled'];

const LeaveRequestsDocument = graphql(`
  query LeaveRequests($list: ListArgs, $filter: LeaveRequestFilter) {
    leaveRequests(list: $list, filter: $filter) {
      items {
        id
        startDate
        endDate
        days
        status
        usesBalance
        reason
        employee {
          id
          fullName
          annualLeaveBalance
        }
        type {
          id
          name
          nameAr
        }
      }
      total
      totalPages
      totalIsExact
    }
  }
`);

const DecideLeaveDocument = graphql(`
  mutation DecideLeave($id: UUID!, $input: HrDecisionInput!) {
    decideLeave(id: $id, input: $input) {
      id
      status
      balanceDeducted
    }
  }
`);

const CancelLeaveDocument = graphql(`
  mutation CancelLeave($id: UUID!, $input: HrNoteInput) {
    cancelLeave(id: $id, input: $input) {
      id
      status
      balanceDeducted
    }
  }
`);

const RequestLeaveDocument = graphql(`
  mutation RequestLeave($input: RequestLeaveInput!) {
    requestLeave(input: $input) {
      id
      status
      days
    }
  }
`);

const LeaveTypeChoicesDocument = graphql(`
  query LeaveTypeChoices {
    leaveTypes(list: { perPage: 100, sort: "name" }) {
      items {
        id
        name
        nameAr
        usesBalance
      }
    }
  }
`);

const LEAVE_CONTEXT = { additionalTypenames: ['LeaveRequest'] };
/** A constant: urql runs the query again whenever the context object changes. */
const LEAVE_TYPE_CONTEXT = { additionalTypenames: ['LeaveType'] };

/** Leave requests with the employee's balance beside the days asked for, and the decisions. */
export function LeavePage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'startDate', dir: 'desc' });
  const status = (params.filter('status') || null) as LeaveStatus | null;
  const branchId = params.filter('branch') || null;
  const [{ data, error, fetching }] = useQuery({
    query: LeaveRequestsDocument,
    variables: { list: listArgs(params), filter: { status, branchId } },
    context: LEAVE_CONTEXT,
  });
  const [decideState, decide] = useMutation(DecideLeaveDocument);
  const [, cancel] = useMutation(CancelLeaveDocument);
  const [rejecting, setRejecting] = useState<{ id: string; who: string } | null>(null);
  const [cancelling, setCancelling] = useState<{ id: string; who: string } | null>(null);
  const statusOptions = useEnumOptions(STATUSES);
  const page = data?.leaveRequests;

  const create = useCreateDialog({
    label: t('leaveRequest.request'),
    createdMessage: t('leaveRequest.requested'),
    children: (done) => <RequestLeaveForm onDone={done} />,
  });

  return (
    <Stack>
      <PageHeader title={t('leave.title')}>{can('hr:write') && create.button}</PageHeader>
      {create.dialog}
      <Group align="end">
        <BranchFilter value={branchId} onChange={(value) => update({ branch: value })} />
        <Select label={t('common.status')} clearable data={statusOptions} value={status} onChange={(value) => update({ status: value })} w={180} />
      </Group>
      <FormError error={error ?? decideState.error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('advances.employee')}</Table.Th>
              <Table.Th>{t('leave.type')}</Table.Th>
              <SortHeader field="startDate" label={t('leave.from')} params={params} onSort={toggleSort} />
              <Table.Th>{t('leave.to')}</Table.Th>
              <SortHeader field="days" label={t('leave.days')} params={params} onSort={toggleSort} />
              <Table.Th>{t('leave.balance')}</Table.Th>
              <SortHeader field="status" label={t('common.status')} params={params} onSort={toggleSort} />
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={8} />}
            {page?.items.map((request) => {
              const who = request.employee?.fullName ?? '';
              return (
                <Table.Tr key={request.id}>
                  <Table.Td>{who}</Table.Td>
                  <Table.Td>{request.type ? localName(request.type.name, request.type.nameAr, i18n.language) : ''}</Table.Td>
                  <Table.Td>{formatDate(request.startDate, i18n.language)}</Table.Td>
                  <Table.Td>{formatDate(request.endDate, i18n.language)}</Table.Td>
                  <Table.Td>{formatNumber(request.days, i18n.language)}</Table.Td>
                  <Table.Td>{request.usesBalance ? request.employee?.annualLeaveBalance : '—'}</Table.Td>
                  <Table.Td>
                    <StatusBadge value={request.status} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {can('hr:decide') && request.status === 'Pending' && (
                        <DecisionButtons id={request.id} who={who} labels={[t('leave.approve'), t('leave.reject')]} decide={decide} reject={setRejecting} />
                      )}
                      {((request.status === 'Pending' && can('hr:write')) || (request.status === 'Approved' && can('hr:decide'))) && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="gray"
                          aria-label={`${t('leaveRequest.cancel')}: ${who}`}
                          onClick={() => setCancelling({ id: request.id, who })}
                        >
                          {t('leaveRequest.cancel')}
                        </Button>
                      )}
                    </Group>
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
          onReject={(note) => decide({ id: rejecting.id, input: { decision: 'Reject', note } }, LEAVE_CONTEXT)}
        />
      )}
      {cancelling && (
        <NoteDialog
          title={`${t('leaveRequest.cancel')}: ${cancelling.who}`}
          label={t('hrCommon.note')}
          submitLabel={t('leaveRequest.cancel')}
          onClose={() => setCancelling(null)}
          onSubmit={(note) => cancel({ id: cancelling.id, input: { note: note || null } }, LEAVE_CONTEXT)}
        />
      )}
    </Stack>
  );
}

/** Leave on behalf of an employee; overlaps, dates before hiring and a short balance come back as field messages or a 409. */
function RequestLeaveForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const [{ data: types }] = useQuery({ query: LeaveTypeChoicesDocument, context: LEAVE_TYPE_CONTEXT });
  const typeOptions = (types?.leaveTypes.items ?? []).map((type) => ({ value: type.id, label: localName(type.name, type.nameAr, i18n.language) }));
  const empty = { employeeId: null as string | null, typeId: null as string | null, startDate: '', endDate: '', reason: '' };
  const [form, setForm] = useState(empty);
  const [state, request] = useMutation(RequestLeaveDocument);
  const fields = fieldErrorsOf(state.error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await request(
      {
        input: { employeeId: form.employeeId ?? '', typeId: form.typeId ?? '', startDate: form.startDate, endDate: form.endDate, reason: form.reason || null },
      },
      LEAVE_CONTEXT,
    );
    if (!result.error) onDone();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('leaveRequest.request')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <Group align="start" grow>
          <EmployeeSelect
            label={t('leaveRequest.employee')}
            value={form.employeeId}
            onChange={(value) => setForm({ ...form, employeeId: value })}
            error={fields.employeeId}
          />
          <Select
            label={t('leaveRequest.type')}
            required
            data={typeOptions}
            value={form.typeId}
            onChange={(value) => setForm({ ...form, typeId: value })}
            error={fields.typeId}
          />
        </Group>
        <Group align="start" grow>
          <TextInput
            label={t('leaveRequest.startDate')}
            type="date"
            required
            value={form.startDate}
            onChange={(e) => setForm({ ...form, startDate: e.currentTarget.value })}
            error={fields.startDate}
          />
          <TextInput
            label={t('leaveRequest.endDate')}
            type="date"
            required
            value={form.endDate}
            onChange={(e) => setForm({ ...form, endDate: e.currentTarget.value })}
            error={fields.endDate}
          />
          <TextInput
            label={t('common.reason')}
            value={form.reason}
            onChange={(e) => setForm({ ...form, reason: e.currentTarget.value })}
            error={fields.reason}
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
