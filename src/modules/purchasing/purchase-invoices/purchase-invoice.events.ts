import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import type { PurchaseInvoice } from './purchase-invoice.entity';

export const purchaseInvoiceEvents = resourceEvents({
  area: 'purchasing',
  resource: 'purchase-invoice',
  schema: schemaOf.object({
    id: schemaOf.uuid,
    branchId: schemaOf.uuid,
    supplierId: schemaOf.uuid,
    invoiceNumber: schemaOf.string,
    invoiceDate: schemaOf.date,
    purchaseOrderId: { type: ['string', 'null'], format: 'uuid' },
    totalIqd: schemaOf.int64,
    status: schemaOf.string,
    note: schemaOf.nullableString,
  }),
  example: {
    id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60',
    branchId: '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968',
    supplierId: '5b0c8f7e-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
    invoiceNumber: 'INV-2026-0117',
    invoiceDate: '2026-02-04',
    purchaseOrderId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    totalIqd: 1_250_000,
    status: 'Draft',
    note: null,
  },
  changes: {
    created: 'A Draft purchase invoice was recorded.',
    updated: 'A Draft purchase invoice was changed.',
    submitted: 'A purchase invoice was submitted and waits for approval.',
    approved: 'A purchase invoice was approved for payment (by an approver, or at once).',
    rejected: 'The approval request of a purchase invoice was rejected.',
    paid: 'An approved purchase invoice was paid.',
    'payment-reopened': 'The bank statement line that paid a purchase invoice was reopened: the invoice is approved and unpaid again.',
    cancelled: 'A purchase invoice was cancelled.',
  },
  examples: {
    submitted: { status: 'PendingApproval' },
    approved: { status: 'Approved' },
    rejected: { status: 'Rejected', note: 'Prices above the order' },
    paid: { status: 'Paid' },
  },
});

export function purchaseInvoicePayload(invoice: PurchaseInvoice, note: string | null = null): Record<string, unknown> {
  return {
    id: invoice.id,
    branchId: invoice.branchId,
    supplierId: invoice.supplierId,
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: invoice.invoiceDate,
    purchaseOrderId: invoice.purchaseOrderId,
    totalIqd: invoice.totalIqd,
    status: invoice.status,
    note,
  };
}
