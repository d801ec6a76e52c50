import type { RateLimitOutcome, RuleState } from './rate-limit-store';

/**
 * Response headers of draft-ietf-httpapi-ratelimit-headers-06:
 *   RateLimit-Limit / RateLimit-Remaining / RateLimit-Reset (seconds) describe the closest limit
 *   (the rule with the fewest requests left; on a refusal, the rule that refused);
 *   RateLimit-Policy lists every policy as `<limit>;w=<window seconds>`.
 * A refusal adds Retry-After (seconds until the refusing window ends, at least 1).
 */
export function rateLimitHeaders(outcome: RateLimitOutcome): Record<string, string> {
  if (outcome.states.length === 0) return {};
  const closest = outcome.refusedBy ?? outcome.states.reduce((best, state) => (closerThan(state, best) ? state : best));
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  const headers: Record<string, string> = {
    'RateLimit-Limit': String(closest.rule.limit),
    'RateLimit-Remaining': String(closest.remaining),
    'RateLimit-Reset': String(seconds(closest.resetMs)),
    'RateLimit-Policy': outcome.states
      .map((state) => `${state.rule.limit};w=${Math.round(state.rule.windowMs / 1000)};comment="${state.rule.name}"`)
      .join(', '),
  };
  if (outcome.refusedBy) headers['Retry-After'] = String(seconds(outcome.refusedBy.resetMs));
  return headers;
}

function closerThan(a: RuleState, b: RuleState): boolean {
  return a.remaining < b.remaining || (a.remaining === b.remaining && a.resetMs < b.resetMs);
}
