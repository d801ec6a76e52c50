import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import type { ModifierOptionConsumable } from './modifier-consumable.entity';

const schema = schemaOf.object({
  id: schemaOf.uuid,
  optionId: schemaOf.uuid,
  inventoryItemId: schemaOf.uuid,
  qtyPerParentUnit: schemaOf.number,
  unit: { type: 'string', enum: ['Kg', 'G', 'L', 'Ml', 'Piece'] },
  kind: schemaOf.string,
  sortOrder: { type: 'integer' },
});

export const modifierConsumableEvents = resourceEvents({
  area: 'catalog',
  resource: 'modifier-option-consumable',
  schema,
  example: {
    id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
    optionId: '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f',
    inventoryItemId: '7d4c1a9e-2f0b-4c55-8e7a-1b2c3d4e5f60',
    qtyPerParentUnit: 30,
    unit: 'G',
    kind: 'Ingredient',
    sortOrder: 0,
  },
  changes: {
    added: "A line was added to a modifier option's bill of materials.",
    removed: "A line was removed from a modifier option's bill of materials.",
  },
});

export function modifierConsumablePayload(line: ModifierOptionConsumable): Record<string, unknown> {
  return {
    id: line.id,
    optionId: line.optionId,
    inventoryItemId: line.inventoryItemId,
    qtyPerParentUnit: line.qtyMilli / 1000,
    unit: line.unit,
    kind: line.kind,
    sortOrder: line.sortOrder,
  };
}
