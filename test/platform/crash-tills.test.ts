import { createHash, randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../support/test-app';
import { createTenant } from '../support/factories';
import { ServiceLives, type ServiceProcess, until } from '../support/service-process';
import { C, GUEST, openShop } from '../modules/sales/sales.support';
import { TillMovement } from '../../src/modules/sales/tills/till-movement.entity';
import { TillPayment } from '../../src/modules/sales/tills/till-payment.entity';
import { TillSession } from '../../src/modules/sales/tills/till-session.entity';
import { toIqd } from '../../src/modules/sales/cash/currency.rules';

/*
 * A till shift (docs/cash.md) on the real service (src/main.ts in a child process), killed with
 * SIGKILL at chosen points and at a random moment of concurrent keyed writes: the session opened,
 * cash payments in IQD and USD, drawer movements, the blind count and the manager's approval. Every
 * keyed write is retried after the restart with its key and must be answered 200 with its own
 * answer (the bytes the dead attempt was about to store when it died after its commit), each
 * write exists exactly once, and the closed session's expected cash per currency is float + cash
 * tendered − change − outs + ins of exactly those writes.
 */

const TILLS = `${C}/sales/tills`;
const SESSIONS = `${TILLS}/sessions`;
const JWT_SECRET = 'test-secret-not-for-production-000000000000';
const USD_RATE = 131_500;
const FLOATS = [
  { currency: 'IQD', amount: 200_000 },
  { currency: 'USD', amount: 10_000 },
];

interface Keyed {
  key: string;
  path: string;
  body: Record<string, unknown>;
  token: string;
  /** What the answer must contain to be this write's own. */
  marker: string;
  answered?: boolean;
}

describe('crash: a till shift under SIGKILL (open, payments, movements, blind count, approval)', () => {
  const lives = new ServiceLives('bo-till-crash-');
  let cashier: string;
  let manager: string;
  let tillId: string;
  let organizationId: string;
  const orders: string[] = [];

  beforeAll(async () => {
    const database = await lives.database();
    const app: TestApp = await startTestApp({ database });
    const tenant = await createTenant(app.runtime);
    organizationId = tenant.organizationId;
    const ok = async (method: string, path: string, token: string | undefined, body?: unknown, headers?: Record<string, string>) => {
      const res = await app.request(method, path, { token, body, headers });
      if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data;
    };
    const shop = await openShop(app, tenant, 'TILLCRASH');
    cashier = (await tenant.member('Staff')).token;
    manager = (await tenant.member('Manager')).token;
    await ok('POST', `${C}/settings/payment-methods`, tenant.owner.token, { name: 'Cash', nameAr: 'نقد', kind: 'Cash' });
    await ok('POST', `${TILLS}/exchange-rates`, manager, { currencyCode: 'USD', iqdPer100: USD_RATE, note: 'Crash shift' });
    tillId = (await ok('POST', TILLS, tenant.owner.token, { name: 'Crash counter' })).id;
    // Guest orders waiting at the counter: 2 biryani + 1 tea = 12,500 IQD each.
    for (let i = 0; i < 4; i++) {
      const order = await ok(
        'POST',
        `${GUEST}/${shop.qrToken}/orders`,
        undefined,
        {
          items: [
            { productId: shop.productId, quantity: 2 },
            { productId: shop.drinkId, quantity: 1 },
          ],
        },
        { 'Idempotency-Key': `till-crash-order-${i}-${randomUUID()}` },
      );
      orders.push(order.id);
    }
    await app.close();
    await database.close();
    lives.configure(database, JWT_SECRET, { CRASH_TEST_HOOKS: 'on' });
  }, 240_000);

  afterAll(() => lives.end(), 60_000);

  const digest = (text: string) => createHash('sha256').update(text).digest('hex');

  /** Sends `write` held at `point`, waits until the service holds it there, kills the service: the answer is lost. */
  async function killedAt(service: ServiceProcess, write: Keyed, point: 'before-effect' | 'before-store'): Promise<string | undefined> {
    const before = service.heldBodyDigests().length;
    const pending = service
      .request('POST', write.path, { token: write.token, body: write.body, headers: { 'Idempotency-Key': write.key, 'X-Crash-Test-Hold': point } })
      .then(
        () => 'answered',
        () => 'connection lost',
      );
    await until(
      () => (point === 'before-store' ? service.heldBodyDigests().length > before : service.held(point)),
      `${write.marker} to be held at ${point}`,
      30_000,
    );
    const held = point === 'before-store' ? service.heldBodyDigests()[before] : undefined;
    await service.kill();
    expect(await pending).toBe('connection lost');
    return held;
  }

  async function retry(service: ServiceProcess, write: Keyed) {
    const answer = await service.request('POST', write.path, { token: write.token, body: write.body, headers: { 'Idempotency-Key': write.key } });
    if (answer.status !== 200 || !answer.text.includes(write.marker))
      throw new Error(`retry of ${write.marker}: ${answer.status} ${answer.text.slice(0, 300)}`);
    write.answered = true;
    return answer;
  }

  it('answers every keyed write of the shift exactly once across kills, and the closed session adds up', async () => {
    // 1. The session opened, killed after its commit: the retry gets the very answer.
    let service = await lives.start();
    const open: Keyed = { key: `open-${randomUUID()}`, path: `${TILLS}/${tillId}/sessions`, body: { floats: FLOATS }, token: cashier, marker: tillId };
    const openDigest = await killedAt(service, open, 'before-store');
    service = await lives.start();
    const opened = await retry(service, open);
    expect({ replayed: opened.headers.get('idempotent-replayed'), status: opened.body.data.status, digest: digest(opened.text) }).toEqual({
      replayed: 'true',
      status: 'Open',
      digest: openDigest,
    });
    const sessionId: string = opened.body.data.id;

    // 2. Payments and movements from three clients at once; the service is killed mid-stream.
    const payments: Keyed[] = orders.slice(0, 3).map((orderId, i) => ({
      key: `pay-${randomUUID()}`,
      path: `${SESSIONS}/${sessionId}/payments`,
      // $20 for 12,500 IQD (26,300 IQD at 1,315: change 13,800), or 15,000 IQD (change 2,500).
      body: { orderId, tenders: [i === 0 ? { currency: 'USD', amount: 2_000 } : { currency: 'IQD', amount: 15_000 }] },
      token: cashier,
      marker: orderId,
    }));
    const kinds = ['CashIn', 'CashOut', 'SupplierPayout', 'SafeDrop'] as const;
    const movements: Keyed[] = Array.from({ length: 12 }, (_, i) => {
      const kind = kinds[i % kinds.length];
      const currency = kind === 'SafeDrop' ? 'USD' : 'IQD';
      const reason = `crash movement ${i + 1}`;
      return {
        key: `move-${randomUUID()}`,
        path: `${SESSIONS}/${sessionId}/movements`,
        body: { kind, currency, amount: currency === 'USD' ? 100 * (i + 1) : 1_000 * (i + 1), reason },
        token: cashier,
        marker: reason,
      };
    });
    const queue = [...payments, ...movements];
    const stream = [...queue];
    let running = true;
    let acknowledged = 0;
    const clients = Array.from({ length: 3 }, async () => {
      for (let write = stream.shift(); write && running; write = stream.shift()) {
        try {
          const answer = await service.request('POST', write.path, { token: write.token, body: write.body, headers: { 'Idempotency-Key': write.key } });
          if (answer.status !== 200) throw new Error(`${write.marker}: ${answer.status} ${answer.text}`);
          write.answered = true;
          acknowledged++;
        } catch (error) {
          if (!running) return;
          throw error;
        }
      }
    });
    const failure = Promise.all(clients).then(() => undefined);
    await Promise.race([until(() => acknowledged >= 5, 'five acknowledged till writes', 120_000), failure]);
    running = false;
    await service.kill();
    await failure;
    service = await lives.start();
    for (const write of queue.filter((candidate) => !candidate.answered)) await retry(service, write);

    // 3. One more movement killed after its commit: its retry gets the bytes it was about to send.
    const late: Keyed = {
      key: `move-${randomUUID()}`,
      path: `${SESSIONS}/${sessionId}/movements`,
      body: { kind: 'CashIn', currency: 'USD', amount: 1_500, reason: 'crash movement late' },
      token: cashier,
      marker: 'crash movement late',
    };
    movements.push(late);
    const lateDigest = await killedAt(service, late, 'before-store');
    service = await lives.start();
    const lateAnswer = await retry(service, late);
    expect({ replayed: lateAnswer.headers.get('idempotent-replayed'), digest: digest(lateAnswer.text) }).toEqual({ replayed: 'true', digest: lateDigest });

    // 4. The blind count, killed before its effect: the retry runs it (once).
    const counts = [
      { currency: 'IQD', denomination: 50_000, quantity: 3 },
      { currency: 'IQD', denomination: 10_000, quantity: 2 },
      { currency: 'USD', denomination: 5_000, quantity: 1 },
      { currency: 'USD', denomination: 2_000, quantity: 1 },
    ];
    const count: Keyed = { key: `count-${randomUUID()}`, path: `${SESSIONS}/${sessionId}/count`, body: { counts }, token: cashier, marker: sessionId };
    await killedAt(service, count, 'before-effect');
    service = await lives.start();
    const counted = await retry(service, count);
    expect({ replayed: counted.headers.get('idempotent-replayed'), status: counted.body.data.status }).toEqual({ replayed: null, status: 'Counted' });

    // 5. The manager's approval, killed after its commit.
    const approve: Keyed = {
      key: `approve-${randomUUID()}`,
      path: `${SESSIONS}/${sessionId}/approve`,
      body: { note: 'Crash shift' },
      token: manager,
      marker: sessionId,
    };
    const approveDigest = await killedAt(service, approve, 'before-store');
    service = await lives.start();
    const approved = await retry(service, approve);
    expect({ replayed: approved.headers.get('idempotent-replayed'), status: approved.body.data.status, digest: digest(approved.text) }).toEqual({
      replayed: 'true',
      status: 'Closed',
      digest: approveDigest,
    });
    // Every write again with its key: each replayed, nothing runs twice.
    for (const write of [open, ...payments, ...movements, count, approve]) {
      expect((await retry(service, write)).headers.get('idempotent-replayed')).toBe('true');
    }
    const session = (await service.request('GET', `${SESSIONS}/${sessionId}`, { token: manager })).body.data;
    await service.stop();

    // Exactly once each, and the figures are those of exactly these writes.
    const database = await lives.database();
    try {
      const manager = database.db.dataSource.manager;
      const rows = await manager.find(TillMovement, { where: { organizationId, sessionId } });
      expect(rows.map((row) => row.reason).sort()).toEqual(movements.map((write) => write.marker).sort());
      const paid = await manager.find(TillPayment, { where: { organizationId, sessionId } });
      expect(paid.map((row) => row.orderId).sort()).toEqual(payments.map((write) => write.marker).sort());
      expect(await manager.countBy(TillSession, { organizationId, tillId })).toBe(1);
    } finally {
      await database.close();
    }
    const signed = { CashIn: 1, CashOut: -1, SupplierPayout: -1, SafeDrop: -1 } as const;
    const net = (currency: string) =>
      movements
        .filter((write) => write.body.currency === currency)
        .reduce((sum, write) => sum + signed[write.body.kind as keyof typeof signed] * (write.body.amount as number), 0);
    // IQD: float + 2 × 15,000 tendered − (13,800 + 2 × 2,500) change ± movements; USD: float + $20 ± movements.
    const expectedIqd = 200_000 + 30_000 - 18_800 + net('IQD');
    const expectedUsd = 10_000 + 2_000 + net('USD');
    const countedIqd = 170_000;
    const countedUsd = 7_000;
    expect(session).toMatchObject({ status: 'Closed', closeNote: 'Crash shift' });
    expect(session.variances).toEqual([
      {
        currency: 'IQD',
        expected: expectedIqd,
        counted: countedIqd,
        variance: countedIqd - expectedIqd,
        iqdPer100: null,
        varianceIqd: countedIqd - expectedIqd,
      },
      {
        currency: 'USD',
        expected: expectedUsd,
        counted: countedUsd,
        variance: countedUsd - expectedUsd,
        iqdPer100: USD_RATE,
        varianceIqd: toIqd(countedUsd - expectedUsd, 'USD', USD_RATE),
      },
    ]);
  }, 1_200_000);
});
