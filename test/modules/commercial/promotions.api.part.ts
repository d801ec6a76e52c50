import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { AuditEntry } from '../../../src/core/audit/audit-entry.entity';

const C = '/api/v1/console';
const P = `${C}/promotions`;
const MISSING = '00000000-0000-4000-8000-000000000000';
// 2026-11-23 10:00 in Baghdad (UTC+3); the business day starts at 04:00 local (01:00 UTC)
const NOW = new Date('2026-11-23T07:00:00Z');

describe('Commercial: promotions (REST and GraphQL) and priceQuote', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let hall: { id: string };

  beforeAll(async () => {
    app = await startTestApp({ now: NOW });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    hall = (await app.request('POST', `${C}/settings/channels`, { token: tenant.owner.token, body: { name: 'Hall', kind: 'DineIn' } })).body.data;
  });
  afterAll(() => app.close());

  const base = { name: 'Autumn 10%', discountPercent: 10, maxDiscountCap: 5000, minOrderValue: 20000, startDate: '2026-11-01', endDate: '2026-11-30' };
  const create = (body: Record<string, unknown>, token = tenant.owner.token) => app.request('POST', P, { token, body: { ...base, ...body } });

  it('creates a promotion, reads it back with its derived status, and records the event and audit', async () => {
    const res = await create({ channelId: hall.id, discountPercent: 12.5 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ...base, discountPercent: 12.5, channelId: hall.id, active: true, status: 'Running', deletedAt: null });
    const got = await app.request('GET', `${P}/${res.body.data.id}`, { token: tenant.owner.token });
    expect(got.body.data).toMatchObject({ id: res.body.data.id, status: 'Running' });
    const defaults = await create({ name: 'No cap', maxDiscountCap: undefined, minOrderValue: undefined, active: false });
    expect(defaults.body.data).toMatchObject({ maxDiscountCap: null, minOrderValue: 0, channelId: null, active: false, status: 'Inactive' });
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: res.body.data.id } });
    expect(events.map((event) => event.type)).toEqual(['commercial.promotion.created']);
    const audit = await app.runtime.db.dataSource.manager.find(AuditEntry, { where: { entityId: res.body.data.id } });
    expect(audit.map((entry) => entry.action)).toEqual(['created']);
  });

  it('answers 422 per field: percent bounds and decimals, dates out of order, negative amounts, unknown or foreign channel', async () => {
    const zero = await create({ name: '', discountPercent: 0, maxDiscountCap: 0, minOrderValue: -1 });
    expect(zero.status).toBe(422);
    expect(zero.body.errors).toEqual({
      name: ['is required'],
      discountPercent: ['must be more than 0'],
      maxDiscountCap: ['must be at least 1'],
      minOrderValue: ['must be 0 or more'],
    });
    expect((await create({ discountPercent: 100.5 })).body.errors).toEqual({ discountPercent: ['must be at most 100'] });
    expect((await create({ discountPercent: 10.125 })).body.errors).toEqual({ discountPercent: ['must be a number with at most two decimals'] });
    for (const discountPercent of [1e-7, 3e-323]) {
      expect((await create({ discountPercent })).body.errors).toEqual({
        discountPercent: ['must be more than 0', 'must be a number with at most two decimals'],
      });
    }
    expect((await create({ discountPercent: 100 })).status).toBe(200);
    expect((await create({ startDate: '2026-12-02', endDate: '2026-12-01' })).body.errors).toEqual({ endDate: ['must be on or after startDate'] });
    expect((await create({ startDate: '2026-12-01', endDate: '2026-12-01' })).status).toBe(200);
    expect((await create({ startDate: '2026-13-01' })).status).toBe(422);
    const theirChannel = (await app.request('POST', `${C}/settings/channels`, { token: other.owner.token, body: { name: 'Their hall', kind: 'DineIn' } })).body
      .data;
    for (const channelId of [theirChannel.id, MISSING]) {
      expect((await create({ name: 'Foreign channel', channelId })).body.errors).toEqual({ channelId: ['is not a sales channel of this organisation'] });
    }
    const list = await app.request('GET', `${P}?Search=Foreign`, { token: tenant.owner.token });
    expect(list.body.data.items).toEqual([]);
  });

  it('derives the status over time in the branch zone, at the edges of the business day', async () => {
    const t = await createTenant(app.runtime);
    const promo = (await create({ name: 'Three days', startDate: '2026-11-24', endDate: '2026-11-26' }, t.owner.token)).body.data;
    const statusAt = async (instant: string) => {
      app.clock.set(new Date(instant));
      const token = await t.tokenFor(t.owner, t.branchId);
      return (await app.request('GET', `${P}/${promo.id}`, { token })).body.data.status;
    };
    try {
      expect(promo.status).toBe('Scheduled');
      expect(await statusAt('2026-11-24T00:59:59Z')).toBe('Scheduled'); // 03:59:59 on the 24th: business date 23rd
      expect(await statusAt('2026-11-24T01:00:00Z')).toBe('Running');
      expect(await statusAt('2026-11-27T00:59:59Z')).toBe('Running'); // still the 26th's business day
      expect(await statusAt('2026-11-27T01:00:00Z')).toBe('Ended');
      const token = await t.tokenFor(t.owner, t.branchId);
      const byStatus = async (status: string) =>
        (await app.request('GET', `${P}?Status=${status}`, { token })).body.data.items.map((p: { id: string }) => p.id);
      expect(await byStatus('Ended')).toEqual([promo.id]);
      expect(await byStatus('Running')).toEqual([]);
      app.clock.set(new Date('2026-11-25T12:00:00Z'));
      expect(await byStatus('Running')).toEqual([promo.id]);
      const off = await app.request('PATCH', `${P}/${promo.id}/active`, { token, body: { active: false } });
      expect(off.body.data).toMatchObject({ active: false, status: 'Inactive' });
      expect(await byStatus('Inactive')).toEqual([promo.id]);
      expect(await byStatus('Running')).toEqual([]);
    } finally {
      app.clock.set(NOW);
    }
  });

  it('switches a promotion off and on (409 for the same value), soft-deletes it with a reason and 404s further writes', async () => {
    const promo = (await create({ name: 'Toggle me' })).body.data;
    expect((await app.request('PATCH', `${P}/${promo.id}/active`, { token: tenant.owner.token, body: { active: true } })).status).toBe(409);
    expect((await app.request('PATCH', `${P}/${promo.id}/active`, { token: tenant.owner.token, body: { active: false } })).body.data.active).toBe(false);
    expect((await app.request('PATCH', `${P}/${promo.id}/active`, { token: tenant.owner.token, body: { active: false } })).status).toBe(409);
    expect((await app.request('PATCH', `${P}/${promo.id}/active`, { token: tenant.owner.token, body: { active: 'yes' } })).status).toBe(422);
    expect((await app.request('PATCH', `${P}/${promo.id}/active`, { token: tenant.owner.token, body: { active: true } })).body.data.status).toBe('Running');
    const deleted = await app.request('DELETE', `${P}/${promo.id}`, { token: tenant.owner.token, body: { reason: 'Ran out of budget' } });
    expect(deleted.body.data).toMatchObject({ deleteReason: 'Ran out of budget', deletedBy: tenant.owner.userId });
    expect((await app.request('DELETE', `${P}/${promo.id}`, { token: tenant.owner.token })).status).toBe(404);
    expect((await app.request('PATCH', `${P}/${promo.id}/active`, { token: tenant.owner.token, body: { active: false } })).status).toBe(404);
    expect((await app.request('GET', `${P}/${promo.id}`, { token: tenant.owner.token })).body.data.deletedAt).not.toBeNull();
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: promo.id } });
    expect(events.map((event) => event.type).sort()).toEqual([
      'commercial.promotion.activated',
      'commercial.promotion.created',
      'commercial.promotion.deactivated',
      'commercial.promotion.deleted',
    ]);
  });

  it('lists with ChannelId, IncludeAllChannel, Active, IncludeDeleted and Search', async () => {
    const t = await createTenant(app.runtime);
    const token = t.owner.token;
    const delivery = (await app.request('POST', `${C}/settings/channels`, { token, body: { name: 'Delivery', kind: 'Delivery' } })).body.data;
    const all = (await create({ name: 'All channels', startDate: '2026-11-01' }, token)).body.data;
    const only = (await create({ name: 'Delivery only', channelId: delivery.id, startDate: '2026-11-02' }, token)).body.data;
    const off = (await create({ name: 'Switched off', active: false, startDate: '2026-11-03' }, token)).body.data;
    const gone = (await create({ name: 'Gone', startDate: '2026-11-04' }, token)).body.data;
    await app.request('DELETE', `${P}/${gone.id}`, { token });
    const ids = async (query: string) => (await app.request('GET', `${P}${query}`, { token })).body.data.items.map((p: { id: string }) => p.id);
    expect(await ids('')).toEqual([off.id, only.id, all.id]);
    expect(await ids(`?ChannelId=${delivery.id}`)).toEqual([only.id]);
    expect(await ids(`?ChannelId=${delivery.id}&IncludeAllChannel=true`)).toEqual([off.id, only.id, all.id]);
    expect(await ids('?Active=false')).toEqual([off.id]);
    expect(await ids('?IncludeDeleted=true')).toEqual([gone.id, off.id, only.id, all.id]);
    expect(await ids('?Search=delivery')).toEqual([only.id]);
    expect(await ids('?Sort=name&Dir=asc')).toEqual([all.id, only.id, off.id]);
    expect((await app.request('GET', `${P}?Status=Sometimes`, { token })).status).toBe(422);
  });

  it("answers 404 for another organisation's promotion on every path and changes nothing", async () => {
    const mine = (await create({ name: 'Mine only' })).body.data;
    const attempts = [
      ['GET', `${P}/${mine.id}`, undefined],
      ['DELETE', `${P}/${mine.id}`, { reason: 'x' }],
      ['PATCH', `${P}/${mine.id}/active`, { active: false }],
    ] as const;
    for (const [method, url, body] of attempts)
      expect([method, (await app.request(method, url, { token: other.owner.token, body })).status]).toEqual([method, 404]);
    expect((await app.request('GET', `${P}/${mine.id}`, { token: tenant.owner.token })).body.data).toMatchObject({ active: true, deletedAt: null });
    expect((await app.request('GET', P, { token: other.owner.token })).body.data.items).toEqual([]);
    expect((await app.request('GET', `${P}/${MISSING}`, { token: tenant.owner.token })).status).toBe(404);
  });

  it('needs commercial:read to read and commercial:write to change (403)', async () => {
    const staff = await tenant.member('Staff');
    expect((await app.request('GET', P, { token: staff.token })).status).toBe(403);
    expect((await create({ name: 'Staff promo' }, staff.token)).status).toBe(403);
    const accountant = await tenant.member('Accountant');
    expect((await app.request('GET', P, { token: accountant.token })).status).toBe(200);
    expect((await create({ name: 'Accountant promo' }, accountant.token)).status).toBe(403);
    const mine = (await create({ name: 'Protected' })).body.data;
    expect((await app.request('PATCH', `${P}/${mine.id}/active`, { token: accountant.token, body: { active: false } })).status).toBe(403);
    expect((await app.request('DELETE', `${P}/${mine.id}`, { token: accountant.token })).status).toBe(403);
    expect((await app.request('GET', `${P}/${mine.id}`, { token: tenant.owner.token })).body.data.active).toBe(true);
  });

  it('prices a cart through GraphQL priceQuote with overlapping promotions: the best for the guest wins and the quote says which and why', async () => {
    const t = await createTenant(app.runtime);
    const token = t.owner.token;
    const dine = (await app.request('POST', `${C}/settings/channels`, { token, body: { name: 'Dine-in', kind: 'DineIn' } })).body.data;
    const delivery = (await app.request('POST', `${C}/settings/channels`, { token, body: { name: 'Delivery', kind: 'Delivery' } })).body.data;
    const meal = (
      await app.request('POST', `${C}/catalog/products`, { token, body: { code: 'MEAL', name: 'Family meal', nameAr: 'وجبة عائلية', basePriceIqd: 20000 } })
    ).body.data;
    const group = (await app.request('POST', `${C}/branch-groups`, { token, body: { name: 'Airport', kind: 'PriceTier', priceTierPct: 10 } })).body.data;
    await app.request('POST', `${C}/branch-groups/${group.id}/branches`, { token, body: { branchId: t.branchId } });
    const common = { minOrderValue: 0, maxDiscountCap: null, startDate: '2026-11-01', endDate: '2026-11-30' };
    await create({ ...common, name: 'Twenty capped', discountPercent: 20, maxDiscountCap: 3000 }, token);
    const plain = (await create({ ...common, name: 'Plain ten', discountPercent: 10 }, token)).body.data;
    await create({ ...common, name: 'Delivery thirty', discountPercent: 30, channelId: delivery.id }, token);
    await create({ ...common, name: 'Big spender', discountPercent: 50, minOrderValue: 100000 }, token);
    await create({ ...common, name: 'Paused', discountPercent: 40, active: false }, token);

    const query = `query($branchId: UUID!, $channelId: UUID, $items: [CartItemInput!]!) {
      priceQuote(branchId: $branchId, channelId: $channelId, items: $items) {
        businessDate subtotal discount taxTotal total
        tier { groupName basisPoints reason }
        lines { name nameAr shelfPrice unitPrice lineTotal discount netAmount }
        promotion { promotionId name discount reason }
        promotionsConsidered { name discount applied rejection reason }
      } }`;
    const res = await app.graphql(query, { branchId: t.branchId, channelId: dine.id, items: [{ productId: meal.id, quantity: 2 }] }, { token });
    expect(res.body.errors).toBeUndefined();
    const quote = res.body.data.priceQuote;
    // 20,000 × 1.10 = 22,000 (a multiple of 250); two meals 44,000; 10% = 4,400 beats 20% capped at 3,000
    expect(quote).toMatchObject({ businessDate: '2026-11-23', subtotal: 44000, discount: 4400, taxTotal: 0, total: 39600 });
    expect(quote.tier).toMatchObject({ groupName: 'Airport', basisPoints: 1000 });
    expect(quote.lines).toEqual([
      { name: 'Family meal', nameAr: 'وجبة عائلية', shelfPrice: 22000, unitPrice: 22000, lineTotal: 44000, discount: 4400, netAmount: 39600 },
    ]);
    expect(quote.promotion).toMatchObject({ promotionId: plain.id, name: 'Plain ten', discount: 4400 });
    const byName = Object.fromEntries(quote.promotionsConsidered.map((p: { name: string }) => [p.name, p]));
    expect(byName['Twenty capped']).toMatchObject({ applied: false, rejection: 'NotTheBest', discount: 3000 });
    expect(byName['Twenty capped'].reason).toMatch(/capped at 3000 IQD.*Plain ten gives the guest more/);
    expect(byName['Delivery thirty']).toMatchObject({ applied: false, rejection: 'OtherChannel' });
    expect(byName['Big spender']).toMatchObject({ applied: false, rejection: 'BelowMinimumOrder' });
    expect(byName['Paused']).toMatchObject({ applied: false, rejection: 'Inactive' });

    const bad = await app.graphql(query, { branchId: other.branchId, channelId: null, items: [{ productId: meal.id, quantity: 0 }] }, { token });
    expect(bad.body.errors[0].extensions).toMatchObject({
      status: 422,
      fields: { branchId: ['is not a branch of this organisation'], 'items[0].quantity': ['must be a positive whole number'] },
    });
    const staff = await t.member('Staff');
    const refused = await app.graphql(query, { branchId: t.branchId, channelId: null, items: [{ productId: meal.id, quantity: 1 }] }, { token: staff.token });
    expect(refused.body.errors[0].extensions).toMatchObject({ status: 403 });
  });
});
