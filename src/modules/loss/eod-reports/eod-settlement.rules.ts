import { isUuid } from '../../../core/scalars';
import type { EodAmounts } from './eod-report.rules';

/**
 * The money of one business day that reaches the bank, as parts of an EOD report:
 *   card   — the card acquirer's settlement (Visa/Mastercard);
 *   qi     — the Qi Card settlement;
 *   cardqi — card + Qi settled together (one acquirer for both);
 *   cash   — the day's cash deposit.
 * A bank-statement match names one part of one report: matchedRef = "<eodReportId>:<part>",
 * e.g. "9a3e2f10-6b7c-4d8e-9f01-2a3b4c5d6e7f:cardqi". Each part can be matched to one line.
 */
export const SETTLEMENT_PARTS = ['cardqi', 'card', 'qi', 'cash'] as const;
export type SettlementPart = (typeof SETTLEMENT_PARTS)[number];

const PART_LABEL: Record<SettlementPart, string> = { cardqi: 'card + Qi settlement', card: 'card settlement', qi: 'Qi Card settlement', cash: 'cash deposit' };

export function settlementRef(reportId: string, part: SettlementPart): string {
  return `${reportId}:${part}`;
}

/** The report id and part of a matchedRef, or null when it is not of that shape. */
export function parseSettlementRef(ref: string): { reportId: string; part: SettlementPart } | null {
  const match = /^([0-9a-fA-F-]{36}):([a-z]+)$/.exec(ref.trim());
  if (!match || !isUuid(match[1]) || !(SETTLEMENT_PARTS as readonly string[]).includes(match[2])) return null;
  return { reportId: match[1].toLowerCase(), part: match[2] as SettlementPart };
}

/** The IQD a part should bring into the bank. */
export function settlementAmount(amounts: Pick<EodAmounts, 'cashSalesIqd' | 'cardSalesIqd' | 'qiSalesIqd'>, part: SettlementPart): number {
  switch (part) {
    case 'card':
      return amounts.cardSalesIqd;
    case 'qi':
      return amounts.qiSalesIqd;
    case 'cardqi':
      return amounts.cardSalesIqd + amounts.qiSalesIqd;
    case 'cash':
      return amounts.cashSalesIqd;
  }
}

export function settlementLabel(businessDate: string, part: SettlementPart, amount: number): string {
  return `EOD ${businessDate}: ${PART_LABEL[part]} of ${amount.toLocaleString('en-US')} IQD`;
}
