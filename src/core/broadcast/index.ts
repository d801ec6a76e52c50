import type { AppConfig } from '../config/config';
import type { Logger } from '../config/logger';
import type { Broadcast } from './broadcast';
import { MemoryBroadcast } from './memory-broadcast';
import type * as RedisModule from './redis-broadcast';

export type { Broadcast } from './broadcast';

/** Redis pub/sub when REDIS_URL is set (every node hears every notice), otherwise this process only. */
export function createBroadcast(config: Pick<AppConfig, 'redisUrl' | 'redisKeyPrefix'>, logger: Logger): Broadcast {
  if (config.redisUrl) {
    // Required only when Redis is configured: ioredis is a costly load that a single node never uses (docs/performance.md, "Test run time").
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { RedisBroadcast } = require('./redis-broadcast') as typeof RedisModule;
    return new RedisBroadcast(config.redisUrl, config.redisKeyPrefix, logger);
  }
  return new MemoryBroadcast(logger);
}
