import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import type { SalesSettlement } from './settlement.entity';

export const settlementEvents = resourceEvents({
  area: 'sales',
  resource: 'settlement',
  schema: schemaOf.object({
    id: schemaOf.uuid,
    branchId: schemaOf.uuid,
    businessDate: schemaOf.date,
    methodId: schemaOf.uuid,
    kind: { type: 'string', enum: ['Card', 'Qi', 'Wallet'] },
    expectedIqd: schemaOf.int64,
    status: { type: 'string', enum: ['Expected', 'Matched'] },
    receivedIqd: { type: ['integer', 'null'] },
    feeIqd: { type: ['integer', 'null'] },
  }),
  example: {
    id: '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d',
    branchId: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
    businessDate: '2026-11-20',
    methodId: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    kind: 'Card',
    expectedIqd: 1250000,
    status: 'Expected',
    receivedIqd: null,
    feeIqd: null,
  },
  changes: {
    matched: 'A bank statement line was matched to an expected settlement (receivedIqd and feeIqd known).',
    unmatched: 'The matched statement line was reopened; the settlement is expected again.',
    overdue: 'An expected settlement is still unmatched several days after its business day.',
  },
  examples: { matched: { status: 'Matched', receivedIqd: 1231250, feeIqd: 18750 } },
});

export function settlementPayload(s: SalesSettlement): Record<string, unknown> {
  return {
    id: s.id,
    branchId: s.branchId,
    businessDate: s.businessDate,
    methodId: s.methodId,
    kind: s.kind,
    expectedIqd: s.expectedIqd,
    status: s.status,
    receivedIqd: s.receivedIqd,
    feeIqd: s.feeIqd,
  };
}
