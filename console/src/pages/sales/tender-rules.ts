/**
 * Split tender at the till, as the dialog shows it before the service answers (docs/cash.md,
 * "Split tender"): each tender is worth its amount at the rate in force; card, Qi and wallet
 * tenders never exceed the amount due; the change, in IQD, is what the whole exceeds the due by.
 */

/** One tender as typed: the amount in the minor unit of its currency (USD cents). */
export interface TenderLine {
  amount: number;
  minorDigits: number;
  /** IQD per 100 units of the currency; null for IQD itself. */
  iqdPer100: number | null;
  /** Cash goes into the drawer; false for a card, Qi or wallet tender. */
  cash: boolean;
}

export interface TenderSummary {
  /** What the tenders are worth together in IQD. */
  tenderedIqd: number;
  /** What is still to be handed over, IQD (0 once covered). */
  remainingIqd: number;
  /** The change to give from the cash, IQD. */
  changeIqd: number;
  /** True when card, Qi and wallet tenders together exceed the amount due (the service refuses it). */
  nonCashOver: boolean;
}

/** IQD for an amount in a currency's minor unit at iqdPer100, rounded half away from zero (docs/cash.md, "Conversion"). */
export function tenderIqd(amount: number, minorDigits: number, iqdPer100: number | null): number {
  if (iqdPer100 === null) return amount;
  const exact = (amount * iqdPer100) / (100 * 10 ** minorDigits);
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

export function tenderSummary(lines: readonly TenderLine[], amountDueIqd: number): TenderSummary {
  let tenderedIqd = 0;
  let nonCashIqd = 0;
  for (const line of lines) {
    if (!(line.amount > 0)) continue;
    const worth = tenderIqd(line.amount, line.minorDigits, line.iqdPer100);
    tenderedIqd += worth;
    if (!line.cash) nonCashIqd += worth;
  }
  return {
    tenderedIqd,
    remainingIqd: Math.max(0, amountDueIqd - tenderedIqd),
    changeIqd: Math.max(0, tenderedIqd - amountDueIqd),
    nonCashOver: nonCashIqd > amountDueIqd,
  };
}
