import { registerEnumType } from 'type-graphql';
import { type DocumentStateMachine, type DocumentTransitions, documentMoveProblem } from '../shared/purchase-document.rules';

/**
 * Purchase invoice life cycle (pure; unit tested):
 *
 *   Draft ─submit→ PendingApproval   (above the threshold, or over its order's total by more than the tolerance)
 *   Draft ─submit→ Approved          (otherwise: approved for payment at once, audited)
 *   PendingApproval ─apply→ Approved ─pay→ Paid
 *   PendingApproval ─reject→ Rejected
 *   Draft | Rejected ─cancel→ Cancelled   (frees the invoice number)
 *
 * Approved means approved for payment and not yet paid: the supplier payments a bank statement
 * line can be matched to. Lines, number, date and order change only in Draft.
 */
export enum PurchaseInvoiceStatus {
  Draft = 'Draft',
  PendingApproval = 'PendingApproval',
  Approved = 'Approved',
  Paid = 'Paid',
  Rejected = 'Rejected',
  Cancelled = 'Cancelled',
}
registerEnumType(PurchaseInvoiceStatus, {
  name: 'PurchaseInvoiceStatus',
  description: 'Draft → PendingApproval → Approved → Paid; PendingApproval → Rejected; Draft or Rejected → Cancelled.',
  valuesConfig: {
    Draft: { description: 'Being entered; can be changed.' },
    PendingApproval: { description: 'Submitted; waiting for an approval request to be decided.' },
    Approved: { description: 'Approved for payment.' },
    Paid: { description: 'Paid; final.' },
    Rejected: { description: 'Refused at approval (the approval request holds the note); may be cancelled.' },
    Cancelled: { description: 'Cancelled; final.' },
  },
});

export type PurchaseInvoiceAction = 'submit' | 'approve' | 'reject' | 'pay' | 'cancel';

const S = PurchaseInvoiceStatus;

export const PURCHASE_INVOICE_TRANSITIONS: DocumentTransitions<PurchaseInvoiceStatus, PurchaseInvoiceAction> = {
  submit: { from: [S.Draft] },
  approve: { from: [S.PendingApproval] },
  reject: { from: [S.PendingApproval] },
  pay: { from: [S.Approved] },
  cancel: { from: [S.Draft, S.Rejected] },
};

const MACHINE: DocumentStateMachine<PurchaseInvoiceStatus, PurchaseInvoiceAction> = {
  refusal: (status, verb, allowed) => `A purchase invoice that is ${status} cannot be ${verb}; only ${allowed} invoices can.`,
  transitions: PURCHASE_INVOICE_TRANSITIONS,
  past: { submit: 'submitted', approve: 'approved', reject: 'rejected', pay: 'paid', cancel: 'cancelled' },
};

/** Null when the action may start from this status, otherwise why not (409). */
export function purchaseInvoiceMoveProblem(from: PurchaseInvoiceStatus, action: PurchaseInvoiceAction): string | null {
  return documentMoveProblem(MACHINE, from, action);
}

/** Invoices that count as billing their purchase order (for the tolerance rule). */
export const BILLING_INVOICE_STATUSES: readonly PurchaseInvoiceStatus[] = [S.PendingApproval, S.Approved, S.Paid];
/** Invoices approved for payment: an order they bill can no longer have its approval reverted. */
export const APPROVED_INVOICE_STATUSES: readonly PurchaseInvoiceStatus[] = [S.Approved, S.Paid];
/** Invoices that still hold their order (it cannot be cancelled while one exists). */
export const LIVE_INVOICE_STATUSES: readonly PurchaseInvoiceStatus[] = [S.Draft, S.PendingApproval, S.Approved, S.Paid];

/** Case-insensitive key of an invoice number (unique per supplier among invoices not cancelled). */
export function invoiceNumberKey(invoiceNumber: string): string {
  return invoiceNumber.trim().toLocaleLowerCase('en');
}
