import { type EventDefinition, schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
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

const positionEventsCatalog = resourceEvents({
  area: 'hr',
  resource: 'position',
  schema: positionSchema,
  example,
  changes: {
    created: 'A position was created.',
    updated: 'A position was changed (title, department or salary).',
    deleted: 'A position was deleted (soft).',
  },
  examples: {
    deleted: { deletedAt: '2026-01-31T09:30:00.000Z', deleteReason: 'No longer needed' },
  },
});

export const POSITION_EVENTS = positionEventsCatalog.types;
export const positionEvents: EventDefinition[] = positionEventsCatalog.definitions;

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
