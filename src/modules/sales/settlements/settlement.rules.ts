import { addDays } from '../../../core/time/business-day';
import { PaymentKind } from '../shared/sales-vocabulary';

/** Payment kinds the bank settles later (cash is counted at the till instead). */
export const SETTLED_KINDS: readonly PaymentKind[] = [PaymentKind.Card, PaymentKind.Qi, PaymentKind.Wallet];

/** An expected settlement still unmatched this many days after its business day is overdue. */
export const SETTLEMENT_OVERDUE_DAYS = 5;

/** Bank lines usually arrive up to this many days after the business day. */
export const SETTLEMENT_LAG_DAYS = 3;

/** The last business date whose settlements are overdue when today is `today`. */
export function overdueThrough(today: string, days = SETTLEMENT_OVERDUE_DAYS): string {
  return addDays(today, -days);
}

export function feeOf(expectedIqd: number, receivedIqd: number): number {
  return expectedIqd - receivedIqd;
}

export function settlementLabel(s: { kind: string; methodName: string; businessDate: string; expectedIqd: number }, lineAmount: number | null): string {
  const base = `${s.kind} settlement (${s.methodName}) of ${s.businessDate}: expected ${s.expectedIqd} IQD`;
  return lineAmount == null ? base : `${base}, fee ${feeOf(s.expectedIqd, lineAmount)} IQD`;
}
