import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { DeliveryCall } from './delivery-call.entity';
import { DeliveryCallFilter } from './delivery-call.inputs';
import { deliveryCallService, deliveryCallsSort } from './delivery-call.service';

export const DeliveryCallPage = Paginated(DeliveryCall, 'DeliveryCall');

@Resolver(() => DeliveryCall)
export class DeliveryCallResolver {
  @Query(() => DeliveryCallPage, { description: 'Every call in and out with the delivery platforms (kept for a retention period), newest first.' })
  deliveryCalls(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(deliveryCallsSort, 'startedAt Desc') }) list?: ListArgs,
    @Arg('filter', () => DeliveryCallFilter, { nullable: true, description: 'Narrows the list; every condition given must hold.' }) filter?: DeliveryCallFilter,
  ) {
    return deliveryCallService.list(ctx, list, filter);
  }

  @Query(() => DeliveryCall, { description: 'One logged call with its request and answer.' })
  deliveryCall(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: "Id of the call; 404 when no such call is visible to the caller (e.g. another organisation's)." }) id: string,
  ) {
    return deliveryCallService.get(ctx, id);
  }
}
