import type { EventDefinition } from '../../../core/events/event-catalog';
import { schemaOf } from '../../../core/events/event-catalog';

export const cashSettingsEvents = {
  currenciesChanged: 'sales.cash-currencies.changed',
  rateSet: 'sales.exchange-rate.set',
} as const;

export const cashSettingsEventDefinitions: EventDefinition[] = [
  {
    type: cashSettingsEvents.currenciesChanged,
    description: 'The currencies accepted at the till (or their denominations) changed.',
    resourceType: 'cash-currencies',
    schema: schemaOf.object({
      currencies: { type: 'array', items: schemaOf.object({ code: schemaOf.string, denominations: { type: 'array', items: schemaOf.int64 } }) },
    }),
    example: {
      currencies: [
        { code: 'IQD', denominations: [250, 500, 1000, 5000, 10000, 25000, 50000] },
        { code: 'USD', denominations: [100, 500, 1000, 2000, 5000, 10000] },
      ],
    },
  },
  {
    type: cashSettingsEvents.rateSet,
    description: 'A new exchange rate to IQD took effect.',
    resourceType: 'exchange-rate',
    schema: schemaOf.object({
      id: schemaOf.uuid,
      currencyCode: schemaOf.string,
      iqdPer100: schemaOf.int64,
      effectiveFrom: schemaOf.dateTime,
      note: schemaOf.nullableString,
    }),
    example: {
      id: '0b7f5a7e-2c1d-4e3f-9a8b-7c6d5e4f3a2b',
      currencyCode: 'USD',
      iqdPer100: 131500,
      effectiveFrom: '2026-11-26T06:00:00.000Z',
      note: 'Morning rate',
    },
  },
];
