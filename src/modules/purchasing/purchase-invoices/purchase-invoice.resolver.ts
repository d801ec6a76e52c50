import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { Supplier } from '../suppliers/supplier.entity';
import { supplierLoader } from '../suppliers/supplier.loader';
import { ApprovalRequest } from '../approvals/approval-request.entity';
import { approvalRequestsOfTargetLoader } from '../approvals/approval.loaders';
import { ApprovalTargetKind } from '../approvals/approval.rules';
import { ApprovalNoteInput } from '../approvals/approval.inputs';
import { PurchaseInvoice } from './purchase-invoice.entity';
import {
  CreatePurchaseInvoiceInput,
  PurchaseInvoiceFilter,
  PurchaseInvoiceNoteInput,
  PurchaseInvoicePaymentInput,
  UpdatePurchaseInvoiceInput,
} from './purchase-invoice.inputs';
import { purchaseInvoiceService, purchaseInvoicesSort } from './purchase-invoice.service';
import { purchaseInvoiceApprovalService } from './purchase-invoice-approval.service';

export const PurchaseInvoicePage = Paginated(PurchaseInvoice, 'PurchaseInvoice');

@Resolver(() => PurchaseInvoice)
export class PurchaseInvoiceResolver {
  @Query(() => PurchaseInvoicePage, { description: 'Purchase invoices of the active branch (latest invoice date first).' })
  purchaseInvoices(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(purchaseInvoicesSort, 'invoiceDate Desc') }) list?: ListArgs,
    @Arg('filter', () => PurchaseInvoiceFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: PurchaseInvoiceFilter,
  ) {
    return purchaseInvoiceService.list(ctx, list, filter);
  }

  @Query(() => PurchaseInvoice, { description: 'One purchase invoice of the active branch.' })
  purchaseInvoice(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the purchase invoice; 404 when no such purchase invoice is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return purchaseInvoiceService.get(ctx, id);
  }

  @Mutation(() => PurchaseInvoice, { description: 'Records a Draft purchase invoice for the active branch; totals are computed.' })
  createPurchaseInvoice(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreatePurchaseInvoiceInput, { description: 'Fields of the new purchase invoice.' }) input: CreatePurchaseInvoiceInput,
  ) {
    return purchaseInvoiceService.create(ctx, input);
  }

  @Mutation(() => PurchaseInvoice, { description: 'Changes a Draft purchase invoice.' })
  updatePurchaseInvoice(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the purchase invoice to change; 404 (nothing changed) when no such purchase invoice is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => UpdatePurchaseInvoiceInput, { description: 'Fields of the purchase invoice to change; a field left out keeps its value.' })
    input: UpdatePurchaseInvoiceInput,
  ) {
    return purchaseInvoiceService.update(ctx, id, input);
  }

  @Mutation(() => PurchaseInvoice, {
    description:
      'Submits a Draft invoice: it waits for approval when above the threshold or over its order by more than the tolerance; otherwise it is approved for payment.',
  })
  submitPurchaseInvoice(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the purchase invoice to submit; 404 (nothing changed) when no such purchase invoice is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => PurchaseInvoiceNoteInput, { nullable: true, description: 'Optional note for the approver.' }) input?: PurchaseInvoiceNoteInput,
  ) {
    return purchaseInvoiceApprovalService.submit(ctx, id, input);
  }

  @Mutation(() => PurchaseInvoice, { description: 'Applies a pending invoice approval request: the invoice is approved for payment. Not by the requester.' })
  applyPurchaseInvoiceApproval(
    @Ctx() ctx: RequestContext,
    @Arg('approvalRequestId', () => UuidScalar, {
      description: 'Id of the pending approval request of the invoice; 404 when no such request is visible to the caller.',
    })
    approvalRequestId: string,
    @Arg('input', () => ApprovalNoteInput, { nullable: true, description: 'Optional note kept with the approval.' }) input?: ApprovalNoteInput,
  ) {
    return purchaseInvoiceApprovalService.apply(ctx, approvalRequestId, input);
  }

  @Mutation(() => PurchaseInvoice, { description: 'Records the payment of an Approved invoice.' })
  payPurchaseInvoice(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the purchase invoice to pay; 404 (nothing changed) when no such purchase invoice is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => PurchaseInvoicePaymentInput, { nullable: true, description: 'Optional note about the payment.' }) input?: PurchaseInvoicePaymentInput,
  ) {
    return purchaseInvoiceService.pay(ctx, id, input);
  }

  @Mutation(() => PurchaseInvoice, { description: 'Cancels a Draft or Rejected invoice (its number is free again).' })
  cancelPurchaseInvoice(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the purchase invoice to cancel; 404 (nothing changed) when no such purchase invoice is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => PurchaseInvoiceNoteInput, { nullable: true, description: 'Optional note on why the invoice is cancelled.' })
    input?: PurchaseInvoiceNoteInput,
  ) {
    return purchaseInvoiceService.cancel(ctx, id, input);
  }

  @FieldResolver(() => Supplier, { nullable: true, description: 'The supplier; null if it is no longer visible.' })
  supplier(@Root() invoice: PurchaseInvoice, @Ctx() ctx: RequestContext) {
    return supplierLoader(ctx).load(invoice.supplierId);
  }

  @FieldResolver(() => [ApprovalRequest], { description: 'Approval requests of this invoice, oldest first.' })
  approvalRequests(@Root() invoice: PurchaseInvoice, @Ctx() ctx: RequestContext) {
    return approvalRequestsOfTargetLoader(ctx, ApprovalTargetKind.PurchaseInvoice).load(invoice.id);
  }
}
