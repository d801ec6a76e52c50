import { EventDefinition, schemaOf } from '../../../core/events/event-catalog';
import type { CapacityType } from './capacity-type.entity';

const capacityTypeSchema = schemaOf.object({
  id: schemaOf.uuid,
  name: schemaOf.string,
  nameAr: schemaOf.nullableString,
  deletedAt: { type: ['string', 'null'], format: 'date-time' },
  deleteReason: schemaOf.nullableString,
});
const example = { id: '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b', name: 'Box', nameAr: 'علبة', deletedAt: null, deleteReason: null };

export const CAPACITY_TYPE_EVENTS = {
  created: 'catalog.capacity-type.created',
  updated: 'catalog.capacity-type.updated',
  deleted: 'catalog.capacity-type.deleted',
} as const;

export const capacityTypeEvents: EventDefinition[] = [
  { type: CAPACITY_TYPE_EVENTS.created, description: 'A capacity type was created.', resourceType: 'capacity-type', schema: capacityTypeSchema, example },
  { type: CAPACITY_TYPE_EVENTS.updated, description: 'A capacity type was renamed.', resourceType: 'capacity-type', schema: capacityTypeSchema, example },
  {
    type: CAPACITY_TYPE_EVENTS.deleted,
    description: 'A capacity type was deleted (soft).',
    resourceType: 'capacity-type',
    schema: capacityTypeSchema,
    example: { ...example, deletedAt: '2026-01-31T09:30:00.000Z', deleteReason: 'No longer used' },
  },
];

export function capacityTypePayload(capacityType: CapacityType): Record<string, unknown> {
  return {
    id: capacityType.id,
    name: capacityType.name,
    nameAr: capacityType.nameAr,
    deletedAt: capacityType.deletedAt?.toISOString() ?? null,
    deleteReason: capacityType.deleteReason,
  };
}
