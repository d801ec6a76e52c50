import { outcomeFrom, type RateLimitOutcome, type RateLimitRule, type RateLimitStore, windowPosition } from './rate-limit-store';

interface Counter {
  count: number;
  /** End of the window, in service-clock milliseconds. */
  endsAt: number;
}

const SWEEP_EVERY = 1_000;

/**
 * Counters in this process only: correct for one node, no extra service needed. Entries of past
 * windows are swept every SWEEP_EVERY operations, so memory stays bounded by the active keys.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly kind = 'memory' as const;
  private readonly counters = new Map<string, Counter>();
  private operations = 0;

  async consume(rules: readonly RateLimitRule[], now: number): Promise<RateLimitOutcome> {
    return this.consumeSync(rules, now);
  }

  /** Synchronous core (also the Redis store's fallback). */
  consumeSync(rules: readonly RateLimitRule[], now: number): RateLimitOutcome {
    if (++this.operations % SWEEP_EVERY === 0) this.sweep(now);
    const entries = rules.map((rule) => {
      const { index } = windowPosition(rule.windowMs, now);
      const key = `${rule.key}:${index}`;
      return { key, rule, counter: this.counters.get(key), endsAt: (index + 1) * rule.windowMs };
    });
    const counts = entries.map((entry) => entry.counter?.count ?? 0);
    const refused = entries.findIndex((entry, i) => counts[i] >= entry.rule.limit);
    if (refused >= 0) return outcomeFrom(rules, counts, refused, now);
    entries.forEach((entry, i) => {
      const counter = entry.counter ?? { count: 0, endsAt: entry.endsAt };
      counter.count += 1;
      counts[i] = counter.count;
      this.counters.set(entry.key, counter);
    });
    return outcomeFrom(rules, counts, -1, now);
  }

  private sweep(now: number): void {
    for (const [key, counter] of this.counters) if (counter.endsAt <= now) this.counters.delete(key);
  }

  async close(): Promise<void> {
    this.counters.clear();
  }
}
