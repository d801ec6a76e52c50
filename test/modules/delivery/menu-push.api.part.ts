import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { DeliveryPlatformSimulator } from '../../support/delivery-simulator';
import { DeliveryHeroSimulator } from '../../support/delivery-hero-simulator';
import { MAX_ATTEMPTS } from '../../../src/modules/delivery/outbound/outbound.rules';
import { MENU_DEBOUNCE_MS } from '../../../src/modules/delivery/menus/delivery-menu-push.queue';
import { sendMessage, sweepDue } from '../../../src/modules/delivery/outbound/outbound.sender';
import { C, D, MISSING, deliveryShop, ok, type DeliveryShop } from './delivery.support';

/*
 * Menu push (docs/delivery.md, "Menu push"): on request, after a catalogue change (debounced, one
 * push per connection), and when Delivery Hero asks for a menu import; each push recorded with its
 * state, against the generic and Delivery Hero simulators over HTTP.
 */
describe('Delivery menu push to the platforms', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let shop: DeliveryShop;
  let owner: string;
  let hiddenId: string;
  let genericId: string;
  let dhId: string;
  let downId: string;
  const generic = new DeliveryPlatformSimulator();
  const down = new DeliveryPlatformSimulator();
  let dh: DeliveryHeroSimulator;

  const connectGeneric = async (t: TestTenant, sim: DeliveryPlatformSimulator, channelId: string, store: string) => {
    const created = await ok(app, 'POST', `${D}/connections`, t.owner.token, {
      branchId: t.branchId,
      platform: 'Generic',
      name: store,
      platformStoreId: store,
      channelId,
      outboundUrl: sim.url,
    });
    sim.secret = created.signingSecret;
    return created.connection.id as string;
  };
  const pushes = async (connectionId: string, token = owner) =>
    (await ok(app, 'GET', `${D}/menu-pushes?ConnectionId=${connectionId}&PerPage=100`, token)).items as any[];
  const pushOf = async (id: string) => ok(app, 'GET', `${D}/menu-pushes/${id}`, owner);
  const until = async (check: () => Promise<boolean>, what: string) => {
    for (let i = 0; i < 300; i++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`not in time: ${what}`);
  };

  beforeAll(async () => {
    await generic.start();
    await down.start();
    dh = await new DeliveryHeroSimulator().start();
    app = await startTestApp({ jobs: true, config: { webhookAllowPrivateNetworks: true } });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    shop = await deliveryShop(app, tenant, 'MP');
    // A 25 % price tier for the branch, and a product the branch hides.
    const tier = await ok(app, 'POST', `${C}/branch-groups`, owner, { name: 'Tier 25', kind: 'PriceTier', priceTierPct: 25 });
    await ok(app, 'POST', `${C}/branch-groups/${tier.id}/branches`, owner, { branchId: tenant.branchId });
    const hidden = await ok(app, 'POST', `${C}/catalog/products`, owner, {
      code: 'MP-HID',
      name: 'Hidden dish',
      nameAr: 'طبق مخفي',
      basePriceIqd: 3000,
      categoryId: shop.categoryId,
      channels: ['Partner', 'Delivery'],
      hiddenBranchIds: [tenant.branchId],
    });
    hiddenId = hidden.id;
    genericId = await connectGeneric(tenant, generic, shop.channelId, 'mp-generic');
    const dhCreated = await ok(app, 'POST', `${D}/connections`, owner, {
      branchId: tenant.branchId,
      platform: 'DeliveryHero',
      name: 'Talabat menu',
      platformStoreId: 'mp-vendor',
      channelId: shop.channelId,
      outboundUrl: dh.url,
      credentials: { username: dh.username, password: dh.password, pluginSecret: dh.pluginSecret, chainCode: dh.chainCode },
    });
    dhId = dhCreated.connection.id;
    const otherShop = await deliveryShop(app, other, 'MQ');
    downId = await connectGeneric(other, down, otherShop.channelId, 'mp-down');
    // Each new connection is given its menu after the debounce (the last test): sent before the tests count.
    app.clock.advance(MENU_DEBOUNCE_MS);
    await generic.waitFor(() => generic.of('menu').length === 1);
    await down.waitFor(() => down.of('menu').length === 1);
    await dh.waitFor(() => dh.catalogImports.size === 1);
    for (const id of [genericId, dhId]) await until(async () => (await pushes(id)).every((p) => p.state === 'Sent'), 'connection pushes sent');
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await generic.stop();
    await down.stop();
    await dh.close();
  });

  it('pushes the channel menu on request: categories, products, modifiers, English and Arabic, tier prices, hidden products left out', async () => {
    const push = await ok(app, 'POST', `${D}/connections/${genericId}/menu-push`, owner);
    expect(push).toMatchObject({ connectionId: genericId, trigger: 'Request', state: 'Queued', attempts: 0, lastError: null, completedAt: null });
    await generic.waitFor(() => generic.of('menu').length === 2);
    const call = generic.of('menu')[1];
    expect(call.signatureValid).toBe(true);
    const category = call.data.categories.find((c: any) => c.id === shop.categoryId);
    expect(category).toMatchObject({ name: 'Mains', nameAr: 'الأطباق' });
    const ids = category.products.map((p: any) => p.id);
    expect(ids).toEqual(expect.arrayContaining([shop.productId, shop.drinkId]));
    expect(ids).not.toContain(hiddenId);
    const biryani = category.products.find((p: any) => p.id === shop.productId);
    expect(biryani).toMatchObject({ name: 'Biryani', nameAr: 'برياني', price: 7500, available: true });
    expect(biryani.modifierGroups[0]).toMatchObject({ name: 'Size', nameAr: 'الحجم', minSelect: 0, maxSelect: 1 });
    expect(biryani.modifierGroups[0].options[0]).toMatchObject({ id: shop.largeId, name: 'Large', nameAr: 'كبير', priceDelta: 1000 });

    await until(async () => (await pushOf(push.id)).state === 'Sent', 'push sent');
    const sent = await pushOf(push.id);
    expect(sent).toMatchObject({ state: 'Sent', attempts: 1, lastError: null });
    expect(sent.completedAt).not.toBeNull();
    // The GraphQL list shows the same push; the call log keeps the call.
    const gql = await app.request('POST', '/graphql', {
      token: owner,
      body: {
        query: `query($f: DeliveryMenuPushFilter) { deliveryMenuPushes(filter: $f) { items { id state trigger attempts } } }`,
        variables: { f: { connectionId: genericId } },
      },
    });
    expect(gql.body.data.deliveryMenuPushes.items).toEqual([
      { id: push.id, state: 'Sent', trigger: 'Request', attempts: 1 },
      { id: expect.any(String), state: 'Sent', trigger: 'ConnectionChange', attempts: 1 },
    ]);
    const calls = (await ok(app, 'GET', `${D}/calls?ConnectionId=${genericId}&Direction=Out`, owner)).items as any[];
    expect(calls.some((c) => c.operation === 'Menu' && c.responseStatus === 200)).toBe(true);
  });

  it('coalesces several catalogue changes into one push per connection, a few seconds later', async () => {
    const before = generic.of('menu').length;
    for (const price of [8000, 8400, 8800]) await ok(app, 'PATCH', `${C}/catalog/products/${shop.productId}`, owner, { basePriceIqd: price });
    const queued = (await pushes(genericId)).filter((p) => p.state === 'Queued');
    expect(queued).toHaveLength(1);
    expect(queued[0].trigger).toBe('CatalogueChange');
    expect(new Date(queued[0].nextAttemptAt).getTime() - app.clock.now().getTime()).toBe(MENU_DEBOUNCE_MS);
    // The Delivery Hero connection of the branch is queued too, one push.
    expect((await pushes(dhId)).filter((p) => p.state === 'Queued')).toHaveLength(1);
    // Not before the debounce: the sender run now sends nothing.
    await sendMessage(app.runtime, queued[0].id);
    expect(generic.of('menu')).toHaveLength(before);

    // Due once the debounce has passed, and picked up by a sweep (run at once rather than on its schedule).
    app.clock.advance(MENU_DEBOUNCE_MS);
    await sweepDue(app.runtime);
    await generic.waitFor(() => generic.of('menu').length === before + 1);
    const latest = generic.of('menu').at(-1)!;
    const biryani = latest.data.categories.flatMap((c: any) => c.products).find((p: any) => p.id === shop.productId);
    expect(biryani.price).toBe(11_000); // 8800 under the 25 % tier
    await until(async () => (await pushOf(queued[0].id)).state === 'Sent', 'coalesced push sent');
    // One push for the three changes: nothing else is queued for the connection.
    expect((await pushes(genericId)).filter((p) => p.state === 'Queued')).toEqual([]);
    expect(generic.of('menu')).toHaveLength(before + 1);
    await dh.waitFor(() => dh.catalogImports.size >= 1);
  });

  it("answers Delivery Hero's menu import request with a push of the catalog", async () => {
    const importsBefore = dh.catalogImports.size;
    const answer = await dh.requestMenuImport(`${app.baseUrl}/delivery/delivery-hero/${dhId}`, 'mp-vendor');
    expect(answer.status).toBe(202);
    await until(async () => dh.catalogImports.size === importsBefore + 1, 'catalog import received');
    const body = [...dh.catalogImports.values()].at(-1);
    expect(body.vendors).toEqual(['mp-vendor']);
    const items = body.catalog.items;
    expect(items[shop.productId]).toMatchObject({ type: 'Product', title: { default: 'Biryani', en: 'Biryani', ar: 'برياني' }, price: '11000.00' });
    expect(items[hiddenId]).toBeUndefined();
    expect(items[`category:${shop.categoryId}`]).toMatchObject({ type: 'Category', title: { ar: 'الأطباق' } });
    const platform = (await pushes(dhId)).find((p) => p.trigger === 'Platform');
    expect(platform).toBeDefined();
    await until(async () => (await pushOf(platform.id)).state === 'Sent', 'platform push sent');
  });

  it('retries a platform answering 500 with backoff, then shows the push Failed with its error', async () => {
    down.mode = 'fail';
    const push = await ok(app, 'POST', `${D}/connections/${downId}/menu-push`, other.owner.token);
    const read = async () => ok(app, 'GET', `${D}/menu-pushes/${push.id}`, other.owner.token);
    await until(async () => (await read()).attempts === 1, 'first attempt');
    const first = await read();
    expect(first).toMatchObject({ state: 'Queued', lastError: 'HTTP 500' });
    expect(new Date(first.nextAttemptAt).getTime() - app.clock.now().getTime()).toBe(5_000);
    app.clock.advance(5_000);
    await sweepDue(app.runtime);
    await until(async () => (await read()).attempts === 2, 'second attempt');
    expect(down.of('menu')).toHaveLength(3); // the connection's own push, then two attempts
    // The last allowed attempt (the ones between are the backoff already shown).
    await app.runtime.db.dataSource.query(`UPDATE delivery_outbound_messages SET attempts = $2 WHERE id = $1`, [push.id, MAX_ATTEMPTS - 1]);
    app.clock.advance(10_000);
    await sweepDue(app.runtime);
    await until(async () => (await read()).state === 'Failed', 'given up');
    const failed = await read();
    expect(failed).toMatchObject({ state: 'Failed', attempts: MAX_ATTEMPTS, lastError: 'HTTP 500', nextAttemptAt: null });
    expect((await ok(app, 'GET', `${D}/menu-pushes?ConnectionId=${downId}&State=Failed`, other.owner.token)).items.map((p: any) => p.id)).toEqual([push.id]);
    down.mode = 'ok';
  });

  it('refuses: 404 for a missing or another organisation’s connection or push, 403 without delivery:manage, 409 inactive, 422 without an outbound URL', async () => {
    expect((await app.request('POST', `${D}/connections/${MISSING}/menu-push`, { token: owner })).status).toBe(404);
    expect((await app.request('POST', `${D}/connections/${downId}/menu-push`, { token: owner })).status).toBe(404);
    expect((await app.request('POST', `${D}/connections/not-a-uuid/menu-push`, { token: owner })).status).toBe(422);
    const mine = (await pushes(genericId))[0];
    expect((await app.request('GET', `${D}/menu-pushes/${mine.id}`, { token: other.owner.token })).status).toBe(404);
    expect(await pushes(genericId, other.owner.token)).toEqual([]);
    const staff = await tenant.member('Staff');
    expect((await app.request('POST', `${D}/connections/${genericId}/menu-push`, { token: staff.token })).status).toBe(403);
    expect((await app.request('GET', `${D}/menu-pushes`, { token: staff.token })).status).toBe(403);

    const bare = await ok(app, 'POST', `${D}/connections`, owner, {
      branchId: tenant.branchId,
      platform: 'Generic',
      name: 'No URL',
      platformStoreId: 'mp-bare',
      channelId: shop.channelId,
    });
    const noUrl = await app.request('POST', `${D}/connections/${bare.connection.id}/menu-push`, { token: owner });
    expect(noUrl.status).toBe(422);
    expect(Object.keys(noUrl.body.errors)).toEqual(['outboundUrl']);
    await ok(app, 'PUT', `${D}/connections/${bare.connection.id}`, owner, { outboundUrl: generic.url, active: false });
    expect((await app.request('POST', `${D}/connections/${bare.connection.id}/menu-push`, { token: owner })).status).toBe(409);
    expect(await pushes(bare.connection.id)).toEqual([]);
  });

  it('queues a debounced push when a connection comes to reach a platform (created, reactivated, new URL or channel) and when the price step changes', async () => {
    const queued = async (id: string) => (await pushes(id)).filter((p) => p.state === 'Queued');
    // Without an outbound URL a Generic connection gets nothing; given one, its menu follows.
    const created = await ok(app, 'POST', `${D}/connections`, owner, {
      branchId: tenant.branchId,
      platform: 'Generic',
      name: 'Later URL',
      platformStoreId: 'mp-later',
      channelId: shop.channelId,
    });
    const id = created.connection.id as string;
    expect(await pushes(id)).toEqual([]);
    await ok(app, 'PUT', `${D}/connections/${id}`, owner, { outboundUrl: generic.url });
    const [first] = await queued(id);
    expect(first).toMatchObject({ trigger: 'ConnectionChange', attempts: 0 });
    expect(new Date(first.nextAttemptAt).getTime() - app.clock.now().getTime()).toBe(MENU_DEBOUNCE_MS);
    // Deactivated and reactivated meanwhile, renamed, given another channel: still the one push.
    await ok(app, 'PUT', `${D}/connections/${id}`, owner, { active: false });
    await ok(app, 'PUT', `${D}/connections/${id}`, owner, { active: true, name: 'Later URL 2' });
    const channel = await ok(app, 'POST', `${C}/settings/channels`, owner, { name: 'Lezzoo MP 2', kind: 'Partner' });
    await ok(app, 'PUT', `${D}/connections/${id}`, owner, { channelId: channel.id });
    expect((await pushes(id)).map((p) => p.id)).toEqual([first.id]);
    app.clock.advance(MENU_DEBOUNCE_MS);
    await until(async () => (await pushOf(first.id)).state === 'Sent', 'connection push sent');

    // A rename alone pushes nothing; a reactivation after the push went does.
    await ok(app, 'PUT', `${D}/connections/${id}`, owner, { name: 'Later URL 3' });
    expect(await queued(id)).toEqual([]);
    await ok(app, 'PUT', `${D}/connections/${id}`, owner, { active: false });
    expect(await queued(id)).toEqual([]);
    await ok(app, 'PUT', `${D}/connections/${id}`, owner, { active: true });
    expect(await queued(id)).toMatchObject([{ trigger: 'ConnectionChange' }]);

    // The price step rounds every tier price: every connection of the organisation is queued once.
    await ok(app, 'PUT', `${C}/settings/organization`, owner, { priceStep: 500 });
    expect(await queued(genericId)).toMatchObject([{ trigger: 'CatalogueChange' }]);
    expect(await queued(dhId)).toMatchObject([{ trigger: 'CatalogueChange' }]);
    expect(await queued(id)).toHaveLength(1);
    // Another organisation's connections are not touched.
    expect((await pushes(downId, other.owner.token)).filter((p) => p.state === 'Queued')).toHaveLength(0);
  });
});
