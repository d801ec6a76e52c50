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
import { OrderApprovalInput } from '../approvals/approval.inputs';
import { PurchaseOrder } from './purchase-order.entity';
import {
  CreatePurchaseOrderInput,
  PurchaseOrderFilter,
  PurchaseOrderNoteInput,
  ReceivePurchaseOrderInput,
  UpdatePurchaseOrderInput,
} from './purchase-order.inputs';
import { purchaseOrderService, purchaseOrdersSort } from './purchase-order.service';
import { purchaseOrderApprovalService } from './purchase-order-approval.service';

export const PurchaseOrderPage = Paginated(PurchaseOrder, 'PurchaseOrder');

@Resolver(() => PurchaseOrder)
export class PurchaseOrderResolver {
  @Query(() => PurchaseOrderPage, { description: 'Purchase orders of the active branch (newest first).' })
  purchaseOrders(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(purchaseOrdersSort, 'createdAt Desc') }) list?: ListArgs,
    @Arg('filter', () => PurchaseOrderFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: PurchaseOrderFilter,
  ) {
    return purchaseOrderService.list(ctx, list, filter);
  }

  @Query(() => PurchaseOrder, { description: 'One purchase order of the active branch.' })
  purchaseOrder(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the purchase order; 404 when no such purchase order is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return purchaseOrderService.get(ctx, id);
  }

  @Mutation(() => PurchaseOrder, { description: 'Creates a Draft purchase order for the active branch; totals are computed.' })
  createPurchaseOrder(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreatePurchaseOrderInput, { description: 'Fields of the new purchase order.' }) input: CreatePurchaseOrderInput,
  ) {
    return purchaseOrderService.create(ctx, input);
  }

  @Mutation(() => PurchaseOrder, { description: 'Changes a Draft purchase order.' })
  updatePurchaseOrder(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the purchase order to change; 404 (nothing changed) when no such purchase order is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => UpdatePurchaseOrderInput, { description: 'Fields of the purchase order to change; a field left out keeps its value.' })
    input: UpdatePurchaseOrderInput,
  ) {
    return purchaseOrderService.update(ctx, id, input);
  }

  @Mutation(() => PurchaseOrder, {
    description: 'Submits a Draft order: above the approval threshold it waits for approval, otherwise it is approved at once.',
  })
  submitPurchaseOrder(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the purchase order to submit; 404 (nothing changed) when no such purchase order is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => PurchaseOrderNoteInput, { nullable: true, description: 'Optional note for the approver.' }) input?: PurchaseOrderNoteInput,
  ) {
    return purchaseOrderApprovalService.submit(ctx, id, input);
  }

  @Mutation(() => PurchaseOrder, { description: 'Applies a pending approval request of this order: it becomes Approved. Not by the requester.' })
  applyPurchaseOrderApproval(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: 'Id of the purchase order; 404 (nothing changed) when no such order is visible to the caller.' }) id: string,
    @Arg('input', () => OrderApprovalInput, { description: 'The pending approval request to apply and an optional note.' }) input: OrderApprovalInput,
  ) {
    return purchaseOrderApprovalService.apply(ctx, id, input);
  }

  @Mutation(() => PurchaseOrder, {
    description: 'Reverts an applied approval: the order waits for approval again under a new request. Refused once Received or billed by an approved invoice.',
  })
  revertPurchaseOrderApproval(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: 'Id of the purchase order; 404 (nothing changed) when no such order is visible to the caller.' }) id: string,
    @Arg('input', () => OrderApprovalInput, { description: 'The applied approval request to revert and the reason.' }) input: OrderApprovalInput,
  ) {
    return purchaseOrderApprovalService.revert(ctx, id, input);
  }

  @Mutation(() => PurchaseOrder, {
    description: 'Receives lines of an Approved order (all outstanding quantities unless lines are named), moving stock in; Received once every line is.',
  })
  receivePurchaseOrder(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the purchase order to receive; 404 (nothing changed) when no such purchase order is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => ReceivePurchaseOrderInput, { nullable: true, description: 'Optional note about the delivery.' }) input?: ReceivePurchaseOrderInput,
  ) {
    return purchaseOrderService.receive(ctx, id, input);
  }

  @Mutation(() => PurchaseOrder, { description: 'Returns an order waiting for approval to Draft (its pending request is withdrawn).' })
  reopenPurchaseOrder(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the purchase order to reopen; 404 (nothing changed) when no such purchase order is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => PurchaseOrderNoteInput, { nullable: true, description: 'Optional note on why the order is reopened.' }) input?: PurchaseOrderNoteInput,
  ) {
    return purchaseOrderService.reopen(ctx, id, input);
  }

  @Mutation(() => PurchaseOrder, { description: 'Cancels a Draft, waiting or Approved order (not while an invoice bills it).' })
  cancelPurchaseOrder(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the purchase order to cancel; 404 (nothing changed) when no such purchase order is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => PurchaseOrderNoteInput, { nullable: true, description: 'Optional note on why the order is cancelled.' }) input?: PurchaseOrderNoteInput,
  ) {
    return purchaseOrderService.cancel(ctx, id, input);
  }

  @FieldResolver(() => Supplier, { nullable: true, description: 'The supplier; null if it is no longer visible.' })
  supplier(@Root() order: PurchaseOrder, @Ctx() ctx: RequestContext) {
    return supplierLoader(ctx).load(order.supplierId);
  }

  @FieldResolver(() => [ApprovalRequest], { description: 'Approval requests of this order, oldest first.' })
  approvalRequests(@Root() order: PurchaseOrder, @Ctx() ctx: RequestContext) {
    return approvalRequestsOfTargetLoader(ctx, ApprovalTargetKind.PurchaseOrder).load(order.id);
  }
}
