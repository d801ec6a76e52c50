import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import type { SelfOrderTable } from './self-order-table.entity';

const schema = schemaOf.object({
  id: schemaOf.uuid,
  branchId: schemaOf.uuid,
  name: schemaOf.string,
  area: schemaOf.nullableString,
  seats: { type: ['integer', 'null'] },
  active: schemaOf.boolean,
  hasToken: schemaOf.boolean,
});

/** Payloads never carry the token or its hash. */
export const selfOrderTableEvents = resourceEvents({
  area: 'sales',
  resource: 'self-order-table',
  schema,
  example: {
    id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    branchId: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b',
    name: 'T12',
    area: 'Hall',
    seats: 4,
    active: true,
    hasToken: true,
  },
  changes: {
    created: 'A self-order table was created (with a QR token).',
    updated: 'A self-order table was changed (name, area, seats or active flag).',
    'token-rotated': 'The QR token of a table was replaced; the old one stopped working at once.',
    'token-revoked': 'The QR token of a table was revoked; guests scanning it get 404.',
  },
  examples: { 'token-revoked': { hasToken: false } },
});

export function selfOrderTablePayload(table: SelfOrderTable): Record<string, unknown> {
  return {
    id: table.id,
    branchId: table.branchId,
    name: table.name,
    area: table.area,
    seats: table.seats,
    active: table.active,
    hasToken: table.tokenHash !== null,
  };
}
