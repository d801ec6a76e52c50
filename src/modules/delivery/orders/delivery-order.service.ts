import type { RequestContext } from '../../../core/context/request-context';
import type { Runtime } from '../../../core/runtime';
import { conflict, notFound, validationError } from '../../../core/errors/app-error';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import type { ListArgs } from '../../../core/lists/list-args';
import { type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { listSortFields } from '../../../core/lists/sort-fields';
import { lockOrNotFound } from '../../../core/db/write-helpers';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { RequestContext as Context } from '../../../core/context/request-context';
import { systemPrincipal } from '../../../core/auth/principal';
import { salesOrderService } from '../../sales/orders/sales-order.service';
import { SalesOrder } from '../../sales/orders/sales-order.entity';
import { OrderStatus } from '../../sales/shared/sales-vocabulary';
import type { DeliveryConnection } from '../connections/delivery-connection.entity';
import { DeliveryOrderFlag, DeliveryOrderState } from '../shared/delivery-vocabulary';
import { deliveryOrderEvents, deliveryOrderPayload } from '../delivery.events';
import { DeliveryOrder } from './delivery-order.entity';
import type { DeliveryOrderFilter } from './delivery-order.inputs';
import { deliveryIntakeService, outcomeOf } from './delivery-intake.service';
import type { IntakeOutcome } from '../adapters/adapter';

const SORT_COLUMNS = { receivedAt: 'o.received_at' } as const;
export const deliveryOrdersSort = listSortFields('deliveryOrders', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
export const DEADLINE_REASON = 'Not accepted before the platform deadline.';
const MAX_REASON = 500;

export class DeliveryOrderService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: DeliveryOrderFilter | undefined): Promise<PageResult<DeliveryOrder>> {
    const window = resolveListWindow(list, deliveryOrdersSort.fields, { sort: 'receivedAt', dir: 'desc' });
    const query = ctx.db.getRepository(DeliveryOrder).createQueryBuilder('o').where('o.organization_id = :org', { org: ctx.organizationId });
    if (filter?.connectionId) query.andWhere('o.connection_id = :connectionId', { connectionId: filter.connectionId });
    if (filter?.branchId) query.andWhere('o.branch_id = :branchId', { branchId: filter.branchId });
    if (filter?.state) query.andWhere('o.state = :state', { state: filter.state });
    if (filter?.flagged != null) query.andWhere(filter.flagged ? `o.flags <> '{}'` : `o.flags = '{}'`);
    if (filter?.platformOrderId) query.andWhere('o.platform_order_id = :platformOrderId', { platformOrderId: filter.platformOrderId });
    // Orders stamped in the same instant of the service clock keep their arrival order (the row's creation).
    const ordered = query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('o.created_at', window.dir).addOrderBy('o.id', 'ASC');
    return readPage(ctx, ordered, window);
  }

  async get(ctx: RequestContext, id: string): Promise<DeliveryOrder> {
    const order = await ctx.db.findOne(DeliveryOrder, { where: { id, organizationId: ctx.organizationId } });
    if (!order) throw notFound('Delivery order');
    return order;
  }

  /** A person accepts a Received order (409 once decided). */
  async accept(ctx: RequestContext, id: string): Promise<DeliveryOrder> {
    return ctx.transaction(async (uow) => {
      const order = await lockOrNotFound(uow.manager, DeliveryOrder, ctx, id, 'Delivery order');
      if (order.state !== DeliveryOrderState.Received) throw conflict(`The order is already ${order.state}.`);
      await deliveryIntakeService.accept(uow, ctx, order, ctx.actorId);
      return order;
    });
  }

  /** A person rejects a Received order with a reason: the sales order is cancelled and the platform told Rejected. */
  async reject(ctx: RequestContext, id: string, reason: string): Promise<DeliveryOrder> {
    const text = reason?.trim();
    if (!text) throw validationError({ reason: ['is required'] });
    if (text.length > MAX_REASON) throw validationError({ reason: [`must be at most ${MAX_REASON} characters`] });
    return ctx.transaction(async (uow) => {
      const order = await lockOrNotFound(uow.manager, DeliveryOrder, ctx, id, 'Delivery order');
      if (order.state !== DeliveryOrderState.Received) throw conflict(`The order is already ${order.state}.`);
      await this.close(uow, ctx, order, DeliveryOrderState.Rejected, text, ctx.actorId, []);
      return order;
    });
  }

  /** The platform cancelled: the sales order is cancelled (unless completed), nothing is echoed back. Idempotent. */
  async cancelByPlatform(ctx: RequestContext, connection: DeliveryConnection, platformOrderId: string, reason: string | null): Promise<IntakeOutcome> {
    const found = await deliveryIntakeService.find(ctx, connection.id, platformOrderId);
    if (!found) throw notFound('Delivery order');
    const order = await ctx.transaction(async (uow) => {
      const order = await lockOrNotFound(uow.manager, DeliveryOrder, ctx, found.id, 'Delivery order');
      if (order.state === DeliveryOrderState.Cancelled || order.state === DeliveryOrderState.Rejected) return order;
      await this.close(uow, ctx, order, DeliveryOrderState.Cancelled, reason?.trim() || 'Cancelled by the platform.', null, []);
      return order;
    });
    return outcomeOf(order, false);
  }

  /** The rider collected the order: a Ready sales order is completed (stock posts as for any order); otherwise nothing changes. */
  async pickedUpByPlatform(ctx: RequestContext, connection: DeliveryConnection, platformOrderId: string): Promise<IntakeOutcome> {
    const order = await deliveryIntakeService.find(ctx, connection.id, platformOrderId);
    if (!order) throw notFound('Delivery order');
    if (order.salesOrderId) {
      const sales = await ctx.db.findOne(SalesOrder, { where: { id: order.salesOrderId, organizationId: ctx.organizationId } });
      if (sales?.status === OrderStatus.Ready) await salesOrderService.changeStatus(ctx, sales.id, { status: OrderStatus.Completed });
    }
    return outcomeOf(order, false);
  }

  /**
   * Orders left undecided past their deadline are rejected (reason DEADLINE_REASON, flag
   * AcceptDeadlinePassed) so the platform is answered rather than left waiting; a sales order a
   * person already moved on counts as accepted.
   */
  async expireDeadlines(runtime: Runtime, limit = 100): Promise<number> {
    const now = runtime.clock.now();
    const due = await runtime.db.dataSource.manager
      .createQueryBuilder(DeliveryOrder, 'o')
      .where(`o.state = 'Received'`)
      .andWhere('o.accept_deadline_at <= :now', { now })
      .orderBy('o.accept_deadline_at', 'ASC')
      .limit(limit)
      .getMany();
    for (const row of due) {
      const ctx = new Context(runtime, systemPrincipal(row.organizationId, [], row.branchId), null, { transport: 'job' });
      await ctx.transaction(async (uow) => {
        const order = await uow.manager.findOne(DeliveryOrder, { where: { id: row.id }, lock: { mode: 'pessimistic_write' } });
        if (!order || order.state !== DeliveryOrderState.Received) return;
        const sales = order.salesOrderId ? await uow.manager.findOne(SalesOrder, { where: { id: order.salesOrderId } }) : null;
        if (sales && sales.status !== OrderStatus.Placed && sales.status !== OrderStatus.Cancelled) {
          await deliveryIntakeService.accept(uow, ctx, order, null);
          return;
        }
        await this.close(uow, ctx, order, DeliveryOrderState.Rejected, DEADLINE_REASON, null, [DeliveryOrderFlag.AcceptDeadlinePassed]);
      });
    }
    return due.length;
  }

  private async close(
    uow: UnitOfWork,
    ctx: RequestContext,
    order: DeliveryOrder,
    state: DeliveryOrderState.Rejected | DeliveryOrderState.Cancelled,
    reason: string,
    by: string | null,
    addFlags: DeliveryOrderFlag[],
  ): Promise<void> {
    order.state = state;
    order.reason = reason;
    order.decidedAt = ctx.now();
    order.decidedBy = by;
    order.acceptDeadlineAt = null;
    order.flags = [...new Set([...order.flags, ...addFlags])];
    await uow.manager.update(
      DeliveryOrder,
      { id: order.id },
      { state, reason, decidedAt: order.decidedAt, decidedBy: by, acceptDeadlineAt: null, flags: order.flags },
    );
    if (order.salesOrderId) {
      const sales = await uow.manager.findOne(SalesOrder, { where: { id: order.salesOrderId }, select: { id: true, status: true } });
      if (sales && sales.status !== OrderStatus.Completed && sales.status !== OrderStatus.Cancelled) {
        await salesOrderService.changeStatus(ctx, sales.id, { status: OrderStatus.Cancelled, reason });
      }
    }
    const payload = deliveryOrderPayload(order);
    const change = state === DeliveryOrderState.Rejected ? deliveryOrderEvents.types.rejected : deliveryOrderEvents.types.cancelled;
    await recordAudit(uow, ctx, {
      entityType: 'delivery-order',
      entityId: order.id,
      action: state.toLowerCase(),
      reason,
      changes: payload,
      branchId: order.branchId,
    });
    await emit(uow, ctx, { type: change, resourceId: order.id, data: payload, branchId: order.branchId });
    if (addFlags.length) await emit(uow, ctx, { type: deliveryOrderEvents.types.flagged, resourceId: order.id, data: payload, branchId: order.branchId });
  }
}

export const deliveryOrderService = new DeliveryOrderService();
