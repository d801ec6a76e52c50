import { registerEnumType } from 'type-graphql';
import { type DocumentStateMachine, documentMoveProblem } from '../shared/purchase-document.rules';

/**
 * Purchase order life cycle (pure; unit tested):
 *
 *   Draft ─submit→ PendingApproval        (total above the approval threshold: a request is raised)
 *   Draft ─submit→ Approved               (total at or below the threshold: approved at once, audited)
 *   PendingApproval ─apply→ Approved      (an approver applies the pending request)
 *   PendingApproval ─reject→ Draft        (the request is rejected; the order can be fixed and resubmitted)
 *   PendingApproval ─reopen→ Draft        (only before approval; the pending request is withdrawn)
 *   Approved ─revert→ PendingApproval     (not once Received or billed by an approved invoice)
 *   Approved ─receive→ Received
 *   Draft | PendingApproval | Approved ─cancel→ Cancelled   (Approved: only while no live invoice bills it)
 *
 * Lines, supplier and expected date change only in Draft.
 */
export enum PurchaseOrderStatus {
  Draft = 'Draft',
  PendingApproval = 'PendingApproval',
  Approved = 'Approved',
  Received = 'Received',
  Cancelled = 'Cancelled',
}
registerEnumType(PurchaseOrderStatus, {
  name: 'PurchaseOrderStatus',
  description: 'Draft → PendingApproval → Approved → Received; Cancelled. See docs/purchasing.md.',
  valuesConfig: {
    Draft: { description: 'Being prepared; can be changed.' },
    PendingApproval: { description: 'Submitted; waiting for an approval request to be decided.' },
    Approved: { description: 'Approved; waiting for the goods to be received.' },
    Received: { description: 'Goods received into stock; final.' },
    Cancelled: { description: 'Cancelled; final.' },
  },
});

export type PurchaseOrderAction = 'submit' | 'approve' | 'revert' | 'reject' | 'reopen' | 'receive' | 'cancel';

const S = PurchaseOrderStatus;

export const PURCHASE_ORDER_TRANSITIONS: Readonly<Record<PurchaseOrderAction, { from: readonly PurchaseOrderStatus[]; to: readonly PurchaseOrderStatus[] }>> = {
  submit: { from: [S.Draft], to: [S.PendingApproval, S.Approved] },
  approve: { from: [S.PendingApproval], to: [S.Approved] },
  revert: { from: [S.Approved], to: [S.PendingApproval] },
  reject: { from: [S.PendingApproval], to: [S.Draft] },
  reopen: { from: [S.PendingApproval], to: [S.Draft] },
  receive: { from: [S.Approved], to: [S.Received] },
  cancel: { from: [S.Draft, S.PendingApproval, S.Approved], to: [S.Cancelled] },
};

const MACHINE: DocumentStateMachine<PurchaseOrderStatus, PurchaseOrderAction> = {
  refusal: (status, verb, allowed) => `A purchase order that is ${status} cannot be ${verb}; only ${allowed} orders can.`,
  transitions: PURCHASE_ORDER_TRANSITIONS,
  past: {
    submit: 'submitted',
    approve: 'approved',
    revert: 'reverted to PendingApproval',
    reject: 'rejected',
    reopen: 'reopened',
    receive: 'received',
    cancel: 'cancelled',
  },
};

/** Null when the action may start from this status, otherwise why not (409). */
export function purchaseOrderMoveProblem(from: PurchaseOrderStatus, action: PurchaseOrderAction): string | null {
  return documentMoveProblem(MACHINE, from, action);
}

/** Statuses an invoice may bill. */
export const BILLABLE_ORDER_STATUSES: readonly PurchaseOrderStatus[] = [S.Approved, S.Received];
