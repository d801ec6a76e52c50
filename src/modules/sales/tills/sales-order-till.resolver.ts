import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { SalesOrder } from '../orders/sales-order.entity';
import { TillPayment } from './till-payment.entity';
import { orderTillPaymentsLoader } from './till.loaders';

/** The counter cash payments of an order (tenders, rates, change), read in one batch per request. */
@Resolver(() => SalesOrder)
export class SalesOrderTillResolver {
  @FieldResolver(() => [TillPayment], { description: 'Cash taken for the order at a till (docs/cash.md): tenders with the rate in force, change in IQD.' })
  tillPayments(@Root() order: SalesOrder, @Ctx() ctx: RequestContext) {
    // An order paid at a till says so in its payments (till-payment.service.ts writes the payment and
    // the order's entry with its session in one transaction): a ledger page of orders none of which
    // was paid at a till reads nothing more.
    if (!order.payments?.some((payment) => payment.tillSessionId)) return [];
    return orderTillPaymentsLoader(ctx).load(order.id);
  }
}
