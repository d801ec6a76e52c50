import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useClient, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { ApprovalRequestRowFragment, ApprovalStatus, ApprovalTargetKind } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SortHeader } from '../../ui/ListToolbar';
import type { AnyApiError } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { formatDateTime, formatIqd } from '../../ui/format';
import { NoteDialog } from '../../ui/NoteDialog';
import { PurchasingBadge, usePurchasingEnumOptions } from './PurchasingBadge';
import { RejectApprovalRequestDocument } from './PurchaseOrderDetailPage';
import { orderReference } from './purchase-rules';

const STATUSES: ApprovalStatus[] = ['Pending', 'Applied', 'Reverted', 'Rejected', 'Withdrawn'];
const KINDS: ApprovalTargetKind[] = ['PurchaseOrder', 'PurchaseInvoice'];

graphql(`
  fragment ApprovalRequestRow on ApprovalRequest {
    id
    status
    targetKind
    targetId
    amountIqd
    reason
    requestedAt
    requestedBy
  }
`);
const ApprovalRequestsDocument = graphql(`
  query ApprovalRequests($list: ListArgs, $filter: ApprovalRequestFilter) {
    approvalRequests(list: $list, filter: $filter) {
      items {
        ...ApprovalRequestRow
      }
      total
      totalPages
      totalIsExact
    }
  }
`);
const ApplyOrderRequestDocument = graphql(`
  mutation ApplyOrderRequest($id: UUID!, $input: OrderApprovalInput!) {
    applyPurchaseOrderApproval(id: $id, input: $input) {
      id
      status
    }
  }
`);
const ApplyInvoiceRequestDocument = graphql(`
  mutation ApplyInvoiceRequest($approvalRequestId: UUID!, $input: ApprovalNoteInput) {
    applyPurchaseInvoiceApproval(approvalRequestId: $approvalRequestId, input: $input) {
      id
      status
    }
  }
`);

const CONTEXT = { additionalTypenames: ['ApprovalRequest', 'PurchaseOrder', 'PurchaseInvoice'] };

/** Approval requests of the active branch; pending ones first by default, applied or rejected here. */
interface Deciding {
  request: ApprovalRequestRowFragment;
  action: 'apply' | 'reject';
}

export function ApprovalRequestsPage() {
  const { t, i18n } = useTranslation();
  const { can, state: session } = useSession();
  const userId = session.status === 'signedIn' ? session.me.user.id : null;
  const client = useClient();
  const statusOptions = [{ value: 'all', label: t('common.all') }, ...usePurchasingEnumOptions(STATUSES)];
  const kindOptions = usePurchasingEnumOptions(KINDS);
  const { params, update, toggleSort } = useListParams({ sort: 'requestedAt', dir: 'desc' });
  const statusParam = params.filter('status') || 'Pending';
  const filter = {
    status: statusParam === 'all' ? null : (statusParam as ApprovalStatus),
    targetKind: (params.filter('kind') || null) as ApprovalTargetKind | null,
  };
  // Others fill this queue (every submit raises a request): each visit asks the service again.
  const [{ data, error, fetching }] = useQuery({
    query: ApprovalRequestsDocument,
    variables: { list: listArgs(params), filter },
    context: CONTEXT,
    requestPolicy: 'cache-and-network',
  });
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const page = data?.approvalRequests;
  const approve = can('purchasing:approve');

  const decide = async ({ request, action }: Deciding, note: string): Promise<{ error?: AnyApiError }> => {
    const result =
      action === 'reject'
        ? await client.mutation(RejectApprovalRequestDocument, { id: request.id, input: { note } }, CONTEXT).toPromise()
        : request.targetKind === 'PurchaseOrder'
          ? await client
              .mutation(ApplyOrderRequestDocument, { id: request.targetId, input: { approvalRequestId: request.id, note: note || null } }, CONTEXT)
              .toPromise()
          : await client.mutation(ApplyInvoiceRequestDocument, { approvalRequestId: request.id, input: { note: note || null } }, CONTEXT).toPromise();
    return { error: result.error };
  };

  const target = (request: ApprovalRequestRowFragment) =>
    request.targetKind === 'PurchaseOrder' ? (
      <Anchor component={Link} to={`/purchasing/orders/${request.targetId}`} dir="ltr">
        {orderReference(request.targetId)}
      </Anchor>
    ) : (
      <Anchor component={Link} to={`/purchasing/invoices/${request.targetId}`}>
        {t('approvals.openInvoice')}
      </Anchor>
    );

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('approvals.title')}
      </Title>
      <Group align="end">
        <Select
          label={t('common.status')}
          w={200}
          data={statusOptions}
          value={statusParam}
          onChange={(value) => update({ status: value === 'Pending' ? null : value })}
        />
        <Select label={t('approvals.kind')} clearable w={200} data={kindOptions} value={filter.targetKind} onChange={(value) => update({ kind: value })} />
      </Group>
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('approvals.kind')}</Table.Th>
              <Table.Th>{t('approvals.document')}</Table.Th>
              <SortHeader field="amountIqd" label={t('approvals.amount')} params={params} onSort={toggleSort} />
              <Table.Th>{t('approvals.reason')}</Table.Th>
              <SortHeader field="requestedAt" label={t('approvals.requestedAt')} params={params} onSort={toggleSort} />
              <SortHeader field="status" label={t('common.status')} params={params} onSort={toggleSort} />
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={7} />}
            {page?.items.map((request) => (
              <Table.Tr key={request.id}>
                <Table.Td>
                  <PurchasingBadge value={request.targetKind} />
                </Table.Td>
                <Table.Td>{target(request)}</Table.Td>
                <Table.Td>{formatIqd(request.amountIqd, i18n.language)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{request.reason}</Text>
                </Table.Td>
                <Table.Td>{formatDateTime(request.requestedAt, i18n.language)}</Table.Td>
                <Table.Td>
                  <PurchasingBadge value={request.status} />
                </Table.Td>
                <Table.Td>
                  {approve && request.status === 'Pending' && (
                    <Group gap="xs" wrap="nowrap">
                      {request.requestedBy === userId ? (
                        <Text size="sm" c="dimmed">
                          {t('approvals.yours')}
                        </Text>
                      ) : (
                        <Button
                          size="xs"
                          onClick={() => setDeciding({ request, action: 'apply' })}
                          aria-label={`${t('approvals.apply')}: ${formatIqd(request.amountIqd, i18n.language)}`}
                        >
                          {t('approvals.apply')}
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => setDeciding({ request, action: 'reject' })}
                        aria-label={`${t('approvals.reject')}: ${formatIqd(request.amountIqd, i18n.language)}`}
                      >
                        {t('approvals.reject')}
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
      {deciding && (
        <NoteDialog
          title={t(deciding.action === 'apply' ? 'approvals.apply' : 'approvals.reject')}
          label={t('purchasing.note')}
          multiline
          required={deciding.action === 'reject'}
          submitLabel={t(deciding.action === 'apply' ? 'approvals.apply' : 'approvals.reject')}
          color={deciding.action === 'reject' ? 'red' : undefined}
          onClose={() => setDeciding(null)}
          onSubmit={(note) => decide(deciding, note)}
        />
      )}
    </Stack>
  );
}
