import { type EventDefinition, schemaOf } from '../../../core/events/event-catalog';

export const PERIOD_LOCK_EVENTS = { changed: 'settings.period-lock.changed' } as const;

export const periodLockEvents: EventDefinition[] = [
  {
    type: PERIOD_LOCK_EVENTS.changed,
    description: "A branch's period lock moved (locked more days, reopened days or was removed).",
    resourceType: 'period-lock',
    schema: schemaOf.object({
      branchId: schemaOf.uuid,
      lockedThrough: { type: ['string', 'null'], format: 'date' },
      previousLockedThrough: { type: ['string', 'null'], format: 'date' },
      change: { type: 'string', enum: ['lock', 'unlock'] },
      reason: schemaOf.nullableString,
    }),
    example: {
      branchId: '9c8b7a6f-5e4d-4c3b-8a29-1f0e9d8c7b6a',
      lockedThrough: '2026-01-31',
      previousLockedThrough: '2025-12-31',
      change: 'lock',
      reason: 'January closed',
    },
  },
];
