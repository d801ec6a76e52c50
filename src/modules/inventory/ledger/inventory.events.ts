import { schemaOf, type EventDefinition } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';

const BRANCH = '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968';
const ITEM = '7d4c1a9e-2f0b-4c55-8e7a-1b2c3d4e5f60';

const posted = resourceEvents({
  area: 'inventory',
  resource: 'movements',
  resourceType: 'inventory-source',
  schema: schemaOf.object({
    branchId: schemaOf.uuid,
    businessDate: schemaOf.date,
    kind: schemaOf.string,
    sourceKind: schemaOf.string,
    sourceId: schemaOf.uuid,
    lines: {
      type: 'array',
      items: schemaOf.object({ movementId: schemaOf.uuid, inventoryItemId: schemaOf.uuid, quantity: schemaOf.number, valueIqd: schemaOf.int64 }),
    },
  }),
  example: {
    branchId: BRANCH,
    businessDate: '2026-03-10',
    kind: 'Receipt',
    sourceKind: 'PurchaseOrder',
    sourceId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    lines: [{ movementId: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', inventoryItemId: ITEM, quantity: 25, valueIqd: 112_500 }],
  },
  changes: {
    posted:
      'Stock movements were posted for one source (a receipt, a batch, a sale, a waste record, a transfer, a count or an adjustment): one event per source, its lines inside.',
  },
});

const low = resourceEvents({
  area: 'inventory',
  resource: 'stock',
  resourceType: 'inventory-item',
  schema: schemaOf.object({ branchId: schemaOf.uuid, inventoryItemId: schemaOf.uuid, onHand: schemaOf.number, parLevel: schemaOf.number }),
  example: { branchId: BRANCH, inventoryItemId: ITEM, onHand: 4.5, parLevel: 10 },
  changes: { low: "An item's stock at a branch fell below its par level." },
});

export const inventoryEvents = { types: { posted: posted.types.posted, low: low.types.low } };
export const inventoryEventDefinitions: EventDefinition[] = [...posted.definitions, ...low.definitions];
