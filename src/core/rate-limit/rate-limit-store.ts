/**
 * Counters for rate limits and quotas, shared by every feature that throttles (API keys today,
 * sign-in throttling later). Windows are FIXED and aligned to the epoch: a 60 s window runs from
 * second 0 to 59 of each minute, a 1-day window from 00:00 to 24:00 UTC. Fixed windows are one
 * atomic increment per rule (cheap in memory and in Redis); the known cost is that a client can
 * spend up to twice a limit around a window boundary, which is acceptable for abuse control.
 */
export interface RateLimitRule {
  /** Stable name of what is counted, e.g. `apikey:<id>:minute`. */
  key: string;
  limit: number;
  windowMs: number;
  /** Shown in the RateLimit-Policy header, e.g. "minute" or "day". */
  name: string;
}

export interface RuleState {
  rule: RateLimitRule;
  /** Requests counted in the current window, this one included when allowed. */
  used: number;
  remaining: number;
  /** Milliseconds until the current window ends. */
  resetMs: number;
}

export interface RateLimitOutcome {
  allowed: boolean;
  /** The rule that refused the request (the first one that is exhausted). */
  refusedBy: RuleState | null;
  states: RuleState[];
}

export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  /**
   * Counts one request against every rule, all or nothing: when any rule's window is exhausted
   * nothing is counted and the request is refused. `now` is the service clock in milliseconds.
   */
  consume(rules: readonly RateLimitRule[], now: number): Promise<RateLimitOutcome>;
  close(): Promise<void>;
}

export interface WindowPosition {
  index: number;
  resetMs: number;
}

export function windowPosition(windowMs: number, now: number): WindowPosition {
  const index = Math.floor(now / windowMs);
  return { index, resetMs: (index + 1) * windowMs - now };
}

/** Builds the outcome from the counts read/written by a store. */
export function outcomeFrom(rules: readonly RateLimitRule[], counts: readonly number[], refusedIndex: number, now: number): RateLimitOutcome {
  const states = rules.map((rule, i) => {
    const used = counts[i];
    return { rule, used, remaining: Math.max(0, rule.limit - used), resetMs: windowPosition(rule.windowMs, now).resetMs };
  });
  return { allowed: refusedIndex < 0, refusedBy: refusedIndex < 0 ? null : states[refusedIndex], states };
}
