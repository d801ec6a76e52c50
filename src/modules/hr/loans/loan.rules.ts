import { registerEnumType } from 'type-graphql';
import { endOfMonthAfter } from '../shared/hr-calendar';

/**
 * Loan life cycle:
 *   Pending ─approve→ Approved (repayment schedule generated) ─last installment repaid→ Repaid
 *   Pending ─reject→ Rejected;  Pending ─cancel→ Cancelled
 */
export enum LoanStatus {
  Pending = 'Pending',
  Approved = 'Approved',
  Rejected = 'Rejected',
  Cancelled = 'Cancelled',
  Repaid = 'Repaid',
}
registerEnumType(LoanStatus, {
  name: 'LoanStatus',
  description: 'Pending → Approved (repaying) → Repaid; Pending → Rejected or Cancelled.',
  valuesConfig: {
    Pending: { description: 'Requested, waiting for an HR decision.' },
    Approved: { description: 'Approved and being repaid by its installments.' },
    Rejected: { description: 'Refused by HR; final.' },
    Cancelled: { description: 'Withdrawn while Pending; final.' },
    Repaid: { description: 'Every installment repaid; final.' },
  },
});

export type LoanAction = 'approve' | 'reject' | 'cancel' | 'repay';

export const LOAN_TRANSITIONS: Readonly<Record<LoanAction, readonly LoanStatus[]>> = {
  approve: [LoanStatus.Pending],
  reject: [LoanStatus.Pending],
  cancel: [LoanStatus.Pending],
  repay: [LoanStatus.Approved],
};

/** Why an action is refused in a status, or null when allowed. */
export function loanMoveProblem(from: LoanStatus, action: LoanAction): string | null {
  if (LOAN_TRANSITIONS[action].includes(from)) return null;
  const verb = { approve: 'approved', reject: 'rejected', cancel: 'cancelled', repay: 'repaid' }[action];
  return `A loan that is ${from} cannot be ${verb}; only ${LOAN_TRANSITIONS[action].join(' or ')} loans can.`;
}

export const OPEN_LOAN_STATUSES: readonly LoanStatus[] = [LoanStatus.Pending, LoanStatus.Approved];

/** At most five years of monthly installments. */
export const MAX_LOAN_INSTALLMENTS = 60;

/** Number of monthly installments: every one is `installment` except the last, which takes the remainder. */
export function installmentCount(principal: number, installment: number): number {
  return Math.ceil(principal / installment);
}

/** Field problems of loan terms (both whole IQD, already known to be positive). */
export function loanTermsProblems(principal: number, installment: number): Record<string, string> {
  if (installment > principal) return { installment: 'must not be more than principal' };
  if (installmentCount(principal, installment) > MAX_LOAN_INSTALLMENTS) {
    return { installment: `must be at least ${Math.ceil(principal / MAX_LOAN_INSTALLMENTS)} (at most ${MAX_LOAN_INSTALLMENTS} monthly installments)` };
  }
  return {};
}

export interface ScheduledInstallment {
  sequence: number;
  dueDate: string;
  amount: number;
}

/**
 * The repayment schedule fixed at approval: n = ceil(principal / installment) monthly
 * installments of `installment`, the last one being the remainder principal − (n−1)·installment
 * (between 1 and installment). Installment k falls due on the last day of the k-th month after
 * the approval date (the first payroll after approval).
 */
export function loanSchedule(principal: number, installment: number, approvedOn: string): ScheduledInstallment[] {
  if (!Number.isSafeInteger(principal) || !Number.isSafeInteger(installment) || principal <= 0 || installment <= 0 || installment > principal) {
    throw new RangeError('principal and installment must be positive whole amounts with installment ≤ principal');
  }
  const count = installmentCount(principal, installment);
  return Array.from({ length: count }, (_, index) => ({
    sequence: index + 1,
    dueDate: endOfMonthAfter(approvedOn, index + 1),
    amount: index < count - 1 ? installment : principal - installment * (count - 1),
  }));
}

/** What is still owed on a loan. */
export function loanBalance(status: LoanStatus, principal: number, repaidAmount: number): number {
  if (status === LoanStatus.Rejected || status === LoanStatus.Cancelled) return 0;
  return principal - repaidAmount;
}
