import { Button, Group, Select, Stack, Table, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { LeaveStatus } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SortHeader } from '../../ui/ListToolbar';
import { FormError } from '../../ui/FormError';
import { localName } from '../../ui/format';
import { StatusBadge, useEnumOptions } from '../../ui/StatusBadge';

const STATUSES: LeaveStatus[] = ['Pending', 'Approved', 'Rejected', 'Cancelled'];

const LeaveRequestsDocument = graphql(`
  query LeaveRequests($list: ListArgs, $filter: LeaveRequestFilter) {
    leaveRequests(list: $list, filter: $filter) {
      items {
        id startDate endDate days status usesBalance reason
        employee { id fullName annualLeaveBalance }
        type { id name nameAr }
      }
      total
      totalPages
    }
  }
`);

const DecideLeaveDocument = graphql(`
  mutation DecideLeave($id: UUID!, $input: HrDecisionInput!) { decideLeave(id: $id, input: $input) { id status balanceDeducted } }
`);

const LEAVE_CONTEXT = { additionalTypenames: ['LeaveRequest'] };

/** Leave requests with the employee's balance beside the days asked for, and the decisions. */
export function LeavePage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'startDate', dir: 'desc' });
  const status = (params.filter('status') || null) as LeaveStatus | null;
  const [{ data, error, fetching }] = useQuery({ query: LeaveRequestsDocument, variables: { list: listArgs(params), filter: { status } }, context: LEAVE_CONTEXT });
  const [decideState, decide] = useMutation(DecideLeaveDocument);
  const statusOptions = useEnumOptions(STATUSES);
  const page = data?.leaveRequests;

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('leave.title')}
      </Title>
      <Group align="end">
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
                  <Table.Td>{request.startDate}</Table.Td>
                  <Table.Td>{request.endDate}</Table.Td>
                  <Table.Td>{request.days}</Table.Td>
                  <Table.Td>{request.usesBalance ? request.employee?.annualLeaveBalance : '—'}</Table.Td>
                  <Table.Td>
                    <StatusBadge value={request.status} />
                  </Table.Td>
                  <Table.Td>
                    {can('hr:decide') && request.status === 'Pending' && (
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" color="teal" aria-label={`${t('leave.approve')}: ${who}`} onClick={() => void decide({ id: request.id, input: { decision: 'Approve' } })}>
                          {t('leave.approve')}
                        </Button>
                        <Button size="xs" color="red" variant="light" aria-label={`${t('leave.reject')}: ${who}`} onClick={() => void decide({ id: request.id, input: { decision: 'Reject' } })}>
                          {t('leave.reject')}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} params={params} onPage={(p) => update({ page: p })} />}
    </Stack>
  );
}
