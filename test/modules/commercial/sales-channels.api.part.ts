import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { createKey } from '../developers/api-keys.support';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { AuditEntry } from '../../../src/core/audit/audit-entry.entity';

const CHANNELS = '/api/v1/console/settings/channels';
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('Commercial: sales channels (REST and GraphQL)', () => {
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
  const create = (body: Record<string, unknown>, t = token()) => app.request('POST', CHANNELS, { token: t, body: { kind: 'DineIn', ...body } });

  it('creates a channel with its Arabic name, active by default, and reads it back', async () => {
    const res = await create({ name: 'Hall', nameAr: 'الصالة' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Hall', nameAr: 'الصالة', kind: 'DineIn', active: true });
    const one = await app.request('GET', `${CHANNELS}/${res.body.data.id}`, { token: token() });
    expect(one.body.data).toMatchObject({ id: res.body.data.id, nameAr: 'الصالة' });
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: res.body.data.id } });
    expect(events.map((event) => event.type)).toEqual(['commercial.sales-channel.created']);
  });

  it('answers 422 per field for a missing name, an unknown kind and a name too long', async () => {
    const res = await create({ name: '' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ name: ['is required'] });
    const kind = await create({ name: 'Drone', kind: 'Drone' });
    expect(kind.status).toBe(422);
    expect(kind.body.errors).toEqual({ kind: ['must be one of: DineIn, Takeaway, Delivery, SelfOrder, Partner'] });
    const long = await create({ name: 'x'.repeat(121) });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ name: ['must be at most 120 characters'] });
  });

  it('refuses a duplicate name in any case with 409', async () => {
    await create({ name: 'Talabat', kind: 'Partner' });
    const res = await create({ name: 'talabat', kind: 'Delivery' });
    expect(res.status).toBe(409);
  });

  it('lists by name, filters Kind and Active, and patches only the sent fields', async () => {
    const t = (await createTenant(app.runtime)).owner.token;
    await create({ name: 'Takeaway counter', kind: 'Takeaway' }, t);
    const qr = (await create({ name: 'Guest QR', kind: 'SelfOrder' }, t)).body.data;
    await create({ name: 'App delivery', kind: 'Delivery' }, t);
    const list = await app.request('GET', CHANNELS, { token: t });
    expect(list.body.data.items.map((c: { name: string }) => c.name)).toEqual(['App delivery', 'Guest QR', 'Takeaway counter']);
    const byKind = await app.request('GET', `${CHANNELS}?Kind=SelfOrder`, { token: t });
    expect(byKind.body.data.items.map((c: { id: string }) => c.id)).toEqual([qr.id]);
    const patched = await app.request('PATCH', `${CHANNELS}/${qr.id}`, { token: t, body: { nameAr: 'رمز الطاولة' } });
    expect(patched.body.data).toMatchObject({ name: 'Guest QR', nameAr: 'رمز الطاولة', kind: 'SelfOrder', active: true });
    await app.request('POST', `${CHANNELS}/${qr.id}/deactivate`, { token: t });
    const inactive = await app.request('GET', `${CHANNELS}?Active=false`, { token: t });
    expect(inactive.body.data.items.map((c: { id: string }) => c.id)).toEqual([qr.id]);
    const nullName = await app.request('PATCH', `${CHANNELS}/${qr.id}`, { token: t, body: { name: null } });
    expect(nullName.status).toBe(422);
    expect(nullName.body.errors).toEqual({ name: ['is required'] });
    const nullKind = await app.request('PATCH', `${CHANNELS}/${qr.id}`, { token: t, body: { kind: null } });
    expect(nullKind.status).toBe(422);
    expect(nullKind.body.errors).toEqual({ kind: ['is required'] });
  });

  it('deactivates and activates, refusing the same move twice with 409, with audit and events', async () => {
    const channel = (await create({ name: 'Terrace' })).body.data;
    const off = await app.request('POST', `${CHANNELS}/${channel.id}/deactivate`, { token: token() });
    expect(off.body.data.active).toBe(false);
    expect((await app.request('POST', `${CHANNELS}/${channel.id}/deactivate`, { token: token() })).status).toBe(409);
    const on = await app.request('POST', `${CHANNELS}/${channel.id}/activate`, { token: token() });
    expect(on.body.data.active).toBe(true);
    expect((await app.request('POST', `${CHANNELS}/${channel.id}/activate`, { token: token() })).status).toBe(409);
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: channel.id } });
    expect(events.map((event) => event.type).sort()).toEqual([
      'commercial.sales-channel.activated',
      'commercial.sales-channel.created',
      'commercial.sales-channel.deactivated',
    ]);
    const audit = await app.runtime.db.dataSource.manager.find(AuditEntry, { where: { entityId: channel.id, action: 'deactivated' } });
    expect(audit[0].changes).toEqual({ active: { from: true, to: false } });
  });

  it("answers 404 for another organisation's channel on every path and changes nothing", async () => {
    const mine = (await create({ name: 'Mine' })).body.data;
    const attempts = [
      ['GET', `${CHANNELS}/${mine.id}`, undefined],
      ['PATCH', `${CHANNELS}/${mine.id}`, { name: 'Stolen' }],
      ['POST', `${CHANNELS}/${mine.id}/deactivate`, undefined],
      ['POST', `${CHANNELS}/${mine.id}/activate`, undefined],
    ] as const;
    for (const [method, url, body] of attempts) {
      expect((await app.request(method, url, { token: other.owner.token, body })).status).toBe(404);
    }
    const still = await app.request('GET', `${CHANNELS}/${mine.id}`, { token: token() });
    expect(still.body.data).toMatchObject({ name: 'Mine', active: true });
    expect((await app.request('GET', `${CHANNELS}/${MISSING}`, { token: token() })).status).toBe(404);
    const theirs = await app.request('GET', CHANNELS, { token: other.owner.token });
    expect(theirs.body.data.items).toEqual([]);
  });

  it('refuses callers without commercial:read / commercial:write with 403', async () => {
    const staff = await tenant.member('Staff');
    expect((await create({ name: 'Staff' }, staff.token)).status).toBe(403);
    expect((await app.request('GET', CHANNELS, { token: staff.token })).status).toBe(403);
    const key = await createKey(app, token(), { scopes: ['commercial:read'] });
    expect((await app.request('POST', CHANNELS, { apiKey: key.key, body: { name: 'Key', kind: 'DineIn' } })).status).toBe(403);
    expect((await app.request('GET', CHANNELS, { apiKey: key.key })).status).toBe(200);
  });

  it('works over GraphQL with the same rules', async () => {
    const res = await app.graphql(
      'mutation($input: CreateSalesChannelInput!) { createSalesChannel(input: $input) { id name nameAr kind active } }',
      { input: { name: 'Careem', nameAr: 'كريم', kind: 'Partner' } },
      { token: token() },
    );
    expect(res.body.data.createSalesChannel).toMatchObject({ name: 'Careem', nameAr: 'كريم', kind: 'Partner', active: true });
    const id = res.body.data.createSalesChannel.id;
    const off = await app.graphql(`mutation { deactivateSalesChannel(id: "${id}") { active } }`, {}, { token: token() });
    expect(off.body.data.deactivateSalesChannel.active).toBe(false);
    const again = await app.graphql(`mutation { deactivateSalesChannel(id: "${id}") { active } }`, {}, { token: token() });
    expect(again.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', status: 409 });
    const list = await app.graphql('{ salesChannels(filter: {kind: Partner}) { items { name } } }', {}, { token: token() });
    expect(list.body.data.salesChannels.items.map((c: { name: string }) => c.name)).toEqual(['Careem', 'Talabat']);
  });
});
