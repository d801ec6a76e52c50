import type { AppConfig } from '../config/config';
import type { Logger } from '../config/logger';
import { MemoryRateLimitStore } from './memory-store';
import { RedisRateLimitStore } from './redis-store';
import type { RateLimitStore } from './rate-limit-store';

export * from './rate-limit-store';
export { rateLimitHeaders } from './headers';

/** Redis when REDIS_URL is set (limits shared by every node), otherwise this process's memory. */
export function createRateLimitStore(config: Pick<AppConfig, 'redisUrl' | 'redisKeyPrefix'>, logger: Logger): RateLimitStore {
  if (config.redisUrl) return new RedisRateLimitStore(config.redisUrl, config.redisKeyPrefix, logger);
  return new MemoryRateLimitStore();
}
