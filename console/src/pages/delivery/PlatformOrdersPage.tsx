import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Paper, Select, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { DeliveryOrderRowFragment, DeliveryOrderState } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { FormError } from '../../ui/FormError';
import { PageHeader } from '../../ui/CreateDialog';
import { EmptyRow, Pager } from '../../ui/ListToolbar';
import { ReasonDialog } from '../../ui/ReasonDialog';
import { listArgs, useListParams } from '../../ui/list-params';
import { useKeptFresh } from '../../ui/use-kept-fresh';
import { formatDateTime, formatIqd, formatNumber, localDigits, localName, separator } from '../../ui/format';
import { ConnectionFilter } from './ConnectionFilter';
import { useConnectionChoices } from './delivery-choices';

graphql(`
  fragment DeliveryOrderRow on DeliveryOrder {
    id
    connectionId
    platformOrderId
    displayId
    salesOrderId
    state
    fulfilment
    customerName
    customerPhone
    statedTotal
    computedTotal
    flags
    unmappedLines {
      platformItemId
      name
      quantity
      note
    }
    receivedAt
    acceptDeadlineAt
    decidedAt
    reason
  }
`);
const DeliveryOrdersDocument = graphql(`
  query DeliveryOrders($list: ListArgs, $filter: DeliveryOrderFilter) {
    deliveryOrders(list: $list, filter: $filter) {
      items {
        ...DeliveryOrderRow
      }
      total
      totalPages
      totalIsExact
    }
  }
`);
const DeliveryOrderLinesDocument = graphql(`
  query DeliveryOrderLines($id: UUID!) {
    salesOrder(id: $id) {
      id
      number
      status
      note
      lines {
        index
        name
        nameAr
        quantity
        lineTotal
        note
        modifiers {
          optionId
          name
          nameAr
        }
      }
    }
  }
`);
const AcceptDeliveryOrderDocument = graphql(`
  mutation AcceptDeliveryOrder($id: UUID!) {
    acceptDeliveryOrder(id: $id) {
      ...DeliveryOrderRow
    }
  }
`);
const RejectDeliveryOrderDocument = graphql(`
  mutation RejectDeliveryOrder($id: UUID!, $reason: String!) {
    rejectDeliveryOrder(id: $id, reason: $reason) {
      ...DeliveryOrderRow
    }
  }
`);

const CONTEXT = { additionalTypenames: ['DeliveryOrder'] };
const STATES: DeliveryOrderState[] = ['Received', 'Accepted', 'Rejected', 'Cancelled'];
const STATE_COLORS: Record<DeliveryOrderState, string> = { Received: 'yellow', Accepted: 'teal', Rejected: 'red', Cancelled: 'gray' };

/** The platform's short code when it gives one, else its order id; a number in the screen's digits (as in sentences). */
function orderLabel(order: { displayId?: string | null; platformOrderId: string }, language: string): string {
  return localDigits(order.displayId || order.platformOrderId, language);
}

/**
 * Orders received from the platforms (docs/delivery.md, "Orders in", "Accepting"): filters by
 * connection, state and flag; accept, or reject with a reason, before the platform's deadline
 * (counted down); the detail shows the lines, the unmapped ones, the notes and the customer.
 */
export function PlatformOrdersPage() {
  const { t } = useTranslation();
  const { params, update } = useListParams({ sort: 'receivedAt', dir: 'desc' });
  const state = (params.filter('state') || null) as DeliveryOrderState | null;
  const filter = { connectionId: params.filter('connection') || null, state, flagged: params.filter('flagged') === '1' ? true : null };
  const [{ data, error, fetching }, reload] = useQuery({ query: DeliveryOrdersDocument, variables: { list: listArgs(params), filter }, context: CONTEXT });
  useKeptFresh(() => reload({ requestPolicy: 'network-only' }));
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const [openId, setOpenId] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const page = data?.deliveryOrders;
  const open = page?.items.find((o) => o.id === openId) ?? null;

  return (
    <Stack>
      <PageHeader title={t('delivery.orders.title')} />
      <Text size="sm">{t('delivery.orders.help')}</Text>
      <Group align="end" wrap="wrap">
        <ConnectionFilter value={filter.connectionId} onChange={(value) => update({ connection: value })} />
        <Select
          label={t('delivery.orders.stateFilter')}
          placeholder={t('common.all')}
          clearable
          data={STATES.map((value) => ({ value, label: t(`delivery.orders.state.${value}`) }))}
          value={state}
          onChange={(value) => update({ state: value })}
          w={200}
          maw="100%"
        />
        <Switch
          label={t('delivery.orders.flaggedOnly')}
          checked={filter.flagged === true}
          onChange={(e) => update({ flagged: e.currentTarget.checked ? '1' : null })}
          mb={8}
        />
      </Group>
      {done && (
        <Alert color="teal" role="status" withCloseButton onClose={() => setDone(null)}>
          {done}
        </Alert>
      )}
      <FormError error={error} />
      {narrow ? (
        <Stack gap="sm" aria-busy={fetching} data-testid="delivery-orders">
          {page && page.items.length === 0 && <Text c="dimmed">{t('delivery.orders.none')}</Text>}
          {page?.items.map((order) => (
            <OrderCard key={order.id} order={order} onOpen={() => setOpenId(order.id)} onDone={setDone} />
          ))}
        </Stack>
      ) : (
        <div className="table-scroll">
          <Table striped aria-busy={fetching} data-testid="delivery-orders">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('delivery.orders.order')}</Table.Th>
                <Table.Th>{t('delivery.orders.received')}</Table.Th>
                <Table.Th>{t('delivery.orders.customer')}</Table.Th>
                <Table.Th>{t('common.status')}</Table.Th>
                <Table.Th>{t('delivery.orders.total')}</Table.Th>
                <Table.Th>{t('delivery.orders.deadline')}</Table.Th>
                <Table.Th>{t('common.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page && page.items.length === 0 && <EmptyRow columns={7}>{t('delivery.orders.none')}</EmptyRow>}
              {page?.items.map((order) => (
                <OrderRow key={order.id} order={order} onOpen={() => setOpenId(order.id)} onDone={setDone} />
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
      {open && <OrderDetail order={open} onClose={() => setOpenId(null)} onDone={setDone} />}
    </Stack>
  );
}

function OrderRow({ order, onOpen, onDone }: { order: DeliveryOrderRowFragment; onOpen: () => void; onDone: (message: string) => void }) {
  const { t, i18n } = useTranslation();
  const { connectionName } = useConnectionChoices();
  return (
    <Table.Tr data-order={order.platformOrderId}>
      <Table.Td>
        <Button variant="subtle" size="compact-sm" onClick={onOpen} aria-label={`${t('delivery.orders.details')}: ${orderLabel(order, i18n.language)}`}>
          {orderLabel(order, i18n.language)}
        </Button>
        <Text size="xs" c="dimmed">
          {connectionName(order.connectionId)}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(order.receivedAt, i18n.language)}</Table.Td>
      <Table.Td>{order.customerName}</Table.Td>
      <Table.Td>
        <StateAndFlags order={order} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {order.statedTotal != null && formatIqd(order.statedTotal, i18n.language)}
        {order.flags.includes('TotalMismatch') && (
          <Text size="xs" c="red">
            {t('delivery.orders.computed')}: {formatIqd(order.computedTotal, i18n.language)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{order.state === 'Received' && order.acceptDeadlineAt && <Countdown deadline={order.acceptDeadlineAt} />}</Table.Td>
      <Table.Td>
        <DecisionButtons order={order} onDone={onDone} />
      </Table.Td>
    </Table.Tr>
  );
}

/** An order on a phone: the same facts as a table row, stacked so the decision stays in view. */
function OrderCard({ order, onOpen, onDone }: { order: DeliveryOrderRowFragment; onOpen: () => void; onDone: (message: string) => void }) {
  const { t, i18n } = useTranslation();
  const { connectionName } = useConnectionChoices();
  return (
    <Paper withBorder p="sm" data-order={order.platformOrderId} role="article" aria-label={orderLabel(order, i18n.language)}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Button
            variant="subtle"
            size="compact-md"
            px={4}
            onClick={onOpen}
            aria-label={`${t('delivery.orders.details')}: ${orderLabel(order, i18n.language)}`}
          >
            {orderLabel(order, i18n.language)}
          </Button>
          {order.state === 'Received' && order.acceptDeadlineAt && <Countdown deadline={order.acceptDeadlineAt} />}
        </Group>
        <StateAndFlags order={order} />
        <Text size="sm">
          {[connectionName(order.connectionId), order.customerName, formatDateTime(order.receivedAt, i18n.language)]
            .filter(Boolean)
            .join(separator(i18n.language))}
        </Text>
        <Text size="sm">
          {t('delivery.orders.total')}: {order.statedTotal != null ? formatIqd(order.statedTotal, i18n.language) : '—'}
        </Text>
        {order.flags.includes('TotalMismatch') && (
          <Text size="sm" c="red">
            {t('delivery.orders.computed')}: {formatIqd(order.computedTotal, i18n.language)}
          </Text>
        )}
        <DecisionButtons order={order} onDone={onDone} />
      </Stack>
    </Paper>
  );
}

function StateAndFlags({ order }: { order: DeliveryOrderRowFragment }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      <Badge color={STATE_COLORS[order.state]} variant="light">
        {t(`delivery.orders.state.${order.state}`)}
      </Badge>
      {order.flags.map((flag) => (
        <Badge key={flag} color="orange" variant="light">
          {t(`delivery.orders.flag.${flag}`)}
        </Badge>
      ))}
    </Group>
  );
}

/** Minutes and seconds left before the platform's deadline, counted down each second. */
function Countdown({ deadline }: { deadline: string }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.floor((Date.parse(deadline) - now) / 1000));
  if (left === 0) {
    return (
      <Badge color="red" variant="light">
        {t('delivery.orders.deadlinePassed')}
      </Badge>
    );
  }
  const minutes = formatNumber(Math.floor(left / 60), i18n.language);
  const seconds = formatNumber(left % 60, i18n.language, { minimumIntegerDigits: 2 });
  return (
    <Badge color={left < 60 ? 'red' : 'yellow'} variant="light" role="timer" aria-label={t('delivery.orders.deadline')} data-testid="countdown">
      <span dir="ltr">
        {minutes}:{seconds}
      </span>
    </Badge>
  );
}

/** Accept, or reject with a reason (required: it goes to the platform), for an order still undecided. */
function DecisionButtons({ order, onDone }: { order: DeliveryOrderRowFragment; onDone: (message: string) => void }) {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const [acceptState, accept] = useMutation(AcceptDeliveryOrderDocument);
  const [rejectState, reject] = useMutation(RejectDeliveryOrderDocument);
  const [rejecting, setRejecting] = useState(false);
  if (order.state !== 'Received' || !(can('sales:write') || can('delivery:manage'))) return null;
  const id = orderLabel(order, i18n.language);
  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          color="teal"
          loading={acceptState.fetching}
          aria-label={`${t('delivery.orders.accept')}: ${id}`}
          onClick={async () => {
            const answer = await accept({ id: order.id }, CONTEXT);
            if (answer.data) onDone(t('delivery.orders.accepted', { id }));
          }}
        >
          {t('delivery.orders.accept')}
        </Button>
        <Button size="xs" color="red" variant="light" aria-label={`${t('delivery.orders.reject')}: ${id}`} onClick={() => setRejecting(true)}>
          {t('delivery.orders.reject')}
        </Button>
      </Group>
      <FormError error={acceptState.error} />
      <ReasonDialog
        title={t('delivery.orders.rejectTitle', { id })}
        opened={rejecting}
        required
        color="red"
        submitLabel={t('delivery.orders.reject')}
        description={t('delivery.orders.rejectHelp')}
        error={rejectState.error}
        fetching={rejectState.fetching}
        onClose={() => setRejecting(false)}
        onSubmit={async (reason) => {
          const answer = await reject({ id: order.id, reason }, CONTEXT);
          if (answer.data) onDone(t('delivery.orders.rejected', { id }));
          return !answer.error;
        }}
      />
    </>
  );
}

function OrderDetail({ order, onClose, onDone }: { order: DeliveryOrderRowFragment; onClose: () => void; onDone: (message: string) => void }) {
  const { t, i18n } = useTranslation();
  const narrow = useMediaQuery('(max-width: 40em)') ?? false;
  const { connectionName } = useConnectionChoices();
  const [{ data, error }] = useQuery({
    query: DeliveryOrderLinesDocument,
    variables: { id: order.salesOrderId ?? '' },
    pause: !order.salesOrderId,
  });
  const sales = data?.salesOrder;
  const title = t('delivery.orders.detailTitle', { id: orderLabel(order, i18n.language) });
  return (
    <Modal opened onClose={onClose} title={title} size="lg" fullScreen={narrow}>
      <Stack gap="sm" data-testid="delivery-order-detail">
        <Group gap="xs" justify="space-between">
          <StateAndFlags order={order} />
          {order.state === 'Received' && order.acceptDeadlineAt && <Countdown deadline={order.acceptDeadlineAt} />}
        </Group>
        <Text size="sm">
          {[connectionName(order.connectionId), t(`delivery.orders.fulfilment.${order.fulfilment}`), formatDateTime(order.receivedAt, i18n.language)]
            .filter(Boolean)
            .join(separator(i18n.language))}
        </Text>
        <Text size="sm">
          {t('delivery.orders.customer')}: {order.customerName ?? '—'}
          {order.customerPhone && (
            <>
              {separator(i18n.language)}
              {t('delivery.orders.phone')}: <span dir="ltr">{order.customerPhone}</span>
            </>
          )}
        </Text>
        {sales?.note && (
          <Text size="sm" fw={600}>
            {t('delivery.orders.note')}: {sales.note}
          </Text>
        )}
        {order.reason && (
          <Text size="sm">
            {t('delivery.orders.reason')}: {order.reason}
          </Text>
        )}
        <FormError error={error} />
        <Title order={3} size="h5">
          {t('delivery.orders.lines')}
        </Title>
        {!order.salesOrderId && <Text size="sm">{t('delivery.orders.noSalesOrder')}</Text>}
        {sales && (
          <div className="table-scroll">
            <Table data-testid="delivery-order-lines">
              <Table.Tbody>
                {sales.lines.map((line) => (
                  <Table.Tr key={line.index}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatNumber(line.quantity, i18n.language)}×</Table.Td>
                    <Table.Td>
                      {localName(line.name, line.nameAr, i18n.language)}
                      {line.modifiers.length > 0 && (
                        <Text size="xs" c="dimmed">
                          {line.modifiers.map((m) => localName(m.name, m.nameAr, i18n.language)).join(separator(i18n.language))}
                        </Text>
                      )}
                      {line.note && (
                        <Text size="xs" fw={600}>
                          {t('delivery.orders.note')}: {line.note}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatIqd(line.lineTotal, i18n.language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
        {order.unmappedLines.length > 0 && (
          <Alert color="orange" title={t('delivery.orders.unmappedLines')}>
            <Stack gap={4}>
              {order.unmappedLines.map((line) => (
                <Text size="sm" key={`${line.platformItemId}-${line.name}`}>
                  {formatNumber(line.quantity, i18n.language)}× {line.name}
                  {line.note ? `${separator(i18n.language)}${line.note}` : ''}
                </Text>
              ))}
              <Link to={`/delivery/mappings?connection=${order.connectionId}&unmapped=1`}>{t('delivery.orders.mapItems')}</Link>
            </Stack>
          </Alert>
        )}
        <Group gap="lg">
          <Text size="sm">
            {t('delivery.orders.total')}: {order.statedTotal != null ? formatIqd(order.statedTotal, i18n.language) : '—'}
          </Text>
          <Text size="sm" c={order.flags.includes('TotalMismatch') ? 'red' : undefined}>
            {t('delivery.orders.computed')}: {formatIqd(order.computedTotal, i18n.language)}
          </Text>
        </Group>
        <Group justify="space-between">
          <DecisionButtons
            order={order}
            onDone={(message) => {
              onDone(message);
              onClose();
            }}
          />
          {order.salesOrderId && <Link to={`/sales/orders/${order.salesOrderId}`}>{t('delivery.orders.openInLedger')}</Link>}
        </Group>
      </Stack>
    </Modal>
  );
}
