/**
 * Pure throttle arithmetic. Two shapes: a lockout after repeated failures (sign-in), and a
 * send limit (minimum gap between sends plus a maximum per window).
 */
export interface CounterState {
  hits: number;
  windowStartedAt: Date;
  lastHitAt: Date;
  blockedUntil: Date | null;
}

export interface LockoutPolicy {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

export interface SendPolicy {
  minIntervalMs: number;
  maxPerWindow: number;
  windowMs: number;
}

/** Seconds the caller must wait, or 0 when the counter does not block now. */
export function blockedForSeconds(state: CounterState | null, now: Date): number {
  if (!state?.blockedUntil || state.blockedUntil <= now) return 0;
  return Math.max(1, Math.ceil((state.blockedUntil.getTime() - now.getTime()) / 1000));
}

/** The counter after one more failure; blocked once the failures in the window reach the maximum. */
export function afterFailure(state: CounterState | null, now: Date, policy: LockoutPolicy): CounterState {
  const fresh = !state || now.getTime() - state.windowStartedAt.getTime() >= policy.windowMs;
  const hits = fresh ? 1 : state.hits + 1;
  const windowStartedAt = fresh ? now : state.windowStartedAt;
  const blockedUntil = hits >= policy.maxFailures ? new Date(now.getTime() + policy.lockMs) : (state?.blockedUntil ?? null);
  return { hits, windowStartedAt, lastHitAt: now, blockedUntil };
}

export type SendDecision = { allowed: true; next: CounterState } | { allowed: false; retryAfterSeconds: number };

/** Whether one more send is allowed now, and the counter after it. */
export function decideSend(state: CounterState | null, now: Date, policy: SendPolicy): SendDecision {
  const t = now.getTime();
  if (state) {
    const sinceLast = t - state.lastHitAt.getTime();
    if (sinceLast < policy.minIntervalMs) {
      return { allowed: false, retryAfterSeconds: Math.ceil((policy.minIntervalMs - sinceLast) / 1000) };
    }
    const inWindow = t - state.windowStartedAt.getTime() < policy.windowMs;
    if (inWindow && state.hits >= policy.maxPerWindow) {
      const reopens = state.windowStartedAt.getTime() + policy.windowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((reopens - t) / 1000)) };
    }
    if (inWindow) return { allowed: true, next: { hits: state.hits + 1, windowStartedAt: state.windowStartedAt, lastHitAt: now, blockedUntil: null } };
  }
  return { allowed: true, next: { hits: 1, windowStartedAt: now, lastHitAt: now, blockedUntil: null } };
}
