import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import type { LiveDelivery } from '../../../core/live/live-message';
import { recordLiveEvent } from '../../../core/live/record-live-event';
import { notFound } from '../../../core/errors/app-error';
import { SalesOrder } from '../orders/sales-order.entity';
import { orderTokenMatches } from '../orders/order-token';
import { salesOrderPayload } from '../orders/sales-order.events';
import { liveTicketOf } from '../kitchen/kitchen.service';
import type { AvailabilityChange } from '../availability/sold-out.inputs';
import { type LiveOrder, type LiveOrderEvent, LiveOrderEventKind } from './live-order.types';

/**
 * The live order stream of a branch (docs/live.md): recorded in the order's transaction, read by
 * the order board, the kitchen display and a guest's own order page.
 */
export class LiveOrdersService {
  /** Records the order's event in the transaction (written with its deferred writes at the commit: record-live-event.ts). */
  async record(
    uow: UnitOfWork,
    ctx: RequestContext,
    kind: LiveOrderEventKind.OrderPlaced | LiveOrderEventKind.OrderStatusChanged,
    order: SalesOrder,
    previousStatus: string | null = null,
  ): Promise<void> {
    await recordLiveEvent(uow, ctx.runtime, {
      organizationId: order.organizationId,
      branchId: order.branchId,
      kind,
      subjectId: order.id,
      // The order's note rides on the live event only (the board card shows it), not in the webhook payload.
      data: { ...salesOrderPayload(order, previousStatus), note: order.note },
    });
  }

  /** The caller's active branch: missed events after `afterSequence`, then live ones. */
  branchEvents(ctx: RequestContext, afterSequence: number | null): Promise<AsyncIterableIterator<LiveDelivery>> {
    return ctx.runtime.live.listen({ organizationId: ctx.organizationId, branchId: ctx.branchId, afterSequence, field: 'branchOrderEvents' });
  }

  /** One guest order's events, for the holder of its order token (404 otherwise, as the guest's order read). */
  async guestOrderEvents(ctx: RequestContext, orderId: string, orderToken: string, afterSequence: number | null): Promise<AsyncIterableIterator<LiveDelivery>> {
    const order = await ctx.db.findOne(SalesOrder, {
      where: { id: orderId },
      select: { id: true, organizationId: true, branchId: true, orderTokenHash: true },
    });
    if (!order || !orderTokenMatches(orderToken, order.orderTokenHash)) throw notFound('Order');
    return ctx.runtime.live.listen({
      organizationId: order.organizationId,
      branchId: order.branchId,
      afterSequence,
      filter: (message) => message.subjectId === order.id,
      field: 'guestOrderEvents',
    });
  }
}

export function toLiveOrderEvent(delivery: LiveDelivery): LiveOrderEvent {
  const data = delivery.data as Record<string, unknown>;
  return {
    sequence: delivery.seq,
    kind: delivery.kind as LiveOrderEventKind,
    branchId: delivery.branchId,
    occurredAt: new Date(delivery.occurredAt),
    order: delivery.kind === LiveOrderEventKind.OrderPlaced || delivery.kind === LiveOrderEventKind.OrderStatusChanged ? (data as unknown as LiveOrder) : null,
    ticket: delivery.kind === LiveOrderEventKind.KitchenTicketChanged ? liveTicketOf(data) : null,
    availability: delivery.kind === LiveOrderEventKind.AvailabilityChanged ? (data as unknown as AvailabilityChange) : null,
  };
}

export const liveOrdersService = new LiveOrdersService();
