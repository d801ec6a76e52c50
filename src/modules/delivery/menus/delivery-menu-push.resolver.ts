import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { DeliveryMenuPush } from './delivery-menu-push.types';
import { DeliveryMenuPushFilter } from './delivery-menu-push.inputs';
import { deliveryMenuPushService, deliveryMenuPushesSort } from './delivery-menu-push.service';

export const DeliveryMenuPushPage = Paginated(DeliveryMenuPush, 'DeliveryMenuPush');

@Resolver(() => DeliveryMenuPush)
export class DeliveryMenuPushResolver {
  @Query(() => DeliveryMenuPushPage, { description: "Pushes of the connections' menus to their platforms, newest first." })
  deliveryMenuPushes(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(deliveryMenuPushesSort, 'queuedAt Desc') }) list?: ListArgs,
    @Arg('filter', () => DeliveryMenuPushFilter, { nullable: true, description: 'Narrows the list; every condition given must hold.' })
    filter?: DeliveryMenuPushFilter,
  ) {
    return deliveryMenuPushService.list(ctx, list, filter);
  }

  @Query(() => DeliveryMenuPush, { description: 'One menu push with its state, attempts and last error.' })
  deliveryMenuPush(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: "Id of the push; 404 when no such push is visible to the caller (e.g. another organisation's)." }) id: string,
  ) {
    return deliveryMenuPushService.get(ctx, id);
  }

  @Mutation(() => DeliveryMenuPush, {
    description:
      "Queues a push of the connection's menu to its platform, sent at once (the answer is the push, Queued; a push already queued for the connection is brought forward instead). 409 when the connection is inactive.",
  })
  pushDeliveryMenu(
    @Ctx() ctx: RequestContext,
    @Arg('connectionId', () => UuidScalar, {
      description: "Id of the delivery connection; 404 (nothing queued) when no such connection is visible to the caller (e.g. another organisation's).",
    })
    connectionId: string,
  ) {
    return deliveryMenuPushService.request(ctx, connectionId);
  }
}
