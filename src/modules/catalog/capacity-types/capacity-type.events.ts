import { type EventDefinition, schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import type { CapacityType } from './capacity-type.entity';

const capacityTypeSchema = schemaOf.object({
  id: schemaOf.uuid,
  name: schemaOf.string,
  nameAr: schemaOf.nullableString,
  deletedAt: { type: ['string', 'null'], format: 'date-time' },
  deleteReason: schemaOf.nullableString,
});
const example = { id: '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b', name: 'Box', nameAr: 'علبة', deletedAt: null, deleteReason: null };

const capacityTypeEventsCatalog = resourceEvents({
  area: 'catalog',
  resource: 'capacity-type',
  schema: capacityTypeSchema,
  example,
  changes: {
    created: 'A capacity type was created.',
    updated: 'A capacity type was renamed.',
    deleted: 'A capacity type was deleted (soft).',
  },
  examples: {
    deleted: { deletedAt: '2026-01-31T09:30:00.000Z', deleteReason: 'No longer used' },
  },
});

export const CAPACITY_TYPE_EVENTS = capacityTypeEventsCatalog.types;
export const capacityTypeEvents: EventDefinition[] = capacityTypeEventsCatalog.definitions;

export function capacityTypePayload(capacityType: CapacityType): Record<string, unknown> {
  return {
    id: capacityType.id,
    name: capacityType.name,
    nameAr: capacityType.nameAr,
    deletedAt: capacityType.deletedAt?.toISOString() ?? null,
    deleteReason: capacityType.deleteReason,
  };
}
