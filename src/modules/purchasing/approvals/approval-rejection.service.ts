import type { RequestContext } from '../../../core/context/request-context';
import { invalidField } from '../../../core/errors/app-error';
import { type ApprovalRequest } from './approval-request.entity';
import { approvalService } from './approval.service';
import { ApprovalTargetKind } from './approval.rules';
import { type RejectApprovalInput } from './approval.inputs';
import { purchaseOrderApprovalService } from '../purchase-orders/purchase-order-approval.service';
import { purchaseInvoiceApprovalService } from '../purchase-invoices/purchase-invoice-approval.service';

/**
 * Rejects a Pending request (note required) and its document with it: a purchase order goes back
 * to Draft, an invoice becomes Rejected. Rejecting needs purchasing:approve; the requester may
 * reject (withdraw the case against) their own request.
 */
export async function rejectApprovalRequest(ctx: RequestContext, id: string, input: RejectApprovalInput): Promise<ApprovalRequest> {
  const note = input.note.trim();
  if (!note) throw invalidField('note', 'is required');
  return ctx.transaction(async (uow) => {
    const request = await approvalService.lock(uow.manager, ctx, id);
    await approvalService.move(uow, ctx, request, 'reject', note);
    if (request.targetKind === ApprovalTargetKind.PurchaseOrder) await purchaseOrderApprovalService.rejected(uow, ctx, request, note);
    else await purchaseInvoiceApprovalService.rejected(uow, ctx, request, note);
    return request;
  });
}
