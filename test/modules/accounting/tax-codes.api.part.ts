import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { taxCodeService } from '../../../src/modules/accounting/tax-codes/tax-code.service';
import { deleteGuards } from '../../../src/core/modules/delete-guards';
import { TaxAppliesTo } from '../../../src/modules/accounting/tax-codes/tax-code.rules';
import { RequestContext } from '../../../src/core/context/request-context';
import { systemPrincipal } from '../../../src/core/auth/principal';
import { ALL_PERMISSIONS } from '../../../src/core/auth/permissions';

const T = '/api/v1/console/accounting/tax-codes';

describe('Accounting tax codes (REST and GraphQL)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  const blocked = new Set<string>();

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    deleteGuards.register([{ protects: 'taxCode', check: async (_manager, _ctx, id) => (blocked.has(id) ? 'An active product uses this tax code.' : null) }]);
  });
  afterAll(() => app.close());

  const body = (overrides: Record<string, unknown> = {}) => ({
    code: `VAT${Math.random().toString(36).slice(2, 6)}`,
    name: 'VAT 15 %',
    nameAr: 'ضريبة',
    kind: 'Vat',
    ratePermille: 150,
    appliesTo: 'Sales',
    ...overrides,
  });
  const create = (overrides: Record<string, unknown> = {}, token = tenant.owner.token) => app.request('POST', T, { token, body: body(overrides) });

  it('creates a tax code with enum values and answers in the envelope', async () => {
    const res = await create({ code: 'svc10', kind: 'ServiceCharge', ratePermille: 100, appliesTo: 'Both' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ code: 'svc10', kind: 'ServiceCharge', ratePermille: 100, appliesTo: 'Both', active: true, deletedAt: null });
  });

  it('refuses a code that differs only in case with 409 CONFLICT', async () => {
    const res = await create({ code: 'SVC10' });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ code: ['Conflict'] });
    expect((await create({ code: 'SVC10' }, other.owner.token)).status).toBe(200);
  });

  it('answers 422 with field names for a rate out of range, an unknown kind, a missing name and a bad code', async () => {
    const rate = await create({ ratePermille: 1001 });
    expect(rate.status).toBe(422);
    expect(rate.body.errors.ratePermille).toBeDefined();
    const negative = await create({ ratePermille: -1 });
    expect(negative.body.errors.ratePermille).toBeDefined();
    const kind = await create({ kind: 'vat-ish' });
    expect(kind.status).toBe(422);
    expect(kind.body.errors.kind).toBeDefined();
    const applies = await create({ appliesTo: 'Everything' });
    expect(applies.body.errors.appliesTo).toBeDefined();
    const name = await create({ name: '' });
    expect(name.body.errors).toEqual({ name: ['is required'] });
    const code = await create({ code: 'a b' });
    expect(code.body.errors.code).toBeDefined();
    const exempt = await create({ kind: 'Exempt', ratePermille: 50 });
    expect(exempt.status).toBe(422);
    expect(exempt.body.errors).toEqual({ ratePermille: ['must be 0 for an Exempt tax code'] });
  });

  it('lists with Kind, AppliesTo, Active filters and standard params', async () => {
    const own = await createTenant(app.runtime);
    const t = own.owner.token;
    await create({ code: 'A1', kind: 'Vat', appliesTo: 'Sales' }, t);
    await create({ code: 'B1', kind: 'Vat', appliesTo: 'Purchases' }, t);
    await create({ code: 'C1', kind: 'ServiceCharge', appliesTo: 'Both' }, t);
    const all = await app.request('GET', `${T}?Sort=code&Dir=desc`, { token: t });
    expect(all.body.data.items.map((x: { code: string }) => x.code)).toEqual(['C1', 'B1', 'A1']);
    const vat = await app.request('GET', `${T}?Kind=Vat`, { token: t });
    expect(vat.body.data.total).toBe(2);
    const sales = await app.request('GET', `${T}?AppliesTo=Sales&Sort=code`, { token: t });
    expect(sales.body.data.items.map((x: { code: string }) => x.code)).toEqual(['A1', 'C1']);
    const search = await app.request('GET', `${T}?search=b1&PerPage=1`, { token: t });
    expect(search.body.data).toMatchObject({ total: 1, perPage: 1, items: [{ code: 'B1' }] });
    const bad = await app.request('GET', `${T}?Sort=secret`, { token: t });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.sort).toBeDefined();
  });

  it('updates name, rate and use but never the code; audits and emits', async () => {
    const created = (await create({ code: 'UPD1' })).body.data;
    const res = await app.request('PUT', `${T}/${created.id}`, { token: tenant.owner.token, body: { name: 'VAT 10 %', ratePermille: 100, appliesTo: 'Both' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ code: 'UPD1', name: 'VAT 10 %', ratePermille: 100, appliesTo: 'Both', nameAr: 'ضريبة' });
    const code = await app.request('PUT', `${T}/${created.id}`, { token: tenant.owner.token, body: { code: 'OTHER' } });
    expect(code.status).toBe(422);
    expect(code.body.errors).toEqual({ code: ['is not a known field'] });
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: created.id } });
    expect(events.map((e) => e.type).sort()).toEqual(['accounting.tax-code.created', 'accounting.tax-code.updated']);
    const audit = await app.request('GET', `/api/v1/console/audit-trail?EntityType=tax-code&EntityId=${created.id}`, { token: tenant.owner.token });
    expect(audit.status).toBe(200);
    expect(audit.body.data.items.map((e: { action: string }) => e.action)).toEqual(['updated', 'created']);
  });

  it('deactivates and activates with a reason; the same value again changes nothing', async () => {
    const created = (await create({ code: 'ACT1' })).body.data;
    const off = await app.request('POST', `${T}/${created.id}/active`, { token: tenant.owner.token, body: { active: false, reason: 'Rate abolished' } });
    expect(off.body.data).toMatchObject({ active: false, activeReason: 'Rate abolished' });
    const again = await app.request('POST', `${T}/${created.id}/active`, { token: tenant.owner.token, body: { active: false } });
    expect(again.body.data).toMatchObject({ active: false, activeReason: 'Rate abolished' });
    const inactive = await app.request('GET', `${T}?Active=false`, { token: tenant.owner.token });
    expect(inactive.body.data.items.map((x: { id: string }) => x.id)).toContain(created.id);
    const on = await app.request('POST', `${T}/${created.id}/active`, { token: tenant.owner.token, body: { active: true } });
    expect(on.body.data.active).toBe(true);
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: created.id } });
    expect(events.map((e) => e.type).sort()).toEqual(['accounting.tax-code.activated', 'accounting.tax-code.created', 'accounting.tax-code.deactivated']);
  });

  it('soft-deletes with a reason, hides it unless IncludeDeleted, frees the code and refuses further writes with 404', async () => {
    const created = (await create({ code: 'DEL1' })).body.data;
    const res = await app.request('DELETE', `${T}/${created.id}`, { token: tenant.owner.token, body: { reason: 'Duplicate' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ deleteReason: 'Duplicate', deletedBy: tenant.owner.userId });
    const list = await app.request('GET', `${T}?Search=DEL1`, { token: tenant.owner.token });
    expect(list.body.data.total).toBe(0);
    const withDeleted = await app.request('GET', `${T}?Search=DEL1&IncludeDeleted=true`, { token: tenant.owner.token });
    expect(withDeleted.body.data.total).toBe(1);
    expect((await app.request('GET', `${T}/${created.id}`, { token: tenant.owner.token })).body.data.deletedAt).not.toBeNull();
    expect((await app.request('PUT', `${T}/${created.id}`, { token: tenant.owner.token, body: { name: 'x' } })).status).toBe(404);
    expect((await app.request('DELETE', `${T}/${created.id}`, { token: tenant.owner.token })).status).toBe(404);
    expect((await create({ code: 'del1' })).status).toBe(200);
  });

  it('refuses to delete a tax code a registered dependant still uses with 409', async () => {
    const created = (await create({ code: 'USED1' })).body.data;
    blocked.add(created.id);
    const res = await app.request('DELETE', `${T}/${created.id}`, { token: tenant.owner.token });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An active product uses this tax code.');
    expect((await app.request('GET', `${T}/${created.id}`, { token: tenant.owner.token })).body.data.deletedAt).toBeNull();
  });

  it("answers 404 for another organisation's tax code on every path and changes nothing", async () => {
    const foreign = (await create({ code: 'FOR1' }, other.owner.token)).body.data;
    const t = tenant.owner.token;
    expect((await app.request('GET', `${T}/${foreign.id}`, { token: t })).status).toBe(404);
    expect((await app.request('PUT', `${T}/${foreign.id}`, { token: t, body: { name: 'Hijack' } })).status).toBe(404);
    expect((await app.request('POST', `${T}/${foreign.id}/active`, { token: t, body: { active: false } })).status).toBe(404);
    expect((await app.request('DELETE', `${T}/${foreign.id}`, { token: t })).status).toBe(404);
    const after = await app.request('GET', `${T}/${foreign.id}`, { token: other.owner.token });
    expect(after.body.data).toMatchObject({ name: 'VAT 15 %', active: true, deletedAt: null });
    expect((await app.request('GET', `${T}/8a1f0a52-2d4c-4d7b-9a39-1f1b0c9f3e11`, { token: t })).status).toBe(404);
  });

  it('lets staff neither read nor write tax codes (403) and lets an accountant do both', async () => {
    const staff = await tenant.member('Staff');
    expect((await app.request('GET', T, { token: staff.token })).status).toBe(403);
    expect((await create({}, staff.token)).status).toBe(403);
    const accountant = await tenant.member('Accountant');
    expect((await create({}, accountant.token)).status).toBe(200);
    const hr = await tenant.member('Hr');
    expect((await app.request('GET', T, { token: hr.token })).status).toBe(403);
  });

  it('lets other modules require a usable tax code: 422 on their field for a foreign, unknown, deleted, inactive or wrong-use code', async () => {
    const ctx = new RequestContext(app.runtime, systemPrincipal(tenant.organizationId, ALL_PERMISSIONS, tenant.branchId), null, { transport: 'cli' });
    const manager = app.runtime.db.dataSource.manager;
    const usable = (await create({ code: 'USE1', appliesTo: 'Sales' })).body.data;
    expect((await taxCodeService.requireUsable(ctx, manager, usable.id, 'taxCodeId', TaxAppliesTo.Sales)).code).toBe('USE1');
    const refused = async (id: string, use?: TaxAppliesTo.Sales | TaxAppliesTo.Purchases) => {
      const error = await taxCodeService.requireUsable(ctx, manager, id, 'items[0].taxCodeId', use).then(
        () => null,
        (e) => e,
      );
      expect(error).toMatchObject({ status: 422, fields: { 'items[0].taxCodeId': [expect.any(String)] } });
    };
    await refused(usable.id, TaxAppliesTo.Purchases);
    await refused((await create({ code: 'USE2' }, other.owner.token)).body.data.id);
    await refused('8a1f0a52-2d4c-4d7b-9a39-1f1b0c9f3e11');
    const inactive = (await create({ code: 'USE3' })).body.data;
    await app.request('POST', `${T}/${inactive.id}/active`, { token: tenant.owner.token, body: { active: false } });
    await refused(inactive.id);
    const deleted = (await create({ code: 'USE4' })).body.data;
    await app.request('DELETE', `${T}/${deleted.id}`, { token: tenant.owner.token });
    await refused(deleted.id);
  });

  it('works over GraphQL with enum literals', async () => {
    const res = await app.graphql(
      'mutation { createTaxCode(input: {code: "GQL1", name: "Purchase VAT", kind: Vat, ratePermille: 50, appliesTo: Purchases}) { id code kind appliesTo ratePermille } }',
      {},
      { token: tenant.owner.token },
    );
    expect(res.body.data.createTaxCode).toMatchObject({ code: 'GQL1', kind: 'Vat', appliesTo: 'Purchases', ratePermille: 50 });
    const list = await app.graphql('{ taxCodes(filter: {appliesTo: Purchases}) { total items { code } } }', {}, { token: tenant.owner.token });
    expect(list.body.data.taxCodes.items.map((x: { code: string }) => x.code)).toContain('GQL1');
    const invalid = await app.graphql(
      'mutation { createTaxCode(input: {code: "GQL2", name: "x", kind: Vat, ratePermille: 5000, appliesTo: Sales}) { id } }',
      {},
      { token: tenant.owner.token },
    );
    expect(invalid.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', status: 422 });
  });
});
