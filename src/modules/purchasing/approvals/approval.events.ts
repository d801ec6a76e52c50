import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import type { ApprovalRequest } from './approval-request.entity';
import type { PurchasingSettings } from './purchasing-settings.entity';

export const approvalRequestEvents = resourceEvents({
  area: 'purchasing',
  resource: 'approval-request',
  schema: schemaOf.object({
    id: schemaOf.uuid,
    targetKind: schemaOf.string,
    targetId: schemaOf.uuid,
    amountIqd: schemaOf.int64,
    reason: schemaOf.string,
    status: schemaOf.string,
    requestedBy: { type: ['string', 'null'], format: 'uuid' },
    note: schemaOf.nullableString,
  }),
  example: {
    id: '9a1f3c2e-6b7d-4e8f-a0b1-c2d3e4f5a6b7',
    targetKind: 'PurchaseOrder',
    targetId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    amountIqd: 1_250_000,
    reason: 'Total 1250000 IQD is above the approval threshold of 1000000 IQD.',
    status: 'Pending',
    requestedBy: '3f0e5b8e-2f55-4d0a-9a55-6f1f4a1d2c01',
    note: null,
  },
  changes: {
    requested: 'An approval request was raised for a purchase order or invoice.',
    applied: 'An approval request was applied: its document is approved.',
    reverted: 'An applied approval was reverted: its purchase order waits for approval again.',
    rejected: 'An approval request was rejected.',
    withdrawn: 'A pending approval request was withdrawn (its document was reopened or cancelled).',
  },
  examples: {
    applied: { status: 'Applied', note: 'Prices checked' },
    reverted: { status: 'Reverted', note: 'Wrong supplier' },
    rejected: { status: 'Rejected', note: 'Too expensive' },
  },
});

export function approvalRequestPayload(request: ApprovalRequest, note: string | null = null): Record<string, unknown> {
  return {
    id: request.id,
    targetKind: request.targetKind,
    targetId: request.targetId,
    amountIqd: request.amountIqd,
    reason: request.reason,
    status: request.status,
    requestedBy: request.requestedBy,
    note,
  };
}

export const purchasingSettingsEvents = resourceEvents({
  area: 'purchasing',
  resource: 'settings',
  resourceType: 'purchasing-settings',
  schema: schemaOf.object({ approvalThresholdIqd: schemaOf.int64, invoiceToleranceIqd: schemaOf.int64 }),
  example: { approvalThresholdIqd: 1_000_000, invoiceToleranceIqd: 5_000 },
  changes: { updated: "The organisation's purchasing approval rules were changed." },
});

export function purchasingSettingsPayload(settings: PurchasingSettings): Record<string, unknown> {
  return { approvalThresholdIqd: settings.approvalThresholdIqd, invoiceToleranceIqd: settings.invoiceToleranceIqd };
}
