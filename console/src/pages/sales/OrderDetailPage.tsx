import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Anchor, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { OrderStatus } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { arrow, formatDateTime, formatIqd, localName } from '../../ui/format';
import { PricedLinesTable, PricedTotals, TotalRow } from '../../ui/PricedLines';
import { SalesBadge } from './SalesBadge';
import { useSalesChoices } from './sales-choices';
import { ORDER_CONTEXT } from './OrdersPage';

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
  const [{ data, error }] = useQuery({ query: SalesOrderDocument, variables: { id }, context: ORDER_CONTEXT });
  const [moveState, move] = useMutation(ChangeSalesOrderStatusDocument);
  const [cancelling, setCancelling] = useState(false);
  const order = data?.salesOrder;
  const money = (value: number) => formatIqd(value, i18n.language);
  const name = (n: string, ar: string | null | undefined) => localName(n, ar, i18n.language);
  const next = order ? NEXT[order.status] : undefined;
  const open = order && order.status !== 'Completed' && order.status !== 'Cancelled';

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
          {order.cancelReason && <Alert color="gray">{t('orders.cancelledBecause', { reason: order.cancelReason })}</Alert>}
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Figure label={t('orders.businessDate')} value={order.businessDate} />
            <Figure label={t('orders.branch')} value={choices.branchName(order.branchId)} />
            <Figure label={t('orders.source')} value={`${t(`salesEnum.${order.source}`)}${order.partnerReference ? ` · ${order.partnerReference}` : ''}`} />
            <Figure label={t('orders.placedAt')} value={formatDateTime(order.placedAt, i18n.language)} />
            {order.channelId && <Figure label={t('orders.channel')} value={choices.channelName(order.channelId)} />}
          </SimpleGrid>
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
          <CancelOrderDialog id={id} opened={cancelling} onClose={() => setCancelling(false)} />
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

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Card>
  );
}
