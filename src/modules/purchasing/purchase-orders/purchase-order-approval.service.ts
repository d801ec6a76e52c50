import { In } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { conflict } from '../../../core/errors/app-error';
import { approvalService } from '../approvals/approval.service';
import type { ApprovalRequest } from '../approvals/approval-request.entity';
import { ApprovalTargetKind, orderApprovalReason } from '../approvals/approval.rules';
import { normalizeNote, type OrderApprovalInput } from '../approvals/approval.inputs';
import { purchasingSettingsService } from '../approvals/purchasing-settings.service';
import { PurchaseInvoice } from '../purchase-invoices/purchase-invoice.entity';
import { APPROVED_INVOICE_STATUSES } from '../purchase-invoices/purchase-invoice.rules';
import { type PurchaseOrder } from './purchase-order.entity';
import { type PurchaseOrderNoteInput } from './purchase-order.inputs';
import { anythingReceived } from './purchase-receipt.rules';
import { PurchaseOrderStatus } from './purchase-order.rules';
import { purchaseOrderService } from './purchase-order.service';

/**
 * Submission and approval of purchase orders: the threshold rule, apply, revert (and the request
 * raised again after it) and rejection. Every move checks the order's and the request's state
 * machines inside one transaction with both rows locked.
 */
export class PurchaseOrderApprovalService {
  /**
   * Draft → PendingApproval with a new request when the total is above the organisation's
   * threshold; otherwise Draft → Approved at once (audited as approved, with the threshold).
   */
  submit(ctx: RequestContext, id: string, input: PurchaseOrderNoteInput | undefined): Promise<PurchaseOrder> {
    const note = normalizeNote(input?.note);
    return ctx.transaction(async (uow) => {
      const order = await purchaseOrderService.lock(uow.manager, ctx, id);
      purchaseOrderService.assertMove(order, 'submit');
      const rules = await purchasingSettingsService.forDecision(uow.manager, ctx);
      order.submittedAt = ctx.now();
      order.submittedBy = ctx.actorId;
      const reason = orderApprovalReason(order.totalIqd, rules);
      if (reason) {
        const request = await approvalService.raise(uow, ctx, {
          targetKind: ApprovalTargetKind.PurchaseOrder,
          targetId: order.id,
          branchId: order.branchId,
          amountIqd: order.totalIqd,
          reason,
        });
        return purchaseOrderService.changeStatus(uow, ctx, order, PurchaseOrderStatus.PendingApproval, 'submitted', note, { approvalRequestId: request.id });
      }
      order.approvedAt = ctx.now();
      order.approvedBy = null;
      return purchaseOrderService.changeStatus(uow, ctx, order, PurchaseOrderStatus.Approved, 'approved', note, {
        automatic: true,
        approvalThresholdIqd: rules.approvalThresholdIqd,
      });
    });
  }

  /** Applies a Pending request of this order: the order becomes Approved. */
  apply(ctx: RequestContext, id: string, input: OrderApprovalInput): Promise<PurchaseOrder> {
    const note = normalizeNote(input.note);
    return ctx.transaction(async (uow) => {
      const { order, request } = await this.lockPair(uow, ctx, id, input.approvalRequestId);
      approvalService.assertNotOwnRequest(ctx, request);
      await approvalService.move(uow, ctx, request, 'apply', note);
      purchaseOrderService.assertMove(order, 'approve');
      order.approvedAt = ctx.now();
      order.approvedBy = ctx.actorId;
      return purchaseOrderService.changeStatus(uow, ctx, order, PurchaseOrderStatus.Approved, 'approved', note, { approvalRequestId: request.id });
    });
  }

  /**
   * Returns an Applied approval: the request becomes Reverted, the order PendingApproval again
   * with a new Pending request (same requester, amount and reason) that can be applied again.
   * Refused once the order is Received or billed by an approved (or paid) invoice.
   */
  revert(ctx: RequestContext, id: string, input: OrderApprovalInput): Promise<PurchaseOrder> {
    const note = normalizeNote(input.note);
    return ctx.transaction(async (uow) => {
      const { order, request } = await this.lockPair(uow, ctx, id, input.approvalRequestId);
      if (order.status === PurchaseOrderStatus.Received || anythingReceived(order.lines))
        throw conflict('The purchase order has been received; its approval can no longer be reverted.');
      const billed = await uow.manager.count(PurchaseInvoice, {
        where: { organizationId: ctx.organizationId, purchaseOrderId: order.id, status: In([...APPROVED_INVOICE_STATUSES]) },
      });
      if (billed > 0) throw conflict('The purchase order is billed by an approved invoice; its approval can no longer be reverted.');
      await approvalService.move(uow, ctx, request, 'revert', note);
      purchaseOrderService.assertMove(order, 'revert');
      const again = await approvalService.raise(uow, ctx, {
        targetKind: ApprovalTargetKind.PurchaseOrder,
        targetId: order.id,
        branchId: order.branchId,
        amountIqd: order.totalIqd,
        reason: request.reason,
        requestedBy: { userId: request.requestedBy, apiKeyId: request.requestedByApiKeyId },
        previousRequestId: request.id,
      });
      order.approvedAt = null;
      order.approvedBy = null;
      return purchaseOrderService.changeStatus(uow, ctx, order, PurchaseOrderStatus.PendingApproval, 'approval-reverted', note, {
        revertedRequestId: request.id,
        approvalRequestId: again.id,
      });
    });
  }

  /** Called by the rejection of a Pending request: the order goes back to Draft. */
  async rejected(uow: UnitOfWork, ctx: RequestContext, request: ApprovalRequest, note: string): Promise<void> {
    const order = await purchaseOrderService.lock(uow.manager, ctx, request.targetId);
    purchaseOrderService.assertMove(order, 'reject');
    order.submittedAt = null;
    order.submittedBy = null;
    await purchaseOrderService.changeStatus(uow, ctx, order, PurchaseOrderStatus.Draft, 'rejected', note, { approvalRequestId: request.id });
  }

  /** The order (404 when not the caller's) and the request (404 when not the caller's; 409 when it is another document's). */
  private async lockPair(uow: UnitOfWork, ctx: RequestContext, orderId: string, requestId: string) {
    const order = await purchaseOrderService.lock(uow.manager, ctx, orderId);
    const request = await approvalService.lock(uow.manager, ctx, requestId);
    if (request.targetKind !== ApprovalTargetKind.PurchaseOrder || request.targetId !== order.id) {
      throw conflict('The approval request does not belong to this purchase order.');
    }
    return { order, request };
  }
}

export const purchaseOrderApprovalService = new PurchaseOrderApprovalService();
