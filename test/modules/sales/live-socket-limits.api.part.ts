import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../../support/test-app';
import { LIVE_CLOSE } from '../../../src/core/graphql/subscriptions';

/*
 * Unauthenticated sockets on /graphql are bounded (docs/live.md, "Limits"): connection_init must
 * come within LIVE_INIT_TIMEOUT_MS, and the sockets still waiting for their connection_init to be
 * accepted are limited per client address (LIVE_MAX_PENDING_PER_IP) and in all (LIVE_MAX_PENDING).
 * The client address is Express's: X-Forwarded-For from a trusted (here loopback) proxy.
 */

interface RawSocket {
  socket: WebSocket;
  closed: Promise<{ code: number; reason: string }>;
  /** Sends connection_init and resolves with the server's answer type (connection_ack), or the close. */
  init(payload?: Record<string, unknown>): Promise<string>;
}

describe('Limits on unauthenticated live sockets', () => {
  let app: TestApp;
  const sockets: WebSocket[] = [];

  const open = (address: string): Promise<RawSocket> => {
    const socket = new WebSocket(`${app.baseUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers: { 'x-forwarded-for': address } });
    sockets.push(socket);
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    const raw: RawSocket = {
      socket,
      closed,
      init: (payload = {}) =>
        new Promise<string>((resolve) => {
          socket.once('message', (data) => resolve((JSON.parse(data.toString()) as { type: string }).type));
          void closed.then(({ code }) => resolve(`closed ${code}`));
          socket.send(JSON.stringify({ type: 'connection_init', payload }));
        }),
    };
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(raw));
      socket.once('error', reject);
    });
  };
  const isOpen = async (raw: RawSocket) => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    return raw.socket.readyState === WebSocket.OPEN;
  };

  beforeAll(async () => {
    app = await startTestApp({ singleNode: true, config: { liveInitTimeoutMs: 1500, liveMaxPendingPerIp: 2, liveMaxPending: 4 } });
  }, 180_000);
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.terminate();
  });
  afterAll(() => app.close());

  it('closes a socket that sends no connection_init in time with 4408', async () => {
    const silent = await open('203.0.113.1');
    const started = Date.now();
    const { code } = await silent.closed;
    expect(code).toBe(4408);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('refuses a third waiting socket from one address with 1013 TOO_MANY_CONNECTIONS, while other addresses still connect', async () => {
    const first = await open('203.0.113.2');
    const second = await open('203.0.113.2');
    const third = await open('203.0.113.2');
    await expect(third.closed).resolves.toMatchObject({
      code: LIVE_CLOSE.tryAgainLater,
      reason: expect.stringMatching(/^TOO_MANY_CONNECTIONS: .*your address/),
    });
    expect(await isOpen(first)).toBe(true);
    expect(await isOpen(second)).toBe(true);
    const elsewhere = await open('203.0.113.3');
    expect(await elsewhere.init()).toBe('connection_ack');

    // An accepted connection_init frees the address's place: the next socket from it is served.
    expect(await first.init()).toBe('connection_ack');
    const fourth = await open('203.0.113.2');
    expect(await isOpen(fourth)).toBe(true);
    expect(await fourth.init()).toBe('connection_ack');
  });

  it('frees the places of sockets that closed or timed out', async () => {
    const a = await open('203.0.113.4');
    const b = await open('203.0.113.4');
    a.socket.close();
    await a.closed;
    const c = await open('203.0.113.4');
    expect(await isOpen(c)).toBe(true);
    await Promise.all([b.closed, c.closed]);
    const d = await open('203.0.113.4');
    expect(await isOpen(d)).toBe(true);
  });

  it('refuses any socket beyond the process-wide number of waiting sockets, whatever its address', async () => {
    const waiting = [await open('198.51.100.1'), await open('198.51.100.2'), await open('198.51.100.3'), await open('198.51.100.4')];
    const fifth = await open('198.51.100.5');
    await expect(fifth.closed).resolves.toMatchObject({
      code: LIVE_CLOSE.tryAgainLater,
      reason: expect.stringMatching(/^TOO_MANY_CONNECTIONS: too many sockets are/),
    });
    for (const raw of waiting) expect(await isOpen(raw)).toBe(true);
    // Anonymous connections (the guest's order stream needs no credential) are accepted and no longer wait.
    expect(await waiting[0].init()).toBe('connection_ack');
    const next = await open('198.51.100.6');
    expect(await next.init()).toBe('connection_ack');
  });
});
