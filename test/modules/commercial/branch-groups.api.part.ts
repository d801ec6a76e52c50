import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { AuditEntry } from '../../../src/core/audit/audit-entry.entity';

const GROUPS = '/api/v1/console/branch-groups';
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('Commercial: branch groups and price tiers (REST and GraphQL)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
  });
  afterAll(() => app.close());

  const token = () => tenant.owner.token;
  const create = (body: Record<string, unknown>, t = token()) => app.request('POST', GROUPS, { token: t, body: { kind: 'PriceTier', ...body } });
  const add = (groupId: string, branchId: string, t = token()) => app.request('POST', `${GROUPS}/${groupId}/branches`, { token: t, body: { branchId } });

  it('creates a PriceTier group (default 0%) and a Region group, and reads them back', async () => {
    const tier = await create({ name: 'Mall branches', nameAr: 'فروع المولات', priceTierPct: 10 });
    expect(tier.status).toBe(200);
    expect(tier.body.data).toMatchObject({
      name: 'Mall branches',
      nameAr: 'فروع المولات',
      kind: 'PriceTier',
      priceTierPct: 10,
      branchIds: [],
      deletedAt: null,
    });
    const region = await create({ name: 'Baghdad', kind: 'Region' });
    expect(region.body.data).toMatchObject({ kind: 'Region', priceTierPct: null });
    const zero = await create({ name: 'Standard' });
    expect(zero.body.data.priceTierPct).toBe(0);
    const one = await app.request('GET', `${GROUPS}`, { token: token() });
    expect(one.body.data.items.map((g: { name: string }) => g.name)).toEqual(['Baghdad', 'Mall branches', 'Standard']);
  });

  it('answers 422 per field: name, priceTierPct out of bounds, priceTierPct on a Region, unknown kind', async () => {
    const res = await create({ name: '', priceTierPct: -51 });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ name: ['is required'], priceTierPct: ['must be at least -50'] });
    expect((await create({ name: 'Too dear', priceTierPct: 101 })).body.errors).toEqual({ priceTierPct: ['must be at most 100'] });
    expect((await create({ name: 'North', kind: 'Region', priceTierPct: 5 })).body.errors).toEqual({ priceTierPct: ['applies only to PriceTier groups'] });
    expect((await create({ name: 'Odd', kind: 'Cluster' })).status).toBe(422);
  });

  it('keeps a branch in at most one PriceTier group (409), allows a Region besides, and refuses a repeat member (409)', async () => {
    const t = await createTenant(app.runtime);
    const cheap = (await create({ name: 'Cheap', priceTierPct: -10 }, t.owner.token)).body.data;
    const dear = (await create({ name: 'Dear', priceTierPct: 15 }, t.owner.token)).body.data;
    const region = (await create({ name: 'South', kind: 'Region' }, t.owner.token)).body.data;
    const added = await add(cheap.id, t.branchId, t.owner.token);
    expect(added.body.data.branchIds).toEqual([t.branchId]);
    expect((await add(cheap.id, t.branchId, t.owner.token)).status).toBe(409);
    const second = await add(dear.id, t.branchId, t.owner.token);
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/another PriceTier group/);
    expect((await add(region.id, t.branchId, t.owner.token)).status).toBe(200);
    // Turning the Region into a PriceTier would put the branch in two tiers
    const put = await app.request('PUT', `${GROUPS}/${region.id}`, { token: t.owner.token, body: { name: 'South', kind: 'PriceTier', priceTierPct: 5 } });
    expect(put.status).toBe(409);
    // after leaving the first tier the branch may join the other
    const removed = await app.request('DELETE', `${GROUPS}/${cheap.id}/branches/${t.branchId}`, {
      token: t.owner.token,
      body: { reason: 'Moved to the dear tier' },
    });
    expect(removed.body.data.branchIds).toEqual([]);
    expect((await app.request('DELETE', `${GROUPS}/${cheap.id}/branches/${t.branchId}`, { token: t.owner.token })).status).toBe(404);
    expect((await add(dear.id, t.branchId, t.owner.token)).status).toBe(200);
    const audit = await app.runtime.db.dataSource.manager.find(AuditEntry, { where: { entityId: cheap.id, action: 'branch-removed' } });
    expect(audit[0].reason).toBe('Moved to the dear tier');
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: cheap.id } });
    expect(events.map((event) => event.type).sort()).toEqual([
      'commercial.branch-group.branch-added',
      'commercial.branch-group.branch-removed',
      'commercial.branch-group.created',
    ]);
  });

  it("refuses another organisation's branch with 422 on branchId and a missing one too", async () => {
    const group = (await create({ name: 'Tier for foreign test', priceTierPct: 5 })).body.data;
    const res = await add(group.id, other.branchId);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ branchId: ['is not a branch of this organisation'] });
    expect((await add(group.id, MISSING)).body.errors).toEqual({ branchId: ['is not a branch of this organisation'] });
  });

  it('replaces with PUT, soft-deletes with a reason (branches leave), lists IncludeDeleted and Kind, then 404s further writes', async () => {
    const t = await createTenant(app.runtime);
    const group = (await create({ name: 'Airport', priceTierPct: 20 }, t.owner.token)).body.data;
    await add(group.id, t.branchId, t.owner.token);
    const put = await app.request('PUT', `${GROUPS}/${group.id}`, {
      token: t.owner.token,
      body: { name: 'Airport & mall', kind: 'PriceTier', priceTierPct: 25 },
    });
    expect(put.body.data).toMatchObject({ name: 'Airport & mall', nameAr: null, priceTierPct: 25, branchIds: [t.branchId] });
    const deleted = await app.request('DELETE', `${GROUPS}/${group.id}`, { token: t.owner.token, body: { reason: 'Tier retired' } });
    expect(deleted.body.data).toMatchObject({ deleteReason: 'Tier retired', branchIds: [] });
    expect((await app.request('GET', GROUPS, { token: t.owner.token })).body.data.items).toEqual([]);
    const withDeleted = await app.request('GET', `${GROUPS}?IncludeDeleted=true&Kind=PriceTier`, { token: t.owner.token });
    expect(withDeleted.body.data.items.map((g: { id: string }) => g.id)).toEqual([group.id]);
    expect((await app.request('GET', `${GROUPS}?IncludeDeleted=true&Kind=Region`, { token: t.owner.token })).body.data.items).toEqual([]);
    expect((await app.request('PUT', `${GROUPS}/${group.id}`, { token: t.owner.token, body: { name: 'Again', kind: 'Region' } })).status).toBe(404);
    expect((await app.request('DELETE', `${GROUPS}/${group.id}`, { token: t.owner.token })).status).toBe(404);
    // the branch is free to join another tier
    const next = (await create({ name: 'New tier', priceTierPct: 5 }, t.owner.token)).body.data;
    expect((await add(next.id, t.branchId, t.owner.token)).status).toBe(200);
  });

  it("answers 404 for another organisation's group on every path and changes nothing", async () => {
    const created = await create({ name: 'Mine', priceTierPct: 3 });
    const mine = created.body.data;
    expect((await app.request('GET', `${GROUPS}/${mine.id}`, { token: token() })).status).toBe(200);
    const attempts = [
      ['GET', `${GROUPS}/${mine.id}`, undefined],
      ['PUT', `${GROUPS}/${mine.id}`, { name: 'Stolen', kind: 'Region' }],
      ['DELETE', `${GROUPS}/${mine.id}`, { reason: 'x' }],
      ['POST', `${GROUPS}/${mine.id}/branches`, { branchId: other.branchId }],
      ['DELETE', `${GROUPS}/${mine.id}/branches/${tenant.branchId}`, undefined],
    ] as const;
    for (const [method, url, body] of attempts) {
      expect((await app.request(method, url, { token: other.owner.token, body })).status).toBe(404);
      expect([method, url, (await app.request('GET', `${GROUPS}/${mine.id}`, { token: token() })).status]).toEqual([method, url, 200]);
    }
    const still = await app.request('GET', `${GROUPS}/${mine.id}`, { token: token() });
    expect({ status: still.status, body: still.body }).toMatchObject({ status: 200, body: { data: { name: 'Mine', priceTierPct: 3, deletedAt: null } } });
    expect((await app.request('GET', `${GROUPS}/${MISSING}`, { token: token() })).status).toBe(404);
  });

  it('refuses callers without commercial:write with 403', async () => {
    const staff = await tenant.member('Staff');
    expect((await create({ name: 'Staff tier' }, staff.token)).status).toBe(403);
    expect((await app.request('GET', GROUPS, { token: staff.token })).status).toBe(403);
    const accountant = await tenant.member('Accountant');
    expect((await app.request('GET', GROUPS, { token: accountant.token })).status).toBe(200);
    expect((await create({ name: 'Accountant tier' }, accountant.token)).status).toBe(403);
  });

  it('works over GraphQL with the same rules', async () => {
    const res = await app.graphql(
      'mutation($input: BranchGroupInput!) { createBranchGroup(input: $input) { id kind priceTierPct branchIds } }',
      { input: { name: 'GraphQL tier', kind: 'PriceTier', priceTierPct: -5 } },
      { token: token() },
    );
    expect(res.body.data.createBranchGroup).toMatchObject({ kind: 'PriceTier', priceTierPct: -5, branchIds: [] });
    const id = res.body.data.createBranchGroup.id;
    const bad = await app.graphql(`mutation { addBranchToGroup(id: "${id}", input: {branchId: "${other.branchId}"}) { id } }`, {}, { token: token() });
    expect(bad.body.errors[0].extensions).toMatchObject({ status: 422 });
    const list = await app.graphql('{ branchGroups(filter: {kind: Region}) { items { name } } }', {}, { token: token() });
    expect(list.body.data.branchGroups.items.map((g: { name: string }) => g.name)).toEqual(['Baghdad']);
  });
});
