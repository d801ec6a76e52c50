import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge, Button, Card, Group, Popover, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { NumberField } from '../../../ui/NumberField';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { KitchenStatus } from '../../../gql/graphql';
import { useSession } from '../../../auth/session';
import { FormError } from '../../../ui/FormError';
import { ReasonDialog } from '../../../ui/ReasonDialog';
import { formatNumber, localName } from '../../../ui/format';
import { useBranchOrderEvents, type LiveEvent } from './live-events';
import { LiveBadge } from './LiveBadge';
import { formatElapsed, loadThresholds, saveThresholds, timerLevel, type KitchenThresholds } from './kitchen-timing';

/** The station of products without one of their own (the service's DEFAULT_STATION). */
const DEFAULT_STATION = 'main';

const KitchenTicketsDocument = graphql(`
  query KitchenTickets($filter: KitchenTicketFilter) {
    kitchenTickets(filter: $filter) {
      ...KitchenCard
    }
  }
  fragment KitchenCard on KitchenTicket {
    id
    orderId
    orderNumber
    lineIndex
    name
    nameAr
    modifiers
    note
    tableName
    orderNote
    quantity
    station
    status
    queuedAt
    startedAt
    readyAt
  }
`);

const BumpKitchenTicketDocument = graphql(`
  mutation BumpKitchenTicket($id: UUID!, $fromStatus: KitchenStatus!) {
    bumpKitchenTicket(id: $id, fromStatus: $fromStatus) {
      ...KitchenCard
    }
  }
`);

const VoidKitchenTicketDocument = graphql(`
  mutation VoidKitchenTicket($id: UUID!, $reason: String!) {
    voidKitchenTicket(id: $id, reason: $reason) {
      ...KitchenCard
    }
  }
`);

interface Ticket {
  id: string;
  orderId: string;
  orderNumber: string;
  lineIndex: number;
  name: string;
  nameAr?: string | null;
  modifiers: string[];
  note?: string | null;
  tableName?: string | null;
  orderNote?: string | null;
  quantity: number;
  station: string;
  status: KitchenStatus;
  queuedAt: string;
}

const OPEN: KitchenStatus[] = ['Queued', 'Preparing', 'Ready'];
const NEXT: Partial<Record<KitchenStatus, KitchenStatus>> = { Queued: 'Preparing', Preparing: 'Ready', Ready: 'Served' };
const LEVEL_COLORS = { ok: 'gray', amber: 'orange', red: 'red' } as const;

/**
 * A kitchen screen: the open tickets of one station (?station=grill; none: every station), oldest
 * first, live from the branch stream. A bump sends the status the screen showed, so a double tap or
 * a second screen cannot skip a step (docs/live.md, Kitchen).
 */
export function KitchenDisplayPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const station = searchParams.get('station') || null;
  // Stations are codes the menu gives; the default one is named in the screen's language.
  const stationName = (code: string) => (code === DEFAULT_STATION ? t('kitchen.mainStation') : code);
  const filter = useMemo(() => ({ station }), [station]);
  const [{ data, error }, reexecute] = useQuery({ query: KitchenTicketsDocument, variables: { filter }, requestPolicy: 'network-only' });
  const [tickets, setTickets] = useState<Map<string, Ticket>>(new Map());
  const [stations, setStations] = useState<Set<string>>(new Set());
  const [now, setNow] = useState(() => Date.now());
  const [thresholds, setThresholds] = useState<KitchenThresholds>(loadThresholds);
  const [voiding, setVoiding] = useState<Ticket | null>(null);
  const [bumpState, bump] = useMutation(BumpKitchenTicketDocument);
  const [voidState, voidTicket] = useMutation(VoidKitchenTicketDocument);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const remember = useCallback(
    (ticket: Ticket) => setStations((previous) => (previous.has(ticket.station) ? previous : new Set(previous).add(ticket.station))),
    [],
  );

  useEffect(() => {
    if (!data) return;
    const next = new Map<string, Ticket>();
    for (const ticket of data.kitchenTickets) {
      next.set(ticket.id, ticket as Ticket);
      remember(ticket as Ticket);
    }
    setTickets(next);
  }, [data, remember]);

  const reload = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);

  const apply = useCallback(
    (ticket: Ticket) => {
      remember(ticket);
      setTickets((previous) => {
        const next = new Map(previous);
        if (OPEN.includes(ticket.status) && (!station || ticket.station === station)) next.set(ticket.id, ticket);
        else next.delete(ticket.id);
        return next;
      });
    },
    [station, remember],
  );

  const onEvent = useCallback(
    (event: LiveEvent) => {
      // A new order's tickets are not in the event: read the list (one query per placed order).
      if (event.kind === 'Refetch' || event.kind === 'OrderPlaced') return reload();
      if (event.ticket) apply(event.ticket as Ticket);
    },
    [reload, apply],
  );
  const liveState = useBranchOrderEvents(onEvent, reload);

  const onBump = async (ticket: Ticket) => {
    const result = await bump({ id: ticket.id, fromStatus: ticket.status });
    if (result.data) apply(result.data.bumpKitchenTicket as Ticket);
    else reload();
  };

  const changeThresholds = (change: Partial<KitchenThresholds>) => {
    const next = { ...thresholds, ...change };
    setThresholds(next);
    if (next.amber > 0 && next.red > next.amber) saveThresholds(next);
  };

  const sorted = [...tickets.values()].sort((a, b) => a.queuedAt.localeCompare(b.queuedAt) || a.lineIndex - b.lineIndex);
  const canWrite = session.can('sales:write');

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {station ? t('kitchen.titleStation', { station: stationName(station) }) : t('kitchen.title')}
        </Title>
        <Group gap="xs">
          <LiveBadge state={liveState} />
          <Popover position="bottom-end" withArrow>
            <Popover.Target>
              <Button variant="default" size="md">
                {t('kitchen.timers')}
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Stack gap="xs">
                <NumberField
                  label={t('kitchen.amberAfter')}
                  min={1}
                  value={thresholds.amber}
                  onChange={(value) => changeThresholds({ amber: Number(value) })}
                />
                <NumberField label={t('kitchen.redAfter')} min={2} value={thresholds.red} onChange={(value) => changeThresholds({ red: Number(value) })} />
              </Stack>
            </Popover.Dropdown>
          </Popover>
        </Group>
      </Group>
      <Group gap="xs" role="group" aria-label={t('kitchen.station')}>
        <Button size="md" variant={station ? 'default' : 'filled'} onClick={() => setSearchParams({})}>
          {t('kitchen.allStations')}
        </Button>
        {[...stations].sort().map((code) => (
          <Button key={code} size="md" variant={station === code ? 'filled' : 'default'} onClick={() => setSearchParams({ station: code })}>
            {stationName(code)}
          </Button>
        ))}
        <TextInput
          aria-label={t('kitchen.otherStation')}
          placeholder={t('kitchen.otherStation')}
          w={140}
          onKeyDown={(event) => {
            const value = event.currentTarget.value.trim().toLowerCase();
            if (event.key === 'Enter' && value) setSearchParams({ station: value });
          }}
        />
      </Group>
      <FormError error={error ?? bumpState.error} />
      {sorted.length === 0 && <Text c="dimmed">{t('kitchen.empty')}</Text>}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" data-testid="kitchen-tickets">
        {sorted.map((ticket) => {
          const elapsed = (now - Date.parse(ticket.queuedAt)) / 1000;
          const level = timerLevel(elapsed, thresholds);
          const next = NEXT[ticket.status];
          return (
            <Card
              key={ticket.id}
              withBorder
              padding="sm"
              role="article"
              aria-label={t('kitchen.ticket', { number: ticket.orderNumber, name: localName(ticket.name, ticket.nameAr, i18n.language) })}
              data-status={ticket.status}
              className={`kitchen-card kitchen-${level}`}
            >
              <Group justify="space-between" gap="xs">
                <Text fw={700} size="lg">
                  {ticket.orderNumber}
                </Text>
                <Badge color={LEVEL_COLORS[level]} size="lg" variant={level === 'ok' ? 'light' : 'filled'} data-level={level}>
                  {formatElapsed(elapsed)}
                </Badge>
              </Group>
              <Text fw={600} size="xl">
                {formatNumber(ticket.quantity, i18n.language)} × {localName(ticket.name, ticket.nameAr, i18n.language)}
              </Text>
              {ticket.tableName && (
                <Text size="md" fw={600} data-testid="kitchen-table">
                  {t('orderPrint.table')}: {ticket.tableName}
                </Text>
              )}
              {ticket.modifiers.length > 0 && <Text size="sm">+ {ticket.modifiers.join(', ')}</Text>}
              {ticket.note && (
                <Text size="md" fw={700} className="order-note" data-testid="kitchen-note">
                  {t('orderPrint.lineNote')}: {ticket.note}
                </Text>
              )}
              {ticket.orderNote && (
                <Text size="md" fw={700} className="order-note" data-testid="kitchen-order-note">
                  {t('orderPrint.note')}: {ticket.orderNote}
                </Text>
              )}
              <Group gap="xs" mt={4}>
                <Badge variant="outline">{stationName(ticket.station)}</Badge>
                <Badge variant="light">{t(`kitchen.status.${ticket.status}`)}</Badge>
              </Group>
              {canWrite && next && (
                <Stack gap="xs" mt="sm">
                  <Button size="xl" fullWidth onClick={() => void onBump(ticket)} loading={bumpState.fetching}>
                    {t(`kitchen.bumpTo.${next}`)}
                  </Button>
                  <Button size="md" variant="subtle" color="red" onClick={() => setVoiding(ticket)}>
                    {t('kitchen.void')}
                  </Button>
                </Stack>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
      <ReasonDialog
        title={voiding ? t('kitchen.voidTitle', { name: localName(voiding.name, voiding.nameAr, i18n.language), number: voiding.orderNumber }) : ''}
        opened={voiding !== null}
        required
        submitLabel={t('kitchen.void')}
        color="red"
        error={voidState.error}
        fetching={voidState.fetching}
        onClose={() => setVoiding(null)}
        onSubmit={async (reason) => {
          if (!voiding) return false;
          const result = await voidTicket({ id: voiding.id, reason });
          if (result.data) apply(result.data.voidKitchenTicket as Ticket);
          return !result.error;
        }}
      />
    </Stack>
  );
}
