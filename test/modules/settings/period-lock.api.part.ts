import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { BATCHES, batchBody, C, type Catalogue, createBatch, createCatalogue, moveTo, NOW } from '../production/batch-fixtures';

const LOCK = `${C}/settings/period-lock`;

describe('Branch period lock', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let cat: Catalogue;

  beforeAll(async () => {
    app = await startTestApp({ now: NOW });
    tenant = await createTenant(app.runtime);
    cat = await createCatalogue(app, tenant.owner.token);
  });
  afterAll(() => app.close());

  const setLock = (token: string, lockedThrough: string | null, reason?: string) => app.request('PUT', LOCK, { token, body: { lockedThrough, reason } });

  it('starts unlocked', async () => {
    const res = await app.request('GET', LOCK, { token: tenant.owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ branchId: tenant.branchId, lockedThrough: null, updatedBy: null, updatedAt: null });
  });

  it('lets accountants and managers lock more days, not staff or hr (403)', async () => {
    const accountant = await tenant.member('Accountant');
    const manager = await tenant.member('Manager');
    const staff = await tenant.member('Staff');
    const hr = await tenant.member('Hr');
    const first = await setLock(accountant.token, '2026-01-31', 'January closed');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ branchId: tenant.branchId, lockedThrough: '2026-01-31', updatedBy: accountant.userId });
    expect((await setLock(manager.token, '2026-02-28')).body.data.lockedThrough).toBe('2026-02-28');
    for (const member of [staff, hr]) {
      const res = await setLock(member.token, '2026-03-01');
      expect(res.status).toBe(403);
      expect(res.body.errors).toEqual({ code: ['Forbidden'] });
    }
    expect((await app.request('GET', LOCK, { token: staff.token })).body.data.lockedThrough).toBe('2026-02-28');
  });

  it('lets only the owner move the lock earlier or remove it, and audits every move', async () => {
    const manager = await tenant.member('Manager');
    const accountant = await tenant.member('Accountant');
    for (const member of [manager, accountant]) {
      expect((await setLock(member.token, '2026-02-01')).status).toBe(403);
      expect((await setLock(member.token, null)).status).toBe(403);
    }
    const same = await setLock(manager.token, '2026-02-28');
    expect(same.status).toBe(200);
    const earlier = await setLock(tenant.owner.token, '2026-02-14', 'Late invoice');
    expect(earlier.status).toBe(200);
    expect(earlier.body.data.lockedThrough).toBe('2026-02-14');
    const removed = await setLock(tenant.owner.token, null, 'Audit finished');
    expect(removed.body.data.lockedThrough).toBeNull();

    const trail = await app.request('GET', `${C}/audit-trail?EntityType=period-lock&EntityId=${tenant.branchId}`, { token: tenant.owner.token });
    expect(trail.body.data.items.map((e: { action: string; reason: string | null; changes: unknown }) => [e.action, e.reason, e.changes])).toEqual([
      ['unlocked', 'Audit finished', { lockedThrough: { from: '2026-02-14', to: null } }],
      ['unlocked', 'Late invoice', { lockedThrough: { from: '2026-02-28', to: '2026-02-14' } }],
      ['locked', null, { lockedThrough: { from: '2026-01-31', to: '2026-02-28' } }],
      ['locked', 'January closed', { lockedThrough: { from: null, to: '2026-01-31' } }],
    ]);
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, {
      where: { type: 'settings.period-lock.changed', organizationId: tenant.organizationId },
      order: { occurredAt: 'ASC' },
    });
    expect(events.map((e) => e.data.change)).toEqual(['lock', 'lock', 'unlock', 'unlock']);
  });

  it('refuses future days and malformed dates with 422', async () => {
    const future = await setLock(tenant.owner.token, '2026-03-16');
    expect(future.status).toBe(422);
    expect(future.body.errors).toEqual({ lockedThrough: ['must not be later than 2026-03-15: future business days cannot be locked'] });
    const bad = await setLock(tenant.owner.token, '31-01-2026');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['lockedThrough']);
  });

  it('is set per branch', async () => {
    const branch = await tenant.addBranch();
    const token = await tenant.tokenFor(tenant.owner, branch);
    await setLock(token, '2026-03-10');
    expect((await app.request('GET', LOCK, { token })).body.data.lockedThrough).toBe('2026-03-10');
    expect((await app.request('GET', LOCK, { token: tenant.owner.token })).body.data.lockedThrough).toBeNull();
  });

  it('answers 409 PeriodLocked on every batch write path for a locked day and changes nothing', async () => {
    const branch = await tenant.addBranch('Locked branch');
    const token = await tenant.tokenFor(tenant.owner, branch);
    const id = await createBatch(app, token, cat, '2026-03-10');
    await moveTo(app, token, id, 'InProduction');
    const output = await app.request('POST', `${BATCHES}/${id}/outputs`, { token, body: { inventoryItemId: cat.riceBox, outputQty: 1, shareIqd: 10 } });
    const draft = await createBatch(app, token, cat, '2026-03-09');
    expect((await setLock(token, '2026-03-10')).status).toBe(200);

    const attempts: Array<[string, string, unknown]> = [
      ['POST', BATCHES, batchBody(cat, '2026-03-08')],
      ['POST', BATCHES, batchBody(cat, '2026-03-10')],
      ['PUT', `${BATCHES}/${id}`, { cookedRiceMultiplier: 2 }],
      ['PUT', `${BATCHES}/${id}/overflow`, { allowDirectRiceOverflow: true }],
      ['PUT', `${BATCHES}/${id}/status`, { status: 'Completed' }],
      ['POST', `${BATCHES}/${id}/close`, undefined],
      ['POST', `${BATCHES}/${id}/outputs`, { inventoryItemId: cat.riceBox, outputQty: 1 }],
      ['DELETE', `${BATCHES}/${id}/outputs/${output.body.data.id}`, { reason: 'x' }],
      ['POST', `${BATCHES}/${id}/waste`, { capacityTypeId: cat.box, units: 1, kind: 'Spoiled' }],
      ['DELETE', `${BATCHES}/${id}`, { reason: 'x' }],
      ['PUT', `${BATCHES}/${draft}/status`, { status: 'Cancelled' }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await app.request(method, path, { token, body });
      expect([method, path, res.status, res.body.errors]).toEqual([method, path, 409, { code: ['PeriodLocked'] }]);
      expect(res.body).toMatchObject({ success: false, data: null, code: 409, message: expect.stringContaining('2026-03-10') });
    }
    const read = await app.request('GET', `${BATCHES}/${id}`, { token });
    expect(read.body.data).toMatchObject({ status: 'InProduction', cookedRiceMultiplier: 2.37, allowDirectRiceOverflow: false, deletedAt: null, waste: [] });
    expect(read.body.data.outputs).toHaveLength(1);
    const list = await app.request('GET', BATCHES, { token });
    expect(list.body.data.total).toBe(2);

    // the day after the lock is open; after the owner unlocks, the locked day is writable again
    expect((await app.request('POST', BATCHES, { token, body: batchBody(cat, '2026-03-11') })).status).toBe(200);
    await setLock(token, '2026-03-09', 'Reopen the 10th');
    expect((await app.request('PUT', `${BATCHES}/${id}/status`, { token, body: { status: 'Completed' } })).status).toBe(200);
    expect((await app.request('PUT', `${BATCHES}/${draft}/status`, { token, body: { status: 'Cancelled' } })).status).toBe(409);
  });

  it('works over GraphQL with the PERIOD_LOCKED extension code', async () => {
    const branch = await tenant.addBranch('GraphQL branch');
    const token = await tenant.tokenFor(tenant.owner, branch);
    const set = await app.graphql(`mutation { setPeriodLock(input: {lockedThrough: "2026-03-05", reason: "Week closed"}) { lockedThrough } }`, {}, { token });
    expect(set.body.data.setPeriodLock).toEqual({ lockedThrough: '2026-03-05' });
    const read = await app.graphql(`{ periodLock { branchId lockedThrough } }`, {}, { token });
    expect(read.body.data.periodLock).toEqual({ branchId: branch, lockedThrough: '2026-03-05' });
    const create = await app.graphql(
      `mutation($input: CreateBatchInput!) { createBatch(input: $input) { id } }`,
      { input: batchBody(cat, '2026-03-05') },
      { token },
    );
    expect(create.body.errors[0].extensions).toMatchObject({ code: 'PERIOD_LOCKED', status: 409 });
  });
});
