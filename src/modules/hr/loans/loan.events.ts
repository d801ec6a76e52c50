import { type EventDefinition, schemaOf } from '../../../core/events/event-catalog';
import type { Loan } from './loan.entity';
import { loanBalance } from './loan.rules';

const loanSchema = schemaOf.object({
  id: schemaOf.uuid,
  employeeId: schemaOf.uuid,
  principal: schemaOf.int64,
  installment: schemaOf.int64,
  installmentCount: schemaOf.int64,
  repaidAmount: schemaOf.int64,
  remainingBalance: schemaOf.int64,
  status: schemaOf.string,
  note: schemaOf.nullableString,
});
const example = {
  id: '9a6c1b2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  employeeId: '3f0e5b8e-2f55-4d0a-9a55-6f1f4a1d2c01',
  principal: 1000000,
  installment: 300000,
  installmentCount: 4,
  repaidAmount: 0,
  remainingBalance: 1000000,
  status: 'Pending',
  note: null,
};

export const LOAN_EVENTS = {
  requested: 'hr.loan.requested',
  approved: 'hr.loan.approved',
  rejected: 'hr.loan.rejected',
  cancelled: 'hr.loan.cancelled',
  installmentRepaid: 'hr.loan.installment-repaid',
  repaid: 'hr.loan.repaid',
} as const;

const described: Array<[string, string, Record<string, unknown>]> = [
  [LOAN_EVENTS.requested, 'A loan was requested.', {}],
  [LOAN_EVENTS.approved, 'A loan was approved and its repayment schedule generated.', { status: 'Approved' }],
  [LOAN_EVENTS.rejected, 'A loan was rejected.', { status: 'Rejected', remainingBalance: 0, note: 'Existing loan still open' }],
  [LOAN_EVENTS.cancelled, 'A pending loan was cancelled.', { status: 'Cancelled', remainingBalance: 0 }],
  [LOAN_EVENTS.installmentRepaid, 'An installment of an approved loan was repaid.', { status: 'Approved', repaidAmount: 300000, remainingBalance: 700000 }],
  [LOAN_EVENTS.repaid, 'The last installment was repaid; the loan is closed.', { status: 'Repaid', repaidAmount: 1000000, remainingBalance: 0 }],
];

export const loanEvents: EventDefinition[] = described.map(([type, description, overrides]) => ({
  type,
  description,
  resourceType: 'loan',
  schema: loanSchema,
  example: { ...example, ...overrides },
}));

export function loanPayload(loan: Loan, note: string | null = null): Record<string, unknown> {
  return {
    id: loan.id,
    employeeId: loan.employeeId,
    principal: loan.principal,
    installment: loan.installment,
    installmentCount: loan.installmentCount,
    repaidAmount: loan.repaidAmount,
    remainingBalance: loanBalance(loan.status, loan.principal, loan.repaidAmount),
    status: loan.status,
    note,
  };
}
