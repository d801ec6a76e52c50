import { registerEnumType } from 'type-graphql';

/**
 * Salary advance life cycle:
 *   Pending ─approve→ Approved ─pay→ Paid ─settle→ Settled
 *   Pending ─reject→ Rejected;  Pending|Approved ─cancel→ Cancelled
 * An advance is "open" from request until it is settled, rejected or cancelled.
 */
export enum AdvanceStatus {
  Pending = 'Pending',
  Approved = 'Approved',
  Rejected = 'Rejected',
  Paid = 'Paid',
  Settled = 'Settled',
  Cancelled = 'Cancelled',
}
registerEnumType(AdvanceStatus, {
  name: 'AdvanceStatus',
  description: 'Pending → Approved → Paid → Settled; Pending → Rejected; Pending or Approved → Cancelled.',
  valuesConfig: {
    Pending: { description: 'Requested, waiting for an HR decision.' },
    Approved: { description: 'Approved, not yet paid out.' },
    Rejected: { description: 'Refused by HR; final.' },
    Paid: { description: 'Paid out to the employee; waiting to be settled.' },
    Settled: { description: 'Recovered (e.g. from salary); final.' },
    Cancelled: { description: 'Withdrawn while Pending or Approved; final.' },
  },
});

export type AdvanceAction = 'approve' | 'reject' | 'pay' | 'settle' | 'cancel';

export const ADVANCE_TRANSITIONS: Readonly<Record<AdvanceAction, { from: readonly AdvanceStatus[]; to: AdvanceStatus }>> = {
  approve: { from: [AdvanceStatus.Pending], to: AdvanceStatus.Approved },
  reject: { from: [AdvanceStatus.Pending], to: AdvanceStatus.Rejected },
  pay: { from: [AdvanceStatus.Approved], to: AdvanceStatus.Paid },
  settle: { from: [AdvanceStatus.Paid], to: AdvanceStatus.Settled },
  cancel: { from: [AdvanceStatus.Pending, AdvanceStatus.Approved], to: AdvanceStatus.Cancelled },
};

/** The status after an action, or the reason it is refused. */
export function advanceMove(from: AdvanceStatus, action: AdvanceAction): { to: AdvanceStatus } | { problem: string } {
  const rule = ADVANCE_TRANSITIONS[action];
  if (rule.from.includes(from)) return { to: rule.to };
  return { problem: `An advance that is ${from} cannot be ${pastTense(action)}; only ${rule.from.join(' or ')} advances can.` };
}

function pastTense(action: AdvanceAction): string {
  return { approve: 'approved', reject: 'rejected', pay: 'paid', settle: 'settled', cancel: 'cancelled' }[action];
}

export const OPEN_ADVANCE_STATUSES: readonly AdvanceStatus[] = [AdvanceStatus.Pending, AdvanceStatus.Approved, AdvanceStatus.Paid];

/** An advance may be at most this share (percent) of one month's pay (baseSalary + allowances). */
export const ADVANCE_MAX_PERCENT_OF_MONTHLY_PAY = 50;

/** The largest advance an employee may request, in whole IQD (rounded down). */
export function advanceLimit(pay: { baseSalary: number; allowances: number }): number {
  return Math.floor(((pay.baseSalary + pay.allowances) * ADVANCE_MAX_PERCENT_OF_MONTHLY_PAY) / 100);
}

/** Why an amount is refused for this employee, or null. */
export function advanceAmountProblem(amount: number, pay: { baseSalary: number; allowances: number }): string | null {
  const limit = advanceLimit(pay);
  if (limit <= 0) return 'cannot be requested: the employee has no monthly pay on record';
  if (amount > limit) return `must be at most ${limit} (${ADVANCE_MAX_PERCENT_OF_MONTHLY_PAY}% of monthly pay)`;
  return null;
}
