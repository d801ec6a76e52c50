import type { AppConfig } from '../config/config';
import type { Logger } from '../config/logger';
import { MemoryRateLimitStore } from './memory-store';
import type * as RedisModule from './redis-store';
import type { RateLimitStore } from './rate-limit-store';

export * from './rate-limit-store';
export { rateLimitHeaders } from './headers';

/** Redis when REDIS_URL is set (limits shared by every node), otherwise this process's memory. */
export function createRateLimitStore(config: Pick<AppConfig, 'redisUrl' | 'redisKeyPrefix'>, logger: Logger): RateLimitStore {
  if (config.redisUrl) {
    // Required only when Redis is configured: ioredis is a costly load that a single node never uses (docs/performance.md, "Test run time").
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { RedisRateLimitStore } = require('./redis-store') as typeof RedisModule;
    return new RedisRateLimitStore(config.redisUrl, config.redisKeyPrefix, logger);
  }
  return new MemoryRateLimitStore();
}
