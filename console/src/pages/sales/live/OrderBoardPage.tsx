import { useCallback, useEffect, useMemo, useState } from 'react';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { OrderSource, OrderStatus } from '../../../gql/graphql';
import { useSession } from '../../../auth/session';
import { FormError } from '../../../ui/FormError';
import { formatIqd, formatNumber } from '../../../ui/format';
import { beep, useBranchOrderEvents, type LiveEvent } from './live-events';
import { LiveBadge } from './LiveBadge';

const OrderBoardDocument = graphql(`
  query OrderBoard($branchId: UUID!, $list: ListArgs) {
    placed: salesOrders(filter: { branchId: $branchId, status: Placed }, list: $list) {
      items {
        ...BoardOrder
      }
    }
    accepted: salesOrders(filter: { branchId: $branchId, status: Accepted }, list: $list) {
      items {
        ...BoardOrder
      }
    }
    preparing: salesOrders(filter: { branchId: $branchId, status: Preparing }, list: $list) {
      items {
        ...BoardOrder
      }
    }
    ready: salesOrders(filter: { branchId: $branchId, status: Ready }, list: $list) {
      items {
        ...BoardOrder
      }
    }
  }
  fragment BoardOrder on SalesOrder {
    id
    number
    source
    status
    total
    placedAt
    partnerReference
    tableId
    note
  }
`);

const BoardTablesDocument = graphql(`
  query BoardTables($branchId: UUID!) {
    selfOrderTables(filter: { branchId: $branchId }, list: { perPage: 100 }) {
      items {
        id
        name
      }
    }
  }
`);

const MoveBoardOrderDocument = graphql(`
  mutation MoveBoardOrder($id: UUID!, $input: ChangeOrderStatusInput!) {
    changeSalesOrderStatus(id: $id, input: $input) {
      id
      status
    }
  }
`);

interface BoardOrder {
  id: string;
  number: string;
  source: OrderSource;
  status: OrderStatus;
  total: number;
  placedAt: string;
  tableId?: string | null;
  note?: string | null;
}

type Column = 'new' | 'preparing' | 'ready';
const COLUMN_OF: Partial<Record<OrderStatus, Column>> = { Placed: 'new', Accepted: 'new', Preparing: 'preparing', Ready: 'ready' };
const COLUMNS: Column[] = ['new', 'preparing', 'ready'];
const NEXT: Partial<Record<OrderStatus, OrderStatus>> = { Placed: 'Accepted', Accepted: 'Preparing', Preparing: 'Ready', Ready: 'Completed' };
const HIGHLIGHT_MS = 15_000;

/**
 * The active branch's open orders (guest, partner, counter) in three columns, kept current by the
 * branch's live stream (docs/live.md): the list is read once, then each event moves a card; a
 * Refetch event or a reconnection after a drop reads the list again.
 */
export function OrderBoardPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const branchId = session.state.status === 'signedIn' ? session.state.me.branch.id : '';
  const [{ data, error }, reexecute] = useQuery({ query: OrderBoardDocument, variables: { branchId, list: { perPage: 100 } }, requestPolicy: 'network-only' });
  const [orders, setOrders] = useState<Map<string, BoardOrder>>(new Map());
  const [fresh, setFresh] = useState<Set<string>>(new Set());
  const [moveState, move] = useMutation(MoveBoardOrderDocument);
  const [{ data: tablesData }, reloadTables] = useQuery({ query: BoardTablesDocument, variables: { branchId }, requestPolicy: 'network-only' });
  const tableNames = useMemo(() => new Map((tablesData?.selfOrderTables.items ?? []).map((table) => [table.id, table.name])), [tablesData]);

  useEffect(() => {
    if (!data) return;
    const next = new Map<string, BoardOrder>();
    for (const item of [...data.placed.items, ...data.accepted.items, ...data.preparing.items, ...data.ready.items]) {
      next.set(item.id, item as BoardOrder);
    }
    setOrders(next);
  }, [data]);

  const reload = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);

  const onEvent = useCallback(
    (event: LiveEvent) => {
      if (event.kind === 'Refetch') return reload();
      const order = event.order;
      if (!order) return;
      setOrders((previous) => {
        const next = new Map(previous);
        if (COLUMN_OF[order.status]) {
          const known = previous.get(order.id);
          next.set(order.id, {
            id: order.id,
            number: order.number,
            source: order.source,
            status: order.status,
            total: order.total,
            placedAt: known?.placedAt ?? event.occurredAt,
            tableId: order.tableId ?? null,
            note: order.note ?? null,
          });
        } else {
          next.delete(order.id);
        }
        return next;
      });
      if (event.kind === 'OrderPlaced') {
        beep();
        setFresh((previous) => new Set(previous).add(order.id));
        setTimeout(
          () =>
            setFresh((previous) => {
              const next = new Set(previous);
              next.delete(order.id);
              return next;
            }),
          HIGHLIGHT_MS,
        );
      }
    },
    [reload],
  );
  const liveState = useBranchOrderEvents(onEvent, reload);

  // A table added after the board opened: read the names again (once per set of unknown tables).
  const unknownTables = tablesData
    ? [...new Set([...orders.values()].flatMap((order) => (order.tableId && !tableNames.has(order.tableId) ? [order.tableId] : [])))].sort().join(',')
    : '';
  useEffect(() => {
    if (unknownTables) reloadTables({ requestPolicy: 'network-only' });
  }, [unknownTables, reloadTables]);

  const byColumn = useMemo(() => {
    const columns: Record<Column, BoardOrder[]> = { new: [], preparing: [], ready: [] };
    for (const order of orders.values()) {
      const column = COLUMN_OF[order.status];
      if (column) columns[column].push(order);
    }
    for (const column of COLUMNS) columns[column].sort((a, b) => a.placedAt.localeCompare(b.placedAt));
    return columns;
  }, [orders]);

  const canWrite = session.can('sales:write');
  const advance = async (order: BoardOrder) => {
    const status = NEXT[order.status];
    if (!status) return;
    const result = await move({ id: order.id, input: { status } }, { additionalTypenames: ['SalesOrder'] });
    if (result.error) reload();
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('liveBoard.title')}
        </Title>
        <Group gap="sm">
          {session.can('delivery:read') && (
            <Anchor component={Link} to="/delivery/orders?state=Received" size="sm">
              {t('delivery.orders.boardLink')}
            </Anchor>
          )}
          <LiveBadge state={liveState} />
        </Group>
      </Group>
      <FormError error={error ?? moveState.error} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" data-testid="order-board">
        {COLUMNS.map((column) => (
          <Stack key={column} gap="xs" component="section" aria-label={t(`liveBoard.columns.${column}`)} data-column={column}>
            <Group gap="xs">
              <Title order={2} size="h4">
                {t(`liveBoard.columns.${column}`)}
              </Title>
              <Badge variant="light">{formatNumber(byColumn[column].length, i18n.language)}</Badge>
            </Group>
            {byColumn[column].map((order) => {
              const next = NEXT[order.status];
              const isFresh = fresh.has(order.id);
              return (
                <Card
                  key={order.id}
                  withBorder
                  padding="sm"
                  role="article"
                  aria-label={t('liveBoard.order', { number: order.number })}
                  data-new={isFresh ? 'true' : undefined}
                  className={isFresh ? 'board-card board-card-new' : 'board-card'}
                >
                  <Group justify="space-between" gap="xs">
                    <Text fw={700} size="lg">
                      {order.number}
                    </Text>
                    {isFresh && <Badge color="orange">{t('liveBoard.new')}</Badge>}
                  </Group>
                  <Group gap="xs">
                    <Badge variant="outline">{t(`salesEnum.${order.source}`, { defaultValue: order.source })}</Badge>
                    <Badge variant="light">{t(`salesEnum.${order.status}`, { defaultValue: order.status })}</Badge>
                  </Group>
                  {order.tableId && (
                    <Text size="md" fw={600} data-testid="board-table">
                      {t('orderPrint.table')}: {tableNames.get(order.tableId) ?? '…'}
                    </Text>
                  )}
                  {order.note && (
                    <Text size="md" fw={700} className="order-note" data-testid="board-note">
                      {t('orderPrint.note')}: {order.note}
                    </Text>
                  )}
                  <Text size="sm">{formatIqd(order.total, i18n.language)}</Text>
                  {canWrite && next && (
                    <Button mt="xs" size="md" fullWidth onClick={() => void advance(order)} loading={moveState.fetching}>
                      {t(`orders.moveTo.${next}`)}
                    </Button>
                  )}
                </Card>
              );
            })}
            {byColumn[column].length === 0 && (
              <Text c="dimmed" size="sm">
                {t('liveBoard.empty')}
              </Text>
            )}
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
