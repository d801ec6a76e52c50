import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { download, waitForJob } from '../exports/exports-helpers';
import { C, GUEST, openShop, type Shop } from './sales.support';

const DAY = '2026-03-10';

/** The sales ledger as an export: every order of the period with its branch, in English and Arabic, csv and xlsx. */
describe('Sales orders export (sales.orders)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let owner: string;
  let shop: Shop;
  let number: string;

  beforeAll(async () => {
    app = await startTestApp({ jobs: true, now: new Date('2026-03-10T09:00:00Z') });
    tenant = await createTenant(app.runtime);
    owner = tenant.owner.token;
    shop = await openShop(app, tenant, 'EXP');
    const placed = await app.request('POST', `${GUEST}/${shop.qrToken}/orders`, {
      body: { items: [{ productId: shop.productId, quantity: 2 }], payments: [{ methodId: shop.cardId, amountIqd: 12000 }] },
      headers: { 'Idempotency-Key': 'sales-orders-report' },
    });
    expect(placed.status).toBe(200);
    number = placed.body.data.number;
  }, 180_000);
  afterAll(() => app.close());

  async function exported(body: Record<string, unknown>, token = owner): Promise<Buffer> {
    const created = await app.request('POST', `${C}/export-jobs`, { token, body: { reportKey: 'sales.orders', from: DAY, to: DAY, ...body } });
    expect(created.status).toBe(200);
    const job = await waitForJob(app, token, created.body.data.id);
    expect(job.status).toBe('Succeeded');
    return (await download(app, token, job.id)).bytes;
  }

  it('exports each order with its branch, status, source, table, items and amounts in whole IQD (csv, English)', async () => {
    const rows = parse(await exported({ format: 'Csv' }), { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows).toEqual([
      expect.objectContaining({
        'Business date': DAY,
        Branch: 'Main branch',
        Number: number,
        Status: 'Placed',
        Source: 'Guest',
        Table: 'EXP-T1',
        Items: '2',
        'Total (IQD)': '12000',
        'Paid (IQD)': '12000',
        'Due at the counter (IQD)': '0',
      }),
    ]);
    const cancelled = parse(await exported({ format: 'Csv', filters: { status: 'Cancelled' } }), { bom: true, columns: true });
    expect(cancelled).toEqual([]);
  });

  it('writes an Arabic xlsx with an Arabic sheet name, headers and statuses, right to left', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exported({ format: 'Xlsx', lang: 'Ar' })) as never);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('طلبات المبيعات');
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 6)).toEqual(['يوم العمل', 'الفرع', 'الرقم', 'وقت الطلب', 'الحالة', 'المصدر']);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(row[4]).toBe('مستلم');
    expect(row[5]).toBe('ضيف (QR)');
    expect(row[12]).toBe(12000);
  });

  it('needs sales:read, and a member of another branch only reads that branch', async () => {
    const hr = await tenant.member('Hr');
    const refused = await app.request('POST', `${C}/export-jobs`, { token: hr.token, body: { reportKey: 'sales.orders', format: 'Csv', from: DAY, to: DAY } });
    expect(refused.status).toBe(403);
    const elsewhere = await tenant.addBranch('Mansour');
    const manager = await tenant.member('Manager', { branchIds: [elsewhere] });
    expect(parse(await exported({ format: 'Csv' }, manager.token), { bom: true, columns: true })).toEqual([]);
  });
});
