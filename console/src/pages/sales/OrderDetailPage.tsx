import { useEffect, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link, useParams } from 'react-router';
import { Alert, Anchor, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { OrderStatus, SalesOrderQuery } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { arrow, formatDate, formatDateTime, formatIqd, localName, separator } from '../../ui/format';
import { PricedLinesTable, PricedTotals, TotalRow } from '../../ui/PricedLines';
import { SalesBadge } from './SalesBadge';
import { useSalesChoices } from './sales-choices';
import { ORDER_CONTEXT } from './OrdersPage';
import { TakePayment } from './TakePaymentDialog';
import { RefundButton } from './RefundDialog';
import './order-print.css';

const SalesOrderDocument = graphql(`
  query SalesOrder($id: UUID!) {
    salesOrder(id: $id) {
      id
      number
      businessDate
      status
      source
      branchId
      channelId
      tableId
      partnerReference
      note
      cancelReason
      placedAt
      statusChangedAt
      lines {
        index
        name
        nameAr
        quantity
        unitPrice
        lineTotal
        discount
        netAmount
        ratePermille
        note
        modifiers {
          optionId
          name
          nameAr
          priceDelta
        }
      }
      subtotal
      discount
      taxTotal
      total
      amountDueAtCounter
      promotion {
        promotionId
        name
        discount
      }
      taxes {
        taxCodeId
        ratePermille
        taxableAmount
        tax
      }
      payments {
        methodId
        name
        nameAr
        kind
        amountIqd
      }
      refundedIqd
      refunds {
        id
        amountIqd
        reason
        paidBackKind
        createdAt
        lines {
          index
          quantity
        }
      }
    }
  }
`);

const OrderTableDocument = graphql(`
  query OrderTable($id: UUID!) {
    selfOrderTable(id: $id) {
      id
      name
    }
  }
`);

const ChangeSalesOrderStatusDocument = graphql(`
  mutation ChangeSalesOrderStatus($id: UUID!, $input: ChangeOrderStatusInput!) {
    changeSalesOrderStatus(id: $id, input: $input) {
      id
      status
      statusChangedAt
    }
  }
`);

const CancelSalesOrderDocument = graphql(`
  mutation CancelSalesOrder($id: UUID!, $reason: String) {
    cancelSalesOrder(id: $id, reason: $reason) {
      id
      status
      cancelReason
      statusChangedAt
    }
  }
`);

/** The one forward step of the state machine (docs/orders.md); the service still decides (409 when it moved meanwhile). */
const NEXT: Partial<Record<OrderStatus, OrderStatus>> = { Placed: 'Accepted', Accepted: 'Preparing', Preparing: 'Ready', Ready: 'Completed' };

export function OrderDetailPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const choices = useSalesChoices();
  const [{ data, error }, refetchOrder] = useQuery({ query: SalesOrderDocument, variables: { id }, context: ORDER_CONTEXT });
  const [paidMessage, setPaidMessage] = useState<string | null>(null);
  const [moveState, move] = useMutation(ChangeSalesOrderStatusDocument);
  const [cancelling, setCancelling] = useState(false);
  const [printing, setPrinting] = useState<PrintKind | null>(null);
  const order = data?.salesOrder;
  const [{ data: tableData }] = useQuery({ query: OrderTableDocument, variables: { id: order?.tableId ?? '' }, pause: !order?.tableId });
  const tableName = tableData?.selfOrderTable.name ?? null;
  // The printout is rendered first, then printed: window.print() reads the page as it is then.
  useEffect(() => {
    if (printing) window.print();
  }, [printing]);
  const print = (kind: PrintKind) => {
    if (printing === kind) window.print();
    else setPrinting(kind);
  };
  const money = (value: number) => formatIqd(value, i18n.language);
  const name = (n: string, ar: string | null | undefined) => localName(n, ar, i18n.language);
  const next = order ? NEXT[order.status] : undefined;
  const open = order && order.status !== 'Completed' && order.status !== 'Cancelled';
  const paid = order ? order.payments.reduce((sum, p) => sum + p.amountIqd, 0) : 0;
  const refundable = order && !open ? paid - order.refundedIqd : 0;

  return (
    <Stack>
      <Anchor component={Link} to="/sales/orders">
        {arrow('back', i18n.language)} {t('orders.title')}
      </Anchor>
      <FormError error={error ?? moveState.error} />
      {order && (
        <>
          <Group justify="space-between">
            <Title order={1} size="h2">
              {t('orders.order', { number: order.number })} <SalesBadge value={order.status} />
            </Title>
            <Group>
              <Button variant="default" onClick={() => print('kitchen')}>
                {t('orderPrint.printKitchen')}
              </Button>
              <Button variant="default" onClick={() => print('receipt')}>
                {t('orderPrint.printReceipt')}
              </Button>
              {can('cash:operate') && order.status !== 'Cancelled' && order.amountDueAtCounter > 0 && (
                <TakePayment
                  orderId={order.id}
                  branchId={order.branchId}
                  amountDue={order.amountDueAtCounter}
                  onPaid={(message) => {
                    setPaidMessage(message);
                    refetchOrder({ requestPolicy: 'network-only' });
                  }}
                />
              )}
              {can('sales:refund') && refundable > 0 && (
                <RefundButton
                  order={{ id: order.id, branchId: order.branchId, lines: order.lines, refunds: order.refunds, refundable }}
                  onRefunded={(message) => {
                    setPaidMessage(message);
                    refetchOrder({ requestPolicy: 'network-only' });
                  }}
                />
              )}
            </Group>
            {can('sales:write') && open && (
              <Group>
                {next && (
                  <Button loading={moveState.fetching} onClick={() => void move({ id, input: { status: next } })}>
                    {t(`orders.moveTo.${next}`)}
                  </Button>
                )}
                <Button color="red" variant="light" onClick={() => setCancelling(true)}>
                  {t('orders.cancel')}
                </Button>
              </Group>
            )}
          </Group>
          {paidMessage && (
            <Alert color="teal" role="status" withCloseButton closeButtonLabel={t('createDialog.close')} onClose={() => setPaidMessage(null)}>
              {paidMessage}
            </Alert>
          )}
          {order.cancelReason && <Alert color="gray">{t('orders.cancelledBecause', { reason: order.cancelReason })}</Alert>}
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Figure label={t('orders.businessDate')} value={formatDate(order.businessDate, i18n.language)} />
            <Figure label={t('orders.branch')} value={choices.branchName(order.branchId)} />
            <Figure
              label={t('orders.source')}
              value={`${t(`salesEnum.${order.source}`)}${order.partnerReference ? `${separator(i18n.language)}${order.partnerReference}` : ''}`}
            />
            <Figure label={t('orders.placedAt')} value={formatDateTime(order.placedAt, i18n.language)} />
            {order.channelId && <Figure label={t('orders.channel')} value={choices.channelName(order.channelId) || t(`salesEnum.${order.source}`)} />}
            {order.tableId && <Figure label={t('orderPrint.table')} value={tableName ?? ''} testId="order-table" />}
          </SimpleGrid>
          {order.note && (
            <Alert color="yellow" title={t('orderPrint.note')} data-testid="order-note">
              {order.note}
            </Alert>
          )}
          <Title order={2} size="h4">
            {t('orders.lines')}
          </Title>
          <PricedLinesTable lines={order.lines} />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Card withBorder>
              <PricedTotals testId="order-totals" subtotal={order.subtotal} promotion={order.promotion} taxes={order.taxes} total={order.total} />
            </Card>
            <Card withBorder>
              <Title order={2} size="h5" mb="xs">
                {t('orders.payments')}
              </Title>
              <Stack gap={4} data-testid="order-payments">
                {order.payments.map((p) => (
                  <TotalRow key={p.methodId} label={`${name(p.name, p.nameAr)} (${t(`salesEnum.${p.kind}`)})`} value={money(p.amountIqd)} />
                ))}
                <TotalRow label={t('orders.dueAtCounter')} value={money(order.amountDueAtCounter)} strong />
              </Stack>
            </Card>
          </SimpleGrid>
          {order.refunds.length > 0 && (
            <Card withBorder data-testid="order-refunds">
              <Title order={2} size="h5" mb="xs">
                {t('refund.refunds')}
              </Title>
              <Stack gap={4}>
                {order.refunds.map((r) => (
                  <TotalRow
                    key={r.id}
                    label={`${formatDateTime(r.createdAt, i18n.language)}${separator(i18n.language)}${t(`salesEnum.${r.paidBackKind}`)}${separator(i18n.language)}${r.reason}`}
                    value={`−${money(r.amountIqd)}`}
                  />
                ))}
                <TotalRow label={t('refund.refunded')} value={money(order.refundedIqd)} strong />
              </Stack>
            </Card>
          )}
          <CancelOrderDialog id={id} opened={cancelling} onClose={() => setCancelling(false)} />
          {printing &&
            createPortal(
              <OrderPrintout kind={printing} order={order} tableName={tableName} channelName={order.channelId ? choices.channelName(order.channelId) : ''} />,
              document.body,
            )}
        </>
      )}
    </Stack>
  );
}

function CancelOrderDialog({ id, opened, onClose }: { id: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [state, cancel] = useMutation(CancelSalesOrderDocument);
  const fields = fieldErrorsOf(state.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await cancel({ id, reason: reason || null }, ORDER_CONTEXT);
    if (!result.error) {
      setReason('');
      onClose();
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('orders.cancel')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError error={state.error} />
          <Textarea label={t('common.reason')} required value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={fields.reason} />
          <Group justify="end">
            <Button variant="subtle" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button type="submit" color="red" loading={state.fetching}>
              {t('orders.confirmCancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type PrintKind = 'kitchen' | 'receipt';
type PrintedOrder = NonNullable<SalesOrderQuery['salesOrder']>;

/** The kitchen ticket (what to make, no prices) or the 80 mm receipt, shown only when printing (order-print.css). */
function OrderPrintout({ kind, order, tableName, channelName }: { kind: PrintKind; order: PrintedOrder; tableName: string | null; channelName: string }) {
  const { t, i18n } = useTranslation();
  const money = (value: number) => formatIqd(value, i18n.language);
  const name = (n: string, ar: string | null | undefined) => localName(n, ar, i18n.language);
  const dir = i18n.language === 'ar' ? 'rtl' : 'ltr';
  return (
    <div className="order-print" data-testid="order-print" data-kind={kind} dir={dir} lang={i18n.language}>
      <h1>{kind === 'kitchen' ? t('orderPrint.kitchenTitle') : t('orderPrint.receiptTitle')}</h1>
      <div className="row big">
        <span>{order.number}</span>
        {tableName && (
          <span>
            {t('orderPrint.table')} {tableName}
          </span>
        )}
      </div>
      <div className="row">
        <span>{t('orderPrint.placed')}</span>
        <span>{formatDateTime(order.placedAt, i18n.language)}</span>
      </div>
      <div className="row">
        <span>{t('orderPrint.channel')}</span>
        <span>{channelName || t(`salesEnum.${order.source}`)}</span>
      </div>
      {order.note && <div className="note">{order.note}</div>}
      <div className="rule" />
      {order.lines.map((line) => (
        <div key={line.index}>
          <div className={kind === 'kitchen' ? 'row big' : 'row'}>
            <span>
              {line.quantity} × {name(line.name, line.nameAr)}
            </span>
            {kind === 'receipt' && <span>{money(line.lineTotal)}</span>}
          </div>
          {line.modifiers.length > 0 && <div>+ {line.modifiers.map((m) => name(m.name, m.nameAr)).join(', ')}</div>}
          {line.note && <div className={kind === 'kitchen' ? 'note' : ''}>{`${t('orderPrint.lineNote')}: ${line.note}`}</div>}
        </div>
      ))}
      {kind === 'receipt' && (
        <>
          <div className="rule" />
          <div className="row">
            <span>{t('orderPrint.subtotal')}</span>
            <span>{money(order.subtotal)}</span>
          </div>
          {order.discount > 0 && (
            <div className="row">
              <span>{t('orderPrint.discount')}</span>
              <span>−{money(order.discount)}</span>
            </div>
          )}
          {order.taxTotal > 0 && (
            <div className="row">
              <span>{t('orderPrint.tax')}</span>
              <span>{money(order.taxTotal)}</span>
            </div>
          )}
          <div className="row big">
            <span>{t('orderPrint.total')}</span>
            <span>{money(order.total)}</span>
          </div>
          {order.payments.map((p) => (
            <div className="row" key={p.methodId}>
              <span>{name(p.name, p.nameAr)}</span>
              <span>{money(p.amountIqd)}</span>
            </div>
          ))}
          {order.amountDueAtCounter > 0 && (
            <div className="row big">
              <span>{t('orderPrint.dueAtCounter')}</span>
              <span>{money(order.amountDueAtCounter)}</span>
            </div>
          )}
          <div className="rule" />
          <div className="center">{t('orderPrint.thanks')}</div>
        </>
      )}
    </div>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Card withBorder padding="sm" data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Card>
  );
}
