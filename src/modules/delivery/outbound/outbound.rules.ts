import type { PlatformStatus } from '../shared/delivery-vocabulary';

/** Outbound calls: timeout, retry schedule and circuit breaker (docs/delivery.md, "Outbound calls"). */
export const OUTBOUND_TIMEOUT_MS = 10_000;
export const MAX_ATTEMPTS = 12;
export const CIRCUIT_THRESHOLD = 5;
export const CIRCUIT_OPEN_MS = 60_000;

/** 5 s, 10 s, 20 s … capped at 10 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 600_000);
}

export function judge(status: number | null): 'ok' | 'retry' | 'fail' {
  if (status === null) return 'retry';
  if (status >= 200 && status < 300) return 'ok';
  if (status === 408 || status === 425 || status === 429 || status >= 500) return 'retry';
  return 'fail';
}

/** The status a platform is told when its order's sales order moves (docs/delivery.md, "Status mapping"). */
export function platformStatusOf(salesStatus: string, deliveryState: string): PlatformStatus | null {
  switch (salesStatus) {
    case 'Accepted':
      return 'Accepted';
    case 'Preparing':
      return 'Preparing';
    case 'Ready':
      return 'ReadyForPickup';
    case 'Completed':
      return 'PickedUp';
    case 'Cancelled':
      if (deliveryState === 'Cancelled') return null; // the platform cancelled it: nothing to echo
      return deliveryState === 'Rejected' ? 'Rejected' : 'Cancelled';
    default:
      return null;
  }
}
