import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Table } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { ShiftSwapStatus } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { PageHeader } from '../../ui/CreateDialog';
import { FormError } from '../../ui/FormError';
import { fieldErrorsOf, type AnyApiError } from '../../ui/errors';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager } from '../../ui/ListToolbar';
import { StatusBadge, useEnumOptions } from '../../ui/StatusBadge';
import { formatDate, localDigits } from '../../ui/format';
import { EmployeeSelect } from '../hr/EmployeeSelect';
import { RejectDialog } from '../hr/RejectDialog';

const STATUSES: ShiftSwapStatus[] = ['Pending', 'Approved', 'Rejected', 'Withdrawn'];

const SwapRequestsDocument = graphql(`
  query ShiftSwapRequests($list: ListArgs, $filter: ShiftSwapFilter) {
    shiftSwapRequests(list: $list, filter: $filter) {
      items {
        id
        status
        note
        targetEmployeeId
        requesterName
        targetName
        coverName
        shift {
          id
          startDate
          startTime
          endTime
        }
      }
      total
      totalPages
      totalIsExact
    }
  }
`);

const DecideSwapDocument = graphql(`
  mutation DecideShiftSwap($id: UUID!, $input: DecideShiftSwapInput!) {
    decideShiftSwap(id: $id, input: $input) {
      id
      status
      coverEmployeeId
    }
  }
`);

const SWAP_CONTEXT = { additionalTypenames: ['ShiftSwapRequest', 'Shift'] };

/** Managers' list of swap and cover requests with their decisions (never on one's own request: the service refuses it). */
export function SwapRequestsPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update } = useListParams({ sort: 'requestedAt', dir: 'desc' });
  const status = (params.filter('status') || 'Pending') as ShiftSwapStatus;
  const [{ data, error, fetching }] = useQuery({
    query: SwapRequestsDocument,
    variables: { list: listArgs(params), filter: { status } },
    context: SWAP_CONTEXT,
  });
  const [decideState, decide] = useMutation(DecideSwapDocument);
  const [approving, setApproving] = useState<{ id: string; who: string; open: boolean } | null>(null);
  const [rejecting, setRejecting] = useState<{ id: string; who: string } | null>(null);
  const statusOptions = useEnumOptions(STATUSES);
  const page = data?.shiftSwapRequests;
  const time = (value: string) => localDigits(value, i18n.language);

  return (
    <Stack>
      <PageHeader title={t('swaps.title')} />
      <Select label={t('common.status')} data={statusOptions} value={status} onChange={(value) => update({ status: value })} w={180} allowDeselect={false} />
      <FormError error={error ?? decideState.error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('swaps.requester')}</Table.Th>
              <Table.Th>{t('swaps.shift')}</Table.Th>
              <Table.Th>{t('swaps.target')}</Table.Th>
              <Table.Th>{t('common.status')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={5} />}
            {page?.items.map((swap) => {
              const who = swap.requesterName ?? '';
              return (
                <Table.Tr key={swap.id}>
                  <Table.Td>{who}</Table.Td>
                  <Table.Td>
                    {swap.shift ? `${formatDate(swap.shift.startDate, i18n.language)} ${time(swap.shift.startTime)}–${time(swap.shift.endTime)}` : '—'}
                  </Table.Td>
                  <Table.Td>{swap.coverName ?? swap.targetName ?? t('swaps.openCover')}</Table.Td>
                  <Table.Td>
                    <StatusBadge value={swap.status} />
                  </Table.Td>
                  <Table.Td>
                    {can('labour:manage') && swap.status === 'Pending' && (
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          color="teal"
                          aria-label={`${t('swaps.approve')}: ${who}`}
                          onClick={() => setApproving({ id: swap.id, who, open: !swap.targetEmployeeId })}
                        >
                          {t('swaps.approve')}
                        </Button>
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          aria-label={`${t('swaps.reject')}: ${who}`}
                          onClick={() => setRejecting({ id: swap.id, who })}
                        >
                          {t('swaps.reject')}
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
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
      {approving && (
        <ApproveDialog
          request={approving}
          onApprove={(coverEmployeeId) => decide({ id: approving.id, input: { decision: 'Approve', coverEmployeeId } }, SWAP_CONTEXT)}
          onClose={() => setApproving(null)}
        />
      )}
      {rejecting && (
        <RejectDialog
          who={rejecting.who}
          onClose={() => setRejecting(null)}
          onReject={(note) => decide({ id: rejecting.id, input: { decision: 'Reject', note } }, SWAP_CONTEXT)}
        />
      )}
    </Stack>
  );
}

function ApproveDialog({
  request,
  onApprove,
  onClose,
}: {
  request: { id: string; who: string; open: boolean };
  onApprove: (coverEmployeeId: string | null) => Promise<{ error?: AnyApiError }>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [cover, setCover] = useState<string | null>(null);
  const [error, setError] = useState<AnyApiError>(null);
  const [busy, setBusy] = useState(false);
  const fields = fieldErrorsOf(error);
  return (
    <Modal opened onClose={onClose} title={t('swaps.approveTitle', { name: request.who })} closeButtonProps={{ 'aria-label': t('createDialog.close') }}>
      <Stack gap="sm">
        <FormError error={error} />
        {request.open && <EmployeeSelect label={t('swaps.cover')} value={cover} onChange={setCover} error={fields.coverEmployeeId} />}
        <Group>
          <Button
            color="teal"
            loading={busy}
            onClick={() => {
              setBusy(true);
              void onApprove(request.open ? cover : null).then((result) => {
                setBusy(false);
                if (result.error) setError(result.error);
                else onClose();
              });
            }}
          >
            {t('swaps.approve')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
