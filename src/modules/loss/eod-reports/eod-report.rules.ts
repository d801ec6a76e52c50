import { registerEnumType } from 'type-graphql';
import type { FieldErrors } from '../../../core/errors/app-error';

/** Where an end-of-day report's figures came from. */
export enum EodReportSource {
  Manual = 'Manual',
  Parsed = 'Parsed',
  Pos = 'Pos',
  Api = 'Api',
}
registerEnumType(EodReportSource, {
  name: 'EodReportSource',
  description: 'Manual (typed in), Parsed (from pasted report text), Pos (sent by a point of sale), Api (an integration).',
  valuesConfig: {
    Manual: { description: 'Typed in by a member.' },
    Parsed: { description: 'Parsed from pasted end-of-day report text.' },
    Pos: { description: 'Sent by a point-of-sale system.' },
    Api: { description: 'Sent by another integration.' },
  },
});

/** Largest amount accepted for one day's figure (IQD): far above any restaurant, far below 2^53. */
export const MAX_EOD_AMOUNT_IQD = 1_000_000_000_000;

export const EOD_AMOUNT_FIELDS = ['grossSalesIqd', 'netSalesIqd', 'cashSalesIqd', 'cardSalesIqd', 'qiSalesIqd', 'deliverySalesIqd'] as const;
export type EodAmountField = (typeof EOD_AMOUNT_FIELDS)[number];
export type EodAmounts = Record<EodAmountField, number>;

/** The payment split: cash + card + Qi + delivery. */
export function paymentTotal(amounts: EodAmounts): number {
  return amounts.cashSalesIqd + amounts.cardSalesIqd + amounts.qiSalesIqd + amounts.deliverySalesIqd;
}

/**
 * Variance = net − (cash + card + qi + delivery): positive when payments fall short of the net
 * sales (money the split does not explain), negative when they exceed it. Shown, never refused.
 */
export function eodVariance(amounts: EodAmounts): number {
  return amounts.netSalesIqd - paymentTotal(amounts);
}

/** Field errors of a full set of amounts: whole IQD, 0 or more, bounded, net ≤ gross. */
export function eodAmountErrors(amounts: EodAmounts): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of EOD_AMOUNT_FIELDS) {
    const value = amounts[field];
    if (!Number.isSafeInteger(value)) errors[field] = ['must be a whole number of IQD'];
    else if (value < 0) errors[field] = ['must be 0 or more'];
    else if (value > MAX_EOD_AMOUNT_IQD) errors[field] = [`must be at most ${MAX_EOD_AMOUNT_IQD}`];
  }
  if (!errors.netSalesIqd && !errors.grossSalesIqd && amounts.netSalesIqd > amounts.grossSalesIqd) {
    errors.netSalesIqd = [`must not be more than grossSalesIqd (${amounts.grossSalesIqd})`];
  }
  return errors;
}

/** A business date later than the branch's today is refused; the message names the day. */
export function futureDateProblem(businessDate: string, today: string): string | null {
  return businessDate > today ? `must not be after the branch's current business day (${today})` : null;
}
