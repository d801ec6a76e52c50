import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { AuditEntry } from '../../../src/core/audit/audit-entry.entity';

const C = '/api/v1/console';
const P = `${C}/promotions`;
const R = `${P}/change-requests`;
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('Commercial: promotion change requests (maker-checker)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let manager: { token: string; userId: string };
  let secondOwner: { token: string; userId: string };

  beforeAll(async () => {
    app = await startTestApp({ now: new Date('2026-11-23T07:00:00Z') });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    manager = await tenant.member('Manager');
    secondOwner = await tenant.member('Owner');
  });
  afterAll(() => app.close());

  const proposal = { name: 'Weekend 15%', discountPercent: 15, maxDiscountCap: 4000, minOrderValue: 10000, startDate: '2026-11-27', endDate: '2026-11-28' };
  const propose = (body: Record<string, unknown> = {}, token = manager.token) => app.request('POST', R, { token, body: { ...proposal, ...body } });
  const decide = (id: string, body: Record<string, unknown>, token = tenant.owner.token) => app.request('POST', `${R}/${id}/decision`, { token, body });

  it('lets a manager propose a new promotion and the owner approve it: the promotion is created and linked', async () => {
    const res = await propose();
    expect(res.status).toBe(200);
    const request = res.body.data;
    expect(request).toMatchObject({ ...proposal, status: 'Pending', promotionId: null, createsPromotion: true, proposedBy: manager.userId, decidedBy: null });
    expect((await app.request('GET', P, { token: tenant.owner.token })).body.data.items.map((p: { name: string }) => p.name)).not.toContain('Weekend 15%');
    const approved = await decide(request.id, { decision: 'Approve', note: 'Fine for the weekend' });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'Approved', decidedBy: tenant.owner.userId, decisionNote: 'Fine for the weekend' });
    const promotion = (await app.request('GET', `${P}/${approved.body.data.promotionId}`, { token: tenant.owner.token })).body.data;
    expect(promotion).toMatchObject({ ...proposal, active: true, status: 'Scheduled' });
    // a decided request cannot be decided again
    expect((await decide(request.id, { decision: 'Reject', note: 'Changed my mind' })).status).toBe(409);
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: request.id } });
    expect(events.map((event) => event.type).sort()).toEqual(['commercial.promotion-change-request.approved', 'commercial.promotion-change-request.proposed']);
    const audit = await app.runtime.db.dataSource.manager.find(AuditEntry, { where: { entityId: promotion.id } });
    expect(audit[0]).toMatchObject({ action: 'created' });
    expect(audit[0].changes).toMatchObject({ changeRequestId: request.id });
  });

  it('changes an existing promotion on approval, and refuses (409) a request whose promotion changed since it was made', async () => {
    const promo = (await app.request('POST', P, { token: tenant.owner.token, body: { ...proposal, name: 'Lunch 10%', discountPercent: 10 } })).body.data;
    const first = (await propose({ promotionId: promo.id, name: 'Lunch 12%', discountPercent: 12 })).body.data;
    const second = (await propose({ promotionId: promo.id, name: 'Lunch 20%', discountPercent: 20 })).body.data;
    expect(first).toMatchObject({ promotionId: promo.id, createsPromotion: false });
    const approved = await decide(first.id, { decision: 'Approve' });
    expect(approved.body.data).toMatchObject({ status: 'Approved', promotionId: promo.id });
    expect((await app.request('GET', `${P}/${promo.id}`, { token: tenant.owner.token })).body.data).toMatchObject({ name: 'Lunch 12%', discountPercent: 12 });
    const stale = await decide(second.id, { decision: 'Approve' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed after the request/);
    expect((await app.request('GET', `${R}/${second.id}`, { token: tenant.owner.token })).body.data.status).toBe('Pending');
    expect((await app.request('GET', `${P}/${promo.id}`, { token: tenant.owner.token })).body.data.name).toBe('Lunch 12%');
    // a switch of the flag is a change too; a deleted target is 409
    const third = (await propose({ promotionId: promo.id, name: 'Lunch 15%' })).body.data;
    await app.request('PATCH', `${P}/${promo.id}/active`, { token: tenant.owner.token, body: { active: false } });
    expect((await decide(third.id, { decision: 'Approve' })).status).toBe(409);
    const fourth = (await propose({ promotionId: promo.id, name: 'Lunch 16%' })).body.data;
    await app.request('DELETE', `${P}/${promo.id}`, { token: tenant.owner.token, body: { reason: 'Lunch menu ended' } });
    expect((await decide(fourth.id, { decision: 'Approve' })).status).toBe(409);
    // the stale request can still be rejected
    expect((await decide(second.id, { decision: 'Reject', note: 'Overtaken by the 12% change' })).body.data).toMatchObject({
      status: 'Rejected',
      decisionNote: 'Overtaken by the 12% change',
    });
  });

  it('refuses the proposer approving their own request (403), and requires a note to reject (422)', async () => {
    const own = (await propose({}, tenant.owner.token)).body.data;
    const res = await decide(own.id, { decision: 'Approve' });
    expect(res.status).toBe(403);
    expect((await app.request('GET', `${R}/${own.id}`, { token: tenant.owner.token })).body.data.status).toBe('Pending');
    expect((await decide(own.id, { decision: 'Approve' }, secondOwner.token)).body.data.status).toBe('Approved');
    const next = (await propose()).body.data;
    expect((await decide(next.id, { decision: 'Reject' })).body.errors).toEqual({ note: ['is required to reject'] });
    expect((await decide(next.id, { decision: 'Reject', note: '   ' })).body.errors).toEqual({ note: ['is required to reject'] });
    expect((await decide(next.id, { decision: 'Maybe' })).status).toBe(422);
    const rejected = await decide(next.id, { decision: 'Reject', note: 'Too generous' });
    expect(rejected.body.data).toMatchObject({ status: 'Rejected', promotionId: null });
  });

  it('needs commercial:propose to propose and commercial:approve to decide (403): a manager proposes but cannot approve', async () => {
    const request = (await propose()).body.data;
    expect((await decide(request.id, { decision: 'Approve' }, manager.token)).status).toBe(403);
    const accountant = await tenant.member('Accountant');
    expect((await propose({}, accountant.token)).status).toBe(403);
    expect((await app.request('GET', R, { token: accountant.token })).status).toBe(200);
    const staff = await tenant.member('Staff');
    expect((await app.request('GET', R, { token: staff.token })).status).toBe(403);
    expect((await app.request('GET', `${R}/${request.id}`, { token: tenant.owner.token })).body.data.status).toBe('Pending');
  });

  it('validates the proposal like a create, and a promotionId or channel of another organisation is 422', async () => {
    const bad = await propose({ discountPercent: 0, startDate: '2026-12-02', endDate: '2026-12-01' });
    expect(bad.body.errors).toEqual({ discountPercent: ['must be more than 0'] });
    expect((await propose({ startDate: '2026-12-02', endDate: '2026-12-01' })).body.errors).toEqual({ endDate: ['must be on or after startDate'] });
    const theirs = (await app.request('POST', P, { token: other.owner.token, body: proposal })).body.data;
    expect((await propose({ promotionId: theirs.id })).body.errors).toEqual({ promotionId: ['is not a promotion of this organisation'] });
    expect((await propose({ promotionId: MISSING })).body.errors).toEqual({ promotionId: ['is not a promotion of this organisation'] });
    const theirChannel = (await app.request('POST', `${C}/settings/channels`, { token: other.owner.token, body: { name: 'Theirs', kind: 'DineIn' } })).body
      .data;
    expect((await propose({ channelId: theirChannel.id })).body.errors).toEqual({ channelId: ['is not a sales channel of this organisation'] });
    expect((await app.request('GET', `${P}/${theirs.id}`, { token: other.owner.token })).body.data.name).toBe(proposal.name);
  });

  it("answers 404 for another organisation's request on get and decide, and changes nothing", async () => {
    const request = (await propose({ name: 'Private' })).body.data;
    expect((await app.request('GET', `${R}/${request.id}`, { token: other.owner.token })).status).toBe(404);
    expect((await decide(request.id, { decision: 'Approve' }, other.owner.token)).status).toBe(404);
    expect((await app.request('GET', R, { token: other.owner.token })).body.data.items).toEqual([]);
    expect((await app.request('GET', `${R}/${request.id}`, { token: tenant.owner.token })).body.data.status).toBe('Pending');
    expect((await decide(MISSING, { decision: 'Approve' })).status).toBe(404);
  });

  it('lists requests by Status and PromotionId, newest first', async () => {
    const t = await createTenant(app.runtime);
    const mgr = await t.member('Manager');
    const promo = (await app.request('POST', P, { token: t.owner.token, body: proposal })).body.data;
    const a = (await propose({ name: 'A' }, mgr.token)).body.data;
    app.clock.advance(1000);
    const b = (await propose({ name: 'B', promotionId: promo.id }, mgr.token)).body.data;
    await decide(a.id, { decision: 'Reject', note: 'No' }, t.owner.token);
    const ids = async (query: string) => (await app.request('GET', `${R}${query}`, { token: t.owner.token })).body.data.items.map((r: { id: string }) => r.id);
    expect(await ids('')).toEqual([b.id, a.id]);
    expect(await ids('?Status=Pending')).toEqual([b.id]);
    expect(await ids('?Status=Rejected')).toEqual([a.id]);
    expect(await ids(`?PromotionId=${promo.id}`)).toEqual([b.id]);
  });

  it('works over GraphQL', async () => {
    const res = await app.graphql(
      'mutation($input: PromotionChangeRequestInput!) { proposePromotionChange(input: $input) { id status createsPromotion } }',
      { input: { ...proposal, name: 'GraphQL proposal' } },
      { token: manager.token },
    );
    const id = res.body.data.proposePromotionChange.id;
    expect(res.body.data.proposePromotionChange).toMatchObject({ status: 'Pending', createsPromotion: true });
    const decided = await app.graphql(
      `mutation { decidePromotionChangeRequest(id: "${id}", input: {decision: Approve}) { status promotionId } }`,
      {},
      { token: tenant.owner.token },
    );
    expect(decided.body.data.decidePromotionChangeRequest.status).toBe('Approved');
    const list = await app.graphql('{ promotions(filter: {status: Scheduled}) { items { name status } } }', {}, { token: tenant.owner.token });
    expect(list.body.data.promotions.items.map((p: { name: string }) => p.name)).toContain('GraphQL proposal');
  });
});
