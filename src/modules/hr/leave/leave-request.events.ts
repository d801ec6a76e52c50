import { type EventDefinition, schemaOf } from '../../../core/events/event-catalog';
import type { LeaveRequest } from './leave-request.entity';

const leaveSchema = schemaOf.object({
  id: schemaOf.uuid,
  employeeId: schemaOf.uuid,
  typeId: schemaOf.uuid,
  startDate: schemaOf.date,
  endDate: schemaOf.date,
  days: schemaOf.number,
  usesBalance: schemaOf.boolean,
  balanceDeducted: schemaOf.number,
  status: schemaOf.string,
  note: schemaOf.nullableString,
});
const example = {
  id: '2b3c4d5e-6f70-4a81-92a3-b4c5d6e7f809',
  employeeId: '3f0e5b8e-2f55-4d0a-9a55-6f1f4a1d2c01',
  typeId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  startDate: '2026-02-01',
  endDate: '2026-02-07',
  days: 6,
  usesBalance: true,
  balanceDeducted: 0,
  status: 'Pending',
  note: null,
};

export const LEAVE_EVENTS = {
  requested: 'hr.leave-request.requested',
  approved: 'hr.leave-request.approved',
  rejected: 'hr.leave-request.rejected',
  cancelled: 'hr.leave-request.cancelled',
} as const;

const described: Array<[string, string, Record<string, unknown>]> = [
  [LEAVE_EVENTS.requested, 'Leave was requested.', {}],
  [LEAVE_EVENTS.approved, 'A leave request was approved (balance types: days deducted).', { status: 'Approved', balanceDeducted: 6 }],
  [LEAVE_EVENTS.rejected, 'A leave request was rejected.', { status: 'Rejected', note: 'Short-staffed that week' }],
  [LEAVE_EVENTS.cancelled, 'A pending or not yet started approved leave was cancelled (deducted days restored).', { status: 'Cancelled' }],
];

export const leaveRequestEvents: EventDefinition[] = described.map(([type, description, overrides]) => ({
  type,
  description,
  resourceType: 'leave-request',
  schema: leaveSchema,
  example: { ...example, ...overrides },
}));

export function leavePayload(leave: LeaveRequest, note: string | null = null): Record<string, unknown> {
  return {
    id: leave.id,
    employeeId: leave.employeeId,
    typeId: leave.typeId,
    startDate: leave.startDate,
    endDate: leave.endDate,
    days: leave.days,
    usesBalance: leave.usesBalance,
    balanceDeducted: leave.balanceDeducted,
    status: leave.status,
    note,
  };
}
