import { type EventDefinition, schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import type { InventoryItem } from './inventory-item.entity';
import { INVENTORY_KINDS, INVENTORY_UNITS } from './inventory-item.rules';

const itemSchema = schemaOf.object({
  id: schemaOf.uuid,
  name: schemaOf.string,
  nameAr: schemaOf.nullableString,
  unit: { type: 'string', enum: [...INVENTORY_UNITS] },
  kind: { type: 'string', enum: [...INVENTORY_KINDS] },
  active: schemaOf.boolean,
  standardCostIqd: schemaOf.int64,
  deletedAt: { type: ['string', 'null'], format: 'date-time' },
  deleteReason: schemaOf.nullableString,
});
const example = {
  id: '7d4c1a9e-2f0b-4c55-8e7a-1b2c3d4e5f60',
  name: 'Basmati rice',
  nameAr: 'رز بسمتي',
  unit: 'Kg',
  kind: 'Rice',
  active: true,
  standardCostIqd: 2500,
  deletedAt: null,
  deleteReason: null,
};

const inventoryItemEventsCatalog = resourceEvents({
  area: 'catalog',
  resource: 'inventory-item',
  schema: itemSchema,
  example,
  changes: {
    created: 'An inventory item was created.',
    updated: 'An inventory item was changed (names, unit, kind, active flag or standard cost).',
    deleted: 'An inventory item was deleted (soft).',
  },
  examples: {
    deleted: { deletedAt: '2026-01-31T09:30:00.000Z', deleteReason: 'Supplier changed' },
  },
});

export const INVENTORY_ITEM_EVENTS = inventoryItemEventsCatalog.types;
export const inventoryItemEvents: EventDefinition[] = inventoryItemEventsCatalog.definitions;

export function inventoryItemPayload(item: InventoryItem): Record<string, unknown> {
  return {
    id: item.id,
    name: item.name,
    nameAr: item.nameAr,
    unit: item.unit,
    kind: item.kind,
    active: item.active,
    standardCostIqd: item.standardCostIqd,
    deletedAt: item.deletedAt?.toISOString() ?? null,
    deleteReason: item.deleteReason,
  };
}
