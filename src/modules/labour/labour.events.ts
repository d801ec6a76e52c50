import { resourceEvents } from '../../core/events/resource-events';
import { schemaOf } from '../../core/events/event-catalog';

/** The labour module's events (docs/webhooks.md catalogue; docs/labour.md). */
export const rosterEvents = resourceEvents({
  area: 'labour',
  resource: 'roster',
  schema: schemaOf.object({
    branchId: schemaOf.uuid,
    weekStart: schemaOf.date,
    status: schemaOf.string,
    shiftCount: schemaOf.number,
    employeeIds: { type: 'array', items: schemaOf.uuid },
  }),
  example: {
    branchId: '3f0e5b8e-2f55-4d0a-9a55-6f1f4a1d2c01',
    weekStart: '2026-03-07',
    status: 'Published',
    shiftCount: 42,
    employeeIds: ['2b3c4d5e-6f70-4a81-92a3-b4c5d6e7f809'],
  },
  changes: { published: "A branch's roster week was published; its employees were e-mailed." },
});

export const shiftSwapEvents = resourceEvents({
  area: 'labour',
  resource: 'shift-swap',
  schema: schemaOf.object({
    id: schemaOf.uuid,
    shiftId: schemaOf.uuid,
    branchId: schemaOf.uuid,
    requesterEmployeeId: schemaOf.uuid,
    targetEmployeeId: schemaOf.nullableString,
    coverEmployeeId: schemaOf.nullableString,
    status: schemaOf.string,
  }),
  example: {
    id: '5d6e7f80-91a2-4b3c-8d4e-5f60718293a4',
    shiftId: '6e7f8091-a2b3-4c4d-9e5f-60718293a4b5',
    branchId: '3f0e5b8e-2f55-4d0a-9a55-6f1f4a1d2c01',
    requesterEmployeeId: '2b3c4d5e-6f70-4a81-92a3-b4c5d6e7f809',
    targetEmployeeId: null,
    coverEmployeeId: '7f8091a2-b3c4-4d5e-8f60-718293a4b5c6',
    status: 'Approved',
  },
  changes: {
    requested: 'An employee asked to hand a shift to a colleague or for cover.',
    decided: 'A manager approved (the shift moved to the covering employee) or rejected a shift swap request.',
  },
});

export const punchEvents = resourceEvents({
  area: 'labour',
  resource: 'punch',
  schema: schemaOf.object({
    id: schemaOf.uuid,
    branchId: schemaOf.uuid,
    employeeId: schemaOf.uuid,
    kind: schemaOf.string,
    occurredAt: schemaOf.dateTime,
    businessDate: schemaOf.date,
    source: schemaOf.string,
    deviceId: schemaOf.nullableString,
  }),
  example: {
    id: '8091a2b3-c4d5-4e6f-8071-8293a4b5c6d7',
    branchId: '3f0e5b8e-2f55-4d0a-9a55-6f1f4a1d2c01',
    employeeId: '2b3c4d5e-6f70-4a81-92a3-b4c5d6e7f809',
    kind: 'ClockIn',
    occurredAt: '2026-03-15T05:02:11.000Z',
    businessDate: '2026-03-15',
    source: 'Kiosk',
    deviceId: '91a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8',
  },
  changes: { recorded: 'An employee punched (clock in, break start or end, clock out) on a kiosk, or punches were imported from a terminal.' },
});
