import { In, Not } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { conflict } from '../../../core/errors/app-error';
import { approvalService } from '../approvals/approval.service';
import type { ApprovalRequest } from '../approvals/approval-request.entity';
import { ApprovalTargetKind, invoiceApprovalReason } from '../approvals/approval.rules';
import { type ApprovalNoteInput, normalizeNote } from '../approvals/approval.inputs';
import { purchasingSettingsService } from '../approvals/purchasing-settings.service';
import { PurchaseOrder } from '../purchase-orders/purchase-order.entity';
import { BILLABLE_ORDER_STATUSES } from '../purchase-orders/purchase-order.rules';
import { PurchaseInvoice } from './purchase-invoice.entity';
import { type PurchaseInvoiceNoteInput } from './purchase-invoice.inputs';
import { BILLING_INVOICE_STATUSES, PurchaseInvoiceStatus } from './purchase-invoice.rules';
import { purchaseInvoiceService } from './purchase-invoice.service';

/** Submission and approval of purchase invoices: the threshold and tolerance rules, apply, rejection. */
export class PurchaseInvoiceApprovalService {
  /**
   * Draft → PendingApproval with a request when the rules ask for one (total above the threshold,
   * or its order billed beyond the order's total plus the tolerance); otherwise Draft → Approved
   * for payment at once (audited with the rules applied).
   */
  submit(ctx: RequestContext, id: string, input: PurchaseInvoiceNoteInput | undefined): Promise<PurchaseInvoice> {
    const note = normalizeNote(input?.note);
    return ctx.transaction(async (uow) => {
      const invoice = await purchaseInvoiceService.lock(uow.manager, ctx, id);
      purchaseInvoiceService.assertMove(invoice, 'submit');
      const order = invoice.purchaseOrderId ? await this.orderStillBillable(uow, ctx, invoice.purchaseOrderId) : null;
      const rules = await purchasingSettingsService.forDecision(uow.manager, ctx);
      const billing = order ? { totalIqd: order.totalIqd, otherBilledIqd: await this.otherBilled(uow, ctx, order.id, invoice.id) } : null;
      invoice.submittedAt = ctx.now();
      invoice.submittedBy = ctx.actorId;
      const reason = invoiceApprovalReason(invoice.totalIqd, billing, rules);
      if (reason) {
        const request = await approvalService.raise(uow, ctx, {
          targetKind: ApprovalTargetKind.PurchaseInvoice,
          targetId: invoice.id,
          branchId: invoice.branchId,
          amountIqd: invoice.totalIqd,
          reason,
        });
        return purchaseInvoiceService.changeStatus(uow, ctx, invoice, PurchaseInvoiceStatus.PendingApproval, 'submitted', note, {
          approvalRequestId: request.id,
        });
      }
      invoice.approvedAt = ctx.now();
      invoice.approvedBy = null;
      return purchaseInvoiceService.changeStatus(uow, ctx, invoice, PurchaseInvoiceStatus.Approved, 'approved', note, {
        automatic: true,
        approvalThresholdIqd: rules.approvalThresholdIqd,
        invoiceToleranceIqd: rules.invoiceToleranceIqd,
        ...(billing ? { purchaseOrderTotalIqd: billing.totalIqd, otherBilledIqd: billing.otherBilledIqd } : {}),
      });
    });
  }

  /** Applies a Pending invoice request (spec: POST C/purchase-invoices/approvals/{approvalRequestId}/apply). */
  apply(ctx: RequestContext, approvalRequestId: string, input: ApprovalNoteInput | undefined): Promise<PurchaseInvoice> {
    const note = normalizeNote(input?.note);
    return ctx.transaction(async (uow) => {
      const request = await approvalService.lock(uow.manager, ctx, approvalRequestId);
      if (request.targetKind !== ApprovalTargetKind.PurchaseInvoice) {
        throw conflict('The approval request belongs to a purchase order; apply it with apply-approval on that order.');
      }
      approvalService.assertNotOwnRequest(ctx, request);
      const invoice = await purchaseInvoiceService.lock(uow.manager, ctx, request.targetId);
      await approvalService.move(uow, ctx, request, 'apply', note);
      purchaseInvoiceService.assertMove(invoice, 'approve');
      if (invoice.purchaseOrderId) await this.orderStillBillable(uow, ctx, invoice.purchaseOrderId);
      invoice.approvedAt = ctx.now();
      invoice.approvedBy = ctx.actorId;
      return purchaseInvoiceService.changeStatus(uow, ctx, invoice, PurchaseInvoiceStatus.Approved, 'approved', note, { approvalRequestId: request.id });
    });
  }

  /** Called by the rejection of a Pending request: the invoice becomes Rejected. */
  async rejected(uow: UnitOfWork, ctx: RequestContext, request: ApprovalRequest, note: string): Promise<void> {
    const invoice = await purchaseInvoiceService.lock(uow.manager, ctx, request.targetId);
    purchaseInvoiceService.assertMove(invoice, 'reject');
    await purchaseInvoiceService.changeStatus(uow, ctx, invoice, PurchaseInvoiceStatus.Rejected, 'rejected', note, { approvalRequestId: request.id });
  }

  /** The billed order, locked (serialises invoices of one order); 409 once it is no longer Approved or Received. */
  private async orderStillBillable(uow: UnitOfWork, ctx: RequestContext, orderId: string): Promise<PurchaseOrder> {
    const order = await uow.manager.findOne(PurchaseOrder, { where: { id: orderId, organizationId: ctx.organizationId }, lock: { mode: 'pessimistic_write' } });
    if (!order || !BILLABLE_ORDER_STATUSES.includes(order.status)) {
      throw conflict(`The purchase order this invoice bills is ${order?.status ?? 'missing'}; only Approved or Received orders can be billed.`);
    }
    return order;
  }

  /** Totals of the order's other invoices that bill it (waiting, approved or paid). */
  private async otherBilled(uow: UnitOfWork, ctx: RequestContext, orderId: string, invoiceId: string): Promise<number> {
    const others = await uow.manager.find(PurchaseInvoice, {
      where: { organizationId: ctx.organizationId, purchaseOrderId: orderId, id: Not(invoiceId), status: In([...BILLING_INVOICE_STATUSES]) },
      select: { id: true, totalIqd: true },
    });
    return others.reduce((sum, other) => sum + other.totalIqd, 0);
  }
}

export const purchaseInvoiceApprovalService = new PurchaseInvoiceApprovalService();
