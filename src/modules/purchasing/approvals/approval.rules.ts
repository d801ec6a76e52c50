import { registerEnumType } from 'type-graphql';

/**
 * Approval requests (pure rules; unit tested).
 *
 *   Pending ─apply→ Applied ─revert→ Reverted
 *   Pending ─reject→ Rejected
 *   Pending ─withdraw→ Withdrawn   (its document was reopened to Draft or cancelled)
 *
 * Reverted, Rejected and Withdrawn are final. A reverted purchase order goes back to
 * PendingApproval with a NEW Pending request (same requester, amount and reason), so a document
 * waiting for approval always has exactly one Pending request, and each request's history is
 * one straight line.
 */
export enum ApprovalTargetKind {
  PurchaseOrder = 'PurchaseOrder',
  PurchaseInvoice = 'PurchaseInvoice',
}
registerEnumType(ApprovalTargetKind, {
  name: 'ApprovalTargetKind',
  description: 'What an approval request approves.',
  valuesConfig: {
    PurchaseOrder: { description: 'The request approves a purchase order.' },
    PurchaseInvoice: { description: 'The request approves a purchase invoice.' },
  },
});

export enum ApprovalStatus {
  Pending = 'Pending',
  Applied = 'Applied',
  Reverted = 'Reverted',
  Rejected = 'Rejected',
  Withdrawn = 'Withdrawn',
}
registerEnumType(ApprovalStatus, {
  name: 'ApprovalStatus',
  description: 'Pending → Applied → Reverted; Pending → Rejected; Pending → Withdrawn (document reopened or cancelled).',
  valuesConfig: {
    Pending: { description: 'Waiting for a decision.' },
    Applied: { description: 'Approved: the document moved on.' },
    Reverted: { description: 'An applied approval undone (revert-approval); final, a new Pending request follows.' },
    Rejected: { description: 'Refused, with a note.' },
    Withdrawn: { description: 'The document was reopened or cancelled before a decision.' },
  },
});

export enum ApprovalAction {
  Requested = 'Requested',
  Applied = 'Applied',
  Reverted = 'Reverted',
  Rejected = 'Rejected',
  Withdrawn = 'Withdrawn',
}
registerEnumType(ApprovalAction, {
  name: 'ApprovalAction',
  description: 'A step in the decision history of an approval request.',
  valuesConfig: {
    Requested: { description: 'The approval was requested (the document was submitted).' },
    Applied: { description: 'The approval was given and applied to the document.' },
    Reverted: { description: 'An applied approval was undone.' },
    Rejected: { description: 'The approval was refused.' },
    Withdrawn: { description: 'The request was withdrawn because the document was reopened or cancelled.' },
  },
});

type Move = 'apply' | 'revert' | 'reject' | 'withdraw';

const MOVES: Readonly<Record<Move, { from: ApprovalStatus; to: ApprovalStatus; action: ApprovalAction }>> = {
  apply: { from: ApprovalStatus.Pending, to: ApprovalStatus.Applied, action: ApprovalAction.Applied },
  revert: { from: ApprovalStatus.Applied, to: ApprovalStatus.Reverted, action: ApprovalAction.Reverted },
  reject: { from: ApprovalStatus.Pending, to: ApprovalStatus.Rejected, action: ApprovalAction.Rejected },
  withdraw: { from: ApprovalStatus.Pending, to: ApprovalStatus.Withdrawn, action: ApprovalAction.Withdrawn },
};

export type ApprovalMove = Move;

/** The next status and history action, or why the move is refused (409). */
export function approvalMove(from: ApprovalStatus, move: Move): { to: ApprovalStatus; action: ApprovalAction } | { problem: string } {
  const rule = MOVES[move];
  if (from === rule.from) return { to: rule.to, action: rule.action };
  const verb = { apply: 'applied', revert: 'reverted', reject: 'rejected', withdraw: 'withdrawn' }[move];
  return { problem: `The approval request is ${from}; only a ${rule.from} request can be ${verb}.` };
}

/**
 * No threshold: approval is off, every document is approved at once, so an owner working alone can
 * order and receive stock from the first day. Setting a threshold (0 or more) turns approval on
 * (docs/purchasing.md, "Approval rules").
 */
export const DEFAULT_APPROVAL_THRESHOLD_IQD: number | null = null;
export const DEFAULT_INVOICE_TOLERANCE_IQD = 0;
export const MAX_SETTING_IQD = 1_000_000_000_000;

export interface ApprovalRules {
  /** Null: approval is off (no document needs one). */
  approvalThresholdIqd: number | null;
  invoiceToleranceIqd: number;
}

/** The rule both documents share: a total strictly above the threshold needs approval. Null at or below it. */
export function thresholdReason(totalIqd: number, rules: ApprovalRules): string | null {
  if (rules.approvalThresholdIqd !== null && totalIqd > rules.approvalThresholdIqd)
    return `Total ${totalIqd} IQD is above the approval threshold of ${rules.approvalThresholdIqd} IQD.`;
  return null;
}

/** Why a purchase order needs approval, or null when it is approved at once (total at or below the threshold). */
export function orderApprovalReason(totalIqd: number, rules: ApprovalRules): string | null {
  return thresholdReason(totalIqd, rules);
}

/**
 * Why a purchase invoice needs approval, or null when it is approved for payment at once. With
 * approval off (no threshold) nothing needs one. Otherwise two rules, each sufficient: its total is
 * above the threshold; or it bills a purchase order and the order's billed total (this invoice plus
 * the order's other pending, approved or paid invoices) exceeds the order's total by more than the
 * tolerance.
 */
export function invoiceApprovalReason(totalIqd: number, order: { totalIqd: number; otherBilledIqd: number } | null, rules: ApprovalRules): string | null {
  if (rules.approvalThresholdIqd === null) return null;
  const reasons: string[] = [];
  const overThreshold = thresholdReason(totalIqd, rules);
  if (overThreshold) reasons.push(overThreshold);
  if (order) {
    const billed = totalIqd + order.otherBilledIqd;
    const excess = billed - order.totalIqd;
    if (excess > rules.invoiceToleranceIqd) {
      reasons.push(
        `Billed ${billed} IQD exceeds the purchase order total of ${order.totalIqd} IQD by ${excess} IQD, more than the tolerance of ${rules.invoiceToleranceIqd} IQD.`,
      );
    }
  }
  return reasons.length > 0 ? reasons.join(' ') : null;
}
