import { resourceEvents } from '../../core/events/resource-events';
import { schemaOf } from '../../core/events/event-catalog';
import { DELIVERY_PLATFORMS, DELIVERY_STORE_STATES, DELIVERY_ORDER_STATES } from './shared/delivery-vocabulary';
import type { DeliveryConnection } from './connections/delivery-connection.entity';
import type { DeliveryOrder } from './orders/delivery-order.entity';

/** The delivery module's events (docs/webhooks.md catalogue; docs/delivery.md). Credentials are never in a payload. */
export const deliveryConnectionEvents = resourceEvents({
  area: 'delivery',
  resource: 'connection',
  schema: schemaOf.object({
    id: schemaOf.uuid,
    branchId: schemaOf.uuid,
    platform: { type: 'string', enum: [...DELIVERY_PLATFORMS] },
    name: schemaOf.string,
    platformStoreId: schemaOf.string,
    channelId: schemaOf.uuid,
    autoAccept: schemaOf.boolean,
    storeState: { type: 'string', enum: [...DELIVERY_STORE_STATES] },
    preparationMinutes: schemaOf.number,
    active: schemaOf.boolean,
  }),
  example: {
    id: '0b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8',
    branchId: '3f0e5b8e-2f55-4d0a-9a55-6f1f4a1d2c01',
    platform: 'Generic',
    name: 'Lezzoo Karrada',
    platformStoreId: 'store-118',
    channelId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    autoAccept: false,
    storeState: 'Open',
    preparationMinutes: 20,
    active: true,
  },
  changes: {
    created: 'A branch was connected to a delivery platform.',
    updated: "A delivery connection's settings, state or credentials changed.",
    deleted: 'A delivery connection without orders was removed.',
  },
});

export function deliveryConnectionPayload(connection: DeliveryConnection): Record<string, unknown> {
  return {
    id: connection.id,
    branchId: connection.branchId,
    platform: connection.platform,
    name: connection.name,
    platformStoreId: connection.platformStoreId,
    channelId: connection.channelId,
    autoAccept: connection.autoAccept,
    storeState: connection.storeState,
    preparationMinutes: connection.preparationMinutes,
    active: connection.active,
  };
}

export const deliveryOrderEvents = resourceEvents({
  area: 'delivery',
  resource: 'order',
  schema: schemaOf.object({
    id: schemaOf.uuid,
    connectionId: schemaOf.uuid,
    branchId: schemaOf.uuid,
    platformOrderId: schemaOf.string,
    salesOrderId: schemaOf.uuid,
    state: { type: 'string', enum: [...DELIVERY_ORDER_STATES] },
    flags: { type: 'array', items: schemaOf.string },
    statedTotal: { type: ['number', 'null'] },
    computedTotal: schemaOf.number,
    reason: schemaOf.nullableString,
  }),
  example: {
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    connectionId: '0b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8',
    branchId: '3f0e5b8e-2f55-4d0a-9a55-6f1f4a1d2c01',
    platformOrderId: 'LZ-20931',
    salesOrderId: '7c6d5e4f-3a2b-4c1d-9e0f-a1b2c3d4e5f6',
    state: 'Received',
    flags: ['UnmappedItem'],
    statedTotal: 18500,
    computedTotal: 16000,
    reason: null,
  },
  changes: {
    received: "A platform's order arrived and is in the ledger and on the kitchen board.",
    flagged: 'A platform order needs a look: an unmapped item, a total that differs from the price tier, or a passed accept deadline.',
    accepted: 'A platform order was accepted (automatically or by a person).',
    rejected: 'A platform order was rejected with a reason (by a person or at the accept deadline).',
    cancelled: 'The platform cancelled an order.',
  },
});

export function deliveryOrderPayload(order: DeliveryOrder): Record<string, unknown> {
  return {
    id: order.id,
    connectionId: order.connectionId,
    branchId: order.branchId,
    platformOrderId: order.platformOrderId,
    salesOrderId: order.salesOrderId,
    state: order.state,
    flags: order.flags,
    statedTotal: order.statedTotal,
    computedTotal: order.computedTotal,
    reason: order.reason,
  };
}
