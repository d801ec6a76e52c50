import type { Logger } from '../config/logger';
import { type Broadcast, TopicHandlers } from './broadcast';

/** One process: notices reach this process's handlers only (no REDIS_URL). */
export class MemoryBroadcast implements Broadcast {
  readonly kind = 'memory' as const;
  private readonly handlers: TopicHandlers;

  constructor(logger: Logger) {
    this.handlers = new TopicHandlers((topic, error) => logger.error({ err: error, topic }, 'broadcast handler failed'));
  }

  async publish(topic: string, message: string): Promise<void> {
    this.handlers.deliver(topic, message);
  }

  subscribe(topic: string, handler: (message: string) => void): void {
    this.handlers.add(topic, handler);
  }

  async close(): Promise<void> {}
}
