import type { EventObserver } from '../../../core/outbox/emit';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import type { RequestContext } from '../../../core/context/request-context';
import { salesOrderEvents } from '../../sales/orders/sales-order.events';
import { availabilityEvents } from '../../sales/availability/sold-out.events';
import { DeliveryOrder } from '../orders/delivery-order.entity';
import { DeliveryConnection } from '../connections/delivery-connection.entity';
import { DeliveryMessageKind } from '../shared/delivery-vocabulary';
import { DeliveryOutboundMessage } from './delivery-outbound-message.entity';
import { platformStatusOf } from './outbound.rules';
import { kickSender } from './outbound.sender';

async function queue(uow: UnitOfWork, ctx: RequestContext, message: Partial<DeliveryOutboundMessage>): Promise<void> {
  const row = uow.manager.create(DeliveryOutboundMessage, { ...message, nextAttemptAt: ctx.now() });
  await uow.manager.save(DeliveryOutboundMessage, row);
  uow.afterCommit(() => kickSender(ctx.runtime, row.id));
}

/** A platform order's sales order moved: the platform is told, in order, after the commit. */
export const orderStatusObserver: EventObserver = {
  types: [
    salesOrderEvents.types.accepted,
    salesOrderEvents.types.preparing,
    salesOrderEvents.types.ready,
    salesOrderEvents.types.completed,
    salesOrderEvents.types.cancelled,
  ],
  async observe(uow, ctx, event) {
    if (event.data.source !== 'Delivery') return;
    const order = await uow.manager.findOne(DeliveryOrder, { where: { organizationId: ctx.organizationId, salesOrderId: event.resourceId } });
    if (!order) return;
    const status = platformStatusOf(String(event.data.status), order.state);
    if (!status) return;
    const reason = status === 'Rejected' || status === 'Cancelled' ? ((event.data.cancelReason as string | null) ?? order.reason) : null;
    await queue(uow, ctx, {
      organizationId: ctx.organizationId,
      connectionId: order.connectionId,
      deliveryOrderId: order.id,
      kind: DeliveryMessageKind.OrderStatus,
      payload: { platformOrderId: order.platformOrderId, status, reason, at: ctx.now().toISOString() },
    });
  },
};

/** A product marked sold out or available at a branch: every active connection of the branch is told. */
export const availabilityObserver: EventObserver = {
  types: [availabilityEvents.types.changed],
  async observe(uow, ctx, event) {
    const branchId = event.data.branchId as string;
    const productIds = (event.data.productIds as string[] | undefined) ?? [];
    if (!productIds.length) return;
    const connections = await uow.manager.find(DeliveryConnection, { where: { organizationId: ctx.organizationId, branchId, active: true } });
    for (const connection of connections) {
      if (!connection.outboundUrl && connection.platform === 'Generic') continue;
      const mapped = (await uow.manager.query(
        `SELECT platform_item_id, product_id FROM delivery_item_mappings WHERE connection_id = $1 AND kind = 'Product' AND product_id = ANY($2)`,
        [connection.id, productIds],
      )) as Array<{ platform_item_id: string; product_id: string }>;
      const items = productIds.flatMap((productId) => {
        const ids = mapped.filter((row) => row.product_id === productId).map((row) => row.platform_item_id);
        // A platform that imported the service's menu knows the product by its own id.
        return (ids.length ? ids : [productId]).map((platformItemId) => ({ platformItemId, productId, available: Boolean(event.data.available) }));
      });
      await queue(uow, ctx, {
        organizationId: ctx.organizationId,
        connectionId: connection.id,
        deliveryOrderId: null,
        kind: DeliveryMessageKind.Availability,
        payload: { items, at: ctx.now().toISOString() },
      });
    }
  },
};
