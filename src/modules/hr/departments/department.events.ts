import { EventDefinition, schemaOf } from '../../../core/events/event-catalog';
import type { Department } from './department.entity';

const departmentSchema = schemaOf.object({
  id: schemaOf.uuid,
  name: schemaOf.string,
  nameAr: schemaOf.nullableString,
  deletedAt: { type: ['string', 'null'], format: 'date-time' },
  deleteReason: schemaOf.nullableString,
});
const example = { id: '0b9f8e8a-4a8e-4d59-9d5c-0f2d0c7d1a11', name: 'Kitchen', nameAr: 'المطبخ', deletedAt: null, deleteReason: null };

export const DEPARTMENT_EVENTS = {
  created: 'hr.department.created',
  updated: 'hr.department.updated',
  deleted: 'hr.department.deleted',
} as const;

export const departmentEvents: EventDefinition[] = [
  { type: DEPARTMENT_EVENTS.created, description: 'A department was created.', resourceType: 'department', schema: departmentSchema, example },
  { type: DEPARTMENT_EVENTS.updated, description: 'A department was renamed.', resourceType: 'department', schema: departmentSchema, example },
  {
    type: DEPARTMENT_EVENTS.deleted,
    description: 'A department was deleted (soft).',
    resourceType: 'department',
    schema: departmentSchema,
    example: { ...example, deletedAt: '2026-01-31T09:30:00.000Z', deleteReason: 'Merged into Kitchen' },
  },
];

export function departmentPayload(department: Department): Record<string, unknown> {
  return {
    id: department.id,
    name: department.name,
    nameAr: department.nameAr,
    deletedAt: department.deletedAt?.toISOString() ?? null,
    deleteReason: department.deleteReason,
  };
}
