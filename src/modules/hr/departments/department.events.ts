import { type EventDefinition, schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import type { Department } from './department.entity';

const departmentSchema = schemaOf.object({
  id: schemaOf.uuid,
  name: schemaOf.string,
  nameAr: schemaOf.nullableString,
  deletedAt: { type: ['string', 'null'], format: 'date-time' },
  deleteReason: schemaOf.nullableString,
});
const example = { id: '0b9f8e8a-4a8e-4d59-9d5c-0f2d0c7d1a11', name: 'Kitchen', nameAr: 'المطبخ', deletedAt: null, deleteReason: null };

const departmentEventsCatalog = resourceEvents({
  area: 'hr',
  resource: 'department',
  schema: departmentSchema,
  example,
  changes: {
    created: 'A department was created.',
    updated: 'A department was renamed.',
    deleted: 'A department was deleted (soft).',
  },
  examples: {
    deleted: { deletedAt: '2026-01-31T09:30:00.000Z', deleteReason: 'Merged into Kitchen' },
  },
});

export const DEPARTMENT_EVENTS = departmentEventsCatalog.types;
export const departmentEvents: EventDefinition[] = departmentEventsCatalog.definitions;

export function departmentPayload(department: Department): Record<string, unknown> {
  return {
    id: department.id,
    name: department.name,
    nameAr: department.nameAr,
    deletedAt: department.deletedAt?.toISOString() ?? null,
    deleteReason: department.deleteReason,
  };
}
