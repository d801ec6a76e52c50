import type { FieldErrors } from '../../../core/errors/app-error';
import { cleanText, parseAmount, parseStatementDate } from '../../accounting/statement-imports/statement-values';
import { mapPayoutColumns, type PayoutColumn } from './payout-columns';
import { MAX_PAYOUT_ROWS } from './payout-file';

/** One order row of a payout statement; amounts in whole IQD. */
export interface PayoutRow {
  /** As a spreadsheet numbers it (the header is row 1). */
  rowNumber: number;
  platformOrderId: string;
  orderDate: string;
  gross: number;
  commission: number;
  platformPromotion: number;
  restaurantPromotion: number;
  fees: number;
  net: number;
}

export interface ParsedPayout {
  payoutReference: string;
  payoutDate: string;
  /** The payout's total as the file states it, else the sum of the rows' net. */
  total: number;
  rows: PayoutRow[];
}

/** What the import says about the payout when the file has no payout columns. */
export interface PayoutDefaults {
  payoutReference?: string | null;
  payoutDate?: string | null;
  columnMap?: Partial<Record<PayoutColumn, string>>;
}

export type PayoutParseResult = { ok: true; payout: ParsedPayout } | { ok: false; errors: FieldErrors };

const AMOUNTS = ['gross', 'commission', 'platformPromotion', 'restaurantPromotion', 'fees', 'net'] as const;
const OPTIONAL_AMOUNTS = new Set<string>(['platformPromotion', 'restaurantPromotion', 'fees']);

/**
 * The payout from the file's rows (all or nothing): every problem is listed, keyed `row N` (or
 * `content` for the file as a whole). Amounts are whole IQD, commission, promotions and fees as
 * positive deductions (a leading minus is dropped: platforms print them either way). Every row
 * must name the same payout; one platform order id appears once.
 */
export function parsePayoutRows(rows: string[][], defaults: PayoutDefaults = {}): PayoutParseResult {
  if (rows.length === 0) return { ok: false, errors: { content: ['has no header row'] } };
  const { positions, problems } = mapPayoutColumns(rows[0], defaults.columnMap);
  if (problems.length) return { ok: false, errors: { content: problems } };
  const dataRows = rows.slice(1).filter((row) => row.some((cell) => cell.trim() !== ''));
  if (dataRows.length === 0) return { ok: false, errors: { content: ['has no order rows'] } };
  if (dataRows.length > MAX_PAYOUT_ROWS) return { ok: false, errors: { content: [`has more than ${MAX_PAYOUT_ROWS} order rows`] } };
  const errors: FieldErrors = {};
  const add = (key: string, message: string) => (errors[key] ??= []).push(message);
  const cell = (row: string[], column: PayoutColumn) => (positions[column] === undefined ? '' : (row[positions[column]!] ?? ''));

  const references = new Set<string>();
  const payoutDates = new Set<string>();
  const totals = new Set<number>();
  const seen = new Map<string, number>();
  const parsed: PayoutRow[] = [];
  rows.slice(1).forEach((row, index) => {
    if (!row.some((text) => text.trim() !== '')) return;
    const rowNumber = index + 2;
    const key = `row ${rowNumber}`;
    const orderId = cleanText(cell(row, 'orderId'));
    if (!orderId) add(key, 'orderId is required');
    else if (orderId.length > 100) add(key, 'orderId must be at most 100 characters');
    else if (seen.has(orderId)) add(key, `orderId ${orderId} repeats row ${seen.get(orderId)}`);
    else seen.set(orderId, rowNumber);
    const date = parseStatementDate(cell(row, 'orderDate').trim().split(/[ T]/)[0]);
    if ('problem' in date) add(key, `orderDate ${date.problem}`);
    const amounts: Partial<Record<(typeof AMOUNTS)[number], number>> = {};
    for (const column of AMOUNTS) {
      const value = parseAmount(cell(row, column), 0);
      if ('problem' in value) add(key, `${column} ${value.problem}`);
      else if (value.value === null && !OPTIONAL_AMOUNTS.has(column)) add(key, `${column} is required`);
      else amounts[column] = column === 'gross' || column === 'net' ? (value.value ?? 0) : Math.abs(value.value ?? 0);
    }
    const reference = cleanText(cell(row, 'payoutId'));
    if (reference) references.add(reference);
    const payoutDate = cleanText(cell(row, 'payoutDate'));
    if (payoutDate) {
      const value = parseStatementDate(payoutDate.split(/[ T]/)[0]);
      if ('problem' in value) add(key, `payoutDate ${value.problem}`);
      else payoutDates.add(value.value);
    }
    const total = parseAmount(cell(row, 'payoutTotal'), 0);
    if ('problem' in total) add(key, `payoutTotal ${total.problem}`);
    else if (total.value !== null) totals.add(total.value);
    if (orderId && 'value' in date && AMOUNTS.every((column) => amounts[column] !== undefined)) {
      parsed.push({ rowNumber, platformOrderId: orderId, orderDate: date.value, ...(amounts as Record<(typeof AMOUNTS)[number], number>) });
    }
  });
  if (references.size > 1) add('content', `names more than one payout (${[...references].join(', ')}); import one payout at a time`);
  if (payoutDates.size > 1) add('content', 'has more than one payout date');
  if (totals.size > 1) add('content', 'has more than one payout total');
  const payoutReference = [...references][0] ?? cleanText(defaults.payoutReference ?? '');
  if (!payoutReference) add('payoutReference', 'is required when the file has no payout id column');
  let payoutDate = [...payoutDates][0] ?? null;
  if (!payoutDate && defaults.payoutDate) {
    const value = parseStatementDate(defaults.payoutDate);
    if ('problem' in value) add('payoutDate', value.problem);
    else payoutDate = value.value;
  }
  if (!payoutDate && !errors.payoutDate) add('payoutDate', 'is required when the file has no payout date column');
  if (Object.keys(errors).length) return { ok: false, errors };
  const total = [...totals][0] ?? parsed.reduce((sum, row) => sum + row.net, 0);
  return { ok: true, payout: { payoutReference: payoutReference!, payoutDate: payoutDate!, total, rows: parsed } };
}
