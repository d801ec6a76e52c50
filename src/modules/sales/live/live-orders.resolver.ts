import { Arg, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import type { LiveDelivery } from '../../../core/live/live-message';
import { Int64Scalar, UuidScalar } from '../../../core/scalars';
import { LiveOrderEvent } from './live-order.types';
import { liveOrdersService, toLiveOrderEvent } from './live-orders.service';

const AFTER =
  'The last sequence number the client saw: the events after it are sent first (up to 24 h / 500 events; further behind, one Refetch event). Omit for live events only.';

/** Live order streams over WebSocket (graphql-ws on /graphql; docs/live.md). */
@Resolver()
export class LiveOrdersResolver {
  @Subscription(() => LiveOrderEvent, {
    description: "The active branch's order events (placed, status changes), numbered in commit order; for the order board and kitchen display.",
    subscribe: ({ args, context }) => liveOrdersService.branchEvents(context as RequestContext, (args.afterSequence as number | undefined) ?? null),
  })
  branchOrderEvents(
    @Root() delivery: LiveDelivery,
    @Arg('afterSequence', () => Int64Scalar, { nullable: true, description: AFTER }) _afterSequence?: number,
  ): LiveOrderEvent {
    return toLiveOrderEvent(delivery);
  }

  @Subscription(() => LiveOrderEvent, {
    description: "One guest order's events, for the holder of its order token (no access token needed; 404 for a wrong id or token).",
    subscribe: ({ args, context }) =>
      liveOrdersService.guestOrderEvents(
        context as RequestContext,
        args.orderId as string,
        args.orderToken as string,
        (args.afterSequence as number | undefined) ?? null,
      ),
  })
  guestOrderEvents(
    @Root() delivery: LiveDelivery,
    @Arg('orderId', () => UuidScalar, { description: 'The order id returned when the order was placed.' }) _orderId: string,
    @Arg('orderToken', () => String, { description: 'The order token returned (once) when the order was placed.' }) _orderToken: string,
    @Arg('afterSequence', () => Int64Scalar, { nullable: true, description: AFTER }) _afterSequence?: number,
  ): LiveOrderEvent {
    return toLiveOrderEvent(delivery);
  }
}
