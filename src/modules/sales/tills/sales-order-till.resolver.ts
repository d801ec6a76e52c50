import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { entityRows, groupRows } from '../../../core/db/entity-rows';
import { SalesOrder } from '../orders/sales-order.entity';
import { TillPayment } from './till-payment.entity';

/** The counter cash payments of an order (tenders, rates, change), read in one batch per request. */
@Resolver(() => SalesOrder)
export class SalesOrderTillResolver {
  @FieldResolver(() => [TillPayment], { description: 'Cash taken for the order at a till (docs/cash.md): tenders with the rate in force, change in IQD.' })
  tillPayments(@Root() order: SalesOrder, @Ctx() ctx: RequestContext) {
    // An order paid at a till says so in its payments (till-payment.service.ts writes the payment and
    // the order's entry with its session in one transaction): a ledger page of orders none of which
    // was paid at a till reads nothing more.
    if (!order.payments?.some((payment) => payment.tillSessionId)) return [];
    return ctx.loaders
      .get<string, TillPayment[]>('sales.order-till-payments', async (ids) => {
        // Fixed SQL and the entity's reader (entity-rows.ts): the batch runs for every page of
        // the ledger, where find() built its SELECT and hydrated through TypeORM each time.
        const reader = entityRows(ctx.db.connection, TillPayment, 'p');
        const rows = await ctx.query<Record<string, unknown>>(
          `SELECT ${reader.columns} FROM ${reader.table} p WHERE p.order_id = ANY($1) AND p.organization_id = $2 ORDER BY p.created_at, p.id`,
          [ids, ctx.organizationId],
        );
        const byOrder = groupRows(rows.map(reader.map), (row) => row.orderId);
        return ids.map((id) => byOrder.get(id) ?? []);
      })
      .load(order.id);
  }
}
