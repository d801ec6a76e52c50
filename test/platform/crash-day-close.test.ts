import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../support/test-app';
import { createTenant } from '../support/factories';
import { ServiceLives, type ServiceProcess, until } from '../support/service-process';
import { GUEST, openShop } from '../modules/sales/sales.support';
import { C, createItem, INV, ok } from '../modules/inventory/inventory-helpers';
import { OutboxEvent } from '../../src/core/outbox/outbox-event.entity';
import { DayClose, DayCloseVersion } from '../../src/modules/analytics/close/day-close.entity';

/*
 * The daily close (docs/analytics.md) on the real service (src/main.ts in a child process), killed
 * with SIGKILL in the middle of its transaction: the close row and its version written, the
 * `analytics.day.closed` event not yet (the CRASH_TEST_HOLD_AT hook in DayCloseService.close). The
 * day must come out of the restart unclosed (nothing half-written), close once on the next life
 * (version 1, one version row, one event), hold the figures of its orders and waste, and a close
 * run again without a crash on the same data must find the same figures (no new version).
 */

const CLOSES = `${C}/analytics/day-closes`;
const JWT_SECRET = 'test-secret-not-for-production-000000000000';
const DAY_MS = 86_400_000;

describe('crash: the daily close under SIGKILL mid-write', () => {
  const lives = new ServiceLives('bo-close-crash-');
  let organizationId: string;
  let branchId: string;
  let owner: string;
  let day: string;

  beforeAll(async () => {
    const database = await lives.database();
    // A business day ten days back: ended for the child (real clock), and beyond the job's catch-up
    // window (7 days), so no job (this process's, after the clock moves to sign the token, or the
    // child's) closes it: the close on request is the one held.
    const app: TestApp = await startTestApp({
      database,
      now: new Date(Date.now() - 10 * DAY_MS),
      config: { guestRateLimitPerIp: 100_000, guestRateLimitPerToken: 100_000 },
    });
    const tenant = await createTenant(app.runtime);
    organizationId = tenant.organizationId;
    branchId = tenant.branchId;
    const shop = await openShop(app, tenant, 'CLOSECRASH');
    const seedToken = tenant.owner.token;
    const rice = await createItem(app, seedToken, { name: 'Rice', standardCostIqd: 4000 });
    ok(
      await app.request('POST', `${C}/products/${shop.productId}/consumables`, {
        token: seedToken,
        body: { inventoryItemId: rice, qtyPerParentUnit: 250, unit: 'G' },
      }),
      'bill of materials',
    );
    const orderIds: string[] = [];
    // Four guest orders: 2 biryani + 1 tea = 12,500 IQD each, 0.5 kg of rice each.
    for (let i = 0; i < 4; i++) {
      const order = ok(
        await app.request('POST', `${GUEST}/${shop.qrToken}/orders`, {
          body: {
            items: [
              { productId: shop.productId, quantity: 2 },
              { productId: shop.drinkId, quantity: 1 },
            ],
          },
          headers: { 'Idempotency-Key': `close-crash-order-${i}-${randomUUID()}` },
        }),
        'order',
      );
      orderIds.push(order.id);
    }
    const [row] = await app.runtime.db.dataSource.manager.query(
      `SELECT DISTINCT to_char(business_date, 'YYYY-MM-DD') AS day FROM sales_orders WHERE id = ANY($1)`,
      [orderIds],
    );
    day = row.day;
    const dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
    ok(
      await app.request('POST', `${INV}/opening-balances`, {
        token: seedToken,
        body: { inventoryItemId: rice, quantity: 20, unitCostIqd: 4000, businessDate: dayBefore },
      }),
      'opening balance',
    );
    // Completed orders are the day's sales (docs/analytics.md).
    for (const orderId of orderIds) {
      for (const status of ['Accepted', 'Preparing', 'Ready', 'Completed']) {
        ok(await app.request('POST', `${C}/sales/orders/${orderId}/status`, { token: seedToken, body: { status } }), status);
      }
    }
    ok(
      await app.request('POST', `${INV}/waste`, { token: seedToken, body: { inventoryItemId: rice, quantity: 1, reason: 'Spoiled', businessDate: day } }),
      'waste',
    );
    // A token signed at the child's (real) time.
    app.clock.set(new Date());
    owner = await tenant.tokenFor(tenant.owner, branchId);
    await app.close();
    await database.close();
    lives.configure(database, JWT_SECRET, { CRASH_TEST_HOOKS: 'on', CRASH_TEST_HOLD_AT: `day-close-write:${branchId}:${day}` });
  }, 240_000);

  afterAll(() => lives.end(), 60_000);

  async function rowsOfTheDay() {
    const database = await lives.database();
    try {
      const manager = database.db.dataSource.manager;
      const closes = await manager.find(DayClose, { where: { organizationId, branchId, businessDate: day } });
      const versions = await manager.find(DayCloseVersion, { where: { organizationId, closeId: closes[0]?.id ?? randomUUID() }, order: { version: 'ASC' } });
      const events = await manager.find(OutboxEvent, { where: { type: 'analytics.day.closed', resourceId: closes[0]?.id ?? randomUUID() } });
      return { closes, versions, events };
    } finally {
      await database.close();
    }
  }

  it('leaves nothing half-written when killed mid-close, closes the day once after the restart with the figures of a close without a crash', async () => {
    // 1. The close on request, killed mid-write.
    let service: ServiceProcess = await lives.start();
    const pending = service.request('POST', CLOSES, { token: owner, body: { branchId, businessDate: day } }).then(
      (res) => `answered ${res.status}`,
      () => 'connection lost',
    );
    await until(() => service.held('day-close-write'), 'the close to be held mid-write', 120_000);
    expect(service.output).toContain(`"subject":"${branchId}:${day}"`);
    await service.kill();
    expect(await pending).toBe('connection lost');

    // 2. The transaction died with the process: no close row, no version, no event for the day.
    const afterKill = await rowsOfTheDay();
    expect({ closes: afterKill.closes.length, versions: afterKill.versions.length, events: afterKill.events.length }).toEqual({
      closes: 0,
      versions: 0,
      events: 0,
    });

    // 3. The next life, without the hold: the day closes on request, once.
    lives.env = { ...lives.env, CRASH_TEST_HOLD_AT: '' };
    service = await lives.start();
    const closed = await service.request('POST', CLOSES, { token: owner, body: { branchId, businessDate: day } });
    if (closed.status !== 200) throw new Error(`close after the restart: ${closed.status} ${closed.text}`);
    expect(closed.body.data).toMatchObject({
      branchId,
      businessDate: day,
      status: 'Closed',
      version: 1,
      orderCount: 4,
      netSalesIqd: 50_000,
      averageTicketIqd: 12_500,
      theoreticalCostIqd: 8000,
      wasteIqd: 4000,
      productionOutputIqd: 0,
    });

    // 4. A close run again without a crash on the same data: the same figures, so no new version.
    const again = await service.request('POST', CLOSES, { token: owner, body: { branchId, businessDate: day } });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(closed.body.data);
    await until(
      async () => (await service.request('GET', `${CLOSES}?From=${day}&To=${day}&BranchId=${branchId}`, { token: owner })).body.data.items.length === 1,
      'the day in the list',
      30_000,
    );
    await service.stop();

    // 5. Read from the database: one close, one version 1 with the close's figures, one event naming version 1.
    const { closes, versions, events } = await rowsOfTheDay();
    expect(closes.map((close) => [close.status, close.version])).toEqual([['Closed', 1]]);
    expect(versions.map((version) => [version.version, version.netSalesIqd, version.unexplainedIqd])).toEqual([
      [1, closes[0].netSalesIqd, closes[0].unexplainedIqd],
    ]);
    expect(versions[0].figures).toMatchObject({ orderCount: 4, netSalesIqd: 50_000, wasteIqd: 4000, theoreticalCostIqd: 8000 });
    expect(events).toHaveLength(1);
    expect(events[0].data).toMatchObject({ branchId, businessDate: day, version: 1 });
  }, 900_000);
});

/*
 * The job's catch-up loop (closeEndedDays, docs/analytics.md "The daily close"): a service that was
 * down for days closes each missed day in its own transaction, oldest first. Killed while it holds
 * the close of one day, the days before it stay closed, that day and the ones after it are not
 * touched, and the next life closes the rest: every day once, with one version and one event.
 */
describe('crash: the daily close job killed in the middle of its catch-up over several missed days', () => {
  const lives = new ServiceLives('bo-close-loop-crash-');
  let organizationId: string;
  let branchId: string;
  /** The business days that have orders, oldest first, and their order counts. */
  const ordersByDay = new Map<string, number>();
  let heldDay: string;
  let owner: string;

  beforeAll(async () => {
    const database = await lives.database();
    // The orders are placed at the in-process service's clock, three and two days back; the child
    // runs on the real clock, so both days have ended for it and lie inside the job's catch-up window.
    const app: TestApp = await startTestApp({
      database,
      now: new Date(Date.now() - 3 * DAY_MS),
      config: { guestRateLimitPerIp: 100_000, guestRateLimitPerToken: 100_000 },
    });
    const tenant = await createTenant(app.runtime);
    organizationId = tenant.organizationId;
    branchId = tenant.branchId;
    // The job closes no day before a branch's first business day; the database stamps creation at
    // the real time, so the branch is dated back to before the orders' days, as a branch that traded then.
    await app.runtime.db.dataSource.manager.query(`UPDATE branches SET created_at = created_at - interval '5 days' WHERE id = $1`, [branchId]);
    const shop = await openShop(app, tenant, 'LOOPCRASH');
    for (const [daysBack, count] of [
      [3, 2],
      [2, 3],
    ]) {
      app.clock.set(new Date(Date.now() - daysBack * DAY_MS));
      const dayToken = await tenant.tokenFor(tenant.owner, branchId);
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        const order = ok(
          await app.request('POST', `${GUEST}/${shop.qrToken}/orders`, {
            body: { items: [{ productId: shop.productId, quantity: 1 }] },
            headers: { 'Idempotency-Key': `close-loop-${daysBack}-${i}-${randomUUID()}` },
          }),
          'order',
        );
        for (const status of ['Accepted', 'Preparing', 'Ready', 'Completed']) {
          ok(await app.request('POST', `${C}/sales/orders/${order.id}/status`, { token: dayToken, body: { status } }), status);
        }
        ids.push(order.id);
      }
      const [row] = await app.runtime.db.dataSource.manager.query(
        `SELECT DISTINCT to_char(business_date, 'YYYY-MM-DD') AS day FROM sales_orders WHERE id = ANY($1)`,
        [ids],
      );
      ordersByDay.set(row.day, count);
    }
    heldDay = [...ordersByDay.keys()][0];
    // A token signed at the child's (real) time.
    app.clock.set(new Date());
    owner = await tenant.tokenFor(tenant.owner, branchId);
    await app.close();
    await database.close();
    lives.configure(database, JWT_SECRET, { CRASH_TEST_HOOKS: 'on', CRASH_TEST_HOLD_AT: `day-close-write:${branchId}:${heldDay}` });
  }, 240_000);

  afterAll(() => lives.end(), 60_000);

  async function closesOfTheBranch() {
    const database = await lives.database();
    try {
      const manager = database.db.dataSource.manager;
      const closes = await manager.find(DayClose, { where: { organizationId, branchId }, order: { businessDate: 'ASC' } });
      const rows = [];
      for (const close of closes) {
        const versions = await manager.count(DayCloseVersion, { where: { organizationId, closeId: close.id } });
        const events = await manager.count(OutboxEvent, { where: { type: 'analytics.day.closed', resourceId: close.id } });
        rows.push({ day: String(close.businessDate), status: close.status, version: close.version, orders: close.orderCount, versions, events });
      }
      return rows;
    } finally {
      await database.close();
    }
  }

  it('keeps the days closed before the kill, leaves the held day and the later ones untouched, and closes each of them once on the next life', async () => {
    // 1. The job runs at start-up and holds the close of the first day with orders; days before it are closed.
    // On PGlite the held transaction has the only connection, so /readyz waits behind it: the hold ends the wait.
    let service: ServiceProcess = await lives.start({ until: (life) => life.held('day-close-write') });
    await until(() => service.held('day-close-write'), 'the job to hold the close of the first day with orders', 180_000);
    expect(service.output).toContain(`"subject":"${branchId}:${heldDay}"`);
    await service.kill();

    const afterKill = await closesOfTheBranch();
    expect(afterKill.length).toBeGreaterThan(0);
    expect({ heldDay, closedFromIt: afterKill.filter((row) => row.day >= heldDay) }).toEqual({ heldDay, closedFromIt: [] });
    expect(afterKill.filter((row) => !(row.status === 'Closed' && row.version === 1 && row.versions === 1 && row.events === 1))).toEqual([]);

    // 2. The next life, without the hold, closes the held day and every later missed day.
    lives.env = { ...lives.env, CRASH_TEST_HOLD_AT: '' };
    service = await lives.start();
    const lastDay = [...ordersByDay.keys()].pop()!;
    const dayAfterLast = new Date(Date.parse(`${lastDay}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    await until(
      async () => {
        const res = await service.request('GET', `${CLOSES}?From=${heldDay}&To=${dayAfterLast}&BranchId=${branchId}`, { token: owner });
        return res.status === 200 && res.body.data.items.length === 3;
      },
      'the job to close the held day and the days after it',
      180_000,
    );
    await service.stop();

    // 3. Every day once: one close row, version 1, one version row, one event; the orders where they were placed.
    const rows = await closesOfTheBranch();
    expect(new Set(rows.map((row) => row.day)).size).toBe(rows.length);
    expect(rows.filter((row) => !(row.status === 'Closed' && row.version === 1 && row.versions === 1 && row.events === 1))).toEqual([]);
    for (const [day, count] of ordersByDay) expect(rows.find((row) => row.day === day)?.orders).toBe(count);
    expect(rows.filter((row) => row.day < heldDay)).toEqual(afterKill);
  }, 900_000);
});
