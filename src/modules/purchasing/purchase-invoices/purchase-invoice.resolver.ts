import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs } from '../../../core/lists/list-args';
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
import { purchaseInvoiceService } from './purchase-invoice.service';
import { purchaseInvoiceApprovalService } from './purchase-invoice-approval.service';

export const PurchaseInvoicePage = Paginated(PurchaseInvoice, 'PurchaseInvoice');

@Resolver(() => PurchaseInvoice)
export class PurchaseInvoiceResolver {
  @Query(() => PurchaseInvoicePage, { description: 'Purchase invoices of the active branch (latest invoice date first).' })
  purchaseInvoices(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true }) list?: ListArgs,
    @Arg('filter', () => PurchaseInvoiceFilter, { nullable: true }) filter?: PurchaseInvoiceFilter,
  ) {
    return purchaseInvoiceService.list(ctx, list, filter);
  }

  @Query(() => PurchaseInvoice, { description: 'One purchase invoice of the active branch.' })
  purchaseInvoice(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return purchaseInvoiceService.get(ctx, id);
  }

  @Mutation(() => PurchaseInvoice, { description: 'Records a Draft purchase invoice for the active branch; totals are computed.' })
  createPurchaseInvoice(@Ctx() ctx: RequestContext, @Arg('input', () => CreatePurchaseInvoiceInput) input: CreatePurchaseInvoiceInput) {
    return purchaseInvoiceService.create(ctx, input);
  }

  @Mutation(() => PurchaseInvoice, { description: 'Changes a Draft purchase invoice.' })
  updatePurchaseInvoice(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => UpdatePurchaseInvoiceInput) input: UpdatePurchaseInvoiceInput,
  ) {
    return purchaseInvoiceService.update(ctx, id, input);
  }

  @Mutation(() => PurchaseInvoice, {
    description:
      'Submits a Draft invoice: it waits for approval when above the threshold or over its order by more than the tolerance; otherwise it is approved for payment.',
  })
  submitPurchaseInvoice(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => PurchaseInvoiceNoteInput, { nullable: true }) input?: PurchaseInvoiceNoteInput,
  ) {
    return purchaseInvoiceApprovalService.submit(ctx, id, input);
  }

  @Mutation(() => PurchaseInvoice, { description: 'Applies a pending invoice approval request: the invoice is approved for payment. Not by the requester.' })
  applyPurchaseInvoiceApproval(
    @Ctx() ctx: RequestContext,
    @Arg('approvalRequestId', () => UuidScalar) approvalRequestId: string,
    @Arg('input', () => ApprovalNoteInput, { nullable: true }) input?: ApprovalNoteInput,
  ) {
    return purchaseInvoiceApprovalService.apply(ctx, approvalRequestId, input);
  }

  @Mutation(() => PurchaseInvoice, { description: 'Records the payment of an Approved invoice.' })
  payPurchaseInvoice(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => PurchaseInvoicePaymentInput, { nullable: true }) input?: PurchaseInvoicePaymentInput,
  ) {
    return purchaseInvoiceService.pay(ctx, id, input);
  }

  @Mutation(() => PurchaseInvoice, { description: 'Cancels a Draft or Rejected invoice (its number is free again).' })
  cancelPurchaseInvoice(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => PurchaseInvoiceNoteInput, { nullable: true }) input?: PurchaseInvoiceNoteInput,
  ) {
    return purchaseInvoiceService.cancel(ctx, id, input);
  }

  @FieldResolver(() => Supplier, { nullable: true })
  supplier(@Root() invoice: PurchaseInvoice, @Ctx() ctx: RequestContext) {
    return supplierLoader(ctx).load(invoice.supplierId);
  }

  @FieldResolver(() => [ApprovalRequest], { description: 'Approval requests of this invoice, oldest first.' })
  approvalRequests(@Root() invoice: PurchaseInvoice, @Ctx() ctx: RequestContext) {
    return approvalRequestsOfTargetLoader(ctx, ApprovalTargetKind.PurchaseInvoice).load(invoice.id);
  }
}
