import { type EventDefinition, schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import type { ApiKey } from './api-key.entity';
import { API_KEY_ENVIRONMENTS } from './api-key.rules';

/* Security-relevant key changes, for SIEM hooks and integrators. Payloads never carry secrets. */

const apiKeySchema = schemaOf.object({
  id: schemaOf.uuid,
  name: schemaOf.string,
  environment: { type: 'string', enum: [...API_KEY_ENVIRONMENTS] },
  prefix: schemaOf.string,
  lastFour: schemaOf.string,
  scopes: { type: 'array', items: schemaOf.string },
  expiresAt: { type: ['string', 'null'], format: 'date-time' },
  revokedAt: { type: ['string', 'null'], format: 'date-time' },
  revokeReasonCode: schemaOf.nullableString,
  previousSecretValidUntil: { type: ['string', 'null'], format: 'date-time' },
});
const example = {
  id: '5a0f3b4e-2f0c-4d1b-9a43-6a7b1f2e9c10',
  name: 'POS sync',
  environment: 'Live',
  prefix: 'bo_live_8fK2pQ9xZr1m',
  lastFour: 'k9Pz',
  scopes: ['catalog:read', 'production:read'],
  expiresAt: null,
  revokedAt: null,
  revokeReasonCode: null,
  previousSecretValidUntil: null,
};

const apiKeyEventsCatalog = resourceEvents({
  area: 'developers',
  resource: 'api-key',
  schema: apiKeySchema,
  example,
  changes: {
    created: 'An API key was created.',
    updated: "An API key's name, description, limits or expiry changed.",
    rotated: 'An API key got a new secret; the previous one works until previousSecretValidUntil.',
    revoked: 'An API key was revoked.',
  },
  examples: {
    rotated: { lastFour: 'Q2mX', previousSecretValidUntil: '2026-01-31T10:30:00.000Z' },
    revoked: { revokedAt: '2026-01-31T09:30:00.000Z', revokeReasonCode: 'compromised' },
  },
});

export const API_KEY_EVENTS = apiKeyEventsCatalog.types;
export const apiKeyEvents: EventDefinition[] = apiKeyEventsCatalog.definitions;

export function apiKeyPayload(key: ApiKey): Record<string, unknown> {
  return {
    id: key.id,
    name: key.name,
    environment: key.environment,
    prefix: key.prefix,
    lastFour: key.lastFour,
    scopes: key.scopes,
    expiresAt: key.expiresAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
    revokeReasonCode: key.revokeReasonCode,
    previousSecretValidUntil: key.previousSecretValidUntil?.toISOString() ?? null,
  };
}
