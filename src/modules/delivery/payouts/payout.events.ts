import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import type { DeliveryPayout } from './payout.entity';

export const payoutEvents = resourceEvents({
  area: 'delivery',
  resource: 'payout',
  schema: schemaOf.object({
    id: schemaOf.uuid,
    connectionId: schemaOf.uuid,
    branchId: schemaOf.uuid,
    platform: schemaOf.string,
    payoutReference: schemaOf.string,
    payoutDate: schemaOf.date,
    totalIqd: schemaOf.int64,
    matchedCount: schemaOf.int64,
    differentCount: schemaOf.int64,
    missingInLedgerCount: schemaOf.int64,
    missingInPayoutCount: schemaOf.int64,
    overChargeIqd: schemaOf.int64,
    status: schemaOf.string,
    statementLineId: schemaOf.nullableString,
  }),
  example: {
    id: '5b3e8f0a-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
    connectionId: '3d0c1f5e-8f3a-4a55-9d6e-2b7a1c9e4f10',
    branchId: '7a1c9e4f-2b7a-4a55-9d6e-3d0c1f5e8f3a',
    platform: 'DeliveryHero',
    payoutReference: 'TB-2026-11-W2',
    payoutDate: '2026-11-12',
    totalIqd: 1_842_500,
    matchedCount: 96,
    differentCount: 1,
    missingInLedgerCount: 1,
    missingInPayoutCount: 1,
    overChargeIqd: 1500,
    status: 'Imported',
    statementLineId: null,
  },
  changes: {
    imported: 'A platform payout statement was imported and reconciled with the ledger’s platform orders.',
    received: 'A payout was matched to the bank statement line it arrived in.',
    unreceived: 'The bank statement line of a payout was reopened; the payout waits for the bank again.',
  },
});

export function payoutPayload(payout: DeliveryPayout): Record<string, unknown> {
  return {
    id: payout.id,
    connectionId: payout.connectionId,
    branchId: payout.branchId,
    platform: payout.platform,
    payoutReference: payout.payoutReference,
    payoutDate: payout.payoutDate,
    totalIqd: payout.totalIqd,
    matchedCount: payout.matchedCount,
    differentCount: payout.differentCount,
    missingInLedgerCount: payout.missingInLedgerCount,
    missingInPayoutCount: payout.missingInPayoutCount,
    overChargeIqd: payout.overChargeIqd,
    status: payout.status,
    statementLineId: payout.statementLineId,
  };
}
