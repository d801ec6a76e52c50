import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import { PAYMENT_KINDS } from '../shared/sales-vocabulary';
import type { SalesOrder } from '../orders/sales-order.entity';
import type { OrderRefund } from './order-refund.entity';

/** `sales.order.refunded`: a refund of an order (money back, and the refunded lines' stock put back). */
export const orderRefundEvents = resourceEvents({
  area: 'sales',
  resource: 'order',
  schema: schemaOf.object({
    id: schemaOf.uuid,
    orderId: schemaOf.uuid,
    branchId: schemaOf.uuid,
    number: schemaOf.string,
    businessDate: schemaOf.date,
    refundedOn: schemaOf.date,
    amountIqd: schemaOf.int64,
    refundedIqd: schemaOf.int64,
    reason: schemaOf.string,
    lines: { type: 'array', items: schemaOf.object({ index: { type: 'integer' }, quantity: { type: 'integer' } }) },
    paidBackKind: { type: 'string', enum: [...PAYMENT_KINDS] },
    methodId: { type: ['string', 'null'], format: 'uuid' },
    tillSessionId: { type: ['string', 'null'], format: 'uuid' },
  }),
  example: {
    id: '6e5d4c3b-2a19-4f08-9e7d-6c5b4a392817',
    orderId: '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99',
    branchId: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b',
    number: 'MAIN-0001',
    businessDate: '2026-11-23',
    refundedOn: '2026-11-23',
    amountIqd: 6000,
    refundedIqd: 6000,
    reason: 'Cold dish',
    lines: [{ index: 0, quantity: 1 }],
    paidBackKind: 'Cash',
    methodId: null,
    tillSessionId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  },
  changes: { refunded: 'Money was paid back for an order with a reason; the refunded lines’ stock was put back.' },
});

export function orderRefundPayload(refund: OrderRefund, order: SalesOrder): Record<string, unknown> {
  return {
    id: refund.id,
    orderId: order.id,
    branchId: order.branchId,
    number: order.number,
    businessDate: order.businessDate,
    refundedOn: refund.refundedOn,
    amountIqd: refund.amountIqd,
    refundedIqd: order.refundedIqd,
    reason: refund.reason,
    lines: refund.lines,
    paidBackKind: refund.paidBackKind,
    methodId: refund.methodId,
    tillSessionId: refund.tillSessionId,
  };
}
