import { type EventDefinition, schemaOf } from '../../core/events/event-catalog';
import { resourceEvents } from '../../core/events/resource-events';
import type { ForecastCalendarDay } from './calendar/forecast-calendar.entity';

const READY = 'forecast.ready';
const SETTINGS_UPDATED = 'forecast.settings.updated';

const calendarDayCatalog = resourceEvents({
  area: 'forecast',
  resource: 'calendar-day',
  schema: schemaOf.object({ id: schemaOf.uuid, date: schemaOf.date, kind: schemaOf.string, nameEn: schemaOf.string, nameAr: schemaOf.string }),
  example: { id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b', date: '2026-03-20', kind: 'EidAlFitr', nameEn: 'Eid al-Fitr', nameAr: 'عيد الفطر' },
  changes: {
    created: 'A day was added to the forecast calendar.',
    updated: 'A forecast calendar day was changed (moved to another date, renamed or given another kind).',
    deleted: 'A day was removed from the forecast calendar.',
  },
});

const definitions: EventDefinition[] = [
  {
    type: READY,
    description: "A branch's demand forecast was computed and stored (the nightly job after the daily close, or a recomputation on request).",
    resourceType: 'forecast-branch',
    schema: schemaOf.object({
      branchId: schemaOf.uuid,
      computedAt: schemaOf.dateTime,
      lastKnownDate: schemaOf.date,
      series: schemaOf.int64,
      days: schemaOf.int64,
    }),
    example: { branchId: '9c8b7a6f-5e4d-4c3b-8a29-1f0e9d8c7b6a', computedAt: '2026-03-15T01:05:00.000Z', lastKnownDate: '2026-03-14', series: 3, days: 14 },
  },
  {
    type: SETTINGS_UPDATED,
    description: "The organisation's forecast settings changed (the service level).",
    resourceType: 'forecast-settings',
    schema: schemaOf.object({ serviceLevel: schemaOf.number }),
    example: { serviceLevel: 0.9 },
  },
  ...calendarDayCatalog.definitions,
];

export const forecastEvents = { types: { ready: READY, settingsUpdated: SETTINGS_UPDATED, calendarDay: calendarDayCatalog.types }, definitions };

export function calendarDayPayload(day: ForecastCalendarDay): Record<string, unknown> {
  return { id: day.id, date: day.date, kind: day.kind, nameEn: day.nameEn, nameAr: day.nameAr };
}
