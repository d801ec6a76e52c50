import type { AppConfig } from '../config/config';
import type { Logger } from '../config/logger';
import type { Broadcast } from './broadcast';
import { MemoryBroadcast } from './memory-broadcast';
import { RedisBroadcast } from './redis-broadcast';

export type { Broadcast } from './broadcast';

/** Redis pub/sub when REDIS_URL is set (every node hears every notice), otherwise this process only. */
export function createBroadcast(config: Pick<AppConfig, 'redisUrl' | 'redisKeyPrefix'>, logger: Logger): Broadcast {
  if (config.redisUrl) return new RedisBroadcast(config.redisUrl, config.redisKeyPrefix, logger);
  return new MemoryBroadcast(logger);
}
