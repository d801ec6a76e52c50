import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import type { Pilot } from './pilot.entity';

const nullableDateTime = { type: ['string', 'null'], format: 'date-time' };

export const pilotEvents = resourceEvents({
  area: 'loss',
  resource: 'pilot',
  schema: schemaOf.object({
    id: schemaOf.uuid,
    restaurantName: schemaOf.string,
    startDate: schemaOf.date,
    endDate: schemaOf.date,
    note: schemaOf.nullableString,
    status: schemaOf.string,
    finalReportStatus: schemaOf.string,
    checklistDone: schemaOf.int64,
    checklistTotal: schemaOf.int64,
    deletedAt: nullableDateTime,
    deleteReason: schemaOf.nullableString,
  }),
  example: {
    id: '5b0c7a1e-1d2f-4c4b-9f0e-7a2d3c4b5e61',
    restaurantName: 'Karrada branch',
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    note: null,
    status: 'Planned',
    finalReportStatus: 'NotStarted',
    checklistDone: 0,
    checklistTotal: 4,
    deletedAt: null,
    deleteReason: null,
  },
  changes: {
    created: 'A loss-control pilot was created (Planned).',
    updated: 'A pilot changed: restaurant, dates, note, checklist or final report status.',
    'status-changed': 'A pilot moved to another status (Active, Completed or Cancelled).',
    deleted: 'A pilot was deleted (soft).',
  },
  examples: {
    'status-changed': { status: 'Active' },
    deleted: { deletedAt: '2026-11-20T09:30:00.000Z', deleteReason: 'Entered twice' },
  },
});

export function pilotPayload(pilot: Pilot): Record<string, unknown> {
  return {
    id: pilot.id,
    restaurantName: pilot.restaurantName,
    startDate: pilot.startDate,
    endDate: pilot.endDate,
    note: pilot.note,
    status: pilot.status,
    finalReportStatus: pilot.finalReportStatus,
    checklistDone: pilot.checklist.items.filter((item) => item.done).length,
    checklistTotal: pilot.checklist.items.length,
    deletedAt: pilot.deletedAt?.toISOString() ?? null,
    deleteReason: pilot.deleteReason,
  };
}
