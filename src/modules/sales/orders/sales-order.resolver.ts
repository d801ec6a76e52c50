import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { OrderStatus } from '../shared/sales-vocabulary';
import { SalesOrder } from './sales-order.entity';
import { ChangeOrderStatusInput, SalesOrderFilter } from './sales-order.inputs';
import { salesOrderService, salesOrdersSort } from './sales-order.service';
import { CounterOrderInput } from './counter-order.inputs';
import { counterOrderService } from './counter-order.service';

export const SalesOrderPage = Paginated(SalesOrder, 'SalesOrder');

@Resolver(() => SalesOrder)
export class SalesOrderResolver {
  @Query(() => SalesOrderPage, { description: 'The sales ledger: orders of every source, newest first unless sorted otherwise.' })
  salesOrders(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(salesOrdersSort, 'placedAt Desc') }) list?: ListArgs,
    @Arg('filter', () => SalesOrderFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: SalesOrderFilter,
  ) {
    return salesOrderService.list(ctx, list, filter);
  }

  @Query(() => SalesOrder, { description: 'One sales order with its lines, taxes and payments.' })
  salesOrder(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: "Id of the sales order; 404 when no such sales order is visible to the caller (e.g. another organisation's)." })
    id: string,
  ) {
    return salesOrderService.get(ctx, id);
  }

  @Mutation(() => SalesOrder, {
    description:
      'Enters an order by hand at the counter (source Console): priced by the catalogue like guest and partner orders, sent to the kitchen and the live board; its total is due at the counter (payOrderAtTill).',
  })
  placeCounterOrder(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CounterOrderInput, { description: 'Branch, items, and optionally channel, table and note.' }) input: CounterOrderInput,
  ) {
    return counterOrderService.place(ctx, input);
  }

  @Mutation(() => SalesOrder, { description: 'Moves an order one step (409 for a move the state machine does not allow; a reason is required to cancel).' })
  changeSalesOrderStatus(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: 'Id of the sales order; 404 (nothing changed) when no such order is visible to the caller.' }) id: string,
    @Arg('input', () => ChangeOrderStatusInput, { description: 'The status to move to (and the reason when cancelling).' }) input: ChangeOrderStatusInput,
  ) {
    return salesOrderService.changeStatus(ctx, id, input);
  }

  @Mutation(() => SalesOrder, { description: 'Cancels an order with a reason (409 once Completed or Cancelled).' })
  cancelSalesOrder(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the sales order to cancel; 404 (nothing changed) when no such sales order is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('reason', () => String, { nullable: true, description: 'Why the order is cancelled; required, at most 500 characters.' }) reason?: string,
  ) {
    return salesOrderService.changeStatus(ctx, id, { status: OrderStatus.Cancelled, reason });
  }
}
