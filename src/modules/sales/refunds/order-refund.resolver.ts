import { Arg, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { UuidScalar } from '../../../core/scalars';
import { SalesOrder } from '../orders/sales-order.entity';
import { OrderRefund } from './order-refund.entity';
import { RefundOrderInput } from './order-refund.inputs';
import { orderRefundService } from './order-refund.service';

@Resolver(() => SalesOrder)
export class OrderRefundResolver {
  @Mutation(() => OrderRefund, {
    description:
      'Refunds a paid order that is Completed or Cancelled, with a reason: money back out of an open till session or by a non-cash method, the refunded lines’ stock put back (409 when not paid, fully refunded, still open or its business day is locked).',
  })
  refundSalesOrder(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: 'Id of the sales order; 404 (nothing changed) when no such order is visible to the caller.' }) id: string,
    @Arg('input', () => RefundOrderInput, { description: 'The reason, what is given back and how the money goes back.' }) input: RefundOrderInput,
  ) {
    return orderRefundService.refund(ctx, id, input);
  }

  @FieldResolver(() => [OrderRefund], { description: 'Refunds of the order, oldest first (docs/orders.md, "Refunds").' })
  refunds(@Root() order: SalesOrder, @Ctx() ctx: RequestContext) {
    // An order never refunded says so in its refunded total: a ledger page of such orders reads nothing more.
    if (!order.refundedIqd) return [];
    return ctx.loaders
      .get<string, OrderRefund[]>('sales.order-refunds', async (ids) => {
        const byOrder = await orderRefundService.refundsOf(ctx, ids);
        return ids.map((id) => byOrder.get(id) ?? []);
      })
      .load(order.id);
  }
}
