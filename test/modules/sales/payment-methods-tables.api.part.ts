import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { SelfOrderTable } from '../../../src/modules/sales/tables/self-order-table.entity';
import { hashQrToken } from '../../../src/modules/sales/tables/qr-token';

const C = '/api/v1/console';
const METHODS = `${C}/settings/payment-methods`;
const TABLES = `${C}/self-order/tables`;
const GUEST = '/api/v1/guest/self-order';
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('Sales setup: payment methods and self-order tables with QR tokens', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
  }, 180_000);
  afterAll(() => app.close());

  const token = () => tenant.owner.token;

  describe('payment methods', () => {
    it('creates, lists, filters and changes payment methods with audit events', async () => {
      const card = await app.request('POST', METHODS, {
        token: token(),
        body: { name: 'Card terminal', nameAr: 'بطاقة', kind: 'Card', allowedForSelfOrder: true },
      });
      expect(card.status).toBe(200);
      expect(card.body.data).toMatchObject({ name: 'Card terminal', nameAr: 'بطاقة', kind: 'Card', allowedForSelfOrder: true, active: true });
      await app.request('POST', METHODS, { token: token(), body: { name: 'Cash', kind: 'Cash' } });
      const listed = await app.request('GET', `${METHODS}?AllowedForSelfOrder=true`, { token: token() });
      expect(listed.body.data.items.map((m: { name: string }) => m.name)).toEqual(['Card terminal']);
      const changed = await app.request('PATCH', `${METHODS}/${card.body.data.id}`, { token: token(), body: { active: false } });
      expect(changed.body.data.active).toBe(false);
      const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: card.body.data.id } });
      expect(events.map((e) => e.type).sort()).toEqual(['sales.payment-method.created', 'sales.payment-method.updated']);
    });

    it('answers 422 per field, 409 for a duplicate name, 404 for another organisation and 403 without the permission', async () => {
      const bad = await app.request('POST', METHODS, { token: token(), body: { name: '', kind: 'Cheque' } });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors)).toContain('kind');
      expect((await app.request('POST', METHODS, { token: token(), body: { name: 'cash', kind: 'Cash' } })).status).toBe(409);
      const theirs = await app.request('POST', METHODS, { token: other.owner.token, body: { name: 'Wallet', kind: 'Wallet' } });
      expect((await app.request('GET', `${METHODS}/${theirs.body.data.id}`, { token: token() })).status).toBe(404);
      expect((await app.request('PATCH', `${METHODS}/${theirs.body.data.id}`, { token: token(), body: { name: 'Mine' } })).status).toBe(404);
      expect((await app.request('GET', `${METHODS}/${theirs.body.data.id}`, { token: other.owner.token })).body.data.name).toBe('Wallet');
      const staff = await tenant.member('Staff');
      expect((await app.request('POST', METHODS, { token: staff.token, body: { name: 'Qi', kind: 'Qi' } })).status).toBe(403);
      expect((await app.request('GET', METHODS, { token: staff.token })).status).toBe(200);
      expect((await app.request('GET', `${METHODS}/${MISSING}`, { token: token() })).status).toBe(404);
    });
  });

  describe('tables and QR tokens', () => {
    it('creates a table with a QR token shown once, with the ordering URL and QR images, and stores only its hash', async () => {
      const res = await app.request('POST', TABLES, { token: token(), body: { name: 'T1', area: 'Hall', seats: 4 } });
      expect(res.status).toBe(200);
      const { table, qrToken, orderUrl, qrSvg, qrPng } = res.body.data;
      expect(table).toMatchObject({ name: 'T1', area: 'Hall', seats: 4, active: true, hasToken: true, branchId: tenant.branchId });
      expect(qrToken).toMatch(/^qr_[A-Za-z0-9_-]{43}$/);
      expect(orderUrl).toBe(`${app.runtime.config.publicBaseUrl}/order/${qrToken}`);
      expect(qrSvg).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(qrSvg.split(',')[1], 'base64').toString('utf8')).toContain('<svg');
      expect(qrPng).toMatch(/^data:image\/png;base64,iVBOR/);
      const row = await app.runtime.db.dataSource.manager.findOneByOrFail(SelfOrderTable, { id: table.id });
      expect(row.tokenHash).toBe(hashQrToken(qrToken));
      expect(JSON.stringify(row)).not.toContain(qrToken);
      const read = await app.request('GET', `${TABLES}/${table.id}`, { token: token() });
      expect(JSON.stringify(read.body)).not.toContain(qrToken);
      // PUBLIC_BASE_URL unset: the ordering link points at the address the owner's console is served at.
      const fromConsole = await app.request('POST', TABLES, { token: token(), headers: { origin: 'http://192.168.1.20:3000' }, body: { name: 'T1-origin' } });
      expect(fromConsole.body.data.orderUrl).toBe(`http://192.168.1.20:3000/order/${fromConsole.body.data.qrToken}`);
      const junk = await app.request('POST', TABLES, { token: token(), headers: { origin: 'null' }, body: { name: 'T1-no-origin' } });
      expect(junk.body.data.orderUrl).toBe(`${app.runtime.config.publicBaseUrl}/order/${junk.body.data.qrToken}`);
      expect((await app.request('GET', `${GUEST}/${qrToken}`)).status).toBe(200);
    });

    it('does not hand the token out again on an idempotent replay of the create', async () => {
      const headers = { 'Idempotency-Key': 'table-create-0001' };
      const first = await app.request('POST', TABLES, { token: token(), body: { name: 'T-replay' }, headers });
      const replay = await app.request('POST', TABLES, { token: token(), body: { name: 'T-replay' }, headers });
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.body.data.table.id).toBe(first.body.data.table.id);
      expect(replay.body.data.qrToken).toBeNull();
      expect(replay.body.data.qrSvg).toBeNull();
    });

    it('rotates a token (the old one is 404 at once, the new one works) and revokes it (404; a second revoke is 409)', async () => {
      const created = (await app.request('POST', TABLES, { token: token(), body: { name: 'T2' } })).body.data;
      const rotated = await app.request('POST', `${TABLES}/${created.table.id}/rotate-token`, { token: token() });
      expect(rotated.status).toBe(200);
      expect(rotated.body.data.qrToken).not.toBe(created.qrToken);
      expect((await app.request('GET', `${GUEST}/${created.qrToken}`)).status).toBe(404);
      expect((await app.request('GET', `${GUEST}/${rotated.body.data.qrToken}`)).status).toBe(200);
      const revoked = await app.request('POST', `${TABLES}/${created.table.id}/revoke-token`, { token: token(), body: { reason: 'QR card stolen' } });
      expect(revoked.body.data.hasToken).toBe(false);
      const gone = await app.request('GET', `${GUEST}/${rotated.body.data.qrToken}`);
      expect(gone.status).toBe(404);
      expect(gone.body).toMatchObject({ success: false, code: 404, data: null });
      expect((await app.request('POST', `${TABLES}/${created.table.id}/revoke-token`, { token: token() })).status).toBe(409);
      const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: created.table.id } });
      expect(events.map((e) => e.type).sort()).toEqual([
        'sales.self-order-table.created',
        'sales.self-order-table.token-revoked',
        'sales.self-order-table.token-rotated',
      ]);
      expect(JSON.stringify(events.map((e) => e.data))).not.toContain('qr_');
    });

    it('turns guests away (404) from an inactive table and welcomes them back once active', async () => {
      const created = (await app.request('POST', TABLES, { token: token(), body: { name: 'T3' } })).body.data;
      await app.request('PATCH', `${TABLES}/${created.table.id}`, { token: token(), body: { active: false } });
      expect((await app.request('GET', `${GUEST}/${created.qrToken}`)).status).toBe(404);
      await app.request('PATCH', `${TABLES}/${created.table.id}`, { token: token(), body: { active: true } });
      expect((await app.request('GET', `${GUEST}/${created.qrToken}`)).status).toBe(200);
    });

    it("answers 422 per field, 409 for a duplicate name in the branch, 422 for another organisation's branch and 404 for its tables", async () => {
      const bad = await app.request('POST', TABLES, { token: token(), body: { name: '', seats: 0 } });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ name: ['is required'], seats: ['must be at least 1'] });
      await app.request('POST', TABLES, { token: token(), body: { name: 'Dup' } });
      expect((await app.request('POST', TABLES, { token: token(), body: { name: 'DUP' } })).status).toBe(409);
      const foreignBranch = await app.request('POST', TABLES, { token: token(), body: { name: 'X', branchId: other.branchId } });
      expect(foreignBranch.status).toBe(422);
      expect(foreignBranch.body.errors).toEqual({ branchId: ['is not a branch of this organisation'] });
      const theirs = (await app.request('POST', TABLES, { token: other.owner.token, body: { name: 'Theirs' } })).body.data;
      expect((await app.request('GET', `${TABLES}/${theirs.table.id}`, { token: token() })).status).toBe(404);
      expect((await app.request('POST', `${TABLES}/${theirs.table.id}/rotate-token`, { token: token() })).status).toBe(404);
      expect((await app.request('GET', `${GUEST}/${theirs.qrToken}`)).status).toBe(200);
      const staff = await tenant.member('Staff');
      expect((await app.request('POST', TABLES, { token: staff.token, body: { name: 'Nope' } })).status).toBe(403);
    });

    it('answers 404 for malformed and unknown tokens on every guest path, before reading the body', async () => {
      for (const qr of ['nope', `qr_${'a'.repeat(43)}`]) {
        expect((await app.request('GET', `${GUEST}/${qr}`)).status).toBe(404);
        expect((await app.request('POST', `${GUEST}/${qr}/quote`, { rawBody: '{bad json' })).status).toBe(404);
        expect((await app.request('POST', `${GUEST}/${qr}/orders`, { body: { items: [] } })).status).toBe(404);
        expect((await app.request('GET', `${GUEST}/${qr}/orders/${MISSING}`)).status).toBe(404);
      }
    });
  });
});
