import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import type { ModifierGroup, ModifierOption } from './modifier-group.entity';

const schema = schemaOf.object({
  id: schemaOf.uuid,
  name: schemaOf.string,
  nameAr: schemaOf.nullableString,
  minChoices: { type: 'integer' },
  maxChoices: { type: 'integer' },
  required: schemaOf.boolean,
  options: { type: 'array', items: { type: 'object' } },
  deletedAt: { type: ['string', 'null'], format: 'date-time' },
});

export const modifierGroupEvents = resourceEvents({
  area: 'catalog',
  resource: 'modifier-group',
  schema,
  example: {
    id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
    name: 'Rice size',
    nameAr: 'حجم الرز',
    minChoices: 1,
    maxChoices: 1,
    required: true,
    options: [{ id: '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f60', name: 'Large', nameAr: 'كبير', priceDeltaIqd: 1000, active: true, sortOrder: 1 }],
    deletedAt: null,
  },
  changes: {
    created: 'A modifier group was created.',
    updated: 'A modifier group or its options changed.',
    deleted: 'A modifier group was deleted (soft).',
  },
});

export function modifierGroupPayload(group: ModifierGroup, options: ModifierOption[]): Record<string, unknown> {
  return {
    id: group.id,
    name: group.name,
    nameAr: group.nameAr,
    minChoices: group.minChoices,
    maxChoices: group.maxChoices,
    required: group.required,
    options: options.map((o) => ({ id: o.id, name: o.name, nameAr: o.nameAr, priceDeltaIqd: o.priceDeltaIqd, active: o.active, sortOrder: o.sortOrder })),
    deletedAt: group.deletedAt?.toISOString() ?? null,
  };
}
