/** At most this many monthly installments (docs/hr.md "Loans"). */
export const MAX_LOAN_INSTALLMENTS = 60;

export interface LoanPlan {
  /** Number of monthly installments: ceil(principal / installment). */
  count: number;
  /** The last installment takes the remainder (between 1 and installment). */
  last: number;
  /** True when the service would refuse the split (more than 60 installments). */
  tooMany: boolean;
}

/**
 * The split the service will schedule for a principal and a monthly installment, shown while the
 * request is typed; null while either amount is missing or the installment is above the principal.
 */
export function loanPlan(principal: number, installment: number): LoanPlan | null {
  if (!Number.isInteger(principal) || !Number.isInteger(installment) || principal <= 0 || installment <= 0 || installment > principal) return null;
  const count = Math.ceil(principal / installment);
  return { count, last: principal - (count - 1) * installment, tooMany: count > MAX_LOAN_INSTALLMENTS };
}
