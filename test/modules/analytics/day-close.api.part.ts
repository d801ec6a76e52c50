import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { closeEndedDays, recomputeChangedDays } from '../../../src/modules/analytics/close/day-close.jobs';
import { dayCloseService } from '../../../src/modules/analytics/close/day-close.service';
import { DayClose, DayCloseVersion } from '../../../src/modules/analytics/close/day-close.entity';
import { C, createItem, INV, ok } from '../inventory/inventory-helpers';
import { MISSING } from '../sales/sales.support';

const CLOSES = `${C}/analytics/day-closes`;
const DAY = '2026-03-14';

describe('Daily close: stored summary per branch and business day, versions on late changes, the scheduled job', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let owner: string;
  let rice: string;

  beforeAll(async () => {
    app = await startTestApp({ now: new Date('2026-03-15T10:00:00Z') });
    tenant = await createTenant(app.runtime);
    owner = tenant.owner.token;
    rice = await createItem(app, owner, { name: 'Rice', standardCostIqd: 4000 });
    ok(
      await app.request('POST', `${INV}/opening-balances`, {
        token: owner,
        body: { inventoryItemId: rice, quantity: 20, unitCostIqd: 4000, businessDate: '2026-03-01' },
      }),
      'opening',
    );
    ok(
      await app.request('POST', `${INV}/waste`, { token: owner, body: { inventoryItemId: rice, quantity: 1, reason: 'Spoiled', businessDate: DAY } }),
      'waste',
    );
  }, 120_000);
  afterAll(() => app.close());

  const events = (type: string, resourceId: string) => app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { type, resourceId } });

  it('closes an ended day on request (version 1), changes nothing when closed again, and adds a version after a late change', async () => {
    const first = ok(await app.request('POST', CLOSES, { token: owner, body: { branchId: tenant.branchId, businessDate: DAY } }), 'close');
    expect(first).toMatchObject({
      branchId: tenant.branchId,
      businessDate: DAY,
      status: 'Closed',
      version: 1,
      reason: 'Manual',
      orderCount: 0,
      netSalesIqd: 0,
      wasteIqd: 4000,
      unexplainedIqd: 0,
      actualCostIqd: null,
      cashVarianceIqd: null,
      flaggedItems: 0,
    });
    const again = ok(await app.request('POST', CLOSES, { token: owner, body: { branchId: tenant.branchId, businessDate: DAY } }), 'again');
    expect(again).toMatchObject({ id: first.id, version: 1 });
    expect(await events('analytics.day.closed', first.id)).toHaveLength(1);

    // A count approved later for that day: the next run marks the day Stale and recomputes it.
    const sheet = ok(await app.request('POST', `${INV}/counts`, { token: owner, body: { businessDate: DAY, inventoryItemIds: [rice] } }), 'count');
    ok(
      await app.request('PUT', `${INV}/counts/${sheet.id}/entries`, { token: owner, body: { entries: [{ inventoryItemId: rice, countedQuantity: 18 }] } }),
      'entries',
    );
    ok(await app.request('POST', `${INV}/counts/${sheet.id}/submit`, { token: owner }), 'submit');
    ok(await app.request('POST', `${INV}/counts/${sheet.id}/approve`, { token: owner }), 'approve');
    expect(await recomputeChangedDays(app.runtime)).toBeGreaterThanOrEqual(1);
    const detail = ok(await app.request('GET', `${CLOSES}/${first.id}`, { token: owner }), 'detail');
    expect(detail).toMatchObject({ status: 'Closed', version: 2, reason: 'LateChange', unexplainedIqd: 4000, flaggedItems: 1, actualCostIqd: 8000 });
    expect(detail.topItems).toEqual([{ inventoryItemId: rice, name: 'Rice', unexplained: 1, unexplainedIqd: 4000, flagged: true }]);
    expect(detail.versions.map((v: any) => [v.version, v.reason, v.unexplainedIqd])).toEqual([
      [2, 'LateChange', 4000],
      [1, 'Manual', 0],
    ]);
    expect(await events('analytics.day.closed', first.id)).toHaveLength(2);
    const [flagged] = await events('analytics.variance.flagged', first.id);
    expect(flagged.data).toMatchObject({
      branchId: tenant.branchId,
      businessDate: DAY,
      version: 2,
      items: [{ inventoryItemId: rice, unexplained: 1, unexplainedIqd: 4000 }],
    });
    // Nothing changed since: the next run leaves it alone.
    await recomputeChangedDays(app.runtime);
    expect(ok(await app.request('GET', `${CLOSES}/${first.id}`, { token: owner }), 'same').version).toBe(2);
  });

  it('refuses a day that has not ended and bad input (422), a missing or foreign close (404), callers without the permission (403)', async () => {
    const today = await app.request('POST', CLOSES, { token: owner, body: { branchId: tenant.branchId, businessDate: '2026-03-15' } });
    expect(today.status).toBe(422);
    expect(today.body.errors).toEqual({ businessDate: ['must be a business day that has ended (before 2026-03-15)'] });
    expect((await app.request('POST', CLOSES, { token: owner, body: { branchId: tenant.branchId } })).status).toBe(422);
    const other = await createTenant(app.runtime);
    expect((await app.request('POST', CLOSES, { token: owner, body: { branchId: other.branchId, businessDate: DAY } })).status).toBe(404);
    expect((await app.request('GET', `${CLOSES}/${MISSING}`, { token: owner })).status).toBe(404);
    const [mine] = ok(await app.request('GET', `${CLOSES}?From=${DAY}&To=${DAY}`, { token: owner }), 'list').items;
    expect((await app.request('GET', `${CLOSES}/${mine.id}`, { token: other.owner.token })).status).toBe(404);
    const foreignFilter = await app.request('GET', `${CLOSES}?BranchId=${other.branchId}`, { token: owner });
    expect(foreignFilter.status).toBe(422);
    expect(foreignFilter.body.errors).toEqual({ branchId: ['is not a branch of this organisation'] });
    const staff = await tenant.member('Staff');
    expect((await app.request('GET', CLOSES, { token: staff.token })).status).toBe(403);
    const hr = await tenant.member('Hr');
    expect((await app.request('POST', CLOSES, { token: hr.token, body: { branchId: tenant.branchId, businessDate: DAY } })).status).toBe(403);
    const accountant = await tenant.member('Accountant');
    expect(
      ok(await app.request('POST', CLOSES, { token: accountant.token, body: { branchId: tenant.branchId, businessDate: DAY } }), 'accountant').version,
    ).toBe(2);
    const elsewhere = await tenant.addBranch('Mansour');
    const manager = await tenant.member('Manager', { branchIds: [elsewhere] });
    expect((await app.request('GET', `${CLOSES}/${mine.id}`, { token: manager.token })).status).toBe(403);
    expect(ok(await app.request('GET', CLOSES, { token: manager.token }), 'manager list').items).toEqual([]);
  });

  it('closes no day before the branch existed: a branch created on the 12th gets closes from the 12th on', async () => {
    const young = await createTenant(app.runtime);
    const manager = app.runtime.db.dataSource.manager;
    // Created on 12 March at noon in Baghdad (the database's own clock is not the test's).
    await manager.query('UPDATE branches SET created_at = $1 WHERE id = $2', ['2026-03-12T09:00:00Z', young.branchId]);
    await closeEndedDays(app.runtime);
    const closes = await manager.find(DayClose, { where: { branchId: young.branchId }, order: { businessDate: 'ASC' } });
    expect(closes.map((c) => c.businessDate)).toEqual(['2026-03-12', '2026-03-13', '2026-03-14']);
  });

  it('closes every ended day of every active branch by itself, survives a crash mid-way and never closes a day twice', async () => {
    const fresh = await createTenant(app.runtime);
    const original = dayCloseService.close.bind(dayCloseService);
    const spy = jest.spyOn(dayCloseService, 'close').mockImplementation(async (ctx, branchId, day, reason) => {
      if (branchId === fresh.branchId && day === '2026-03-11') throw new Error('crash while closing');
      return original(ctx, branchId, day, reason);
    });
    await expect(closeEndedDays(app.runtime)).rejects.toThrow('crash while closing');
    spy.mockRestore();
    const manager = app.runtime.db.dataSource.manager;
    const before = await manager.find(DayClose, { where: { branchId: fresh.branchId }, order: { businessDate: 'ASC' } });
    expect(before.map((c) => c.businessDate)).toEqual(['2026-03-08', '2026-03-09', '2026-03-10']);
    await closeEndedDays(app.runtime);
    await closeEndedDays(app.runtime);
    const after = await manager.find(DayClose, { where: { branchId: fresh.branchId }, order: { businessDate: 'ASC' } });
    expect(after.map((c) => [c.businessDate, c.version, c.reason])).toEqual(
      ['2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14'].map((d) => [d, 1, 'Scheduled']),
    );
    expect(await manager.count(DayCloseVersion, { where: { organizationId: fresh.organizationId } })).toBe(7);
    const list = ok(await app.request('GET', `${CLOSES}?PerPage=3`, { token: fresh.owner.token }), 'list');
    expect(list.total).toBe(7);
    expect(list.items.map((c: any) => c.businessDate)).toEqual(['2026-03-14', '2026-03-13', '2026-03-12']);
  });

  it("carries the day's approved till variance (a counted session awaiting approval is left out) and recomputes when a session closes later", async () => {
    const TILL_DAY = '2026-03-16';
    // Tokens are signed at the clock's time: sign in again after each move of the clock.
    app.clock.set(new Date('2026-03-16T08:00:00Z'));
    const shop = await createTenant(app.runtime);
    const cashier = await shop.member('Staff');
    const manager = await shop.member('Manager');
    try {
      const till = ok(await app.request('POST', `${C}/sales/tills`, { token: shop.owner.token, body: { name: 'Front counter' } }), 'till');
      const session = ok(
        await app.request('POST', `${C}/sales/tills/${till.id}/sessions`, { token: cashier.token, body: { floats: [{ currency: 'IQD', amount: 50_000 }] } }),
        'open',
      );
      expect(session.businessDate).toBe(TILL_DAY);
      const counted = ok(
        await app.request('POST', `${C}/sales/tills/sessions/${session.id}/count`, {
          token: cashier.token,
          body: {
            counts: [
              { currency: 'IQD', denomination: 25000, quantity: 1 },
              { currency: 'IQD', denomination: 10000, quantity: 2 },
              { currency: 'IQD', denomination: 1000, quantity: 4 },
            ],
          },
        }),
        'count',
      );
      expect(counted.varianceIqd).toBe(-1000);
      app.clock.set(new Date('2026-03-17T10:00:00Z'));
      const ownerToken = await shop.tokenFor(shop.owner, shop.branchId);
      const managerToken = await shop.tokenFor(manager, shop.branchId);
      const body = { branchId: shop.branchId, businessDate: TILL_DAY };
      const first = ok(await app.request('POST', CLOSES, { token: ownerToken, body }), 'close');
      expect(first).toMatchObject({ version: 1, tillVarianceIqd: null });
      ok(await app.request('POST', `${C}/sales/tills/sessions/${session.id}/approve`, { token: managerToken, body: { note: 'Short 1,000' } }), 'approve');
      const second = ok(await app.request('POST', CLOSES, { token: ownerToken, body }), 'recompute');
      expect(second).toMatchObject({ id: first.id, version: 2, tillVarianceIqd: -1000 });
      const [event] = (await events('analytics.day.closed', first.id)).filter((e) => (e.data as any).version === 2);
      expect(event.data).toMatchObject({ tillVarianceIqd: -1000 });
    } finally {
      app.clock.set(new Date('2026-03-15T10:00:00Z'));
    }
  });
});
