import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import type { ProductCategory } from './product-category.entity';

const schema = schemaOf.object({
  id: schemaOf.uuid,
  code: schemaOf.string,
  name: schemaOf.string,
  nameAr: schemaOf.nullableString,
  sortOrder: { type: 'integer' },
  active: schemaOf.boolean,
  metadata: schemaOf.nullableString,
  deletedAt: { type: ['string', 'null'], format: 'date-time' },
  deleteReason: schemaOf.nullableString,
});

export const productCategoryEvents = resourceEvents({
  area: 'catalog',
  resource: 'product-category',
  schema,
  example: {
    id: '5c0e7d3a-1b2c-4d5e-8f90-a1b2c3d4e5f6',
    code: 'GRILL',
    name: 'Grills',
    nameAr: 'مشويات',
    sortOrder: 1,
    active: true,
    metadata: null,
    deletedAt: null,
    deleteReason: null,
  },
  changes: {
    created: 'A product category was created (console or catalogue import).',
    updated: 'A product category was changed (names, sort order, active flag or metadata).',
    deleted: 'A product category was deleted (soft).',
  },
  examples: { deleted: { deletedAt: '2026-01-31T09:30:00.000Z', deleteReason: 'Merged into Grills' } },
});

export function productCategoryPayload(category: ProductCategory): Record<string, unknown> {
  return {
    id: category.id,
    code: category.code,
    name: category.name,
    nameAr: category.nameAr,
    sortOrder: category.sortOrder,
    active: category.active,
    metadata: category.metadata,
    deletedAt: category.deletedAt?.toISOString() ?? null,
    deleteReason: category.deleteReason,
  };
}
