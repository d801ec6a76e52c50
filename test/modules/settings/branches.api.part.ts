import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { DevInbox } from '../identity/support/mailbox';
import { AUTH, C, PASSWORD, register, type Registered } from '../identity/support/flows';
import { createKey } from '../developers/api-keys.support';
import { BATCHES, type Catalogue, createBatch, createCatalogue, NOW } from '../production/batch-fixtures';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';

const BRANCHES = `${C}/settings/branches`;
const ORGANIZATION = `${C}/settings/organization`;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('Branch management and organisation settings', () => {
  let app: TestApp;
  let inbox: DevInbox;
  let a: Registered;
  let other: TestTenant;

  beforeAll(async () => {
    app = await startTestApp({ jobs: true, now: NOW });
    inbox = new DevInbox(app);
    a = await register(app, inbox, { organizationName: 'Org A' });
    other = await createTenant(app.runtime);
  });
  afterAll(() => app.close());

  const login = (branchId: string, deviceId = 'till-1') =>
    app.request('POST', `${AUTH}/login`, { body: { email: a.email, password: PASSWORD, branchId, deviceId } });

  it('registration creates the first branch with code MAIN, Asia/Baghdad and active', async () => {
    const res = await app.request('GET', `${BRANCHES}/${a.branchId}`, { token: a.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: a.branchId, name: 'Karrada', code: 'MAIN', timeZone: 'Asia/Baghdad', active: true, deactivatedAt: null });
  });

  describe('create, validation and uniqueness', () => {
    it('creates a branch through REST with every field, audited and announced', async () => {
      const res = await app.request('POST', BRANCHES, {
        token: a.accessToken,
        body: { name: 'Zayouna', nameAr: 'زيونة', code: 'ZYN', address: 'Zayouna, Baghdad', phone: '+9647700000001', timeZone: 'Europe/Berlin' },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        name: 'Zayouna',
        nameAr: 'زيونة',
        code: 'ZYN',
        address: 'Zayouna, Baghdad',
        phone: '+9647700000001',
        timeZone: 'Europe/Berlin',
        active: true,
      });
      const id = res.body.data.id;
      const trail = await app.request('GET', `${C}/audit-trail?EntityType=branch&EntityId=${id}`, { token: a.accessToken });
      expect(trail.body.data.items.map((entry: { action: string }) => entry.action)).toEqual(['created']);
      const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { type: 'settings.branch.created', resourceId: id } });
      expect(events).toHaveLength(1);
      expect(events[0].data).toMatchObject({ code: 'ZYN', timeZone: 'Europe/Berlin' });
    });

    it('defaults the time zone to Asia/Baghdad', async () => {
      const res = await app.request('POST', BRANCHES, { token: a.accessToken, body: { name: 'Mansour', code: 'MNS' } });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ timeZone: 'Asia/Baghdad', nameAr: null, address: null, phone: null });
    });

    it('refuses a code another branch has in any letter case with 409', async () => {
      const res = await app.request('POST', BRANCHES, { token: a.accessToken, body: { name: 'Copy', code: 'main' } });
      expect(res.status).toBe(409);
      expect(res.body.errors).toEqual({ code: ['Conflict'] });
      // Another organisation may use the same code.
      const elsewhere = await app.request('POST', BRANCHES, { token: other.owner.token, body: { name: 'Zayouna', code: 'zyn' } });
      expect(elsewhere.status).toBe(200);
    });

    it('answers 422 naming the fields: missing name, malformed code, unknown time zone', async () => {
      const empty = await app.request('POST', BRANCHES, { token: a.accessToken, body: { code: 'X1' } });
      expect(empty.status).toBe(422);
      expect(Object.keys(empty.body.errors)).toContain('name');
      const badCode = await app.request('POST', BRANCHES, { token: a.accessToken, body: { name: 'Bad', code: 'has space' } });
      expect(badCode.status).toBe(422);
      expect(Object.keys(badCode.body.errors)).toEqual(['code']);
      const badZone = await app.request('POST', BRANCHES, { token: a.accessToken, body: { name: 'Bad', code: 'BAD', timeZone: 'Mars/Olympus' } });
      expect(badZone.status).toBe(422);
      expect(badZone.body.errors).toEqual({ timeZone: ['must be an IANA time zone name, e.g. Asia/Baghdad'] });
      const badPatch = await app.request('PATCH', `${BRANCHES}/${a.branchId}`, { token: a.accessToken, body: { timeZone: 'Baghdad' } });
      expect(badPatch.status).toBe(422);
      expect(Object.keys(badPatch.body.errors)).toEqual(['timeZone']);
    });
  });

  describe('list, get and update', () => {
    it('lists with Search over name, nameAr and code and the Active filter', async () => {
      const byCode = await app.request('GET', `${BRANCHES}?Search=zyn`, { token: a.accessToken });
      expect(byCode.body.data.items.map((b: { code: string }) => b.code)).toEqual(['ZYN']);
      const byArabic = await app.request('GET', `${BRANCHES}?Search=${encodeURIComponent('زيونة')}`, { token: a.accessToken });
      expect(byArabic.body.data.items.map((b: { code: string }) => b.code)).toEqual(['ZYN']);
      const all = await app.request('GET', `${BRANCHES}?Sort=code`, { token: a.accessToken });
      expect(all.body.data).toMatchObject({ total: 3, page: 1, perPage: 20 });
      expect(all.body.data.items.map((b: { code: string }) => b.code)).toEqual(['MAIN', 'MNS', 'ZYN']);
      const inactive = await app.request('GET', `${BRANCHES}?Active=false`, { token: a.accessToken });
      expect(inactive.body.data.total).toBe(0);
      const badSort = await app.request('GET', `${BRANCHES}?Sort=phone`, { token: a.accessToken });
      expect(badSort.status).toBe(422);
    });

    it('updates with PATCH (omitted fields kept, null clears) and through GraphQL', async () => {
      const created = await app.request('POST', BRANCHES, { token: a.accessToken, body: { name: 'Adhamiya', code: 'ADH', phone: '+9647700000002' } });
      const id = created.body.data.id;
      const patched = await app.request('PATCH', `${BRANCHES}/${id}`, { token: a.accessToken, body: { address: 'Adhamiya, Baghdad', phone: null } });
      expect(patched.status).toBe(200);
      expect(patched.body.data).toMatchObject({ name: 'Adhamiya', code: 'ADH', address: 'Adhamiya, Baghdad', phone: null });
      const gql = await app.graphql(
        'mutation($id: UUID!, $input: UpdateBranchInput!) { updateBranch(id: $id, input: $input) { id name code timeZone } }',
        { id, input: { name: 'Adhamiya North', code: 'adh-n', timeZone: 'UTC' } },
        { token: a.accessToken },
      );
      expect(gql.body.errors).toBeUndefined();
      expect(gql.body.data.updateBranch).toEqual({ id, name: 'Adhamiya North', code: 'adh-n', timeZone: 'UTC' });
      const duplicate = await app.request('PATCH', `${BRANCHES}/${id}`, { token: a.accessToken, body: { code: 'Zyn' } });
      expect(duplicate.status).toBe(409);
      const trail = await app.request('GET', `${C}/audit-trail?EntityType=branch&EntityId=${id}`, { token: a.accessToken });
      expect(trail.body.data.items.map((entry: { action: string }) => entry.action)).toEqual(['updated', 'updated', 'created']);
    });

    it("answers 404 for another organisation's branch and an unknown id, and changes nothing", async () => {
      for (const id of [other.branchId, UNKNOWN]) {
        expect((await app.request('GET', `${BRANCHES}/${id}`, { token: a.accessToken })).status).toBe(404);
        const patch = await app.request('PATCH', `${BRANCHES}/${id}`, { token: a.accessToken, body: { name: 'Taken over' } });
        expect(patch.status).toBe(404);
        expect(patch.body.errors).toBeNull();
        expect((await app.request('POST', `${BRANCHES}/${id}/deactivate`, { token: a.accessToken, body: { reason: 'x' } })).status).toBe(404);
      }
      const theirs = await app.request('GET', `${BRANCHES}/${other.branchId}`, { token: other.owner.token });
      expect(theirs.body.data).toMatchObject({ name: 'Main branch', active: true });
      const listed = await app.request('GET', BRANCHES, { token: a.accessToken });
      expect(listed.body.data.items.map((b: { id: string }) => b.id)).not.toContain(other.branchId);
    });
  });

  describe('permissions', () => {
    it('lets staff, accountants and hr read branches but answers 403 to their writes; managers may write', async () => {
      for (const role of ['Staff', 'Accountant', 'Hr'] as const) {
        const member = await other.member(role);
        expect((await app.request('GET', BRANCHES, { token: member.token })).status).toBe(200);
        const create = await app.request('POST', BRANCHES, { token: member.token, body: { name: 'Nope', code: `NO-${role}` } });
        expect(create.status).toBe(403);
        expect(create.body.errors).toEqual({ code: ['Forbidden'] });
        expect((await app.request('POST', `${BRANCHES}/${other.branchId}/deactivate`, { token: member.token, body: {} })).status).toBe(403);
        expect((await app.request('PUT', ORGANIZATION, { token: member.token, body: { name: 'Renamed' } })).status).toBe(403);
      }
      const manager = await other.member('Manager');
      expect((await app.request('POST', BRANCHES, { token: manager.token, body: { name: 'By manager', code: 'MGR' } })).status).toBe(200);
    });

    it('lets an API key read branches but not change them (403)', async () => {
      const key = await createKey(app, other.owner.token, { scopes: ['production:read'] });
      expect((await app.request('GET', BRANCHES, { apiKey: key.key })).status).toBe(200);
      expect((await app.request('GET', ORGANIZATION, { apiKey: key.key })).status).toBe(200);
      const write = await app.request('POST', BRANCHES, { apiKey: key.key, body: { name: 'Key', code: 'KEY' } });
      expect(write.status).toBe(403);
    });
  });

  describe('deactivate and activate across two branches', () => {
    let tenant: TestTenant;
    let second: string;
    let cat: Catalogue;

    beforeAll(async () => {
      tenant = await createTenant(app.runtime);
      const created = await app.request('POST', BRANCHES, { token: tenant.owner.token, body: { name: 'Second', code: 'SEC' } });
      second = created.body.data.id;
      cat = await createCatalogue(app, tenant.owner.token);
    });

    it('keeps production batches of one branch out of the other (switch-branch token and X-Branch-Id)', async () => {
      const onMain = await createBatch(app, tenant.owner.token, cat, '2026-03-14');
      const secondToken = await tenant.tokenFor(tenant.owner, second);
      const onSecond = await createBatch(app, secondToken, cat, '2026-03-14');
      const mainList = await app.request('GET', BATCHES, { token: tenant.owner.token });
      expect(mainList.body.data.items.map((b: { id: string }) => b.id)).toEqual([onMain]);
      const secondList = await app.request('GET', BATCHES, { token: secondToken });
      expect(secondList.body.data.items.map((b: { id: string }) => b.id)).toEqual([onSecond]);
      expect((await app.request('GET', `${BATCHES}/${onMain}`, { token: secondToken })).status).toBe(404);
      const key = await createKey(app, tenant.owner.token, { scopes: ['production:read'] });
      const viaHeader = await app.request('GET', BATCHES, { apiKey: key.key, headers: { 'x-branch-id': second } });
      expect(viaHeader.body.data.items.map((b: { id: string }) => b.id)).toEqual([onSecond]);
    });

    it('refuses to deactivate the last active branch (409) and a branch twice (409)', async () => {
      const lone = await createTenant(app.runtime);
      const last = await app.request('POST', `${BRANCHES}/${lone.branchId}/deactivate`, { token: lone.owner.token, body: { reason: 'Closing' } });
      expect(last.status).toBe(409);
      expect(last.body.errors).toEqual({ code: ['Conflict'] });
      const again = await app.request('POST', `${BRANCHES}/${tenant.branchId}/activate`, { token: tenant.owner.token, body: {} });
      expect(again.status).toBe(409);
    });

    it('deactivates a branch: its sessions end, X-Branch-Id is 403, its data is kept; activation restores it', async () => {
      const secondToken = await tenant.tokenFor(tenant.owner, second);
      const key = await createKey(app, tenant.owner.token, { scopes: ['production:read'] });
      const res = await app.request('POST', `${BRANCHES}/${second}/deactivate`, { token: tenant.owner.token, body: { reason: 'Renovation' } });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: second, active: false, deactivationReason: 'Renovation' });
      expect(res.body.data.deactivatedAt).toBe(NOW.toISOString());
      expect((await app.request('POST', `${BRANCHES}/${second}/deactivate`, { token: tenant.owner.token, body: {} })).status).toBe(409);

      const stale = await app.request('GET', BATCHES, { token: secondToken });
      expect(stale.status).toBe(401);
      expect(stale.body.errors).toEqual({ code: ['ReauthRequired'] });
      const header = await app.request('GET', BATCHES, { apiKey: key.key, headers: { 'x-branch-id': second } });
      expect(header.status).toBe(403);
      expect(header.body.errors).toEqual({ code: ['Forbidden'] });
      // The session on the main branch is untouched.
      expect((await app.request('GET', BATCHES, { token: tenant.owner.token })).status).toBe(200);
      const inactive = await app.request('GET', `${BRANCHES}?Active=false`, { token: tenant.owner.token });
      expect(inactive.body.data.items.map((b: { id: string }) => b.id)).toEqual([second]);

      const activated = await app.graphql(
        'mutation($id: UUID!) { activateBranch(id: $id, reason: "Reopened") { id active deactivatedAt } }',
        { id: second },
        { token: tenant.owner.token },
      );
      expect(activated.body.data.activateBranch).toEqual({ id: second, active: true, deactivatedAt: null });
      const back = await app.request('GET', BATCHES, { apiKey: key.key, headers: { 'x-branch-id': second } });
      expect(back.status).toBe(200);
      expect(back.body.data.total).toBe(1);
      const trail = await app.request('GET', `${C}/audit-trail?EntityType=branch&EntityId=${second}`, { token: tenant.owner.token });
      expect(trail.body.data.items.map((entry: { action: string; reason: string | null }) => [entry.action, entry.reason])).toEqual([
        ['activated', 'Reopened'],
        ['deactivated', 'Renovation'],
        ['created', null],
      ]);
      const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: second }, order: { occurredAt: 'ASC' } });
      expect(events.map((event) => event.type)).toEqual(['settings.branch.created', 'settings.branch.deactivated', 'settings.branch.activated']);
    });

    it('refuses login and switch-branch to a deactivated branch (403) and allows them again after activation', async () => {
      const res = await app.request('POST', BRANCHES, { token: a.accessToken, body: { name: 'Kadhimiya', code: 'KDH' } });
      const id = res.body.data.id;
      const onIt = await login(id, 'till-kdh');
      expect(onIt.status).toBe(200);
      expect((await app.request('POST', `${BRANCHES}/${id}/deactivate`, { token: a.accessToken, body: { reason: 'Closed' } })).status).toBe(200);

      const refresh = await app.request('POST', `${AUTH}/refresh`, { body: { refreshToken: onIt.body.data.refreshToken } });
      expect(refresh.status).toBe(401);
      const refused = await login(id, 'till-kdh');
      expect(refused.status).toBe(403);
      expect(refused.body.errors).toEqual({ code: ['Forbidden'] });
      const switched = await app.request('POST', `${AUTH}/switch-branch`, { token: a.accessToken, body: { branchId: id } });
      expect(switched.status).toBe(403);
      expect(switched.body.errors).toEqual({ code: ['Forbidden'] });
      const me = await app.request('GET', `${AUTH}/me`, { token: a.accessToken });
      expect(me.body.data.branches.map((b: { id: string }) => b.id)).not.toContain(id);

      expect((await app.request('POST', `${BRANCHES}/${id}/activate`, { token: a.accessToken, body: {} })).status).toBe(200);
      expect((await login(id, 'till-kdh')).status).toBe(200);
      const switchedBack = await app.request('POST', `${AUTH}/switch-branch`, { token: a.accessToken, body: { branchId: id } });
      expect(switchedBack.status).toBe(200);
      a.accessToken = switchedBack.body.data.accessToken;
    });

    it("keeps a member's branch assignment across deactivation and activation", async () => {
      const staff = await tenant.member('Staff', { branchIds: [second] });
      await app.request('POST', `${BRANCHES}/${second}/deactivate`, { token: tenant.owner.token, body: {} });
      await app.request('POST', `${BRANCHES}/${second}/activate`, { token: tenant.owner.token, body: {} });
      const members = await app.request('GET', `${C}/members?PerPage=100`, { token: tenant.owner.token });
      const row = members.body.data.items.find((m: { userId: string }) => m.userId === staff.userId);
      expect(row.branchIds).toEqual([second]);
      const token = await tenant.tokenFor(staff, second);
      expect((await app.request('GET', BATCHES, { token })).status).toBe(200);
    });
  });

  describe('organisation settings', () => {
    it('reads the defaults: base currency, day start 4, En, price step 250', async () => {
      const res = await app.request('GET', ORGANIZATION, { token: a.accessToken });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id: a.organizationId,
        name: 'Org A',
        baseCurrencyCode: 'IQD',
        businessDayStartHour: 4,
        defaultLanguage: 'En',
        priceStep: 250,
      });
    });

    it('answers 422 for an hour outside 0-23, an unknown language and a price step below 1', async () => {
      const res = await app.request('PUT', ORGANIZATION, { token: a.accessToken, body: { businessDayStartHour: 24, priceStep: 0 } });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(['businessDayStartHour', 'priceStep']);
      const language = await app.request('PUT', ORGANIZATION, { token: a.accessToken, body: { defaultLanguage: 'Fr' } });
      expect(language.status).toBe(422);
      expect(Object.keys(language.body.errors)).toEqual(['defaultLanguage']);
    });

    it('changes settings through REST and GraphQL (enum Ar), audited and announced; the currency stays', async () => {
      const res = await app.request('PUT', ORGANIZATION, { token: a.accessToken, body: { name: 'Org A Grill', businessDayStartHour: 5, priceStep: 500 } });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ name: 'Org A Grill', businessDayStartHour: 5, priceStep: 500, defaultLanguage: 'En', baseCurrencyCode: 'IQD' });
      const gql = await app.graphql(
        'mutation { updateOrganizationSettings(input: { defaultLanguage: Ar, businessDayStartHour: 4 }) { defaultLanguage businessDayStartHour } }',
        {},
        { token: a.accessToken },
      );
      expect(gql.body.data.updateOrganizationSettings).toEqual({ defaultLanguage: 'Ar', businessDayStartHour: 4 });
      const currency = await app.request('PUT', ORGANIZATION, { token: a.accessToken, body: { baseCurrencyCode: 'USD' } });
      expect(currency.status).toBe(422);
      const trail = await app.request('GET', `${C}/audit-trail?EntityType=organization&EntityId=${a.organizationId}`, { token: a.accessToken });
      expect(trail.body.data.items[0]).toMatchObject({
        action: 'updated',
        changes: { defaultLanguage: { from: 'En', to: 'Ar' }, businessDayStartHour: { from: 5, to: 4 } },
      });
      const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, {
        where: { type: 'settings.organization.updated', resourceId: a.organizationId },
      });
      expect(events).toHaveLength(2);
    });
  });
});
