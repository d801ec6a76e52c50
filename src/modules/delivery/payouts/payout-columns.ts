import { headerKey } from '../../accounting/statement-imports/statement-columns';

/*
 * The columns of a platform's payout statement. Each column has default header names (English,
 * the names the documented example file uses, and their Arabic); an import may instead name the
 * header of any column (`columnMap`), for a platform whose export uses its own names.
 */

export const PAYOUT_COLUMNS = [
  'payoutId',
  'payoutDate',
  'payoutTotal',
  'orderId',
  'orderDate',
  'gross',
  'commission',
  'platformPromotion',
  'restaurantPromotion',
  'fees',
  'net',
] as const;
export type PayoutColumn = (typeof PAYOUT_COLUMNS)[number];

/** Columns every row must have a header for; the payout's id, date and total may come from the import instead. */
export const REQUIRED_PAYOUT_COLUMNS: readonly PayoutColumn[] = ['orderId', 'orderDate', 'gross', 'commission', 'net'];

export const DEFAULT_PAYOUT_HEADERS: Record<PayoutColumn, string[]> = {
  payoutId: ['Payout ID', 'Payout Reference', 'Settlement ID', 'رقم الدفعة'],
  payoutDate: ['Payout Date', 'Settlement Date', 'تاريخ الدفعة'],
  payoutTotal: ['Payout Total', 'Payout Amount', 'Settlement Amount', 'مبلغ الدفعة'],
  orderId: ['Order ID', 'Order Number', 'Order No', 'رقم الطلب'],
  orderDate: ['Order Date', 'تاريخ الطلب'],
  gross: ['Gross', 'Gross Amount', 'Order Total', 'الإجمالي'],
  commission: ['Commission', 'العمولة'],
  platformPromotion: ['Platform Promotion', 'Platform Funded Promotion', 'خصم المنصة'],
  restaurantPromotion: ['Restaurant Promotion', 'Restaurant Funded Promotion', 'Vendor Promotion', 'خصم المطعم'],
  fees: ['Fees', 'Other Fees', 'الرسوم'],
  net: ['Net', 'Net Amount', 'Net Payable', 'الصافي'],
};

export type PayoutColumnPositions = Partial<Record<PayoutColumn, number>>;

/**
 * Column positions from the header row. `custom` names the header of some columns (matched the
 * same forgiving way: case, spaces, underscores and a bracketed currency ignored); the others keep
 * their default names. Problems are messages for the file's first row.
 */
export function mapPayoutColumns(
  headers: string[],
  custom: Partial<Record<PayoutColumn, string>> = {},
): { positions: PayoutColumnPositions; problems: string[] } {
  const byKey = new Map<string, PayoutColumn>();
  for (const column of PAYOUT_COLUMNS) {
    const names = custom[column] ? [custom[column]!] : DEFAULT_PAYOUT_HEADERS[column];
    for (const name of names) byKey.set(headerKey(name), column);
  }
  const positions: PayoutColumnPositions = {};
  const problems: string[] = [];
  headers.forEach((header, index) => {
    const column = byKey.get(headerKey(header));
    if (!column) return;
    if (positions[column] !== undefined) problems.push(`column "${header}" repeats the ${column} column`);
    else positions[column] = index;
  });
  for (const column of REQUIRED_PAYOUT_COLUMNS) {
    if (positions[column] === undefined) problems.push(`a ${column} column is required (header "${custom[column] ?? DEFAULT_PAYOUT_HEADERS[column][0]}")`);
  }
  return { positions, problems };
}
