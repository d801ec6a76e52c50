import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import type { Logger } from '../config/logger';
import { type Broadcast, TopicHandlers } from './broadcast';

const WARN_EVERY_MS = 60_000;

/**
 * Notices through Redis pub/sub (REDIS_URL), one channel per topic under the key prefix
 * (`<prefix>broadcast:<topic>`), so deployments sharing a Redis do not hear each other. This
 * process's handlers run at once on publish, so the process that made a change never waits for
 * Redis; its own notice coming back from Redis is recognised by the sender id and skipped. When
 * Redis is down a notice is lost (logged at most once a minute): the caches it would have
 * shortened still expire on their own.
 */
export class RedisBroadcast implements Broadcast {
  readonly kind = 'redis' as const;
  private readonly sender = randomUUID();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly handlers: TopicHandlers;
  private lastWarning = 0;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {
    this.handlers = new TopicHandlers((topic, error) => logger.error({ err: error, topic }, 'broadcast handler failed'));
    this.publisher = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 500 });
    // A subscribed connection can only subscribe: a second one. It resubscribes after a reconnect by
    // itself. No ready check: its INFO would reach the server after a SUBSCRIBE sent early and be refused.
    this.subscriber = new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: false });
    this.publisher.on('error', (error) => this.warn(error));
    this.subscriber.on('error', (error) => this.warn(error));
    this.subscriber.on('message', (channel: string, raw: string) => this.receive(channel, raw));
  }

  async publish(topic: string, message: string): Promise<void> {
    this.handlers.deliver(topic, message);
    try {
      await this.publisher.publish(this.channelOf(topic), JSON.stringify({ from: this.sender, message }));
    } catch (error) {
      this.warn(error);
    }
  }

  subscribe(topic: string, handler: (message: string) => void): void {
    const first = !this.handlers.has(topic);
    this.handlers.add(topic, handler);
    if (first) this.subscriber.subscribe(this.channelOf(topic)).catch((error: unknown) => this.warn(error));
  }

  /** Drops both connections at once: nothing is left to flush (a publish is awaited by its caller), and QUIT would wait forever for a Redis that is down. */
  async close(): Promise<void> {
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }

  private receive(channel: string, raw: string): void {
    if (!channel.startsWith(this.channelOf(''))) return;
    let notice: { from?: unknown; message?: unknown };
    try {
      notice = JSON.parse(raw);
    } catch {
      return;
    }
    if (notice.from === this.sender || typeof notice.message !== 'string') return;
    this.handlers.deliver(channel.slice(this.channelOf('').length), notice.message);
  }

  private channelOf(topic: string): string {
    return `${this.prefix}broadcast:${topic}`;
  }

  private warn(error: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    this.logger.warn({ err: error }, 'Redis broadcast unavailable: notices to other processes are lost until it is back (caches still expire on their own)');
  }
}
