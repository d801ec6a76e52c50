import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { createKey } from '../developers/api-keys.support';
import { BATCHES, batchBody, C, type Catalogue, createCatalogue } from '../production/batch-fixtures';
import { postEmployee } from '../hr/hr-helpers';

const LOCK = `${C}/settings/period-lock`;
const BRANCHES = `${C}/settings/branches`;

/*
 * Asia/Baghdad is UTC+3 all year; Europe/Berlin is UTC+1 in March (before the switch on the 29th).
 * The organisation's business day starts at 04:00 local (the default).
 */
const AT_0030_BAGHDAD = new Date('2026-03-14T21:30:00Z'); // 00:30 on 15 March in Baghdad: business day 14 March
const AT_0330_BAGHDAD = new Date('2026-03-15T00:30:00Z'); // UTC date is already 15 March; Baghdad 03:30: business day 14 March
const AT_0359_BAGHDAD = new Date('2026-03-15T00:59:00Z'); // 03:59 in Baghdad: still 14 March
const AT_0400_BAGHDAD = new Date('2026-03-15T01:00:00Z'); // 04:00 in Baghdad: 15 March; 02:00 in Berlin: still 14 March
const AT_0400_BERLIN = new Date('2026-03-15T03:00:00Z'); // 04:00 in Berlin: 15 March

describe('Business days follow the branch time zone and the day-start hour', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let cat: Catalogue;
  let berlin: string;
  let berlinToken: string;

  beforeAll(async () => {
    app = await startTestApp({ now: new Date('2026-03-10T09:00:00Z') });
    tenant = await createTenant(app.runtime);
    cat = await createCatalogue(app, tenant.owner.token);
    const created = await app.request('POST', BRANCHES, { token: tenant.owner.token, body: { name: 'Berlin', code: 'BER', timeZone: 'Europe/Berlin' } });
    berlin = created.body.data.id;
    berlinToken = await tenant.tokenFor(tenant.owner, berlin);
  });
  afterAll(() => app.close());

  /** Moves the clock and signs in again (access tokens live 15 minutes of the test clock). */
  let owner = '';
  async function at(instant: Date): Promise<void> {
    app.clock.set(instant);
    owner = await tenant.tokenFor(tenant.owner, tenant.branchId);
    berlinToken = await tenant.tokenFor(tenant.owner, berlin);
  }

  const lock = (token: string, lockedThrough: string) => app.request('PUT', LOCK, { token, body: { lockedThrough } });
  const unlock = (token: string) => app.request('PUT', LOCK, { token, body: { lockedThrough: null } });

  describe('period lock: the latest lockable date is the branch business today', () => {
    afterEach(async () => {
      await unlock(owner);
      await unlock(berlinToken);
    });

    it('at 00:30 and 03:59 local the business day is still the previous date', async () => {
      for (const instant of [AT_0030_BAGHDAD, AT_0359_BAGHDAD]) {
        await at(instant);
        const refused = await lock(owner, '2026-03-15');
        expect(refused.status).toBe(422);
        expect(refused.body.errors).toEqual({ lockedThrough: ['must not be later than 2026-03-14: future business days cannot be locked'] });
        expect((await lock(owner, '2026-03-14')).status).toBe(200);
        await unlock(owner);
      }
    });

    it('follows the local date, not the UTC date, when they differ', async () => {
      await at(AT_0330_BAGHDAD);
      // UTC says 15 March (and "UTC tomorrow" said 16 March); the branch is still on 14 March.
      const refused = await lock(owner, '2026-03-15');
      expect(refused.status).toBe(422);
      expect(refused.body.errors.lockedThrough[0]).toContain('2026-03-14');
    });

    it('opens the new day at 04:00 in Baghdad while a Berlin branch is still on the previous day', async () => {
      await at(AT_0400_BAGHDAD);
      expect((await lock(owner, '2026-03-15')).status).toBe(200);
      const berlinRefused = await lock(berlinToken, '2026-03-15');
      expect(berlinRefused.status).toBe(422);
      expect(berlinRefused.body.errors).toEqual({ lockedThrough: ['must not be later than 2026-03-14: future business days cannot be locked'] });
      await at(AT_0400_BERLIN);
      expect((await lock(berlinToken, '2026-03-15')).status).toBe(200);
    });

    it('uses the branch named by X-Branch-Id for an API key', async () => {
      const key = await createKey(app, owner, { scopes: ['period-lock:write'] });
      await at(AT_0400_BAGHDAD);
      const viaBerlin = await app.request('PUT', LOCK, { apiKey: key.key, headers: { 'x-branch-id': berlin }, body: { lockedThrough: '2026-03-15' } });
      expect(viaBerlin.status).toBe(422);
      const viaBaghdad = await app.request('PUT', LOCK, {
        apiKey: key.key,
        headers: { 'x-branch-id': tenant.branchId },
        body: { lockedThrough: '2026-03-15' },
      });
      expect(viaBaghdad.status).toBe(200);
    });

    it("moves with the organisation's business-day start hour", async () => {
      await at(AT_0030_BAGHDAD);
      expect((await app.request('PUT', `${C}/settings/organization`, { token: owner, body: { businessDayStartHour: 0 } })).status).toBe(200);
      try {
        // With a midnight start, 00:30 on 15 March is already 15 March.
        expect((await lock(owner, '2026-03-15')).status).toBe(200);
      } finally {
        await app.request('PUT', `${C}/settings/organization`, { token: owner, body: { businessDayStartHour: 4 } });
      }
    });
  });

  describe('production: a batch may be at most 7 days after the branch business today', () => {
    const create = (token: string, businessDate: string) => app.request('POST', BATCHES, { token, body: batchBody(cat, businessDate) });

    it('counts from the previous business day before 04:00 local, though the UTC date has moved on', async () => {
      await at(AT_0330_BAGHDAD);
      const refused = await create(owner, '2026-03-22');
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ businessDate: ['must not be more than 7 days ahead (2026-03-21)'] });
      expect((await create(owner, '2026-03-21')).status).toBe(200);
    });

    it('accepts the later date in Baghdad at 04:00 while Berlin refuses it until its own 04:00', async () => {
      await at(AT_0400_BAGHDAD);
      expect((await create(owner, '2026-03-22')).status).toBe(200);
      const berlinRefused = await create(berlinToken, '2026-03-22');
      expect(berlinRefused.status).toBe(422);
      expect(berlinRefused.body.errors).toEqual({ businessDate: ['must not be more than 7 days ahead (2026-03-21)'] });
      await at(AT_0400_BERLIN);
      expect((await create(berlinToken, '2026-03-22')).status).toBe(200);
    });

    it('filters From/To on business dates as dates, whatever the clock', async () => {
      await at(AT_0030_BAGHDAD);
      const res = await app.request('GET', `${BATCHES}?From=2026-03-22&To=2026-03-22`, { token: owner });
      expect(res.body.data.items.map((b: { businessDate: string }) => b.businessDate)).toEqual(['2026-03-22']);
      const berlinList = await app.request('GET', `${BATCHES}?From=2026-03-21&To=2026-03-22`, { token: berlinToken });
      expect(berlinList.body.data.items.map((b: { businessDate: string }) => b.businessDate)).toEqual(['2026-03-22']);
    });
  });

  describe('HR: the hire date may be a year after the business today', () => {
    it('refuses 15 March next year at 00:30 local and accepts it from 04:00', async () => {
      await at(AT_0030_BAGHDAD);
      const refused = await postEmployee(app, owner, { fullName: 'Early Hire', hireDate: '2027-03-15' });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.hireDate).toEqual(['must be at most a year ahead (on or before 2027-03-14)']);
      await at(AT_0400_BAGHDAD);
      expect((await postEmployee(app, owner, { fullName: 'Early Hire', hireDate: '2027-03-15' })).status).toBe(200);
      // The same instant is still 14 March on the Berlin branch.
      const fromBerlin = await postEmployee(app, berlinToken, { fullName: 'Berlin Hire', hireDate: '2027-03-15' });
      expect(fromBerlin.status).toBe(422);
    });
  });
});
