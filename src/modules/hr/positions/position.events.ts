import { EventDefinition, schemaOf } from '../../../core/events/event-catalog';
import type { Position } from './position.entity';

const positionSchema = schemaOf.object({
  id: schemaOf.uuid,
  title: schemaOf.string,
  titleAr: schemaOf.nullableString,
  departmentId: schemaOf.uuid,
  baseSalary: schemaOf.int64,
  deletedAt: { type: ['string', 'null'], format: 'date-time' },
  deleteReason: schemaOf.nullableString,
});
const example = {
  id: '5a0c1f52-5d2e-4b8e-9a57-3e0f8f6a2b10',
  title: 'Grill cook',
  titleAr: 'طباخ مشاوي',
  departmentId: '0b9f8e8a-4a8e-4d59-9d5c-0f2d0c7d1a11',
  baseSalary: 750000,
  deletedAt: null,
  deleteReason: null,
};

export const POSITION_EVENTS = {
  created: 'hr.position.created',
  updated: 'hr.position.updated',
  deleted: 'hr.position.deleted',
} as const;

export const positionEvents: EventDefinition[] = [
  { type: POSITION_EVENTS.created, description: 'A position was created.', resourceType: 'position', schema: positionSchema, example },
  { type: POSITION_EVENTS.updated, description: 'A position was changed (title, department or salary).', resourceType: 'position', schema: positionSchema, example },
  {
    type: POSITION_EVENTS.deleted,
    description: 'A position was deleted (soft).',
    resourceType: 'position',
    schema: positionSchema,
    example: { ...example, deletedAt: '2026-01-31T09:30:00.000Z', deleteReason: 'No longer needed' },
  },
];

export function positionPayload(position: Position): Record<string, unknown> {
  return {
    id: position.id,
    title: position.title,
    titleAr: position.titleAr,
    departmentId: position.departmentId,
    baseSalary: position.baseSalary,
    deletedAt: position.deletedAt?.toISOString() ?? null,
    deleteReason: position.deleteReason,
  };
}
