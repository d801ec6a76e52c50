import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { EodReport } from '../../../src/modules/loss/eod-reports/eod-report.entity';

const C = '/api/v1/console';
const EOD = `${C}/loss/eod-reports`;
const LOCK = `${C}/settings/period-lock`;
/** 13:00 in Baghdad: the business day is 2026-11-23. */
const NOW = new Date('2026-11-23T10:00:00Z');

const AMOUNTS = {
  grossSalesIqd: 1_500_000,
  netSalesIqd: 1_400_000,
  cashSalesIqd: 800_000,
  cardSalesIqd: 300_000,
  qiSalesIqd: 200_000,
  deliverySalesIqd: 90_000,
};

describe('Loss control end-of-day reports (REST and GraphQL)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;

  beforeAll(async () => {
    app = await startTestApp({ now: NOW });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
  });
  afterAll(() => app.close());

  const owner = () => tenant.owner.token;
  const create = (businessDate: string, body: Record<string, unknown> = {}, token = owner()) =>
    app.request('POST', EOD, { token, body: { businessDate, ...AMOUNTS, ...body } });
  const put = (id: string, body: Record<string, unknown>, token = owner()) => app.request('PUT', `${EOD}/${id}`, { token, body });

  it('records a report with the variance (net − payment split) stored and shown, audited, with loss.eod-report.created', async () => {
    const res = await create('2026-11-20', { source: 'Parsed' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      ...AMOUNTS,
      businessDate: '2026-11-20',
      branchId: tenant.branchId,
      paymentTotalIqd: 1_390_000,
      varianceIqd: 10_000,
      source: 'Parsed',
      createdBy: tenant.owner.userId,
    });
    const id = res.body.data.id;
    const row = await app.runtime.db.dataSource.manager.findOneByOrFail(EodReport, { id });
    expect(row.varianceIqd).toBe(10_000);
    const trail = await app.request('GET', `${C}/audit-trail?EntityType=eod-report&EntityId=${id}`, { token: owner() });
    expect(trail.body.data.items[0]).toMatchObject({ action: 'created', changes: { netSalesIqd: 1_400_000, varianceIqd: 10_000 } });
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: id } });
    expect(events.map((e) => e.type)).toEqual(['loss.eod-report.created']);
    expect(events[0].data).toMatchObject({ varianceIqd: 10_000, branchId: tenant.branchId });
  });

  it('keeps a negative variance when payments exceed net sales, and defaults omitted payments to 0 and source to Manual', async () => {
    const over = await create('2026-11-19', { cashSalesIqd: 1_000_000 });
    expect(over.body.data.varianceIqd).toBe(1_400_000 - (1_000_000 + 300_000 + 200_000 + 90_000));
    const minimal = await create('2026-11-18', { cashSalesIqd: undefined, cardSalesIqd: undefined, qiSalesIqd: undefined, deliverySalesIqd: undefined });
    expect(minimal.body.data).toMatchObject({ cashSalesIqd: 0, cardSalesIqd: 0, qiSalesIqd: 0, deliverySalesIqd: 0, varianceIqd: 1_400_000, source: 'Manual' });
  });

  it('allows one report per branch and business day (409), and the same day in another branch', async () => {
    expect((await create('2026-11-17')).status).toBe(200);
    const again = await create('2026-11-17', { grossSalesIqd: 2_000_000 });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ code: ['Conflict'] });
    const second = await tenant.addBranch('Mansour');
    const token = await tenant.tokenFor(tenant.owner, second);
    const there = await create('2026-11-17', {}, token);
    expect(there.status).toBe(200);
    expect(there.body.data.branchId).toBe(second);
    const list = await app.request('GET', `${EOD}?From=2026-11-17&To=2026-11-17`, { token });
    expect(list.body.data).toMatchObject({ total: 1, items: [{ id: there.body.data.id }] });
    expect((await app.request('GET', `${EOD}/${there.body.data.id}`, { token: owner() })).status).toBe(404);
  });

  it("answers 422 for a business date after the branch's today, negative or fractional amounts and net above gross", async () => {
    const future = await create('2026-11-24');
    expect(future.status).toBe(422);
    expect(future.body.errors).toEqual({ businessDate: [expect.stringContaining('2026-11-23')] });
    expect((await create('2026-11-23', { businessDate: '2026-11-23' })).status).toBe(200);
    const negative = await create('2026-11-16', { cashSalesIqd: -1 });
    expect(negative.status).toBe(422);
    expect(negative.body.errors).toEqual({ cashSalesIqd: ['must be 0 or more'] });
    const fraction = await create('2026-11-16', { qiSalesIqd: 10.5 });
    expect(fraction.status).toBe(422);
    expect(Object.keys(fraction.body.errors)).toEqual(['qiSalesIqd']);
    const net = await create('2026-11-16', { netSalesIqd: 1_600_000 });
    expect(net.status).toBe(422);
    expect(net.body.errors).toEqual({ netSalesIqd: [expect.stringContaining('grossSalesIqd')] });
    const missing = await app.request('POST', EOD, { token: owner(), body: { businessDate: '2026-11-16', netSalesIqd: 1 } });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['grossSalesIqd']);
    const source = await create('2026-11-16', { source: 'Fax' });
    expect(source.status).toBe(422);
    expect(Object.keys(source.body.errors)).toEqual(['source']);
  });

  it('updates amounts and source, recomputes the variance and audits before/after amounts', async () => {
    const id = (await create('2026-11-15')).body.data.id;
    const res = await put(id, { cashSalesIqd: 810_000, source: 'Pos' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ cashSalesIqd: 810_000, varianceIqd: 0, paymentTotalIqd: 1_400_000, source: 'Pos', businessDate: '2026-11-15' });
    const trail = await app.request('GET', `${C}/audit-trail?EntityType=eod-report&EntityId=${id}`, { token: owner() });
    expect(trail.body.data.items[0]).toMatchObject({
      action: 'updated',
      changes: { cashSalesIqd: { from: 800_000, to: 810_000 }, varianceIqd: { from: 10_000, to: 0 }, source: { from: 'Manual', to: 'Pos' } },
    });
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: id }, order: { occurredAt: 'ASC' } });
    expect(events.map((e) => e.type)).toEqual(['loss.eod-report.created', 'loss.eod-report.updated']);
    const net = await put(id, { grossSalesIqd: 1_000_000 });
    expect(net.status).toBe(422);
    expect(Object.keys(net.body.errors)).toEqual(['netSalesIqd']);
  });

  it('refuses a PUT body that carries businessDate with 422 and leaves the report unchanged', async () => {
    const id = (await create('2026-11-14')).body.data.id;
    const res = await put(id, { businessDate: '2026-11-13', cashSalesIqd: 1 });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['businessDate']);
    const row = await app.runtime.db.dataSource.manager.findOneByOrFail(EodReport, { id });
    expect(row).toMatchObject({ businessDate: '2026-11-14', cashSalesIqd: 800_000 });
  });

  it('refuses create and PUT on or before the period lock with 409 PeriodLocked', async () => {
    const own = await createTenant(app.runtime);
    const token = own.owner.token;
    const id = (await create('2026-11-10', {}, token)).body.data.id;
    expect((await app.request('PUT', LOCK, { token, body: { lockedThrough: '2026-11-10' } })).status).toBe(200);
    const created = await create('2026-11-09', {}, token);
    expect(created.status).toBe(409);
    expect(created.body.errors).toEqual({ code: ['PeriodLocked'] });
    expect((await create('2026-11-10', {}, token)).body.errors).toEqual({ code: ['PeriodLocked'] });
    const updated = await put(id, { cashSalesIqd: 1 }, token);
    expect(updated.status).toBe(409);
    expect(updated.body.errors).toEqual({ code: ['PeriodLocked'] });
    expect((await create('2026-11-11', {}, token)).status).toBe(200);
  });

  it('lists by From/To with paging and whitelisted sorts', async () => {
    const own = await createTenant(app.runtime);
    const token = own.owner.token;
    for (const [day, cash] of [
      ['2026-11-01', 800_000],
      ['2026-11-02', 700_000],
      ['2026-11-03', 810_000],
    ] as const) {
      await create(day, { cashSalesIqd: cash }, token);
    }
    const range = await app.request('GET', `${EOD}?From=2026-11-02&To=2026-11-03`, { token });
    expect(range.body.data.items.map((r: { businessDate: string }) => r.businessDate)).toEqual(['2026-11-03', '2026-11-02']);
    const byVariance = await app.request('GET', `${EOD}?Sort=varianceIqd&Dir=desc&PerPage=1`, { token });
    expect(byVariance.body.data).toMatchObject({ total: 3, totalPages: 3, items: [{ businessDate: '2026-11-02', varianceIqd: 110_000 }] });
    expect((await app.request('GET', `${EOD}?Sort=password`, { token })).status).toBe(422);
    const crossed = await app.request('GET', `${EOD}?From=2026-11-05&To=2026-11-01`, { token });
    expect(crossed.status).toBe(422);
    expect(Object.keys(crossed.body.errors)).toEqual(['to']);
    expect((await app.request('GET', `${EOD}?From=yesterday`, { token })).status).toBe(422);
  });

  it("answers 404 for another organisation's report on GET and PUT and changes nothing", async () => {
    const theirs = (await create('2026-11-12', {}, other.owner.token)).body.data.id;
    for (const id of [theirs, '00000000-0000-4000-8000-000000000000']) {
      expect((await app.request('GET', `${EOD}/${id}`, { token: owner() })).status).toBe(404);
      const res = await put(id, { cashSalesIqd: 1 });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe(404);
    }
    expect((await app.request('GET', `${EOD}/not-a-uuid`, { token: owner() })).status).toBe(422);
    const row = await app.runtime.db.dataSource.manager.findOneByOrFail(EodReport, { id: theirs });
    expect(row.cashSalesIqd).toBe(800_000);
  });

  it('lets staff read but not write or parse (403), refuses hr (403)', async () => {
    const staff = await tenant.member('Staff');
    const hr = await tenant.member('Hr');
    expect((await app.request('GET', EOD, { token: staff.token })).status).toBe(200);
    const write = await create('2026-11-05', {}, staff.token);
    expect(write.status).toBe(403);
    expect(write.body.errors).toEqual({ code: ['Forbidden'] });
    expect((await app.request('POST', `${EOD}/parse`, { token: staff.token, body: { text: 'Net 1' } })).status).toBe(403);
    expect((await app.request('GET', EOD, { token: hr.token })).status).toBe(403);
    const accountant = await tenant.member('Accountant');
    expect((await create('2026-11-05', {}, accountant.token)).status).toBe(200);
  });

  it('works with an API key (loss scopes, X-Branch-Id): source defaults to Api; a read-only key is refused writes', async () => {
    const writer = await app.request('POST', `${C}/developers/api-keys`, { token: owner(), body: { name: 'POS bridge', scopes: ['loss:read', 'loss:write'] } });
    const reader = await app.request('POST', `${C}/developers/api-keys`, { token: owner(), body: { name: 'Reader', scopes: ['loss:read'] } });
    const headers = { 'x-branch-id': tenant.branchId };
    const res = await app.request('POST', EOD, { apiKey: writer.body.data.key, headers, body: { businessDate: '2026-11-04', ...AMOUNTS } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ source: 'Api' });
    const refused = await app.request('POST', EOD, { apiKey: reader.body.data.key, headers, body: { businessDate: '2026-11-03', ...AMOUNTS } });
    expect(refused.status).toBe(403);
    const foreignBranch = await app.request('GET', EOD, { apiKey: reader.body.data.key, headers: { 'x-branch-id': other.branchId } });
    expect(foreignBranch.status).toBe(403);
  });

  it('parses pasted text into a candidate without saving anything', async () => {
    const before = await app.runtime.db.dataSource.manager.count(EodReport);
    const text =
      'التاريخ: ٢٢/١١/٢٠٢٦\nإجمالي المبيعات: ١٬٥٠٠٬٠٠٠ د.ع\nصافي المبيعات: ١٬٤٠٠٬٠٠٠\nنقداً: ٨٠٠٬٠٠٠\nبطاقة: ٣٠٠٬٠٠٠\nكي كارد: ٢٠٠٬٠٠٠\nشكراً لزيارتكم';
    const res = await app.request('POST', `${EOD}/parse`, { token: owner(), body: { text } });
    expect(res.status).toBe(200);
    expect(res.body.data.candidate).toEqual({
      businessDate: '2026-11-22',
      grossSalesIqd: 1_500_000,
      netSalesIqd: 1_400_000,
      cashSalesIqd: 800_000,
      cardSalesIqd: 300_000,
      qiSalesIqd: 200_000,
      deliverySalesIqd: null,
      source: 'Parsed',
    });
    expect(res.body.data.fields[1]).toMatchObject({
      field: 'grossSalesIqd',
      amountIqd: 1_500_000,
      lineNumber: 2,
      lineText: 'إجمالي المبيعات: ١٬٥٠٠٬٠٠٠ د.ع',
      confidence: expect.any(Number),
    });
    expect(res.body.data.unusedLines).toEqual([{ lineNumber: 7, text: 'شكراً لزيارتكم', reason: 'no known label or amount' }]);
    expect(res.body.data.missingFields).toEqual(['deliverySalesIqd']);
    expect(res.body.data.varianceIqd).toBe(100_000);
    expect(res.body.data.warnings).toEqual([expect.stringContaining('variance 100,000 IQD')]);
    expect(await app.runtime.db.dataSource.manager.count(EodReport)).toBe(before);
  });

  it('answers 422 on text for unreadable, empty or oversized text', async () => {
    const unreadable = await app.request('POST', `${EOD}/parse`, { token: owner(), body: { text: 'hello, the shift went fine' } });
    expect(unreadable.status).toBe(422);
    expect(unreadable.body.errors).toEqual({ text: [expect.stringContaining('could not be read as an end-of-day report')] });
    expect(Object.keys((await app.request('POST', `${EOD}/parse`, { token: owner(), body: { text: '' } })).body.errors)).toEqual(['text']);
    expect(Object.keys((await app.request('POST', `${EOD}/parse`, { token: owner(), body: {} })).body.errors)).toEqual(['text']);
    expect((await app.request('POST', `${EOD}/parse`, { token: owner(), body: { text: 'Net 1\n'.repeat(5000) } })).status).toBe(422);
  });

  it('works over GraphQL: create, the one-per-day conflict and parse', async () => {
    const own = await createTenant(app.runtime);
    const token = own.owner.token;
    const mutation = `mutation($input: CreateEodReportInput!) { createEodReport(input: $input) { id varianceIqd source } }`;
    const created = await app.graphql(mutation, { input: { businessDate: '2026-11-21', ...AMOUNTS } }, { token });
    expect(created.body.data.createEodReport).toMatchObject({ varianceIqd: 10_000, source: 'Manual' });
    const again = await app.graphql(mutation, { input: { businessDate: '2026-11-21', ...AMOUNTS } }, { token });
    expect(again.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', status: 409 });
    const parsed = await app.graphql(
      `mutation { parseEodReport(input: {text: "Net Sales 1,000 IQD\\nCash 1,000"}) { candidate { netSalesIqd cashSalesIqd source } fields { field confidence } } }`,
      {},
      { token },
    );
    expect(parsed.body.data.parseEodReport.candidate).toEqual({ netSalesIqd: 1000, cashSalesIqd: 1000, source: 'Parsed' });
  });

  it("uses the branch's business day: at 01:30 Baghdad time the business day is still yesterday", async () => {
    const own = await createTenant(app.runtime);
    app.clock.set(new Date('2026-11-23T22:30:00Z'));
    try {
      const token = await own.tokenFor(own.owner, own.branchId);
      expect((await create('2026-11-24', {}, token)).status).toBe(422);
      expect((await create('2026-11-23', {}, token)).status).toBe(200);
    } finally {
      app.clock.set(NOW);
    }
  });
});
