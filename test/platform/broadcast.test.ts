// @test-pass embedded: opens no database, so the PostgreSQL pass leaves it out (jest.config.js).
import { randomUUID } from 'node:crypto';
import { MemoryBroadcast } from '../../src/core/broadcast/memory-broadcast';
import { RedisBroadcast } from '../../src/core/broadcast/redis-broadcast';
import type { Logger } from '../../src/core/config/logger';

/*
 * The runtime's broadcast on the machine's real Redis (127.0.0.1:6379, as the rate-limit tests
 * use): two instances stand for two processes of one deployment.
 */

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

function recordingLogger(): Logger & { errors: unknown[] } {
  const errors: unknown[] = [];
  const logger = { errors, error: (entry: unknown) => void errors.push(entry), warn: () => undefined, info: () => undefined, debug: () => undefined };
  return logger as unknown as Logger & { errors: unknown[] };
}

async function eventually(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('broadcast between processes', () => {
  it("runs this process's handlers at once, and a failing handler neither throws to the publisher nor stops the others", async () => {
    const logger = recordingLogger();
    const broadcast = new MemoryBroadcast(logger);
    const heard: string[] = [];
    broadcast.subscribe('topic', () => {
      throw new Error('handler bug');
    });
    broadcast.subscribe('topic', (message) => heard.push(message));
    broadcast.subscribe('other', (message) => heard.push(`other:${message}`));
    await broadcast.publish('topic', 'one');
    expect(heard).toEqual(['one']);
    expect(logger.errors).toHaveLength(1);
  });

  describe('through Redis', () => {
    const open: RedisBroadcast[] = [];
    const node = (prefix: string) => {
      const broadcast = new RedisBroadcast(REDIS_URL, prefix, recordingLogger());
      open.push(broadcast);
      return broadcast;
    };
    afterAll(async () => {
      await Promise.all(open.map((broadcast) => broadcast.close()));
    });

    it('delivers a notice to every process of the deployment once, the sender included, and never to another deployment sharing the Redis', async () => {
      const prefix = `bo-test-${randomUUID().slice(0, 8)}:`;
      const [a, b] = [node(prefix), node(prefix)];
      const stranger = node(`bo-test-${randomUUID().slice(0, 8)}:`);
      const heard: Record<string, string[]> = { a: [], b: [], stranger: [] };
      a.subscribe('sessions', (message) => heard.a.push(message));
      b.subscribe('sessions', (message) => heard.b.push(message));
      stranger.subscribe('sessions', (message) => heard.stranger.push(message));
      // SUBSCRIBE is asynchronous: wait until b hears a probe before counting.
      let probes = 0;
      await eventually(() => {
        probes += 1;
        void a.publish('sessions', 'probe');
        return heard.b.includes('probe');
      }, 'the subscription');
      const notices = (list: string[]) => list.filter((message) => message !== 'probe');

      await a.publish('sessions', 'ended:1');
      expect(notices(heard.a)).toEqual(['ended:1']);
      await eventually(() => heard.b.includes('ended:1'), 'the other process');
      // Time for a duplicate (the sender's own echo) to show up if it were not skipped.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect({ a: notices(heard.a), b: notices(heard.b), stranger: heard.stranger }).toEqual({ a: ['ended:1'], b: ['ended:1'], stranger: [] });
      // Each probe too reached the sender exactly once (its echo from Redis is skipped).
      expect(heard.a.filter((message) => message === 'probe')).toHaveLength(probes);
    });

    it('still runs the local handlers when Redis cannot be reached', async () => {
      const logger = recordingLogger();
      const offline = new RedisBroadcast('redis://127.0.0.1:1', 'bo-test-offline:', logger);
      open.push(offline);
      const heard: string[] = [];
      offline.subscribe('sessions', (message) => heard.push(message));
      await offline.publish('sessions', 'ended:2');
      expect(heard).toEqual(['ended:2']);
    });
  });
});
