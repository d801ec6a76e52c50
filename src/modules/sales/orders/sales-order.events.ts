import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import { ORDER_SOURCES, ORDER_STATUSES } from '../shared/sales-vocabulary';
import type { SalesOrder } from './sales-order.entity';

const schema = schemaOf.object({
  id: schemaOf.uuid,
  branchId: schemaOf.uuid,
  tableId: { type: ['string', 'null'], format: 'uuid' },
  channelId: { type: ['string', 'null'], format: 'uuid' },
  source: { type: 'string', enum: [...ORDER_SOURCES] },
  partnerReference: schemaOf.nullableString,
  number: schemaOf.string,
  businessDate: schemaOf.date,
  status: { type: 'string', enum: [...ORDER_STATUSES] },
  previousStatus: { type: ['string', 'null'], enum: [...ORDER_STATUSES, null] },
  cancelReason: schemaOf.nullableString,
  total: schemaOf.int64,
  amountDueAtCounter: schemaOf.int64,
  lineCount: { type: 'integer' },
});

/** `sales.order.placed`, then one event per status change (`sales.order.accepted`, …). */
export const salesOrderEvents = resourceEvents({
  area: 'sales',
  resource: 'order',
  schema,
  example: {
    id: '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99',
    branchId: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b',
    tableId: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    channelId: null,
    source: 'Guest',
    partnerReference: null,
    number: 'MAIN-0001',
    businessDate: '2026-11-23',
    status: 'Placed',
    previousStatus: null,
    cancelReason: null,
    total: 14500,
    amountDueAtCounter: 0,
    lineCount: 2,
  },
  changes: {
    placed: 'An order was placed (guest QR, partner API or console).',
    accepted: 'An order was accepted by the branch.',
    preparing: 'The kitchen started preparing an order.',
    ready: 'An order is ready to be served or collected.',
    completed: 'An order was completed (handed over and settled).',
    cancelled: 'An order was cancelled (reason given).',
  },
  examples: {
    accepted: { status: 'Accepted', previousStatus: 'Placed' },
    preparing: { status: 'Preparing', previousStatus: 'Accepted' },
    ready: { status: 'Ready', previousStatus: 'Preparing' },
    completed: { status: 'Completed', previousStatus: 'Ready' },
    cancelled: { status: 'Cancelled', previousStatus: 'Placed', cancelReason: 'Guest left' },
  },
});

export function salesOrderPayload(order: SalesOrder, previousStatus: string | null = null): Record<string, unknown> {
  return {
    id: order.id,
    branchId: order.branchId,
    tableId: order.tableId,
    channelId: order.channelId,
    source: order.source,
    partnerReference: order.partnerReference,
    number: order.number,
    businessDate: order.businessDate,
    status: order.status,
    previousStatus,
    cancelReason: order.cancelReason,
    total: order.total,
    amountDueAtCounter: order.amountDueAtCounter,
    lineCount: order.lines.length,
  };
}
