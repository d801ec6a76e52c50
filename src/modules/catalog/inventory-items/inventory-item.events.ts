import { EventDefinition, schemaOf } from '../../../core/events/event-catalog';
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

export const INVENTORY_ITEM_EVENTS = {
  created: 'catalog.inventory-item.created',
  updated: 'catalog.inventory-item.updated',
  deleted: 'catalog.inventory-item.deleted',
} as const;

export const inventoryItemEvents: EventDefinition[] = [
  { type: INVENTORY_ITEM_EVENTS.created, description: 'An inventory item was created.', resourceType: 'inventory-item', schema: itemSchema, example },
  {
    type: INVENTORY_ITEM_EVENTS.updated,
    description: 'An inventory item was changed (names, unit, kind, active flag or standard cost).',
    resourceType: 'inventory-item',
    schema: itemSchema,
    example,
  },
  {
    type: INVENTORY_ITEM_EVENTS.deleted,
    description: 'An inventory item was deleted (soft).',
    resourceType: 'inventory-item',
    schema: itemSchema,
    example: { ...example, deletedAt: '2026-01-31T09:30:00.000Z', deleteReason: 'Supplier changed' },
  },
];

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
