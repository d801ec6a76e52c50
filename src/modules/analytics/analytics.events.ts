import { type EventDefinition, schemaOf } from '../../core/events/event-catalog';

const TYPES = { settingsUpdated: 'analytics.settings.updated' } as const;

const definitions: EventDefinition[] = [
  {
    type: TYPES.settingsUpdated,
    description: "The organisation's analytics settings changed (the variance threshold that flags items).",
    resourceType: 'analytics-settings',
    schema: schemaOf.object({ varianceThresholdPercent: schemaOf.number }),
    example: { varianceThresholdPercent: 2.5 },
  },
];

export const analyticsEvents = { types: TYPES, definitions };
