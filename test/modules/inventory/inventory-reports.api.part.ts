import { parse } from 'csv-parse/sync';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { download, waitForJob } from '../exports/exports-helpers';
import { C, createItem, INV, NOW, ok, openingBalance, TODAY } from './inventory-helpers';

describe('Inventory reports in the report catalogue (export jobs): stock on hand, movements, transfers, count variances', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let owner: string;

  beforeAll(async () => {
    app = await startTestApp({ now: NOW, jobs: true });
    tenant = await createTenant(app.runtime);
    owner = tenant.owner.token;
  });
  afterAll(() => app.close());

  async function csv(reportKey: string, extra: Record<string, unknown> = {}): Promise<Record<string, string>[]> {
    const created = ok(
      await app.request('POST', `${C}/export-jobs`, { token: owner, body: { reportKey, format: 'Csv', from: TODAY, to: TODAY, ...extra } }),
      reportKey,
    );
    const job = await waitForJob(app, owner, created.id);
    expect(job.status).toBe('Succeeded');
    return parse((await download(app, owner, job.id)).bytes, { bom: true, columns: true }) as Record<string, string>[];
  }

  it('exports balances, movements with their sources, transfer lines with shortfalls and count variances', async () => {
    const rice = await createItem(app, owner, { name: 'Report rice' });
    const branch = await tenant.addBranch('Report branch');
    await openingBalance(app, owner, rice, 10, 4500);
    const transfer = ok(
      await app.request('POST', `${INV}/transfers`, {
        token: owner,
        body: { fromBranchId: tenant.branchId, toBranchId: branch, lines: [{ inventoryItemId: rice, quantity: 2 }] },
      }),
      'transfer',
    );
    ok(await app.request('POST', `${INV}/transfers/${transfer.id}/send`, { token: owner, body: {} }), 'send');
    ok(
      await app.request('POST', `${INV}/transfers/${transfer.id}/receive`, { token: owner, body: { lines: [{ lineIndex: 0, receivedQuantity: 1.5 }] } }),
      'receive',
    );
    const sheet = ok(await app.request('POST', `${INV}/counts`, { token: owner, body: { inventoryItemIds: [rice] } }), 'count');
    ok(
      await app.request('PUT', `${INV}/counts/${sheet.id}/entries`, { token: owner, body: { entries: [{ inventoryItemId: rice, countedQuantity: 7 }] } }),
      'enter',
    );
    ok(await app.request('POST', `${INV}/counts/${sheet.id}/submit`, { token: owner }), 'submit');
    ok(await app.request('POST', `${INV}/counts/${sheet.id}/approve`, { token: owner }), 'approve');

    expect(await csv('inventory.stockOnHand')).toEqual([
      expect.objectContaining({ Item: 'Report rice', 'On hand': '7', 'Value (IQD)': '31500', 'Below par': 'false' }),
    ]);
    const moves = await csv('inventory.movements');
    expect(moves.map((m) => [m.Kind, m.Quantity, m.Source])).toEqual([
      ['OpeningBalance', '10', 'Adjustment'],
      ['TransferOut', '-2', 'Transfer'],
      ['CountAdjustment', '-1', 'StockCount'],
    ]);
    expect(await csv('inventory.movements', { filters: { kind: 'TransferOut' } })).toHaveLength(1);
    expect(await csv('inventory.transfers')).toEqual([
      expect.objectContaining({ Item: 'Report rice', Sent: '2', Received: '1.5', Short: '0.5', 'Shortfall value (IQD)': '2250', Status: 'Received' }),
    ]);
    expect(await csv('inventory.countVariances')).toEqual([
      { 'Business date': TODAY, Item: 'Report rice', Expected: '8', Counted: '7', Difference: '-1', 'Difference value (IQD)': '-4500' },
    ]);
  });
});
