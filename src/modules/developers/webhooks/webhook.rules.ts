/*
 * Pure rules of outbound webhooks: which subscription receives which event, how a response is
 * judged, when the next attempt happens, and which state moves are allowed. No I/O here.
 */

/** Subscribes to every event type in the catalog. */
export const ALL_EVENTS = '*';

/**
 * Delays before each retry, after the first (immediate) attempt: 9 attempts over about 22.7 hours
 * (±20 % jitter on each delay). docs/webhooks.md shows the same table.
 */
export const RETRY_DELAYS_MS: readonly number[] = [
  30_000, // 30 s
  2 * 60_000, // 2 min
  10 * 60_000, // 10 min
  30 * 60_000, // 30 min
  60 * 60_000, // 1 h
  3 * 3600_000, // 3 h
  6 * 3600_000, // 6 h
  12 * 3600_000, // 12 h
];
export const RETRY_JITTER = 0.2;
/** A Retry-After answer (429/503) may push the next attempt later, up to this. */
export const MAX_RETRY_AFTER_MS = 6 * 3600_000;

/** A subscription whose deliveries have all failed for this long is deactivated. */
export const AUTO_DEACTIVATE_AFTER_MS = 3 * 24 * 3600_000;

export const REQUEST_TIMEOUT_MS = 15_000;
export const RESPONSE_EXCERPT_CHARS = 1024;
export const MAX_SUBSCRIPTIONS_PER_ORGANIZATION = 50;
export const MAX_EVENTS_PER_SUBSCRIPTION = 200;
export const MAX_URL_LENGTH = 2048;
/** After rotate-secret the previous secret still signs deliveries this long. */
export const PREVIOUS_SECRET_OVERLAP_MS = 24 * 3600_000;

export type DeliveryStatus = 'Pending' | 'Succeeded' | 'Failed' | 'Cancelled';
export const DELIVERY_STATUSES: readonly DeliveryStatus[] = ['Pending', 'Succeeded', 'Failed', 'Cancelled'];

/** Whether a subscription's event list covers an event type. */
export function subscribesTo(events: readonly string[], eventType: string): boolean {
  return events.includes(ALL_EVENTS) || events.includes(eventType);
}

/** Trims, drops duplicates, and collapses any list containing "*" to ["*"]. */
export function normalizeEventList(events: readonly string[]): string[] {
  const trimmed = events.map((event) => event.trim());
  if (trimmed.includes(ALL_EVENTS)) return [ALL_EVENTS];
  return [...new Set(trimmed)];
}

export type ResponseVerdict = 'success' | 'retry' | 'fail';

/**
 * 2xx succeeds. 408, 429 and 5xx are worth retrying. Other 4xx say the receiver refuses this
 * request, so repeating it would not help; 1xx/3xx are refused too (redirects are not followed).
 */
export function judgeHttpStatus(status: number): ResponseVerdict {
  if (status >= 200 && status < 300) return 'success';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  return 'fail';
}

/** Failures before any response: timeouts, refused connections, DNS errors retry; refused addresses do not. */
export type TransportFailure = 'timeout' | 'network' | 'blocked-address' | 'invalid-url' | 'secret-unavailable';

export function judgeTransportFailure(kind: TransportFailure): ResponseVerdict {
  return kind === 'timeout' || kind === 'network' ? 'retry' : 'fail';
}

/**
 * The delay before retry number `retryIndex` (0 = the first retry), or null when the schedule is
 * exhausted. `random` is in [0, 1). A Retry-After hint can only push the retry later.
 */
export function retryDelayMs(retryIndex: number, random: number, retryAfterMs: number | null = null): number | null {
  if (retryIndex < 0 || retryIndex >= RETRY_DELAYS_MS.length) return null;
  const base = RETRY_DELAYS_MS[retryIndex];
  const jittered = Math.round(base * (1 - RETRY_JITTER + 2 * RETRY_JITTER * random));
  if (retryAfterMs !== null && retryAfterMs > jittered) return Math.min(retryAfterMs, MAX_RETRY_AFTER_MS);
  return jittered;
}

/** `Retry-After` as seconds or an HTTP date, in milliseconds from `now`; null when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now: Date): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now.getTime());
}

/** A subscription failing continuously since `failingSince` is switched off at `now`. */
export function shouldAutoDeactivate(failingSince: Date | null, now: Date): boolean {
  return failingSince !== null && now.getTime() - failingSince.getTime() >= AUTO_DEACTIVATE_AFTER_MS;
}

export type SubscriptionMove = 'activate' | 'deactivate';

/** Activate only an inactive subscription and deactivate only an active one; otherwise the reason it is refused. */
export function subscriptionMoveRefusal(active: boolean, move: SubscriptionMove): string | null {
  if (move === 'activate' && active) return 'The webhook subscription is already active.';
  if (move === 'deactivate' && !active) return 'The webhook subscription is already inactive.';
  return null;
}

/**
 * How a manual retry treats a delivery: one that is waiting for its next automatic attempt is sent
 * now and keeps its place in the retry schedule (`sendNow`); any other status starts the schedule
 * again from its first step (`restart`); succeeded ones may be re-sent on purpose (a receiver that
 * lost data). The webhook-id stays the same. Refused only while an attempt is in flight.
 */
export type DeliveryRetryPlan = { kind: 'sendNow' } | { kind: 'restart' } | { kind: 'refused'; reason: string };

export function deliveryRetryPlan(status: DeliveryStatus, attemptInFlight: boolean): DeliveryRetryPlan {
  if (status !== 'Pending') return { kind: 'restart' };
  if (attemptInFlight) return { kind: 'refused', reason: 'An attempt of this delivery is in progress; retry after it is recorded.' };
  return { kind: 'sendNow' };
}
