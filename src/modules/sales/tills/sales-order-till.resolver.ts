import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { In } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { SalesOrder } from '../orders/sales-order.entity';
import { TillPayment } from './till-payment.entity';

/** The counter cash payments of an order (tenders, rates, change), read in one batch per request. */
@Resolver(() => SalesOrder)
export class SalesOrderTillResolver {
  @FieldResolver(() => [TillPayment], { description: 'Cash taken for the order at a till (docs/cash.md): tenders with the rate in force, change in IQD.' })
  tillPayments(@Root() order: SalesOrder, @Ctx() ctx: RequestContext) {
    return ctx.loaders
      .get<string, TillPayment[]>('sales.order-till-payments', async (ids) => {
        const rows = await ctx.db.find(TillPayment, {
          where: { organizationId: ctx.organizationId, orderId: In([...ids]) },
          order: { createdAt: 'ASC', id: 'ASC' },
        });
        return ids.map((id) => rows.filter((row) => row.orderId === id));
      })
      .load(order.id);
  }
}
