import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import type { ProductConsumable } from './consumable.entity';

const schema = schemaOf.object({
  id: schemaOf.uuid,
  productId: schemaOf.uuid,
  inventoryItemId: schemaOf.uuid,
  qtyPerParentUnit: schemaOf.number,
  unit: schemaOf.string,
  channelScope: schemaOf.string,
  required: schemaOf.boolean,
  kind: schemaOf.string,
  sortOrder: { type: 'integer' },
});

export const consumableEvents = resourceEvents({
  area: 'catalog',
  resource: 'product-consumable',
  schema,
  example: {
    id: '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9',
    productId: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
    inventoryItemId: '7d4c1a9e-2f0b-4c55-8e7a-1b2c3d4e5f60',
    qtyPerParentUnit: 0.25,
    unit: 'kg',
    channelScope: 'All',
    required: true,
    kind: 'Ingredient',
    sortOrder: 1,
  },
  changes: {
    added: "A line was added to a product's bill of materials.",
    removed: "A line was removed from a product's bill of materials.",
  },
});

export function consumablePayload(line: ProductConsumable): Record<string, unknown> {
  return {
    id: line.id,
    productId: line.productId,
    inventoryItemId: line.inventoryItemId,
    qtyPerParentUnit: line.qtyMilli / 1000,
    unit: line.unit,
    channelScope: line.channelScope,
    required: line.required,
    kind: line.kind,
    sortOrder: line.sortOrder,
  };
}
