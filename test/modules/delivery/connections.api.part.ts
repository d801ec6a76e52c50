import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { DeliveryConnection } from '../../../src/modules/delivery/connections/delivery-connection.entity';
import { D, deliveryShop, MISSING, type DeliveryShop } from './delivery.support';

describe('Delivery connections (REST and GraphQL)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let shop: DeliveryShop;
  let owner: string;

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    shop = await deliveryShop(app, tenant, 'DC');
  }, 120_000);
  afterAll(() => app.close());

  const body = (extra: Record<string, unknown> = {}) => ({
    branchId: tenant.branchId,
    platform: 'Generic',
    name: 'Lezzoo Karrada',
    platformStoreId: `store-${Math.random().toString(36).slice(2, 8)}`,
    channelId: shop.channelId,
    outboundUrl: 'http://127.0.0.1:9/hook',
    ...extra,
  });

  it('creates a Generic connection, answers its signing secret once and stores it only encrypted', async () => {
    const res = await app.request('POST', `${D}/connections`, { token: owner, body: body() });
    expect(res.status).toBe(200);
    const { connection, signingSecret } = res.body.data;
    expect(signingSecret).toMatch(/^whsec_/);
    expect(connection.credentialsHint).toBe(signingSecret.slice(-4));
    expect(JSON.stringify(connection)).not.toContain(signingSecret);
    const stored = await app.runtime.db.dataSource.manager.findOneByOrFail(DeliveryConnection, { id: connection.id });
    expect(stored.credentialsSealed).toMatch(/^v1:/);
    expect(stored.credentialsSealed).not.toContain(signingSecret.slice(6, 20));

    const read = await app.request('GET', `${D}/connections/${connection.id}`, { token: owner });
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body)).not.toContain(signingSecret);
    expect(read.body.data).not.toHaveProperty('credentialsSealed');

    const rotated = await app.request('POST', `${D}/connections/${connection.id}/rotate-secret`, { token: owner });
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.signingSecret).toMatch(/^whsec_/);
    expect(rotated.body.data.signingSecret).not.toBe(signingSecret);
  });

  it('lists, changes and removes connections; a store connected twice is 409', async () => {
    const created = (await app.request('POST', `${D}/connections`, { token: owner, body: body({ platformStoreId: 'store-dup' }) })).body.data.connection;
    const again = await app.request('POST', `${D}/connections`, { token: owner, body: body({ platformStoreId: 'store-dup' }) });
    expect(again.status).toBe(409);
    const list = await app.request('GET', `${D}/connections?BranchId=${tenant.branchId}`, { token: owner });
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((c: { id: string }) => c.id)).toContain(created.id);
    const changed = await app.request('PUT', `${D}/connections/${created.id}`, { token: owner, body: { autoAccept: true, acceptDeadlineSeconds: 120 } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ autoAccept: true, acceptDeadlineSeconds: 120 });
    const removed = await app.request('DELETE', `${D}/connections/${created.id}`, { token: owner });
    expect(removed.status).toBe(200);
    expect((await app.request('GET', `${D}/connections/${created.id}`, { token: owner })).status).toBe(404);
  });

  it('refuses bad input with 422 naming the fields, and changes nothing', async () => {
    const res = await app.request('POST', `${D}/connections`, {
      token: owner,
      body: body({ name: '', channelId: MISSING, acceptDeadlineSeconds: 5, outboundUrl: 'ftp://x', credentials: { nope: 'x' } }),
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['name', 'acceptDeadlineSeconds']));
    const refs = await app.request('POST', `${D}/connections`, { token: owner, body: body({ channelId: MISSING, outboundUrl: 'ftp://x' }) });
    expect(refs.status).toBe(422);
    expect(Object.keys(refs.body.errors).sort()).toEqual(['channelId', 'outboundUrl']);
    const creds = await app.request('POST', `${D}/connections`, { token: owner, body: body({ credentials: { nope: 'x' } }) });
    expect(creds.status).toBe(422);
    expect(Object.keys(creds.body.errors)).toEqual(['credentials']);
    const otherBranch = await app.request('POST', `${D}/connections`, { token: owner, body: body({ branchId: other.branchId }) });
    expect(otherBranch.status).toBe(422);
  });

  it("answers 404 for another organisation's connection and 403 without delivery:manage", async () => {
    const created = (await app.request('POST', `${D}/connections`, { token: owner, body: body() })).body.data.connection;
    expect((await app.request('GET', `${D}/connections/${created.id}`, { token: other.owner.token })).status).toBe(404);
    expect((await app.request('PUT', `${D}/connections/${created.id}`, { token: other.owner.token, body: { name: 'x' } })).status).toBe(404);
    const staff = await tenant.member('Staff');
    expect((await app.request('GET', `${D}/connections`, { token: staff.token })).status).toBe(403);
    const accountant = await tenant.member('Accountant');
    expect((await app.request('GET', `${D}/connections`, { token: accountant.token })).status).toBe(200);
    expect((await app.request('POST', `${D}/connections`, { token: accountant.token, body: body() })).status).toBe(403);
  });
});
