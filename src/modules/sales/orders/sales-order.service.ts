import type { RequestContext } from '../../../core/context/request-context';
import { conflict, invalidField, notFound, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { type Param, readPage } from '../../../core/lists/read-page';
import { entityRows } from '../../../core/db/entity-rows';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { liveOrdersService } from '../live/live-orders.service';
import { kitchenService } from '../kitchen/kitchen.service';
import { LiveOrderEventKind } from '../live/live-order.types';
import { OrderStatus } from '../shared/sales-vocabulary';
import { SalesOrder } from './sales-order.entity';
import { type ChangeOrderStatusInput, type SalesOrderFilter } from './sales-order.inputs';
import { statusMoveRefusal } from './order-status.rules';
import { salesOrderEvents, salesOrderPayload } from './sales-order.events';
import { listSortFields } from '../../../core/lists/sort-fields';
import { postOrderUsage } from '../usage/order-usage';
import { writeOrderStatus } from './order-status.write';
import { lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = { placedAt: 'o.placed_at', businessDate: 'o.business_date', number: 'o.number', total: 'o.total', status: 'o.status' } as const;
export const salesOrdersSort = listSortFields('salesOrders', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = salesOrdersSort.fields;
/** Hours beyond a business date's UTC midnight that its orders can have been placed (zone and day start). */
const PLACED_MARGIN_HOURS = 38;

function placedBound(date: string, hours: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + hours * 3_600_000);
}

const EVENT_OF: Record<Exclude<OrderStatus, OrderStatus.Placed>, string> = {
  [OrderStatus.Accepted]: salesOrderEvents.types.accepted,
  [OrderStatus.Preparing]: salesOrderEvents.types.preparing,
  [OrderStatus.Ready]: salesOrderEvents.types.ready,
  [OrderStatus.Completed]: salesOrderEvents.types.completed,
  [OrderStatus.Cancelled]: salesOrderEvents.types.cancelled,
};

export class SalesOrderService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: SalesOrderFilter | undefined): Promise<PageResult<SalesOrder>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'placedAt', dir: 'desc' });
    if (filter?.businessDateFrom && filter.businessDateTo && filter.businessDateFrom > filter.businessDateTo) {
      throw invalidField('businessDateTo', 'must not be before businessDateFrom');
    }
    const filters = (param: Param, steering: boolean) => {
      let where = `o.organization_id = ${param(ctx.organizationId)}`;
      if (filter?.branchId) where += ` AND o.branch_id = ${param(filter.branchId)}`;
      if (filter?.channelId) where += ` AND o.channel_id = ${param(filter.channelId)}`;
      if (filter?.status) where += ` AND o.status = ${param(filter.status)}`;
      if (filter?.source) where += ` AND o.source = ${param(filter.source)}`;
      if (filter?.businessDateFrom) where += ` AND o.business_date >= ${param(filter.businessDateFrom)}`;
      if (filter?.businessDateTo) where += ` AND o.business_date <= ${param(filter.businessDateTo)}`;
      // A whole order number (any case) or partner reference, matched exactly: both are indexed, where
      // a substring match read every order of the organisation (docs/orders.md).
      if (window.search) where += ` AND (o.number = ${param(window.search.toUpperCase())} OR o.partner_reference = ${param(window.search)})`;
      if (!steering) return where;
      // A business day is an interval of local time in the branch's zone, so its orders were placed
      // within a day and a half either side of the date in UTC (zones from -12 to +14 hours, a day
      // starting at any hour): bounding placed_at too lets the (…, placed_at, id) indexes answer the
      // page in time order instead of reading the whole range (docs/orders.md).
      if (filter?.businessDateFrom) where += ` AND o.placed_at >= ${param(placedBound(filter.businessDateFrom, -PLACED_MARGIN_HOURS))}`;
      if (filter?.businessDateTo) where += ` AND o.placed_at < ${param(placedBound(filter.businessDateTo, 24 + PLACED_MARGIN_HOURS))}`;
      return where;
    };
    // Ties broken in the sort's own direction so that one index scan (forward or backward) gives the order.
    const { dir } = window;
    const orderBy = `${SORT_COLUMNS[window.sort]} ${dir}, ${window.sort === 'status' ? `o.placed_at ${dir}, ` : ''}o.id ${dir}`;
    // Fixed SQL: building the same statements with the query builder cost more of the service's CPU
    // than reading the page. The count keeps the business dates alone, which (organization_id,
    // business_date, id) answers: with the placed_at bounds too, PostgreSQL multiplies the two
    // ranges' selectivities and intersects two indexes over the whole range to count it.
    return readPage(
      ctx,
      {
        reader: entityRows(ctx.db.connection, SalesOrder, 'o'),
        alias: 'o',
        where: (param: Param) => filters(param, true),
        count: (param: Param) => filters(param, false),
        orderBy,
      },
      window,
    );
  }

  async get(ctx: RequestContext, id: string): Promise<SalesOrder> {
    const order = await ctx.db.findOne(SalesOrder, { where: { id, organizationId: ctx.organizationId } });
    if (!order) throw notFound('Order');
    return order;
  }

  /** One step of the state machine; a wrong move is 409 and changes nothing. */
  async changeStatus(ctx: RequestContext, id: string, input: ChangeOrderStatusInput): Promise<SalesOrder> {
    return ctx.transaction(async (uow) => {
      const order = await lockOrNotFound(uow.manager, SalesOrder, ctx, id, 'Order');
      const refusal = statusMoveRefusal(order.status, input.status, input.reason);
      if (refusal?.kind === 'conflict') throw conflict(refusal.message);
      if (refusal?.kind === 'invalid') throw validationError({ [refusal.field]: [refusal.message] });
      const previous = order.status;
      order.status = input.status;
      order.statusChangedAt = ctx.now();
      if (input.status === OrderStatus.Cancelled) order.cancelReason = input.reason!.trim();
      // A stored usage day must not miss (or keep) this order: it is read live until stored again (docs/orders.md, "Stored usage days").
      await writeOrderStatus(uow.manager, order, previous === OrderStatus.Completed || input.status === OrderStatus.Completed);
      await recordAudit(uow, ctx, {
        entityType: 'sales-order',
        entityId: id,
        action: `status-${input.status.toLowerCase()}`,
        reason: input.reason?.trim() || null,
        changes: { status: { from: previous, to: input.status } },
        branchId: order.branchId,
      });
      await emit(uow, ctx, {
        type: EVENT_OF[input.status as Exclude<OrderStatus, OrderStatus.Placed>],
        resourceId: id,
        data: salesOrderPayload(order, previous),
        branchId: order.branchId,
      });
      await kitchenService.followOrder(uow, ctx, order);
      await liveOrdersService.record(uow, ctx, LiveOrderEventKind.OrderStatusChanged, order, previous);
      // The posting is the transaction's last statement but the deferred writes' one: the branch's balance rows of its
      // items, which every completion of the branch waits for, stay locked from it to the COMMIT only (docs/inventory.md).
      if (input.status === OrderStatus.Completed) await postOrderUsage(uow, ctx, order);
      return order;
    });
  }
}

export const salesOrderService = new SalesOrderService();
