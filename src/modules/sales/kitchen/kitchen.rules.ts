import { registerEnumType } from 'type-graphql';
import { OrderStatus } from '../shared/sales-vocabulary';

/** Where a kitchen ticket (one order line) stands (docs/live.md, "Kitchen"). */
export enum KitchenStatus {
  Queued = 'Queued',
  Preparing = 'Preparing',
  Ready = 'Ready',
  Served = 'Served',
  Voided = 'Voided',
}
registerEnumType(KitchenStatus, {
  name: 'KitchenStatus',
  description: 'Queued → Preparing → Ready → Served (one bump each); Voided from any state before Served.',
  valuesConfig: {
    Queued: { description: 'Waiting for the station.' },
    Preparing: { description: 'The station started it.' },
    Ready: { description: 'Done, waiting to be served or collected.' },
    Served: { description: 'Handed over (final).' },
    Voided: { description: 'Will not be made (final): the line or its order was cancelled.' },
  },
});

/** The station a line goes to when neither its product nor its category names one. */
export const DEFAULT_STATION = 'main';
export const STATION_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/;

const NEXT: Partial<Record<KitchenStatus, KitchenStatus>> = {
  [KitchenStatus.Queued]: KitchenStatus.Preparing,
  [KitchenStatus.Preparing]: KitchenStatus.Ready,
  [KitchenStatus.Ready]: KitchenStatus.Served,
};

/** Which timestamp column a status sets. */
export const STAMP_OF: Record<KitchenStatus, 'queuedAt' | 'startedAt' | 'readyAt' | 'servedAt' | 'voidedAt'> = {
  [KitchenStatus.Queued]: 'queuedAt',
  [KitchenStatus.Preparing]: 'startedAt',
  [KitchenStatus.Ready]: 'readyAt',
  [KitchenStatus.Served]: 'servedAt',
  [KitchenStatus.Voided]: 'voidedAt',
};

export function nextKitchenStatus(status: KitchenStatus): KitchenStatus | null {
  return NEXT[status] ?? null;
}

export type BumpDecision = { kind: 'move'; to: KitchenStatus } | { kind: 'already'; status: KitchenStatus } | { kind: 'conflict'; message: string };

/**
 * A bump names the status the screen showed (`from`): the ticket moves one step from there. If
 * it already made that step (a retried tap, a second screen), the answer is the ticket as it is,
 * unchanged: bumping is idempotent. Anything else (the ticket moved further, was voided, or `from`
 * is final) is a conflict.
 */
export function decideBump(current: KitchenStatus, from: KitchenStatus): BumpDecision {
  const to = nextKitchenStatus(from);
  if (!to) return { kind: 'conflict', message: `A ${from} ticket cannot be bumped.` };
  if (current === from) return { kind: 'move', to };
  if (current === to) return { kind: 'already', status: current };
  return { kind: 'conflict', message: `The ticket is ${current}, not ${from}: refresh the screen.` };
}

/** Voiding is allowed before Served; voiding a voided ticket again changes nothing. */
export function decideVoid(current: KitchenStatus): BumpDecision {
  if (current === KitchenStatus.Voided) return { kind: 'already', status: current };
  if (current === KitchenStatus.Served) return { kind: 'conflict', message: 'A served ticket cannot be voided.' };
  return { kind: 'move', to: KitchenStatus.Voided };
}

/**
 * Where an open ticket goes when its order moves on the board (docs/live.md, "Kitchen"): an order
 * marked Ready makes its tickets not yet ready Ready; a Completed order serves every open ticket; a
 * Cancelled one voids them. Null: the ticket stays as it is (other order steps, or a ticket already
 * there or final). The board is the later word: the kitchen display follows it.
 */
export function ticketStatusForOrder(orderStatus: OrderStatus, ticket: KitchenStatus): KitchenStatus | null {
  if (ticket === KitchenStatus.Served || ticket === KitchenStatus.Voided) return null;
  if (orderStatus === OrderStatus.Cancelled) return KitchenStatus.Voided;
  if (orderStatus === OrderStatus.Completed) return KitchenStatus.Served;
  if (orderStatus === OrderStatus.Ready && ticket !== KitchenStatus.Ready) return KitchenStatus.Ready;
  return null;
}

/** The product's own station, else its category's, else DEFAULT_STATION. */
export function stationFor(
  productId: string,
  categoryId: string | null,
  byProduct: ReadonlyMap<string, string>,
  byCategory: ReadonlyMap<string, string>,
): string {
  return byProduct.get(productId) ?? (categoryId ? byCategory.get(categoryId) : undefined) ?? DEFAULT_STATION;
}

/** Whole seconds between two instants (null while the later one has not happened). */
export function secondsBetween(from: Date | null, to: Date | null): number | null {
  if (!from || !to) return null;
  return Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));
}
