import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { PRODUCT_IMPORT_COLUMNS } from '../../../src/modules/catalog/imports/product-import-columns';
import { createInvoice, createOrder, createStock, INVOICES, setSettings } from '../purchasing/purchasing-helpers';
import { C, download, waitForJob } from './exports-helpers';

/** The reports other modules add to the export catalogue, exported through real jobs. */
describe('module reports in the export catalogue (catalog, loss, accounting, purchasing)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let owner: string;

  beforeAll(async () => {
    app = await startTestApp({ jobs: true, now: new Date('2026-03-10T09:00:00Z') });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
  });
  afterAll(() => app.close());

  const ok = (res: { status: number; body: any }) => {
    if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const exportJob = async (body: Record<string, unknown>, token = owner) => {
    const created = ok(await app.request('POST', `${C}/export-jobs`, { token, body }));
    const job = await waitForJob(app, token, created.id);
    expect(job.status).toBe('Succeeded');
    return { job, file: await download(app, token, job.id) };
  };

  it('lists the catalog.products domain with exactly the product import columns and accepts an import-compatible preset of them', async () => {
    const domains = ok(await app.request('GET', `${C}/settings/export-presets/domains`, { token: owner }));
    const products = domains.find((d: { key: string }) => d.key === 'catalog.products');
    expect(products.importColumns).toEqual([...PRODUCT_IMPORT_COLUMNS]);
    const keys = domains.map((d: { key: string }) => d.key);
    expect(keys).toEqual(expect.arrayContaining(['loss.eodReports', 'accounting.statementLines', 'purchasing.invoices']));

    const preset = await app.request('POST', `${C}/settings/export-presets`, {
      token: owner,
      body: { domain: 'catalog.products', name: 'Re-import', fields: [...PRODUCT_IMPORT_COLUMNS], importCompatible: true },
    });
    expect(preset.status).toBe(200);
    expect(preset.body.data).toMatchObject({ domain: 'catalog.products', importCompatible: true, fields: [...PRODUCT_IMPORT_COLUMNS] });
    const partial = await app.request('POST', `${C}/settings/export-presets`, {
      token: owner,
      body: { domain: 'catalog.products', name: 'Names', fields: ['code', 'name'], importCompatible: true },
    });
    expect(partial.status).toBe(422);
    expect(partial.body.errors.fields).toBeDefined();
  });

  it('exports products as CSV that the product import previews as all Unchanged (round trip)', async () => {
    await app.request('POST', `${C}/product-categories`, { token: owner, body: { code: 'GRILL', name: 'Grills', nameAr: 'مشويات' } });
    await app.request('POST', `${C}/accounting/tax-codes`, {
      token: owner,
      body: { code: 'VAT15', name: 'VAT', kind: 'Vat', ratePermille: 150, appliesTo: 'Sales' },
    });
    const categoryId = ok(await app.request('GET', `${C}/product-categories`, { token: owner })).items[0].id;
    const taxCodeId = ok(await app.request('GET', `${C}/accounting/tax-codes`, { token: owner })).items[0].id;
    ok(
      await app.request('POST', `${C}/catalog/products`, {
        token: owner,
        body: {
          code: 'KEB-1',
          name: 'Kebab, large',
          nameAr: 'كباب "كبير"',
          description: 'Two skewers\nwith bread',
          categoryId,
          taxCodeId,
          basePriceIqd: 12_000,
          channels: ['Delivery', 'DineIn'],
          sortOrder: 1,
          imageUrl: 'https://example.com/kebab.png',
        },
      }),
    );
    ok(
      await app.request('POST', `${C}/catalog/products`, { token: owner, body: { code: 'TEA', name: 'Tea', nameAr: 'شاي', basePriceIqd: 500, sortOrder: 5 } }),
    );
    ok(await app.request('POST', `${C}/catalog/products`, { token: other.owner.token, body: { code: 'OTHER', name: 'Not ours', basePriceIqd: 1 } }));

    const { job, file } = await exportJob({ reportKey: 'catalog.products', preset: 'Re-import', format: 'Csv', from: '2026-03-10', to: '2026-03-10' });
    expect(job).toMatchObject({ rowsWritten: 2, fields: [...PRODUCT_IMPORT_COLUMNS] });
    const text = file.bytes.toString('utf8');
    const rows = parse(file.bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0])).toEqual([...PRODUCT_IMPORT_COLUMNS]);
    expect(rows.map((r) => r.code)).toEqual(['KEB-1', 'TEA']);
    expect(rows[0]).toMatchObject({
      categoryCode: 'GRILL',
      taxCode: 'VAT15',
      basePriceIqd: '12000',
      active: 'true',
      channels: 'DineIn|Delivery',
      nameAr: 'كباب "كبير"',
    });

    const preview = await app.request('POST', `${C}/catalog/imports/products`, { token: owner, body: { format: 'Csv', content: text } });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ rowCount: 2, unchangedCount: 2, createCount: 0, updateCount: 0, errorCount: 0 });
    expect(preview.body.data.rows.map((r: { action: string }) => r.action)).toEqual(['Unchanged', 'Unchanged']);
  });

  it('exports the branch EOD reports of the period as xlsx with money as numbers and the variance', async () => {
    for (const res of [
      await app.request('POST', `${C}/loss/eod-reports`, {
        token: owner,
        body: {
          businessDate: '2026-03-01',
          grossSalesIqd: 1_500_000,
          netSalesIqd: 1_400_000,
          cashSalesIqd: 800_000,
          cardSalesIqd: 300_000,
          qiSalesIqd: 200_000,
          deliverySalesIqd: 0,
        },
      }),
      await app.request('POST', `${C}/loss/eod-reports`, {
        token: owner,
        body: {
          businessDate: '2026-03-02',
          grossSalesIqd: 2_000_000,
          netSalesIqd: 1_900_000,
          cashSalesIqd: 1_000_000,
          cardSalesIqd: 500_000,
          qiSalesIqd: 400_000,
          deliverySalesIqd: 0,
        },
      }),
      await app.request('POST', `${C}/loss/eod-reports`, {
        token: owner,
        body: { businessDate: '2026-02-27', grossSalesIqd: 10, netSalesIqd: 10, cashSalesIqd: 10 },
      }),
      await app.request('POST', `${C}/loss/eod-reports`, {
        token: other.owner.token,
        body: { businessDate: '2026-03-01', grossSalesIqd: 10, netSalesIqd: 10, cashSalesIqd: 10 },
      }),
    ])
      ok(res);

    const { job, file } = await exportJob({ reportKey: 'loss.eodReports', format: 'Xlsx', from: '2026-03-01', to: '2026-03-09' });
    expect(job).toMatchObject({ rowsWritten: 2, fileName: 'loss.eodReports_2026-03-01_2026-03-09.xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as any);
    const sheet = workbook.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual([
      'Business date',
      'Gross sales (IQD)',
      'Net sales (IQD)',
      'Cash (IQD)',
      'Card (IQD)',
      'Qi Card (IQD)',
      'Delivery (IQD)',
      'Payment split total (IQD)',
      'Variance (IQD)',
      'Source',
    ]);
    expect(sheet.rowCount).toBe(3);
    const values = [2, 3].map((r) => (sheet.getRow(r).values as unknown[]).slice(1));
    expect((values[0][0] as Date).toISOString().slice(0, 10)).toBe('2026-03-01');
    expect(values[0].slice(1, 9)).toEqual([1_500_000, 1_400_000, 800_000, 300_000, 200_000, 0, 1_300_000, 100_000]);
    expect((values[1][0] as Date).toISOString().slice(0, 10)).toBe('2026-03-02');
    expect(values[1].slice(1, 9)).toEqual([2_000_000, 1_900_000, 1_000_000, 500_000, 400_000, 0, 1_900_000, 0]);
    expect(sheet.getRow(2).getCell(9).numFmt).toBe('#,##0');
  });

  it('exports statement lines with account, currency, minor-unit amounts and matches, and purchase invoices and orders of the branch', async () => {
    const iqd = ok(
      await app.request('POST', `${C}/accounting/bank-accounts`, {
        token: owner,
        body: { name: 'Rafidain IQD', accountNumber: 'IQ-R-1', currencyCode: 'IQD' },
      }),
    ).id;
    const usd = ok(
      await app.request('POST', `${C}/accounting/bank-accounts`, {
        token: owner,
        body: { name: 'Rafidain USD', accountNumber: 'IQ-R-2', currencyCode: 'USD' },
      }),
    ).id;
    ok(
      await app.request('POST', `${C}/accounting/bank-accounts/${iqd}/statement-imports`, {
        token: owner,
        body: { csv: 'Date,Description,Amount\n2026-03-03,Card settlement,250000\n2026-02-20,Old,5\n' },
      }),
    );
    ok(
      await app.request('POST', `${C}/accounting/bank-accounts/${usd}/statement-imports`, {
        token: owner,
        body: { csv: 'Date,Description,Amount\n2026-03-04,Wire fee,-12.50\n' },
      }),
    );
    const lines = ok(await app.request('GET', `${C}/accounting/bank-statement-lines?BankAccountId=${iqd}`, { token: owner })).items;
    const settlement = lines.find((l: { description: string }) => l.description === 'Card settlement');
    ok(
      await app.request('POST', `${C}/accounting/bank-statement-lines/${settlement.id}/match`, {
        token: owner,
        body: { matchType: 'Other', matchedRef: 'POS-7', note: 'Card batch' },
      }),
    );

    const { file } = await exportJob({ reportKey: 'accounting.statementLines', format: 'Csv', from: '2026-03-01', to: '2026-03-09' });
    const rows = parse(file.bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      expect.objectContaining({
        Date: '2026-03-03',
        'Bank account': 'Rafidain IQD',
        Currency: 'IQD',
        'Amount (minor unit of the currency)': '250000',
        Status: 'Matched',
        'Match type': 'Other',
        'Matched reference': 'POS-7',
      }),
      expect.objectContaining({
        Date: '2026-03-04',
        'Bank account': 'Rafidain USD',
        Currency: 'USD',
        'Amount (minor unit of the currency)': '-1250',
        Status: 'Unmatched',
        'Match type': '',
      }),
    ]);

    await setSettings(app, owner, { approvalThresholdIqd: 10_000_000 });
    const stock = await createStock(app, owner);
    const invoice = await createInvoice(app, owner, stock, 375_000, { invoiceDate: '2026-03-05' });
    ok(await app.request('POST', `${INVOICES}/${invoice.id}/submit`, { token: owner, body: {} }));
    const invoices = await exportJob({ reportKey: 'purchasing.invoices', format: 'Csv', from: '2026-03-01', to: '2026-03-09' });
    const invoiceRows = parse(invoices.file.bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(invoiceRows).toEqual([
      expect.objectContaining({
        'Invoice date': '2026-03-05',
        'Invoice number': invoice.invoiceNumber,
        Supplier: invoice.supplier.name,
        'Total (IQD)': '375000',
        Status: 'Approved',
        'Paid at': '',
      }),
    ]);

    // Orders carry no document date: the report takes them by creation instant (stored by the database clock).
    const order = await createOrder(app, owner, stock, 90_000, { expectedDate: '2026-03-12' });
    const baghdad = (offsetDays: number) => new Date(Date.parse(order.createdAt) + 3 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
    const orders = await exportJob({ reportKey: 'purchasing.orders', format: 'Csv', from: baghdad(-1), to: baghdad(1) });
    const orderRows = parse(orders.file.bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(orderRows).toEqual([
      expect.objectContaining({
        'Created at': expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        Supplier: invoice.supplier.name,
        'Expected date': '2026-03-12',
        'Total (IQD)': '90000',
        Status: 'Draft',
      }),
    ]);
    expect(await exportJob({ reportKey: 'purchasing.orders', format: 'Csv', from: baghdad(-30), to: baghdad(-2) }).then((r) => r.job.rowsWritten)).toBe(0);
  });
});
