import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import type { PurchaseOrder } from './purchase-order.entity';

export const purchaseOrderEvents = resourceEvents({
  area: 'purchasing',
  resource: 'purchase-order',
  schema: schemaOf.object({
    id: schemaOf.uuid,
    branchId: schemaOf.uuid,
    supplierId: schemaOf.uuid,
    expectedDate: { type: ['string', 'null'], format: 'date' },
    totalIqd: schemaOf.int64,
    lineCount: schemaOf.int64,
    status: schemaOf.string,
    note: schemaOf.nullableString,
  }),
  example: {
    id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    branchId: '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968',
    supplierId: '5b0c8f7e-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
    expectedDate: '2026-02-03',
    totalIqd: 1_250_000,
    lineCount: 3,
    status: 'Draft',
    note: null,
  },
  changes: {
    created: 'A Draft purchase order was created.',
    updated: 'A Draft purchase order was changed.',
    submitted: 'A purchase order was submitted and waits for approval.',
    approved: 'A purchase order was approved (by an approver, or at once under the threshold).',
    'approval-reverted': 'An approval of a purchase order was reverted: it waits for approval again.',
    rejected: 'The approval request of a purchase order was rejected: it is a Draft again.',
    reopened: 'A purchase order waiting for approval was reopened to Draft.',
    'partially-received': 'Some lines of an approved purchase order were received (it stays Approved until every line is).',
    received: 'An approved purchase order was received (its last outstanding line).',
    cancelled: 'A purchase order was cancelled.',
  },
  examples: {
    submitted: { status: 'PendingApproval' },
    approved: { status: 'Approved' },
    'approval-reverted': { status: 'PendingApproval', note: 'Wrong supplier prices' },
    received: { status: 'Received' },
    cancelled: { status: 'Cancelled', note: 'Supplier out of stock' },
  },
});

export function purchaseOrderPayload(order: PurchaseOrder, note: string | null = null): Record<string, unknown> {
  return {
    id: order.id,
    branchId: order.branchId,
    supplierId: order.supplierId,
    expectedDate: order.expectedDate,
    totalIqd: order.totalIqd,
    lineCount: order.lines.length,
    status: order.status,
    note,
  };
}
