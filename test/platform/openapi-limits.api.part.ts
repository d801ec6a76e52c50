import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../support/test-app';
import { createTenant, type TestTenant } from '../support/factories';
import { createKey } from '../modules/developers/api-keys.support';
import { sample } from '../support/input-samples';

/*
 * Every limit the OpenAPI document states (maxLength, minimum, maximum, maxItems, a list's Sort
 * enum), taken from the document itself: the server must accept the value exactly at the limit
 * (no 422 naming that field) and refuse the value exactly beyond it (a 422 naming that field).
 * A limit the server enforces but the document omits is caught by the reverse checks in the
 * module tests; a documented limit the server does not enforce, or enforces one step off, fails here.
 */

type Schema = Record<string, any>;
interface Case {
  label: string;
  method: string;
  path: string;
  /** The 422's field name for this value. */
  field: string;
  at?: () => { query?: Record<string, string>; body?: Record<string, unknown> };
  beyond: () => { query?: Record<string, string>; body?: Record<string, unknown> };
  /** A short value of a string field: its messages (e.g. not an e-mail address) are not the limit's. */
  within?: () => { query?: Record<string, string>; body?: Record<string, unknown> };
  credential: string;
}

const SKIPPED_CREDENTIALS = new Set(['guest']);

function stringAt(length: number, schema: Schema): string | undefined {
  if (schema.format === 'email') return length >= 8 ? `${'a'.repeat(length - 12)}@example.com` : undefined;
  if (schema.pattern || schema.format) return undefined;
  return 'A'.repeat(length);
}

/** [value at the limit (undefined: not generated), value beyond] per keyword. */
function limitValues(schema: Schema, itemSample: () => unknown): Array<{ keyword: string; at: unknown; beyond: unknown; within?: unknown }> {
  const out: Array<{ keyword: string; at: unknown; beyond: unknown; within?: unknown }> = [];
  if (typeof schema.maxLength === 'number') {
    out.push({
      keyword: `maxLength ${schema.maxLength}`,
      within: 'A',
      at: stringAt(schema.maxLength, schema),
      beyond: stringAt(schema.maxLength + 1, { ...schema, pattern: undefined, format: schema.format === 'email' ? 'email' : undefined }),
    });
  }
  if (typeof schema.maximum === 'number')
    out.push({
      keyword: `maximum ${schema.maximum}`,
      at: schema.maximum,
      beyond: Number.isInteger(schema.maximum) ? schema.maximum + 1 : schema.maximum + 0.01,
    });
  if (typeof schema.minimum === 'number')
    out.push({
      keyword: `minimum ${schema.minimum}`,
      at: schema.minimum,
      beyond: Number.isInteger(schema.minimum) ? schema.minimum - 1 : schema.minimum - 0.01,
    });
  if (typeof schema.maxItems === 'number') {
    out.push({ keyword: `maxItems ${schema.maxItems}`, at: undefined, beyond: Array.from({ length: schema.maxItems + 1 }, itemSample) });
  }
  return out;
}

describe('limits documented in the OpenAPI document are the limits the server enforces', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let apiKey: string;
  let deviceCredential: string;
  const cases: Case[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await createTenant(app.runtime);
    apiKey = (await createKey(app, tenant.owner.token, { scopes: ['orders:read', 'orders:write', 'menu:read', 'loss:read'] })).key;
    // Kiosk routes take a registered device's credential (X-Clock-Device).
    const device = await app.request('POST', '/api/v1/console/labour/clock-devices', {
      token: tenant.owner.token,
      body: { branchId: tenant.branchId, name: 'Limits' },
    });
    if (device.status !== 200) throw new Error(`kiosk device: ${JSON.stringify(device.body)}`);
    deviceCredential = device.body.data.credential;
    const doc = (await app.request('GET', '/api/v1/openapi.json')).body;
    const resolve = (schema: Schema): Schema => (schema?.$ref ? doc.components.schemas[schema.$ref.split('/').pop()] : schema);
    const { schema: graphql } = app.instance;
    const inputSample = (name: string) => sample(graphql.getType(name) as never) as Record<string, unknown>;

    for (const { route } of app.instance.routes) {
      const operation = doc.paths[route.path][route.method.toLowerCase()];
      if (SKIPPED_CREDENTIALS.has(route.credential)) continue;
      const hasPathParams = /\{/.test(route.path);
      // A path id that does not exist may answer 404 before a list's window is checked: lists under an id are left out.
      if (route.method === 'GET' && !hasPathParams) {
        const required: Record<string, string> = {};
        for (const parameter of operation.parameters.filter((p: Schema) => p.in === 'query' && p.required)) {
          const s = resolve(parameter.schema);
          required[parameter.name] =
            s.format === 'uuid' ? tenant.branchId : s.format === 'date' ? '2026-11-01' : s.format === 'date-time' ? '2026-11-01T00:00:00Z' : 'department';
        }
        for (const parameter of operation.parameters.filter((p: Schema) => p.in === 'query')) {
          const s = resolve(parameter.schema);
          const field = route.args && Object.entries(route.args).find(([, source]) => source.from === 'query' && source.names[0] === parameter.name)?.[0];
          const name = field ?? parameter.name.charAt(0).toLowerCase() + parameter.name.slice(1);
          for (const value of limitValues(s, () => 'x')) {
            cases.push({
              label: `${route.method} ${route.path} ?${parameter.name} ${value.keyword}`,
              method: route.method,
              path: route.path,
              field: name,
              credential: route.credential,
              at: value.at === undefined ? undefined : () => ({ query: { ...required, [parameter.name]: String(value.at) } }),
              beyond: () => ({ query: { ...required, [parameter.name]: String(value.beyond) } }),
              within: value.within === undefined ? undefined : () => ({ query: { ...required, [parameter.name]: String(value.within) } }),
            });
          }
          if (Array.isArray(s.enum) && parameter.name === 'Sort') {
            cases.push({
              label: `${route.method} ${route.path} ?Sort enum`,
              method: route.method,
              path: route.path,
              field: 'sort',
              credential: route.credential,
              at: () => ({ query: { ...required, Sort: s.enum[s.enum.length - 1] } }),
              beyond: () => ({ query: { ...required, Sort: `${s.enum[0]}Unknown` } }),
            });
          }
        }
      }
      const bodySchema = operation.requestBody?.content['application/json'].schema;
      if (route.method !== 'GET' && bodySchema?.$ref) {
        const typeName = bodySchema.$ref.split('/').pop();
        const input = resolve(bodySchema);
        for (const [property, raw] of Object.entries(input.properties as Record<string, Schema>)) {
          const s = resolve(raw);
          const item = () =>
            s.items?.$ref ? inputSample(s.items.$ref.split('/').pop()) : s.items?.type === 'string' || s.items?.type?.includes?.('string') ? 'x' : 1;
          for (const value of limitValues(s, item)) {
            const base = () => inputSample(typeName);
            cases.push({
              label: `${route.method} ${route.path} ${property} ${value.keyword}`,
              method: route.method,
              path: route.path,
              field: property,
              credential: route.credential,
              at: value.at === undefined ? undefined : () => ({ body: { ...base(), [property]: value.at } }),
              beyond: () => ({ body: { ...base(), [property]: value.beyond } }),
              within: value.within === undefined ? undefined : () => ({ body: { ...base(), [property]: value.within } }),
            });
          }
        }
      }
    }
  });
  afterAll(() => app.close());

  async function send(c: Case, request: { query?: Record<string, string>; body?: Record<string, unknown> }) {
    const path = c.path.replace(/\{\w+\}/g, () => randomUUID()) + (request.query ? `?${new URLSearchParams(request.query)}` : '');
    const credentials = c.credential === 'key' ? { apiKey } : c.credential === 'public' || c.credential === 'device' ? {} : { token: tenant.owner.token };
    const device: Record<string, string> = c.credential === 'device' ? { 'x-clock-device': deviceCredential } : {};
    return app.request(c.method, path, { ...credentials, body: request.body, headers: { ...device, 'Idempotency-Key': randomUUID() } });
  }

  it('finds documented limits on queries and bodies, including PerPage and a Sort enum per list', () => {
    expect(cases.length).toBeGreaterThan(100);
    expect(cases.map((c) => c.label)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/console/hr/departments ?PerPage maximum 100',
        'GET /api/v1/console/hr/departments ?Sort enum',
        'POST /api/v1/console/hr/departments name maxLength 120',
      ]),
    );
  });

  it('refuses every value just beyond a documented limit with a 422 naming the field, and accepts the value at it', async () => {
    const problems: string[] = [];
    for (const c of cases) {
      const beyond = await send(c, c.beyond());
      if (
        beyond.status !== 422 ||
        !Object.keys(beyond.body.errors ?? {}).some((key) => key === c.field || key.startsWith(`${c.field}[`) || key.startsWith(`${c.field}.`))
      ) {
        problems.push(`${c.label}: beyond the limit answered ${beyond.status} ${JSON.stringify(beyond.body?.errors ?? beyond.body?.error ?? null)}`);
      }
      if (c.at) {
        // At the limit the value may still break another rule of the field (an e-mail's form, a
        // cross-field rule such as installment ≤ principal): only the limit's own refusal, the
        // message given beyond it, must be absent.
        const shortOnes: string[] = c.within ? ((await send(c, c.within())).body?.errors?.[c.field] ?? []) : [];
        const limitMessages = ((beyond.body?.errors?.[c.field] ?? []) as string[]).filter((message) => !shortOnes.includes(message));
        const at = await send(c, c.at());
        const atMessages: string[] = at.status === 422 ? (at.body.errors?.[c.field] ?? []) : [];
        const same = atMessages.filter((message) => limitMessages.includes(message));
        if (same.length) problems.push(`${c.label}: at the limit refused ${JSON.stringify(same)}`);
        if (at.status >= 500) problems.push(`${c.label}: at the limit answered ${at.status}`);
      }
    }
    expect(problems).toEqual([]);
    // Hundreds of requests, two per documented limit: a hang guard for a loaded machine, not a speed check.
  }, 600_000);
});
