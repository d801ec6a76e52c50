import { parse } from 'csv-parse/sync';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { download, waitForJob } from '../exports/exports-helpers';
import { C, createItem, INV, ok } from '../inventory/inventory-helpers';

const DAY = '2026-03-14';

describe('Analytics reports in the catalogue: usage variance by item, daily close summaries, food cost by branch and day', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let owner: string;

  beforeAll(async () => {
    app = await startTestApp({ now: new Date('2026-03-15T10:00:00Z'), jobs: true });
    tenant = await createTenant(app.runtime);
    owner = tenant.owner.token;
  }, 120_000);
  afterAll(() => app.close());

  async function csv(reportKey: string, token = owner): Promise<Record<string, string>[]> {
    const created = ok(await app.request('POST', `${C}/export-jobs`, { token, body: { reportKey, format: 'Csv', from: DAY, to: DAY } }), reportKey);
    const job = await waitForJob(app, token, created.id);
    expect(job.status).toBe('Succeeded');
    return parse((await download(app, token, job.id)).bytes, { bom: true, columns: true }) as Record<string, string>[];
  }

  it('exports the variance lines of the branch and the stored closes of the period', async () => {
    const rice = await createItem(app, owner, { name: 'Report rice', standardCostIqd: 4000 });
    ok(
      await app.request('POST', `${INV}/opening-balances`, {
        token: owner,
        body: { inventoryItemId: rice, quantity: 10, unitCostIqd: 4000, businessDate: '2026-03-01' },
      }),
      'o',
    );
    ok(
      await app.request('POST', `${INV}/waste`, { token: owner, body: { inventoryItemId: rice, quantity: 2, reason: 'Spoiled', businessDate: DAY } }),
      'waste',
    );
    ok(await app.request('POST', `${C}/analytics/day-closes`, { token: owner, body: { branchId: tenant.branchId, businessDate: DAY } }), 'close');

    const variance = await csv('analytics.usageVariance');
    expect(variance).toHaveLength(1);
    expect(variance[0]).toMatchObject({
      Branch: 'Main branch',
      Item: 'Report rice',
      Opening: '10',
      Waste: '2',
      Closing: '8',
      'Unexplained variance': '0',
      Flagged: 'false',
    });
    const closes = await csv('analytics.dayCloses');
    // The close job runs beside the test (jobs: true, for the exports) and may have closed the day
    // before the waste was recorded: the manual close then stores version 2. Either way the report
    // holds one row, the latest version, with the waste.
    expect(closes).toEqual([
      expect.objectContaining({ 'Business date': DAY, Status: 'Closed', Version: expect.stringMatching(/^[12]$/), 'Waste (IQD)': '8000' }),
    ]);
    // The labour figures of the close (docs/labour.md): no shift or punch that day, so no labour cost; no sales, so no labour %.
    expect(closes[0]).toMatchObject({ 'Labour cost (IQD)': '0', 'Labour %': '' });
    const food = await csv('analytics.foodCost');
    expect(food).toEqual([expect.objectContaining({ 'Business date': DAY, 'Net sales (IQD)': '0', 'Waste (IQD)': '8000' })]);
    // Every branch the owner covers, each row naming its branch; a branch filter keeps one.
    const second = await tenant.addBranch('Karrada');
    ok(
      await app.request('POST', `${INV}/opening-balances`, {
        token: owner,
        body: { inventoryItemId: rice, quantity: 3, unitCostIqd: 4000, businessDate: '2026-03-01', branchId: second },
      }),
      'second opening',
    );
    ok(
      await app.request('POST', `${INV}/waste`, {
        token: owner,
        body: { inventoryItemId: rice, quantity: 1, reason: 'Spoiled', businessDate: DAY, branchId: second },
      }),
      'second waste',
    );
    const both = await csv('analytics.usageVariance');
    expect(both.map((row) => [row.Branch, row.Item, row.Unit])).toEqual([
      ['Karrada', 'Report rice', 'Kg'],
      ['Main branch', 'Report rice', 'Kg'],
    ]);
    const filtered = ok(
      await app.request('POST', `${C}/export-jobs`, {
        token: owner,
        body: { reportKey: 'analytics.usageVariance', format: 'Csv', lang: 'Ar', from: DAY, to: DAY, filters: { branchId: second } },
      }),
      'filtered',
    );
    expect((await waitForJob(app, owner, filtered.id)).status).toBe('Succeeded');
    const arabic = parse((await download(app, owner, filtered.id)).bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(arabic.map((row) => [row['الفرع'], row['الوحدة']])).toEqual([['Karrada', 'كغم']]);

    const staff = await tenant.member('Staff');
    expect(
      (await app.request('POST', `${C}/export-jobs`, { token: staff.token, body: { reportKey: 'analytics.foodCost', format: 'Csv', from: DAY, to: DAY } }))
        .status,
    ).toBe(403);
  });
});
