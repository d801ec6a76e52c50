/*
 * The answers every operation of the OpenAPI document shares: the two error envelopes (console and
 * partner), the rate-limit headers of a 429, and the tags (one per area). Kept beside openapi.ts so
 * the document's shape of an answer is written once, next to nothing else.
 */

type Schema = Record<string, unknown>;

export const STATUS_TEXT: Record<number, string> = {
  400: 'Idempotency-Key missing (IDEMPOTENCY_KEY_REQUIRED)',
  401: 'Credential missing, malformed or expired (UNAUTHORIZED), or session revoked (REAUTH_REQUIRED)',
  403: "Not allowed (FORBIDDEN) or another organisation's branch or credential (TENANT_MISMATCH)",
  404: 'Not found (NOT_FOUND), including records of other organisations',
  409: 'Conflict with the current state (CONFLICT) or a locked business day (PERIOD_LOCKED)',
  422: 'Validation failed (VALIDATION): errors maps each field to its messages',
  429: 'Rate limit or quota exceeded (RATE_LIMITED); retry after the number of seconds in Retry-After',
  500: 'Unexpected fault (INTERNAL)',
  503: 'A statement ran past the database statement timeout and was stopped (SERVICE_UNAVAILABLE, errors.code ["StatementTimeout"]); narrow the request or retry after Retry-After',
};

/** Statuses a partner path answers in the partner envelope; the others keep the console one (docs/partner-api.md). */
export const PARTNER_SHAPED = new Set([400, 404, 409, 429]);

export const ERROR_ENVELOPE: Schema = {
  type: 'object',
  description: 'The console envelope of a refusal.',
  properties: {
    success: { const: false },
    data: { type: 'null' },
    message: { type: 'string', description: 'A sentence for people, in the language asked for (Accept-Language).' },
    code: { type: 'integer', description: 'The HTTP status again.' },
    errors: {
      anyOf: [{ type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } }, { type: 'null' }],
      description: 'For 422: field name → messages. For 401, 403 and 409: {code: [Name]} naming the specific error.',
    },
  },
  required: ['success', 'data', 'message', 'code', 'errors'],
};

export const PARTNER_ERROR_ENVELOPE: Schema = {
  type: 'object',
  description: 'The partner envelope of a refusal (400, 404, 409 and 429 on /api/v1/public paths).',
  properties: {
    ok: { const: false },
    error: {
      type: 'object',
      properties: {
        code: { type: 'integer', description: 'The HTTP status again.' },
        message: { type: 'string', description: 'A sentence for people.' },
      },
      required: ['code', 'message'],
    },
  },
  required: ['ok', 'error'],
};

/** The headers of draft-ietf-httpapi-ratelimit-headers (src/core/rate-limit/headers.ts). */
export const RATE_LIMIT_HEADERS: Record<string, Schema> = {
  'Retry-After': { description: 'Seconds until the refusing window ends (at least 1).', schema: { type: 'integer', minimum: 1 } },
  'RateLimit-Limit': { description: 'Requests allowed in the closest window (API keys and guest tokens).', schema: { type: 'integer', minimum: 0 } },
  'RateLimit-Remaining': { description: 'Requests left in that window.', schema: { type: 'integer', minimum: 0 } },
  'RateLimit-Reset': { description: 'Seconds until that window ends.', schema: { type: 'integer', minimum: 1 } },
  'RateLimit-Policy': { description: 'Every policy as `<limit>;w=<window seconds>;comment="<name>"`, comma-separated.', schema: { type: 'string' } },
};

/** One component response per status and envelope: E404 (console), P404 (partner). */
export function errorResponses(): Record<string, Schema> {
  const out: Record<string, Schema> = {};
  for (const [status, description] of Object.entries(STATUS_TEXT)) {
    const headers =
      status === '429'
        ? Object.fromEntries(Object.keys(RATE_LIMIT_HEADERS).map((name) => [name, { $ref: `#/components/headers/${name}` }]))
        : status === '503'
          ? { 'Retry-After': { $ref: '#/components/headers/Retry-After' } }
          : undefined;
    const response = (schema: string) => ({
      description,
      ...(headers ? { headers } : {}),
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
    });
    out[`E${status}`] = response('ErrorEnvelope');
    if (PARTNER_SHAPED.has(Number(status))) out[`P${status}`] = response('PartnerErrorEnvelope');
  }
  return out;
}

const TAG_TEXT: Record<string, string> = {
  Auth: 'Registration, sign-in, sessions, passwords and e-mail changes (docs/identity.md).',
  Members: 'Invitations, roles and branches of the members of an organisation (console session only).',
  HR: 'Departments, positions, employees, advances, loans and leave (docs/hr.md).',
  Audit: 'Who changed a record, when and why.',
  'API keys': 'Keys for integrators: scopes, allowlists, limits (docs/api-keys.md; console session only).',
  Catalog: 'Inventory items, capacity types, product categories, products, bills of materials, imports (docs/catalogue.md).',
  Production: 'Production batches, their outputs, waste and figures (docs/production.md).',
  Settings: 'Branches, organisation settings and the period lock (docs/settings.md).',
  Webhooks: 'Webhook endpoints, deliveries and attempts (docs/webhooks.md; console session only).',
  Exports: 'Report exports, files, presets, saved reports and subscriptions (docs/exports.md).',
  Purchasing: 'Suppliers, purchase orders and invoices, approvals (docs/purchasing.md).',
  Accounting: 'Bank accounts, statements, reconciliation and tax codes (docs/accounting.md).',
  'Loss control': 'Loss-control pilots and end-of-day reports (docs/loss-control.md).',
  Commercial: 'Sales channels, branch groups, promotions and price quotes (docs/commercial.md).',
  Sales: 'Payment methods, self-order tables, the guest self-order API and the sales ledger (docs/orders.md).',
  Inventory: 'Stock on hand, the movement ledger, opening balances, waste, transfers and counts (docs/inventory.md).',
  Analytics: 'Food cost and loss: usage and variance, daily closes, the owner dashboard (docs/analytics.md).',
  'Partner API': 'For delivery platforms: branches, menu, orders and end-of-day reports, in the partner envelope (docs/partner-api.md).',
};

/**
 * Top-level tags, one per area, in alphabetical order: a reader finds an area by its name, and the
 * order depends neither on the order modules are registered in nor on their routes'.
 */
export function tagsFor(areas: Iterable<string>, text: Record<string, string> = {}): Array<{ name: string; description: string }> {
  return [...new Set(areas)]
    .sort((a, b) => a.localeCompare(b, 'en'))
    .map((name) => ({ name, description: text[name] ?? TAG_TEXT[name] ?? `${name} operations.` }));
}
