import { type EventDefinition, schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import type { LeaveType } from './leave-type.entity';

const leaveTypeSchema = schemaOf.object({
  id: schemaOf.uuid,
  name: schemaOf.string,
  nameAr: schemaOf.nullableString,
  usesBalance: schemaOf.boolean,
  paid: schemaOf.boolean,
  deletedAt: { type: ['string', 'null'], format: 'date-time' },
  deleteReason: schemaOf.nullableString,
});
const example = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  name: 'Annual',
  nameAr: 'إجازة سنوية',
  usesBalance: true,
  paid: true,
  deletedAt: null,
  deleteReason: null,
};

const leaveTypeEventsCatalog = resourceEvents({
  area: 'hr',
  resource: 'leave-type',
  schema: leaveTypeSchema,
  example,
  changes: {
    created: 'A leave type was created.',
    updated: 'A leave type was changed.',
    deleted: 'A leave type was deleted (soft).',
  },
  examples: {
    deleted: { deletedAt: '2026-01-31T09:30:00.000Z', deleteReason: 'Not used' },
  },
});

export const LEAVE_TYPE_EVENTS = leaveTypeEventsCatalog.types;
export const leaveTypeEvents: EventDefinition[] = leaveTypeEventsCatalog.definitions;

export function leaveTypePayload(type: LeaveType): Record<string, unknown> {
  return {
    id: type.id,
    name: type.name,
    nameAr: type.nameAr,
    usesBalance: type.usesBalance,
    paid: type.paid,
    deletedAt: type.deletedAt?.toISOString() ?? null,
    deleteReason: type.deleteReason,
  };
}
