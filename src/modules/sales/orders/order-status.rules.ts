import { OrderStatus } from '../shared/sales-vocabulary';

/**
 * The order state machine (docs/orders.md):
 *   Placed → Accepted → Preparing → Ready → Completed
 *   Placed | Accepted | Preparing | Ready → Cancelled (a reason is required)
 * Completed and Cancelled are final. Steps cannot be skipped or undone: a kitchen that skips
 * "Preparing" still records it, so the guest page and the partner see every step.
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  [OrderStatus.Placed]: [OrderStatus.Accepted, OrderStatus.Cancelled],
  [OrderStatus.Accepted]: [OrderStatus.Preparing, OrderStatus.Cancelled],
  [OrderStatus.Preparing]: [OrderStatus.Ready, OrderStatus.Cancelled],
  [OrderStatus.Ready]: [OrderStatus.Completed, OrderStatus.Cancelled],
  [OrderStatus.Completed]: [],
  [OrderStatus.Cancelled]: [],
};

export type StatusMoveRefusal = { kind: 'conflict'; message: string } | { kind: 'invalid'; field: 'reason'; message: string };

export function allowedNextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}

/** null when the move is allowed; otherwise why not (409 for the state, 422 for a missing reason). */
export function statusMoveRefusal(from: OrderStatus, to: OrderStatus, reason: string | null | undefined): StatusMoveRefusal | null {
  if (!NEXT[from].includes(to)) {
    const allowed = NEXT[from];
    return {
      kind: 'conflict',
      message: allowed.length
        ? `An order that is ${from} can move only to ${allowed.join(' or ')}, not to ${to}.`
        : `An order that is ${from} cannot change any more.`,
    };
  }
  if (to === OrderStatus.Cancelled && !reason?.trim()) return { kind: 'invalid', field: 'reason', message: 'is required to cancel an order' };
  return null;
}

/** Completed orders consumed their bills of materials; the usage read model counts only them. */
export function countsAsSold(status: OrderStatus): boolean {
  return status === OrderStatus.Completed;
}
