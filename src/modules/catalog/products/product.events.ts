import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import type { Product } from './product.entity';

const schema = schemaOf.object({
  id: schemaOf.uuid,
  code: schemaOf.string,
  name: schemaOf.string,
  nameAr: schemaOf.nullableString,
  description: schemaOf.nullableString,
  descriptionAr: schemaOf.nullableString,
  categoryId: { type: ['string', 'null'], format: 'uuid' },
  basePriceIqd: schemaOf.int64,
  taxCodeId: { type: ['string', 'null'], format: 'uuid' },
  active: schemaOf.boolean,
  channels: { type: 'array', items: { type: 'string', enum: ['DineIn', 'Takeaway', 'Delivery', 'SelfOrder', 'Partner'] } },
  hiddenBranchIds: { type: 'array', items: schemaOf.uuid },
  sortOrder: { type: 'integer' },
  imageUrl: schemaOf.nullableString,
  directRiceKg: { type: ['number', 'null'] },
  deletedAt: { type: ['string', 'null'], format: 'date-time' },
  deleteReason: schemaOf.nullableString,
});

export const productEvents = resourceEvents({
  area: 'catalog',
  resource: 'product',
  schema,
  example: {
    id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
    code: 'KEBAB-1',
    name: 'Lamb kebab plate',
    nameAr: 'صحن كباب لحم',
    description: null,
    descriptionAr: null,
    categoryId: '5c0e7d3a-1b2c-4d5e-8f90-a1b2c3d4e5f6',
    basePriceIqd: 12000,
    taxCodeId: null,
    active: true,
    channels: ['DineIn', 'Takeaway', 'Delivery'],
    hiddenBranchIds: [],
    sortOrder: 10,
    imageUrl: 'https://cdn.example.com/kebab.jpg',
    directRiceKg: null,
    deletedAt: null,
    deleteReason: null,
  },
  changes: {
    created: 'A product was created (console or catalogue import).',
    updated: 'A product was changed (console or catalogue import).',
    deleted: 'A product was deleted (soft).',
  },
  examples: { deleted: { deletedAt: '2026-01-31T09:30:00.000Z', deleteReason: 'Off the menu' } },
});

export function productPayload(product: Product, hiddenBranchIds: string[]): Record<string, unknown> {
  return {
    id: product.id,
    code: product.code,
    name: product.name,
    nameAr: product.nameAr,
    description: product.description,
    descriptionAr: product.descriptionAr,
    categoryId: product.categoryId,
    basePriceIqd: product.basePriceIqd,
    taxCodeId: product.taxCodeId,
    active: product.active,
    channels: product.channels,
    hiddenBranchIds,
    sortOrder: product.sortOrder,
    imageUrl: product.imageUrl,
    directRiceKg: product.directRiceKg,
    deletedAt: product.deletedAt?.toISOString() ?? null,
    deleteReason: product.deleteReason,
  };
}
