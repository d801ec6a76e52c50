import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { DeliveryOrder } from './delivery-order.entity';
import { DeliveryOrderFilter } from './delivery-order.inputs';
import { deliveryOrderService, deliveryOrdersSort } from './delivery-order.service';

export const DeliveryOrderPage = Paginated(DeliveryOrder, 'DeliveryOrder');
const ID_DESCRIPTION = "Id of the platform order; 404 (nothing changed) when no such order is visible to the caller (e.g. another organisation's).";

@Resolver(() => DeliveryOrder)
export class DeliveryOrderResolver {
  @Query(() => DeliveryOrderPage, { description: 'Orders received from delivery platforms, newest first unless sorted otherwise.' })
  deliveryOrders(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(deliveryOrdersSort, 'receivedAt Desc') }) list?: ListArgs,
    @Arg('filter', () => DeliveryOrderFilter, { nullable: true, description: 'Narrows the list; every condition given must hold.' })
    filter?: DeliveryOrderFilter,
  ) {
    return deliveryOrderService.list(ctx, list, filter);
  }

  @Query(() => DeliveryOrder, { description: 'One platform order.' })
  deliveryOrder(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar, { description: ID_DESCRIPTION }) id: string) {
    return deliveryOrderService.get(ctx, id);
  }

  @Mutation(() => DeliveryOrder, { description: 'Accepts a platform order waiting for a decision (409 once decided); the platform is told.' })
  acceptDeliveryOrder(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar, { description: ID_DESCRIPTION }) id: string) {
    return deliveryOrderService.accept(ctx, id);
  }

  @Mutation(() => DeliveryOrder, {
    description: 'Rejects a platform order waiting for a decision, with a reason; its sales order is cancelled and the platform told.',
  })
  rejectDeliveryOrder(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: ID_DESCRIPTION }) id: string,
    @Arg('reason', () => String, { description: 'Why, 1-500 characters (told to the platform).' }) reason: string,
  ) {
    return deliveryOrderService.reject(ctx, id, reason);
  }
}
