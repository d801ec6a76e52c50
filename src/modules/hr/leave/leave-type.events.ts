import { EventDefinition, schemaOf } from '../../../core/events/event-catalog';
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
const example = { id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'Annual', nameAr: 'إجازة سنوية', usesBalance: true, paid: true, deletedAt: null, deleteReason: null };

export const LEAVE_TYPE_EVENTS = {
  created: 'hr.leave-type.created',
  updated: 'hr.leave-type.updated',
  deleted: 'hr.leave-type.deleted',
} as const;

export const leaveTypeEvents: EventDefinition[] = [
  { type: LEAVE_TYPE_EVENTS.created, description: 'A leave type was created.', resourceType: 'leave-type', schema: leaveTypeSchema, example },
  { type: LEAVE_TYPE_EVENTS.updated, description: 'A leave type was changed.', resourceType: 'leave-type', schema: leaveTypeSchema, example },
  {
    type: LEAVE_TYPE_EVENTS.deleted,
    description: 'A leave type was deleted (soft).',
    resourceType: 'leave-type',
    schema: leaveTypeSchema,
    example: { ...example, deletedAt: '2026-01-31T09:30:00.000Z', deleteReason: 'Not used' },
  },
];

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
