import { type EventDefinition, schemaOf } from '../../../core/events/event-catalog';
import type { Advance } from './advance.entity';

const advanceSchema = schemaOf.object({
  id: schemaOf.uuid,
  employeeId: schemaOf.uuid,
  amount: schemaOf.int64,
  reason: schemaOf.nullableString,
  status: schemaOf.string,
  note: schemaOf.nullableString,
});
const example = {
  id: '7d4a0c52-5a3f-4f4e-9a1d-2b8c7e6f5a41',
  employeeId: '3f0e5b8e-2f55-4d0a-9a55-6f1f4a1d2c01',
  amount: 250000,
  reason: 'School fees',
  status: 'Pending',
  note: null,
};

export const ADVANCE_EVENTS = {
  requested: 'hr.advance.requested',
  approved: 'hr.advance.approved',
  rejected: 'hr.advance.rejected',
  paid: 'hr.advance.paid',
  settled: 'hr.advance.settled',
  cancelled: 'hr.advance.cancelled',
} as const;

const described: Array<[string, string, string]> = [
  [ADVANCE_EVENTS.requested, 'A salary advance was requested.', 'Pending'],
  [ADVANCE_EVENTS.approved, 'A salary advance was approved.', 'Approved'],
  [ADVANCE_EVENTS.rejected, 'A salary advance was rejected.', 'Rejected'],
  [ADVANCE_EVENTS.paid, 'An approved advance was paid out to the employee.', 'Paid'],
  [ADVANCE_EVENTS.settled, 'A paid advance was settled (recovered from pay).', 'Settled'],
  [ADVANCE_EVENTS.cancelled, 'A pending or approved advance was cancelled.', 'Cancelled'],
];

export const advanceEvents: EventDefinition[] = described.map(([type, description, status]) => ({
  type,
  description,
  resourceType: 'advance',
  schema: advanceSchema,
  example: { ...example, status, note: status === 'Rejected' ? 'Advance already taken this month' : null },
}));

export function advancePayload(advance: Advance, note: string | null = null): Record<string, unknown> {
  return { id: advance.id, employeeId: advance.employeeId, amount: advance.amount, reason: advance.reason, status: advance.status, note };
}
