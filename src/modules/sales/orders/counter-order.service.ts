import type { RequestContext } from '../../../core/context/request-context';
import { type FieldErrors, validationError } from '../../../core/errors/app-error';
import { isUuid } from '../../../core/scalars';
import { SalesChannelKind } from '../../catalog/shared/sales-channel-kind';
import { SelfOrderTable } from '../tables/self-order-table.entity';
import { OrderSource } from '../shared/sales-vocabulary';
import type { SalesOrder } from './sales-order.entity';
import type { CounterOrderInput } from './counter-order.inputs';
import { orderPlacementService } from './order-placement.service';

/** The channel kinds a counter order may be priced for: the restaurant's own service, never a guest's QR or a partner's. */
export const COUNTER_CHANNEL_KINDS: readonly SalesChannelKind[] = [SalesChannelKind.DineIn, SalesChannelKind.Takeaway, SalesChannelKind.Delivery];

/**
 * Orders entered by hand at the counter (docs/orders.md, "Counter orders"): the same placement as
 * guest and partner orders (cart quote pricing, order number, kitchen tickets, live board, audit
 * and `sales.order.placed`), with source Console and nothing paid yet: the whole total is due at
 * the counter and is taken at a till.
 */
export class CounterOrderService {
  async place(ctx: RequestContext, input: CounterOrderInput): Promise<SalesOrder> {
    const errors: FieldErrors = {};
    const kind = input.channelKind ?? SalesChannelKind.DineIn;
    if (!COUNTER_CHANNEL_KINDS.includes(kind)) errors.channelKind = [`must be one of ${COUNTER_CHANNEL_KINDS.join(', ')}`];
    const tableId = input.tableId ?? null;
    if (tableId !== null) {
      const table = isUuid(tableId) ? await ctx.db.findOne(SelfOrderTable, { where: { id: tableId, organizationId: ctx.organizationId } }) : null;
      if (!table) errors.tableId = ['is not a table of this organisation'];
      else if (table.branchId !== input.branchId) errors.tableId = ['is a table of another branch'];
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const { order } = await orderPlacementService.place(ctx, {
      branchId: input.branchId,
      channelId: input.channelId ?? null,
      channelKind: kind,
      tableId,
      source: OrderSource.Console,
      partnerReference: null,
      note: input.note,
      items: input.items ?? [],
      payments: [],
    });
    return order;
  }
}

export const counterOrderService = new CounterOrderService();
