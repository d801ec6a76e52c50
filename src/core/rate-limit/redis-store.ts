import Redis from 'ioredis';
import type { Logger } from '../config/logger';
import { MemoryRateLimitStore } from './memory-store';
import { outcomeFrom, type RateLimitOutcome, type RateLimitRule, type RateLimitStore, windowPosition } from './rate-limit-store';

/**
 * All-or-nothing consume in one round trip: read every counter; if one is exhausted return
 * without counting; otherwise increment all and give new keys a TTL.
 * KEYS: counters. ARGV: limit1, ttl1, limit2, ttl2, ... Returns {allowed, refusedIndex, counts...}.
 */
const CONSUME_SCRIPT = `
local n = #KEYS
local counts = {}
for i = 1, n do counts[i] = tonumber(redis.call('GET', KEYS[i]) or '0') end
for i = 1, n do
  if counts[i] >= tonumber(ARGV[2 * i - 1]) then
    local result = {0, i}
    for j = 1, n do result[#result + 1] = counts[j] end
    return result
  end
end
for i = 1, n do
  counts[i] = redis.call('INCR', KEYS[i])
  if counts[i] == 1 then redis.call('PEXPIRE', KEYS[i], ARGV[2 * i]) end
end
local result = {1, 0}
for j = 1, n do result[#result + 1] = counts[j] end
return result
`;

type ConsumeCommand = (numberOfKeys: number, ...args: Array<string | number>) => Promise<number[]>;

/** Grace added to a counter's TTL so a slightly skewed clock never resurrects a window. */
const TTL_SLACK_MS = 60_000;
const BREAK_MS = 5_000;

/**
 * Counters in Redis (REDIS_URL), shared by every process of the service. Keys look like
 * `<prefix>rl:{apikey:<id>}:minute:<window index>`; the braces keep one subject in one cluster slot.
 * When Redis fails or is slow (commandTimeout 500 ms) the request is counted in this process
 * instead (fail open to local limits, never to no limits), Redis is skipped for 5 s, and a
 * warning is logged at most once a minute.
 */
export class RedisRateLimitStore implements RateLimitStore {
  readonly kind = 'redis' as const;
  private readonly redis: Redis;
  private readonly fallback = new MemoryRateLimitStore();
  private lastWarning = 0;
  /** After a failure Redis is skipped for BREAK_MS, so an outage costs one slow request per period, not every request. */
  private skipUntil = 0;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 500, enableAutoPipelining: true });
    this.redis.on('error', (error) => this.warn(error));
    this.redis.defineCommand('boConsumeWindows', { lua: CONSUME_SCRIPT });
  }

  async consume(rules: readonly RateLimitRule[], now: number): Promise<RateLimitOutcome> {
    const keys = rules.map((rule) => `${this.prefix}rl:${slotted(rule.key)}:${windowPosition(rule.windowMs, now).index}`);
    const args = rules.flatMap((rule) => [rule.limit, rule.windowMs + TTL_SLACK_MS]);
    if (Date.now() < this.skipUntil) return this.fallback.consumeSync(rules, now);
    try {
      const command = (this.redis as unknown as { boConsumeWindows: ConsumeCommand }).boConsumeWindows.bind(this.redis);
      const [allowed, refused, ...counts] = (await command(keys.length, ...keys, ...args)).map(Number);
      return outcomeFrom(rules, counts, allowed === 1 ? -1 : refused - 1, now);
    } catch (error) {
      this.skipUntil = Date.now() + BREAK_MS;
      this.warn(error);
      return this.fallback.consumeSync(rules, now);
    }
  }

  private warn(error: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < 60_000) return;
    this.lastWarning = now;
    this.logger.warn({ err: error }, 'rate-limit counters: Redis unavailable, counting in this process');
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
    await this.fallback.close();
  }
}

/** `apikey:<id>:minute` → `{apikey:<id>}:minute`: the rules of one subject share a cluster hash slot. */
function slotted(key: string): string {
  const cut = key.lastIndexOf(':');
  return cut > 0 ? `{${key.slice(0, cut)}}${key.slice(cut)}` : `{${key}}`;
}
