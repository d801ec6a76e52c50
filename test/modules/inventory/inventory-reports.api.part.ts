import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
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

  async function exported(reportKey: string, extra: Record<string, unknown> = {}, token = owner): Promise<Buffer> {
    const created = ok(
      await app.request('POST', `${C}/export-jobs`, { token, body: { reportKey, format: 'Csv', from: TODAY, to: TODAY, ...extra } }),
      reportKey,
    );
    const job = await waitForJob(app, token, created.id);
    expect(job.status).toBe('Succeeded');
    return (await download(app, token, job.id)).bytes;
  }

  async function csv(reportKey: string, extra: Record<string, unknown> = {}, token = owner): Promise<Record<string, string>[]> {
    return parse(await exported(reportKey, extra, token), { bom: true, columns: true }) as Record<string, string>[];
  }

  /** An xlsx file read back with exceljs: its first sheet's name and its rows as text. */
  async function xlsx(reportKey: string, extra: Record<string, unknown> = {}): Promise<{ name: string; rtl: boolean; rows: string[][] }> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exported(reportKey, { format: 'Xlsx', ...extra })) as never);
    const sheet = workbook.worksheets[0];
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value)))));
    return { name: sheet.name, rtl: Boolean(sheet.views[0]?.rightToLeft), rows };
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

    // Every branch the owner reads, each row with its branch: the sender kept 10 − 2 − 1 (the count), the receiver got 1.5.
    expect(await csv('inventory.stockOnHand')).toEqual([
      expect.objectContaining({ Branch: 'Main branch', Item: 'Report rice', 'On hand': '7', 'Value (IQD)': '31500', 'Below par': 'false' }),
      expect.objectContaining({ Branch: 'Report branch', Item: 'Report rice', 'On hand': '1.5' }),
    ]);
    expect(await csv('inventory.stockOnHand', { filters: { branchId: branch } })).toEqual([expect.objectContaining({ Branch: 'Report branch' })]);
    const moves = await csv('inventory.movements');
    expect(moves.filter((m) => m.Branch === 'Main branch').map((m) => [m.Kind, m.Quantity, m.Source])).toEqual([
      ['OpeningBalance', '10', 'Adjustment'],
      ['TransferOut', '-2', 'Transfer'],
      ['CountAdjustment', '-1', 'StockCount'],
    ]);
    expect(moves.filter((m) => m.Branch === 'Report branch').map((m) => [m.Kind, m.Quantity])).toEqual([['TransferIn', '1.5']]);
    expect(await csv('inventory.movements', { filters: { kind: 'TransferOut' } })).toHaveLength(1);
    expect(await csv('inventory.transfers')).toEqual([
      expect.objectContaining({ Item: 'Report rice', Sent: '2', Received: '1.5', Short: '0.5', 'Shortfall value (IQD)': '2250', Status: 'Received' }),
    ]);
    expect(await csv('inventory.countVariances')).toEqual([
      { 'Business date': TODAY, Branch: 'Main branch', Item: 'Report rice', Expected: '8', Counted: '7', Difference: '-1', 'Difference value (IQD)': '-4500' },
    ]);

    // A manager of the second branch alone reads that branch only.
    const manager = await tenant.member('Manager', { branchIds: [branch] });
    expect((await csv('inventory.stockOnHand', {}, manager.token)).map((row) => row.Branch)).toEqual(['Report branch']);

    // In Arabic the sheet, the headers, kinds, units and movement kinds are Arabic words.
    const arabic = await xlsx('inventory.stockOnHand', { lang: 'Ar' });
    expect(arabic.name).toBe('المخزون المتوفر وقيمته');
    expect(arabic.rtl).toBe(true);
    expect(arabic.rows[0].slice(0, 5)).toEqual(['الفرع', 'الصنف', 'الصنف (عربي)', 'النوع', 'الوحدة']);
    expect(arabic.rows[1].slice(3, 5)).toEqual(['مكوّن', 'كغم']);
    const arabicMoves = await xlsx('inventory.movements', { lang: 'Ar' });
    expect(arabicMoves.rows.map((row) => row[3])).toEqual(expect.arrayContaining(['رصيد افتتاحي', 'تحويل صادر', 'تسوية جرد']));
    expect(arabicMoves.rows.flat().join(' ')).not.toMatch(/OpeningBalance|TransferOut|Ingredient|\bKg\b/);
    const english = await xlsx('inventory.stockOnHand');
    expect(english.name).toBe('Stock on hand and value');
    expect(english.rows[1].slice(3, 5)).toEqual(['Ingredient', 'Kg']);
  });
});
