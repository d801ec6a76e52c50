import { BASE_CURRENCY, toIqd } from '../cash/currency.rules';

/*
 * The arithmetic of a till session (docs/cash.md), pure so it can be unit- and property-tested:
 * expected cash per currency, denomination totals of a count, and the variance in IQD. Amounts are
 * integers in each currency's minor unit; nothing here reads a clock or a database.
 */

/** What happened to the drawer besides sales (the GraphQL enum TillMovementKind). */
export type MovementKind = 'CashIn' | 'CashOut' | 'SupplierPayout' | 'SafeDrop' | 'NoSale' | 'Refund';

/** +1 money into the drawer, −1 out of it, 0 no money (a no-sale open). */
export const MOVEMENT_DIRECTION: Readonly<Record<MovementKind, 1 | -1 | 0>> = {
  CashIn: 1,
  CashOut: -1,
  SupplierPayout: -1,
  SafeDrop: -1,
  NoSale: 0,
  Refund: -1,
};

export interface Money {
  currency: string;
  amount: number;
}

export interface LedgerTender {
  currency: string;
  amount: number;
  /** The payment kind of the tender's method (the GraphQL enum PaymentKind); omitted: Cash. */
  kind?: string;
}

/** Only cash goes into the drawer; a card, Qi or wallet tender is money the bank or the wallet owes. */
export const isCashTender = (tender: Pick<LedgerTender, 'kind'>): boolean => tender.kind === undefined || tender.kind === 'Cash';

export interface LedgerPayment {
  tenders: LedgerTender[];
  /** Change handed back, always in IQD. */
  changeIqd: number;
}

export interface LedgerMovement {
  kind: MovementKind;
  currency: string | null;
  amount: number;
}

export interface SessionLedger {
  floats: Money[];
  payments: LedgerPayment[];
  movements: LedgerMovement[];
}

function add(totals: Map<string, number>, currency: string, amount: number): void {
  totals.set(currency, (totals.get(currency) ?? 0) + amount);
}

/**
 * Expected cash in the drawer per currency: float + cash tendered − change (IQD) − outs + ins.
 * Every currency that appears anywhere is listed (with 0 when it nets out), IQD first, then by code.
 */
export function expectedCash(ledger: SessionLedger): Money[] {
  const totals = new Map<string, number>([[BASE_CURRENCY, 0]]);
  for (const float of ledger.floats) add(totals, float.currency, float.amount);
  for (const payment of ledger.payments) {
    for (const tender of payment.tenders) if (isCashTender(tender)) add(totals, tender.currency, tender.amount);
    add(totals, BASE_CURRENCY, -payment.changeIqd);
  }
  for (const movement of ledger.movements) {
    const direction = MOVEMENT_DIRECTION[movement.kind];
    if (direction !== 0 && movement.currency) add(totals, movement.currency, direction * movement.amount);
  }
  return sortMoney([...totals].map(([currency, amount]) => ({ currency, amount })));
}

export function sortMoney(list: Money[]): Money[] {
  return list.sort((a, b) =>
    a.currency === b.currency ? 0 : a.currency === BASE_CURRENCY ? -1 : b.currency === BASE_CURRENCY ? 1 : a.currency < b.currency ? -1 : 1,
  );
}

export interface CountLine {
  currency: string;
  denomination: number;
  quantity: number;
}

/** Field errors of a count against the accepted currencies and their denominations. */
export function countErrors(lines: readonly CountLine[], accepted: ReadonlyMap<string, readonly number[]>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  if (lines.length > 100) return { counts: ['must have at most 100 lines'] };
  lines.forEach((line, index) => {
    const notes = accepted.get(line.currency);
    if (!notes) errors[`counts[${index}].currency`] = ['is not a currency the organisation accepts'];
    else if (!notes.includes(line.denomination)) errors[`counts[${index}].denomination`] = [`is not a ${line.currency} denomination (${notes.join(', ')})`];
    else if (seen.has(`${line.currency}:${line.denomination}`)) errors[`counts[${index}].denomination`] = ['is counted twice'];
    seen.add(`${line.currency}:${line.denomination}`);
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 0 || line.quantity > 1_000_000)
      errors[`counts[${index}].quantity`] = ['must be a whole number from 0 to 1000000'];
  });
  return errors;
}

/** Counted cash per currency: Σ denomination × quantity, every accepted currency listed. */
export function countedTotals(lines: readonly CountLine[], currencies: readonly string[]): Money[] {
  const totals = new Map<string, number>(currencies.map((c) => [c, 0]));
  for (const line of lines) add(totals, line.currency, line.denomination * line.quantity);
  return sortMoney([...totals].map(([currency, amount]) => ({ currency, amount })));
}

export interface CurrencyVariance {
  currency: string;
  expected: number;
  counted: number;
  /** counted − expected, in the currency's minor unit (negative: short). */
  variance: number;
  /** The variance in IQD at the rate stored with the count (null rate for IQD). */
  iqdPer100: number | null;
  varianceIqd: number;
}

/**
 * Expected against counted per currency and the variance in IQD at the rates stored on the
 * session (a currency with a non-zero variance and no rate is an error the caller prevents).
 */
export function variances(
  expected: readonly Money[],
  counted: readonly Money[],
  rates: ReadonlyMap<string, number>,
): { lines: CurrencyVariance[]; totalIqd: number } {
  const currencies = new Set<string>([...expected.map((m) => m.currency), ...counted.map((m) => m.currency)]);
  const lines: CurrencyVariance[] = [];
  let totalIqd = 0;
  for (const currency of currencies) {
    const e = expected.find((m) => m.currency === currency)?.amount ?? 0;
    const c = counted.find((m) => m.currency === currency)?.amount ?? 0;
    const rate = currency === BASE_CURRENCY ? null : (rates.get(currency) ?? null);
    const variance = c - e;
    const varianceIqd = variance === 0 ? 0 : toIqd(variance, currency, rate);
    totalIqd += varianceIqd;
    lines.push({ currency, expected: e, counted: c, variance, iqdPer100: rate, varianceIqd });
  }
  lines.sort((a, b) =>
    a.currency === b.currency ? 0 : a.currency === BASE_CURRENCY ? -1 : b.currency === BASE_CURRENCY ? 1 : a.currency < b.currency ? -1 : 1,
  );
  return { lines, totalIqd };
}

export interface TenderCheck {
  errors: Record<string, string[]>;
  /** What the tenders are worth together in IQD, each at the rate in force. */
  tenderedIqd: number;
  /** The part of the amount due settled by tenders that are not cash (card, Qi, wallet), IQD. */
  nonCashIqd: number;
  changeIqd: number;
}

/**
 * What a customer hands over for an amount due (docs/cash.md, "Split tender"): cash in accepted
 * currencies (a rate for each foreign one) and card, Qi or wallet amounts in IQD. Together they
 * cover the amount due; what is not cash never exceeds it (no change is given on a card), so the
 * change, in IQD, is what the whole exceeds the amount due by and always comes out of the cash.
 */
export function checkTenders(
  tenders: readonly LedgerTender[],
  amountDueIqd: number,
  accepted: ReadonlySet<string>,
  rates: ReadonlyMap<string, number>,
): TenderCheck {
  const errors: Record<string, string[]> = {};
  const none = { tenderedIqd: 0, nonCashIqd: 0, changeIqd: 0 };
  if (tenders.length === 0 || tenders.length > 5) return { errors: { tenders: ['must have between 1 and 5 tenders'] }, ...none };
  let tenderedIqd = 0;
  let nonCashIqd = 0;
  tenders.forEach((tender, index) => {
    const cash = isCashTender(tender);
    if (!cash && tender.currency !== BASE_CURRENCY) errors[`tenders[${index}].currency`] = ['must be IQD for a card, Qi or wallet payment'];
    else if (!accepted.has(tender.currency)) errors[`tenders[${index}].currency`] = ['is not a currency the organisation accepts'];
    else if (tender.currency !== BASE_CURRENCY && !rates.has(tender.currency))
      errors[`tenders[${index}].currency`] = [`has no exchange rate to IQD yet; set one first`];
    if (!Number.isSafeInteger(tender.amount) || tender.amount <= 0) errors[`tenders[${index}].amount`] = ['must be a positive whole amount in the minor unit'];
    if (!errors[`tenders[${index}].currency`] && !errors[`tenders[${index}].amount`]) {
      const worth = toIqd(tender.amount, tender.currency, rates.get(tender.currency) ?? null);
      tenderedIqd += worth;
      if (!cash) nonCashIqd += worth;
    }
  });
  if (Object.keys(errors).length === 0 && nonCashIqd > amountDueIqd) {
    errors.tenders = [`must not put more than the ${amountDueIqd} IQD due on a card, Qi or wallet; change is given from cash only`];
  } else if (Object.keys(errors).length === 0 && tenderedIqd < amountDueIqd) {
    errors.tenders = [`must cover the ${amountDueIqd} IQD due (they are worth ${tenderedIqd} IQD)`];
  }
  return { errors, tenderedIqd, nonCashIqd, changeIqd: Math.max(0, tenderedIqd - amountDueIqd) };
}
