import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Anchor, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useClient, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { useSession } from '../../auth/session';
import type { AnyApiError } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { arrow, formatDateTime, localName } from '../../ui/format';
import { ApprovalHistory } from './ApprovalHistory';
import { NoteDialog } from '../../ui/NoteDialog';
import { PurchaseLinesTable } from './PurchaseLines';
import { PURCHASE_ORDER_CONTEXT, PurchaseOrderForm } from './PurchaseOrderForm';
import { PurchasingBadge } from './PurchasingBadge';
import { orderReference, purchaseOrderActions, type OrderAction } from './purchase-rules';

const PurchaseOrderDocument = graphql(`
  query PurchaseOrder($id: UUID!) {
    purchaseOrder(id: $id) {
      ...PurchaseOrderDetail
    }
    purchasingSettings {
      approvalThresholdIqd
    }
  }
`);
const SubmitPurchaseOrderDocument = graphql(`
  mutation SubmitPurchaseOrder($id: UUID!, $input: PurchaseOrderNoteInput) {
    submitPurchaseOrder(id: $id, input: $input) {
      ...PurchaseOrderDetail
    }
  }
`);
const ApplyPurchaseOrderApprovalDocument = graphql(`
  mutation ApplyPurchaseOrderApproval($id: UUID!, $input: OrderApprovalInput!) {
    applyPurchaseOrderApproval(id: $id, input: $input) {
      ...PurchaseOrderDetail
    }
  }
`);
const RevertPurchaseOrderApprovalDocument = graphql(`
  mutation RevertPurchaseOrderApproval($id: UUID!, $input: OrderApprovalInput!) {
    revertPurchaseOrderApproval(id: $id, input: $input) {
      ...PurchaseOrderDetail
    }
  }
`);
const ReceivePurchaseOrderDocument = graphql(`
  mutation ReceivePurchaseOrder($id: UUID!, $input: ReceivePurchaseOrderInput) {
    receivePurchaseOrder(id: $id, input: $input) {
      ...PurchaseOrderDetail
    }
  }
`);
const ReopenPurchaseOrderDocument = graphql(`
  mutation ReopenPurchaseOrder($id: UUID!, $input: PurchaseOrderNoteInput) {
    reopenPurchaseOrder(id: $id, input: $input) {
      ...PurchaseOrderDetail
    }
  }
`);
const CancelPurchaseOrderDocument = graphql(`
  mutation CancelPurchaseOrder($id: UUID!, $input: PurchaseOrderNoteInput) {
    cancelPurchaseOrder(id: $id, input: $input) {
      ...PurchaseOrderDetail
    }
  }
`);
export const RejectApprovalRequestDocument = graphql(`
  mutation RejectApprovalRequest($id: UUID!, $input: RejectApprovalInput!) {
    rejectApprovalRequest(id: $id, input: $input) {
      id
      status
      targetKind
      targetId
    }
  }
`);

const COLOR: Partial<Record<OrderAction, string>> = { cancel: 'red', reject: 'red', revert: 'orange', reopen: 'gray' };

export function PurchaseOrderDetailPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const { can, state: session } = useSession();
  const client = useClient();
  const [{ data, error }] = useQuery({ query: PurchaseOrderDocument, variables: { id }, context: PURCHASE_ORDER_CONTEXT });
  const [acting, setActing] = useState<OrderAction | null>(null);
  const order = data?.purchaseOrder;
  const pending = order?.approvalRequests.find((r) => r.status === 'Pending');
  const ownRequest = Boolean(pending && session.status === 'signedIn' && pending.requestedBy === session.me.user.id);
  const actions = order ? purchaseOrderActions(order.status, can, ownRequest) : [];
  const applied = order?.approvalRequests.find((r) => r.status === 'Applied');
  // With approval off (no threshold) submitting approves the order at once (docs/purchasing.md): it places the order.
  const approvalOff = data?.purchasingSettings.approvalThresholdIqd === null;
  const actionLabel = (action: OrderAction) => t(action === 'submit' && approvalOff ? 'purchaseOrders.action.placeOrder' : `purchaseOrders.action.${action}`);

  const run = async (action: OrderAction, note: string): Promise<{ error?: AnyApiError }> => {
    const input = { note: note || null };
    const result =
      action === 'submit'
        ? await client.mutation(SubmitPurchaseOrderDocument, { id, input }, PURCHASE_ORDER_CONTEXT).toPromise()
        : action === 'approve'
          ? await client
              .mutation(ApplyPurchaseOrderApprovalDocument, { id, input: { ...input, approvalRequestId: pending?.id ?? '' } }, PURCHASE_ORDER_CONTEXT)
              .toPromise()
          : action === 'revert'
            ? await client
                .mutation(RevertPurchaseOrderApprovalDocument, { id, input: { ...input, approvalRequestId: applied?.id ?? '' } }, PURCHASE_ORDER_CONTEXT)
                .toPromise()
            : action === 'receive'
              ? await client.mutation(ReceivePurchaseOrderDocument, { id, input }, PURCHASE_ORDER_CONTEXT).toPromise()
              : action === 'reopen'
                ? await client.mutation(ReopenPurchaseOrderDocument, { id, input }, PURCHASE_ORDER_CONTEXT).toPromise()
                : action === 'reject'
                  ? await client.mutation(RejectApprovalRequestDocument, { id: pending?.id ?? '', input: { note } }, PURCHASE_ORDER_CONTEXT).toPromise()
                  : await client.mutation(CancelPurchaseOrderDocument, { id, input }, PURCHASE_ORDER_CONTEXT).toPromise();
    return { error: result.error };
  };

  const open = (action: OrderAction) => {
    setActing(action);
  };

  return (
    <Stack>
      <Anchor component={Link} to="/purchasing/orders">
        {arrow('back', i18n.language)} {t('purchaseOrders.title')}
      </Anchor>
      <FormError error={error} />
      {order && (
        <>
          <Group justify="space-between">
            <Title order={1} size="h2">
              {t('purchaseOrders.order', { reference: orderReference(order.id) })} <PurchasingBadge value={order.status} />
            </Title>
            <Group>
              {actions.map((action) => (
                <Button key={action} variant={action === 'edit' ? 'light' : 'filled'} color={COLOR[action]} onClick={() => open(action)}>
                  {actionLabel(action)}
                </Button>
              ))}
            </Group>
          </Group>
          {order.lastNote && <Alert color="gray">{t('purchasing.lastNote', { note: order.lastNote })}</Alert>}
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Figure label={t('purchasing.supplier')} value={order.supplier ? localName(order.supplier.name, order.supplier.nameAr, i18n.language) : ''} />
            <Figure label={t('purchaseOrders.expectedDate')} value={order.expectedDate ?? '—'} />
            <Figure label={t('common.created')} value={formatDateTime(order.createdAt, i18n.language)} />
            <Figure label={t('purchaseOrders.approvedAt')} value={formatDateTime(order.approvedAt, i18n.language) || '—'} />
          </SimpleGrid>
          {order.notes && <Text>{order.notes}</Text>}
          <PurchaseLinesTable lines={order.lines} totalIqd={order.totalIqd} />
          {can('purchasing:read') && order.status !== 'Draft' && (
            <Anchor component={Link} to={`/purchasing/invoices?order=${order.id}`}>
              {t('purchaseOrders.invoicesOfOrder')}
            </Anchor>
          )}
          <ApprovalHistory requests={order.approvalRequests} />
          <Modal opened={acting === 'edit'} onClose={() => setActing(null)} title={t('purchaseOrders.editTitle')} size="xl">
            {acting === 'edit' && <PurchaseOrderForm order={order} onDone={() => setActing(null)} />}
          </Modal>
          {acting && acting !== 'edit' && (
            <NoteDialog
              title={actionLabel(acting)}
              label={t('purchasing.note')}
              multiline
              required={acting === 'reject'}
              submitLabel={actionLabel(acting)}
              color={COLOR[acting]}
              onClose={() => setActing(null)}
              onSubmit={(note) => run(acting, note)}
            />
          )}
        </>
      )}
    </Stack>
  );
}

export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Card>
  );
}
