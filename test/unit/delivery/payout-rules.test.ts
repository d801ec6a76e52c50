import { csvCells, xlsxCells } from '../../../src/modules/delivery/payouts/payout-file';
import { parsePayoutRows } from '../../../src/modules/delivery/payouts/payout-parse';
import {
  allowedCommission,
  commissionPercent,
  type LedgerPlatformOrder,
  PayoutLineStatus,
  PayoutProblem,
  reconcilePayout,
} from '../../../src/modules/delivery/payouts/payout-match.rules';

const HEADER = 'Payout ID,Payout Date,Payout Total,Order ID,Order Date,Gross,Commission,Platform Promotion,Restaurant Promotion,Fees,Net';

function parse(text: string, defaults = {}) {
  const cells = csvCells(text);
  if (!cells.ok) throw new Error(cells.problem);
  return parsePayoutRows(cells.rows, defaults);
}

describe('payout file parsing', () => {
  it('reads the documented default headers into whole-dinar rows', () => {
    const result = parse(
      `${HEADER}\nP-1,2026-11-10,51000,T-1,2026-11-01,30000,4500,1000,500,0,25000\nP-1,2026-11-10,51000,T-2,02/11/2026,30000,"-3,000",0,0,1000,26000\n`,
    );
    expect(result).toEqual({
      ok: true,
      payout: {
        payoutReference: 'P-1',
        payoutDate: '2026-11-10',
        total: 51000,
        rows: [
          {
            rowNumber: 2,
            platformOrderId: 'T-1',
            orderDate: '2026-11-01',
            gross: 30000,
            commission: 4500,
            platformPromotion: 1000,
            restaurantPromotion: 500,
            fees: 0,
            net: 25000,
          },
          {
            rowNumber: 3,
            platformOrderId: 'T-2',
            orderDate: '2026-11-02',
            gross: 30000,
            commission: 3000,
            platformPromotion: 0,
            restaurantPromotion: 0,
            fees: 1000,
            net: 26000,
          },
        ],
      },
    });
  });

  it('reads a column mapping with the platform’s own header names, Arabic-Indic digits and semicolons', () => {
    const result = parse('Ref;Date;Total;Cut;Paid\nA7;٢٠٢٦-١١-٠٣ 14:05;١٠٠٠٠;١٥٠٠;٨٥٠٠\n', {
      payoutReference: 'W-9',
      payoutDate: '2026-11-12',
      columnMap: { orderId: 'Ref', orderDate: 'Date', gross: 'Total', commission: 'Cut', net: 'Paid' },
    });
    expect(result.ok && result.payout).toMatchObject({
      payoutReference: 'W-9',
      payoutDate: '2026-11-12',
      total: 8500,
      rows: [{ platformOrderId: 'A7', orderDate: '2026-11-03', gross: 10000 }],
    });
  });

  it('lists every bad row and refuses the file as a whole', () => {
    const result = parse(`${HEADER}\nP-1,2026-11-10,,T-1,2026-13-01,abc,1,0,0,0,1\nP-1,2026-11-10,,T-1,2026-11-01,100,1.5,0,0,0,99\n`);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({
      'row 2': ['orderDate is not a real calendar date', 'gross is not an amount'],
      'row 3': ['orderId T-1 repeats row 2', 'commission must be a whole amount (no decimals)'],
    });
  });

  it('needs the required columns, one payout per file, and a payout id and date from somewhere', () => {
    expect(parse('Order ID,Gross\nT-1,100\n')).toEqual({
      ok: false,
      errors: { content: expect.arrayContaining(['a orderDate column is required (header "Order Date")']) },
    });
    expect(parse(`${HEADER}\nP-1,2026-11-10,,T-1,2026-11-01,100,10,0,0,0,90\nP-2,2026-11-10,,T-2,2026-11-01,100,10,0,0,0,90\n`)).toMatchObject({
      ok: false,
      errors: { content: ['names more than one payout (P-1, P-2); import one payout at a time'] },
    });
    expect(parse('Order ID,Order Date,Gross,Commission,Net\nT-1,2026-11-01,100,10,90\n')).toEqual({
      ok: false,
      errors: { payoutReference: ['is required when the file has no payout id column'], payoutDate: ['is required when the file has no payout date column'] },
    });
  });

  it('reads an xlsx workbook’s numbers, dates and formulas as the CSV reader does', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const ExcelJS = require('exceljs');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Payout');
    sheet.addRow(HEADER.split(','));
    sheet.addRow([
      'P-3',
      new Date(Date.UTC(2026, 10, 10)),
      8500,
      'T-9',
      new Date(Date.UTC(2026, 10, 4)),
      10000,
      1500,
      0,
      0,
      0,
      { formula: 'F2-G2', result: 8500 },
    ]);
    const cells = await xlsxCells(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(cells.ok).toBe(true);
    const result = cells.ok ? parsePayoutRows(cells.rows) : null;
    expect(result).toEqual({
      ok: true,
      payout: {
        payoutReference: 'P-3',
        payoutDate: '2026-11-10',
        total: 8500,
        rows: [
          {
            rowNumber: 2,
            platformOrderId: 'T-9',
            orderDate: '2026-11-04',
            gross: 10000,
            commission: 1500,
            platformPromotion: 0,
            restaurantPromotion: 0,
            fees: 0,
            net: 8500,
          },
        ],
      },
    });
    expect(await xlsxCells(Buffer.from('not a workbook'))).toEqual({ ok: false, problem: 'is not a readable xlsx workbook' });
  });
});

describe('payout reconciliation', () => {
  const row = (platformOrderId: string, gross: number, commission: number, orderDate = '2026-11-01') => ({
    rowNumber: 2,
    platformOrderId,
    orderDate,
    gross,
    commission,
    platformPromotion: 0,
    restaurantPromotion: 0,
    fees: 0,
    net: gross - commission,
  });
  const order = (platformOrderId: string, total: number, date = '2026-11-01', cancelled = false): LedgerPlatformOrder => ({
    orderId: `o-${platformOrderId}`,
    platformOrderId,
    date,
    total,
    cancelled,
  });

  it('allows the agreed rate rounded up to the dinar', () => {
    expect(allowedCommission(10_001, 1500)).toBe(1501);
    expect(commissionPercent(1500, 10_000)).toBe(15);
    expect(commissionPercent(1, 3)).toBe(33.33);
    expect(commissionPercent(5, 0)).toBe(0);
  });

  it('lists matched, over-charged, gross-differing, missing in the ledger and missing in the payout', () => {
    const result = reconcilePayout(
      [row('T-1', 10_000, 1500), row('T-2', 10_000, 2000), row('T-3', 9000, 1350), row('T-X', 5000, 750)],
      [
        order('T-1', 10_000),
        order('T-2', 10_000),
        order('T-3', 10_000),
        order('T-4', 7000),
        order('T-5', 7000, '2026-11-01', true),
        order('T-6', 7000, '2026-11-05'),
      ],
      1500,
    );
    expect(result.lines.map((line) => [line.platformOrderId, line.status, line.problems, line.overCharge])).toEqual([
      ['T-1', PayoutLineStatus.Matched, [], 0],
      ['T-2', PayoutLineStatus.Different, [PayoutProblem.CommissionAboveRate], 500],
      ['T-3', PayoutLineStatus.Different, [PayoutProblem.GrossDiffers], 0],
      ['T-X', PayoutLineStatus.MissingInLedger, [], 0],
    ]);
    expect(result.missingInPayout.map((o) => o.platformOrderId)).toEqual(['T-4']);
    expect([result.periodFrom, result.periodTo]).toEqual(['2026-11-01', '2026-11-01']);
  });

  it('flags a net that is not gross less commission, restaurant promotion and fees, and ignores the rate when none is agreed', () => {
    const line = { ...row('T-1', 10_000, 3000), platformPromotion: 2000, restaurantPromotion: 1000, net: 6000 };
    expect(reconcilePayout([line], [order('T-1', 10_000)], null).lines[0]).toMatchObject({ status: PayoutLineStatus.Matched, allowedCommission: null });
    expect(reconcilePayout([{ ...line, net: 7000 }], [order('T-1', 10_000)], null).lines[0].problems).toEqual([PayoutProblem.NetDiffers]);
  });
});
