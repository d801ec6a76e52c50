import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { UuidScalar } from '../../../core/scalars';
import { MenuCategory } from '../menu/menu.types';
import { SalesOrder } from '../orders/sales-order.entity';
import {
  PartnerBranchList,
  PartnerEodListArgs,
  PartnerEodReportList,
  PartnerOrderInput,
  PartnerOrderList,
  PartnerOrderListArgs,
  PartnerWindowArgs,
} from './partner.types';
import { partnerService } from './partner.service';

/** The partner API (REST under /api/v1/public, partner envelope); also callable on /graphql with the key. */
@Resolver()
export class PartnerResolver {
  @Query(() => PartnerBranchList, { description: "Partner API: the organisation's active branches (limit/offset)." })
  partnerBranches(@Ctx() ctx: RequestContext, @Args(() => PartnerWindowArgs) args: PartnerWindowArgs) {
    return partnerService.branches(ctx, args);
  }

  @Query(() => [MenuCategory], { description: "Partner API: a branch's menu for a channel (default: Partner products), by category." })
  partnerMenu(
    @Ctx() ctx: RequestContext,
    @Arg('branchId', () => UuidScalar, { description: 'Id of a branch the partner key may use; 404 otherwise.' }) branchId: string,
    @Arg('channelId', () => UuidScalar, {
      nullable: true,
      description: 'Id of a sales channel of the organisation whose products are listed; null: the Partner channel kind.',
    })
    channelId?: string,
  ) {
    return partnerService.menu(ctx, branchId, channelId);
  }

  @Query(() => PartnerOrderList, { description: 'Partner API: orders of the organisation, oldest first (placement time, then id).' })
  partnerOrders(@Ctx() ctx: RequestContext, @Args(() => PartnerOrderListArgs) args: PartnerOrderListArgs) {
    return partnerService.orders(ctx, args);
  }

  @Query(() => SalesOrder, { description: 'Partner API: one order.' })
  partnerOrder(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the partner order; 404 when no such partner order is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return partnerService.order(ctx, id);
  }

  @Mutation(() => SalesOrder, {
    description: "Partner API: places an order priced by the service (Idempotency-Key required; the partner's reference is unique: 409).",
  })
  placePartnerOrder(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => PartnerOrderInput, { description: "Branch, channel, the partner's reference, the cart and payments." }) input: PartnerOrderInput,
  ) {
    return partnerService.place(ctx, input);
  }

  @Mutation(() => SalesOrder, { description: 'Partner API: cancels an order it placed (reason required; 409 once Completed or Cancelled).' })
  cancelPartnerOrder(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the partner order to cancel; 404 (nothing changed) when no such partner order is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('reason', () => String, { nullable: true, description: 'Why the order is cancelled; required, at most 500 characters.' }) reason?: string,
  ) {
    return partnerService.cancel(ctx, id, reason);
  }

  @Query(() => PartnerEodReportList, { description: 'Partner API: end-of-day reports (business date range, branch).' })
  partnerEodReports(@Ctx() ctx: RequestContext, @Args(() => PartnerEodListArgs) args: PartnerEodListArgs) {
    return partnerService.eodReports(ctx, args);
  }
}
