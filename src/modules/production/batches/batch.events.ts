import { type EventDefinition, schemaOf } from '../../../core/events/event-catalog';
import type { ProductionBatch } from './batch.entity';
import type { ProductionBatchOutput } from './batch-output.entity';
import type { ProductionBatchWaste } from './batch-waste.entity';

export const BATCH_EVENTS = {
  created: 'production.batch.created',
  updated: 'production.batch.updated',
  statusChanged: 'production.batch.status-changed',
  closed: 'production.batch.closed',
  outputAdded: 'production.batch.output-added',
  outputRemoved: 'production.batch.output-removed',
  wasteRecorded: 'production.batch.waste-recorded',
  deleted: 'production.batch.deleted',
} as const;

const nullableDateTime = { type: ['string', 'null'], format: 'date-time' };
const batchProperties = {
  id: schemaOf.uuid,
  branchId: schemaOf.uuid,
  businessDate: schemaOf.date,
  status: schemaOf.string,
  chickenItemId: schemaOf.uuid,
  chickenCount: schemaOf.int64,
  meatItemId: schemaOf.uuid,
  meatKg: schemaOf.number,
  riceItemId: schemaOf.uuid,
  rawRiceKg: schemaOf.number,
  cookedRiceMultiplier: schemaOf.number,
  reservedRiceDirectSaleKg: schemaOf.number,
  riceRoundingMethod: schemaOf.string,
  extras: { type: 'array', items: schemaOf.object({ inventoryItemId: schemaOf.uuid, quantity: schemaOf.number, unit: schemaOf.string }) },
  notes: schemaOf.nullableString,
  allowDirectRiceOverflow: schemaOf.boolean,
  closedAt: nullableDateTime,
  deletedAt: nullableDateTime,
  deleteReason: schemaOf.nullableString,
};
const batchSchema = schemaOf.object(batchProperties);
const batchExample = {
  id: '2b6f0c3e-8d1a-4f5b-9c7e-0a1b2c3d4e5f',
  branchId: '9c8b7a6f-5e4d-4c3b-8a29-1f0e9d8c7b6a',
  businessDate: '2026-01-31',
  status: 'InProduction',
  chickenItemId: '11111111-2222-4333-8444-555555555555',
  chickenCount: 120,
  meatItemId: '22222222-3333-4444-8555-666666666666',
  meatKg: 35.5,
  riceItemId: '33333333-4444-4555-8666-777777777777',
  rawRiceKg: 50,
  cookedRiceMultiplier: 2.4,
  reservedRiceDirectSaleKg: 10,
  riceRoundingMethod: 'nearest',
  extras: [{ inventoryItemId: '44444444-5555-4666-8777-888888888888', quantity: 2, unit: 'l' }],
  notes: null,
  allowDirectRiceOverflow: false,
  closedAt: null,
  deletedAt: null,
  deleteReason: null,
};

const outputSchema = schemaOf.object({
  id: schemaOf.uuid,
  batchId: schemaOf.uuid,
  businessDate: schemaOf.date,
  inventoryItemId: schemaOf.uuid,
  outputQty: schemaOf.number,
  shareIqd: schemaOf.int64,
  allocationWeight: schemaOf.int64,
  expiresAt: nullableDateTime,
  deletedAt: nullableDateTime,
  deleteReason: schemaOf.nullableString,
});
const outputExample = {
  id: '55555555-6666-4777-8888-999999999999',
  batchId: batchExample.id,
  businessDate: '2026-01-31',
  inventoryItemId: '66666666-7777-4888-8999-aaaaaaaaaaaa',
  outputQty: 80,
  shareIqd: 400000,
  allocationWeight: 2,
  expiresAt: '2026-01-31T22:00:00.000Z',
  deletedAt: null,
  deleteReason: null,
};

const wasteSchema = schemaOf.object({
  id: schemaOf.uuid,
  batchId: schemaOf.uuid,
  businessDate: schemaOf.date,
  capacityTypeId: schemaOf.uuid,
  units: schemaOf.int64,
  kind: schemaOf.string,
  reason: schemaOf.nullableString,
});
const wasteExample = {
  id: '77777777-8888-4999-8aaa-bbbbbbbbbbbb',
  batchId: batchExample.id,
  businessDate: '2026-01-31',
  capacityTypeId: '88888888-9999-4aaa-8bbb-cccccccccccc',
  units: 4,
  kind: 'Overproduction',
  reason: 'Rainy evening',
};

export const batchEvents: EventDefinition[] = [
  {
    type: BATCH_EVENTS.created,
    description: 'A production batch was created.',
    resourceType: 'batch',
    schema: batchSchema,
    example: { ...batchExample, status: 'Draft' },
  },
  {
    type: BATCH_EVENTS.updated,
    description: 'Rice parameters or the direct rice overflow flag of a batch changed.',
    resourceType: 'batch',
    schema: batchSchema,
    example: batchExample,
  },
  {
    type: BATCH_EVENTS.statusChanged,
    description: 'A batch moved to another status (also sent, before production.batch.closed, when it closes).',
    resourceType: 'batch',
    schema: schemaOf.object({ ...batchProperties, previousStatus: schemaOf.string }),
    example: { ...batchExample, status: 'Completed', previousStatus: 'InProduction' },
  },
  {
    type: BATCH_EVENTS.closed,
    description: 'A batch was closed; its figures are final and priced with the unit costs at closing.',
    resourceType: 'batch',
    schema: schemaOf.object({ ...batchProperties, inputCostIqd: schemaOf.int64 }),
    example: { ...batchExample, status: 'Closed', closedAt: '2026-01-31T21:30:00.000Z', inputCostIqd: 1250000 },
  },
  {
    type: BATCH_EVENTS.outputAdded,
    description: 'An output was added to a batch.',
    resourceType: 'batch-output',
    schema: outputSchema,
    example: outputExample,
  },
  {
    type: BATCH_EVENTS.outputRemoved,
    description: 'An output was removed from a batch (soft).',
    resourceType: 'batch-output',
    schema: outputSchema,
    example: { ...outputExample, deletedAt: '2026-01-31T12:00:00.000Z', deleteReason: 'Entered twice' },
  },
  { type: BATCH_EVENTS.wasteRecorded, description: 'Waste was recorded on a batch.', resourceType: 'batch-waste', schema: wasteSchema, example: wasteExample },
  {
    type: BATCH_EVENTS.deleted,
    description: 'A batch was deleted (soft).',
    resourceType: 'batch',
    schema: batchSchema,
    example: { ...batchExample, status: 'Cancelled', deletedAt: '2026-01-31T09:30:00.000Z', deleteReason: 'Created for the wrong day' },
  },
];

export function batchPayload(batch: ProductionBatch): Record<string, unknown> {
  return {
    id: batch.id,
    branchId: batch.branchId,
    businessDate: batch.businessDate,
    status: batch.status,
    chickenItemId: batch.chickenItemId,
    chickenCount: batch.chickenCount,
    meatItemId: batch.meatItemId,
    meatKg: batch.meatKg,
    riceItemId: batch.riceItemId,
    rawRiceKg: batch.rawRiceKg,
    cookedRiceMultiplier: batch.cookedRiceMultiplier,
    reservedRiceDirectSaleKg: batch.reservedRiceDirectSaleKg,
    riceRoundingMethod: batch.riceRoundingMethod,
    extras: batch.extras,
    notes: batch.notes,
    allowDirectRiceOverflow: batch.allowDirectRiceOverflow,
    closedAt: batch.closedAt?.toISOString() ?? null,
    deletedAt: batch.deletedAt?.toISOString() ?? null,
    deleteReason: batch.deleteReason,
  };
}

export function outputPayload(output: ProductionBatchOutput, businessDate: string): Record<string, unknown> {
  return {
    id: output.id,
    batchId: output.batchId,
    businessDate,
    inventoryItemId: output.inventoryItemId,
    outputQty: output.outputQty,
    shareIqd: output.shareIqd,
    allocationWeight: output.allocationWeight,
    expiresAt: output.expiresAt?.toISOString() ?? null,
    deletedAt: output.deletedAt?.toISOString() ?? null,
    deleteReason: output.deleteReason,
  };
}

export function wastePayload(entry: ProductionBatchWaste, businessDate: string): Record<string, unknown> {
  return {
    id: entry.id,
    batchId: entry.batchId,
    businessDate,
    capacityTypeId: entry.capacityTypeId,
    units: entry.units,
    kind: entry.kind,
    reason: entry.reason,
  };
}
