import { resourceEvents } from '../../../core/events/resource-events';
import { schemaOf } from '../../../core/events/event-catalog';

/** Timesheet events (docs/labour.md, "Corrections and approval"; docs/webhooks.md catalogue). */
export const timesheetEvents = resourceEvents({
  area: 'labour',
  resource: 'timesheet',
  schema: schemaOf.object({
    id: schemaOf.uuid,
    branchId: schemaOf.uuid,
    from: schemaOf.date,
    to: schemaOf.date,
    paidMinutes: schemaOf.number,
    costIqd: schemaOf.number,
    employeeIds: { type: 'array', items: schemaOf.uuid },
  }),
  example: {
    id: '8091a2b3-c4d5-4e6f-8071-8293a4b5c6d7',
    branchId: '3f0e5b8e-2f55-4d0a-9a55-6f1f4a1d2c01',
    from: '2026-03-01',
    to: '2026-03-15',
    paidMinutes: 25200,
    costIqd: 2520000,
    employeeIds: ['2b3c4d5e-6f70-4a81-92a3-b4c5d6e7f809'],
  },
  changes: { approved: "A branch's timesheets were approved for a period; the branch is locked through its last day." },
});

export const punchCorrectionEvents = resourceEvents({
  area: 'labour',
  resource: 'punch',
  schema: schemaOf.object({
    punchId: schemaOf.uuid,
    branchId: schemaOf.uuid,
    employeeId: schemaOf.uuid,
    kind: schemaOf.string,
    occurredAt: schemaOf.string,
    businessDate: schemaOf.date,
    originalKind: schemaOf.nullableString,
    originalOccurredAt: schemaOf.nullableString,
    reason: schemaOf.string,
  }),
  example: {
    punchId: '91a2b3c4-d5e6-4f70-8182-93a4b5c6d7e8',
    branchId: '3f0e5b8e-2f55-4d0a-9a55-6f1f4a1d2c01',
    employeeId: '2b3c4d5e-6f70-4a81-92a3-b4c5d6e7f809',
    kind: 'ClockOut',
    occurredAt: '2026-03-14T14:00:00.000Z',
    businessDate: '2026-03-14',
    originalKind: 'ClockOut',
    originalOccurredAt: '2026-03-14T18:00:00.000Z',
    reason: 'Forgot to clock out; left at 17:00',
  },
  changes: {
    corrected: "A manager corrected a punch's time or kind (the original is kept on the punch).",
    added: 'A manager added a punch the employee missed.',
  },
});
