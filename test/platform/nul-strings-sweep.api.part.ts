import { randomUUID } from 'node:crypto';
import { type GraphQLInputType, getNamedType, getNullableType, isInputObjectType, isListType, isNonNullType, isScalarType } from 'graphql';
import { startTestApp, type TestApp } from '../support/test-app';
import { createTenant, type TestTenant } from '../support/factories';
import { sample } from '../support/input-samples';
import { TRANSPARENT_ARGS } from '../../src/core/errors/normalize-error';
import { NUL_MESSAGE } from '../../src/core/graphql/storable-strings';
import { buildServiceSchema } from '../../src/bootstrap';

/*
 * Strings PostgreSQL cannot store: a sweep over the route tables and the schema that puts U+0000
 * into every string a REST route takes (each body field, nested input fields and list items, JSON
 * values, string path parameters and every string query parameter) and expects a 422 naming that
 * field, never a 500, and nothing written. New routes and fields are swept as soon as they exist.
 */

const NUL_TEXT = 'before\u0000after';

interface Variant {
  value: unknown;
  field: string;
}

const join = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);

/** Every way of putting a NUL into one string slot of a value of this type, the rest sampled. */
function nulVariants(type: GraphQLInputType, prefix: string, depth = 0): Variant[] {
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    return nulVariants(nullable.ofType, `${prefix}[0]`, depth + 1).map((variant) => ({ value: [variant.value], field: variant.field }));
  }
  if (isScalarType(nullable)) {
    if (nullable.name === 'String') return [{ value: NUL_TEXT, field: prefix }];
    if (nullable.name === 'JSONObject') return [{ value: { note: NUL_TEXT }, field: join(prefix, 'note') }];
    return [];
  }
  if (isInputObjectType(nullable) && depth < 5) {
    const base = sample(nullable) as Record<string, unknown>;
    return Object.values(nullable.getFields()).flatMap((inputField) =>
      nulVariants(inputField.type, join(prefix, inputField.name), depth + 1).map((variant) => ({
        value: { ...base, [inputField.name]: variant.value },
        field: variant.field,
      })),
    );
  }
  return [];
}

interface Probe {
  label: string;
  method: string;
  path: string;
  body?: Record<string, unknown>;
  field: string;
  /** Partner routes take an API key only. */
  useKey: boolean;
  /** Kiosk routes take a kiosk device's credential only. */
  useDevice?: boolean;
}

describe('strings PostgreSQL cannot store (U+0000)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let apiKey: string;
  let deviceCredential: string;
  const probes: Probe[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await createTenant(app.runtime);
    const issued = await app.request('POST', '/api/v1/console/developers/api-keys', {
      token: tenant.owner.token,
      body: { name: 'NUL sweep', scopes: ['orders:read', 'orders:write', 'menu:read', 'loss:read'] },
    });
    if (issued.status !== 200) throw new Error(`api key: ${JSON.stringify(issued.body)}`);
    apiKey = issued.body.data.key;
    // Guest routes take the table's QR token as their credential: a made-up one is a 404 before any
    // argument is read, so their probes use a real table's token.
    const table = await app.request('POST', '/api/v1/console/self-order/tables', {
      token: tenant.owner.token,
      body: { name: 'NUL sweep', area: 'Hall', seats: 2 },
    });
    if (table.status !== 200) throw new Error(`table: ${JSON.stringify(table.body)}`);
    const qrToken: string = table.body.data.qrToken;
    // Kiosk routes take a registered device's credential (X-Clock-Device).
    const device = await app.request('POST', '/api/v1/console/labour/clock-devices', {
      token: tenant.owner.token,
      body: { branchId: tenant.branchId, name: 'NUL sweep' },
    });
    if (device.status !== 200) throw new Error(`kiosk device: ${JSON.stringify(device.body)}`);
    deviceCredential = device.body.data.credential;
    const { schema } = buildServiceSchema();
    for (const compiled of app.instance.routes) {
      const { route } = compiled;
      const root = route.operation === 'mutation' ? schema.getMutationType()! : schema.getQueryType()!;
      const field = root.getFields()[route.field];
      const argType = (name: string) => field.args.find((arg) => arg.name === name)!.type;
      const label = `${route.method} ${route.path}`;
      const entries = Object.entries(route.args ?? {});

      // Path parameters: random ids (the check comes before any lookup), NUL in string ones.
      const pathValues: Record<string, string> = {};
      for (const [argName, source] of entries) if (source.from === 'path') pathValues[source.name] = argName;
      const fillPath = (nulParam?: string) =>
        route.path.replace(/\{(\w+)\}/g, (_all, name: string) =>
          name === nulParam ? encodeURIComponent(NUL_TEXT) : route.credential === 'guest' && name === 'qrToken' ? qrToken : randomUUID(),
        );

      // The body every probe of this route starts from: required fields sampled.
      const base: Record<string, unknown> = {};
      for (const [argName, source] of entries) {
        if (source.from === 'body') Object.assign(base, sample(argType(argName)) as Record<string, unknown>);
        else if (source.from === 'bodyField' && isNonNullType(argType(argName))) base[source.name] = sample(argType(argName));
      }
      const withBody = route.method !== 'GET';
      // Required query parameters sampled, so each probe differs from a valid request in one place.
      const baseQuery: Record<string, string> = {};
      for (const [argName, source] of entries) {
        if (source.from === 'query' && isNonNullType(argType(argName))) baseQuery[source.names[0]] = String(sample(argType(argName)));
        const object = source.from === 'queryObject' ? getNamedType(argType(argName)) : null;
        if (source.from !== 'queryObject' || !isInputObjectType(object)) continue;
        // A filter's required fields (a report's from and to) likewise.
        for (const [fieldName, names] of Object.entries(source.fields)) {
          const inputField = object.getFields()[fieldName];
          if (inputField && isNonNullType(inputField.type)) baseQuery[names[0]] = String(sample(inputField.type));
        }
      }
      const withQuery = (name: string) => `${fillPath()}?${new URLSearchParams({ ...baseQuery, [name]: NUL_TEXT }).toString()}`;

      for (const [argName, source] of entries) {
        const type = argType(argName);
        switch (source.from) {
          case 'body':
            for (const variant of nulVariants(type, TRANSPARENT_ARGS.has(argName) ? '' : argName)) {
              probes.push({
                useKey: route.credential === 'key',
                useDevice: route.credential === 'device',
                label,
                method: route.method,
                path: fillPath(),
                body: variant.value as Record<string, unknown>,
                field: variant.field,
              });
            }
            break;
          case 'bodyField':
            for (const variant of nulVariants(type, argName)) {
              probes.push({
                useKey: route.credential === 'key',
                useDevice: route.credential === 'device',
                label,
                method: route.method,
                path: fillPath(),
                body: { ...base, [source.name]: variant.value },
                field: variant.field,
              });
            }
            break;
          case 'path':
            // A guest route's string parameter is its credential (the table's QR token): a NUL token
            // is an unknown one, answered 404 before anything is read (credentials first).
            if (getNamedType(type).name === 'String' && route.credential !== 'guest') {
              probes.push({
                useKey: route.credential === 'key',
                useDevice: route.credential === 'device',
                label,
                method: route.method,
                path: fillPath(source.name),
                body: withBody ? base : undefined,
                field: argName,
              });
            }
            break;
          case 'query':
            if (getNamedType(type).name === 'String') {
              probes.push({
                useKey: route.credential === 'key',
                useDevice: route.credential === 'device',
                label,
                method: route.method,
                path: withQuery(source.names[0]),
                body: withBody ? base : undefined,
                field: argName,
              });
            }
            break;
          case 'list':
          case 'queryObject': {
            const object = getNamedType(type);
            if (!isInputObjectType(object)) break;
            const params: Record<string, string[]> = source.from === 'list' ? { search: ['Search'], sort: ['Sort'], dir: ['Dir'] } : source.fields;
            for (const [fieldName, names] of Object.entries(params)) {
              const inputField = object.getFields()[fieldName];
              if (!inputField || getNamedType(inputField.type).name !== 'String') continue;
              const prefix = TRANSPARENT_ARGS.has(argName) ? '' : argName;
              probes.push({
                useKey: route.credential === 'key',
                useDevice: route.credential === 'device',
                label,
                method: route.method,
                path: withQuery(names[0]),
                body: withBody ? base : undefined,
                field: join(prefix, fieldName),
              });
            }
            break;
          }
          case 'header':
            break; // HTTP itself refuses a NUL in a header value.
        }
      }
    }
  });
  afterAll(() => app.close());

  async function writes(): Promise<number> {
    const [audit] = await app.runtime.db.dataSource.query('SELECT count(*)::int AS n FROM audit_entries');
    const [outbox] = await app.runtime.db.dataSource.query('SELECT count(*)::int AS n FROM outbox_events');
    return audit.n + outbox.n;
  }

  it('finds string fields in bodies, nested items and query parameters to sweep', () => {
    expect(probes.length).toBeGreaterThan(80);
    expect(probes.some((probe) => probe.field.includes('['))).toBe(true);
    expect(probes.some((probe) => probe.path.includes('?'))).toBe(true);
  });

  it('answers 422 naming the field to a NUL in any string of any route, and writes nothing', async () => {
    const before = await writes();
    const wrong: string[] = [];
    for (const probe of probes) {
      const credential: { apiKey?: string; token?: string; headers?: Record<string, string> } = probe.useDevice
        ? { headers: { 'x-clock-device': deviceCredential } }
        : probe.useKey
          ? { apiKey, headers: { 'x-branch-id': tenant.branchId } }
          : { token: tenant.owner.token };
      // Partner order creation requires an Idempotency-Key; a fresh one per probe changes nothing else.
      const headers = { ...('headers' in credential ? credential.headers : {}), 'idempotency-key': randomUUID() };
      const res = await app.request(probe.method, probe.path, { ...credential, headers, body: probe.body });
      const fields = res.body?.errors ?? {};
      if (res.status !== 422 || !(fields[probe.field] ?? []).includes(NUL_MESSAGE)) {
        wrong.push(`${probe.label} with NUL in ${probe.field} → ${res.status} ${JSON.stringify(res.body?.errors ?? res.body)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await writes()).toBe(before);
  });

  it('answers the same 422 to a NUL in GraphQL variables and in literals, naming the field', async () => {
    const before = await writes();
    const variables = await app.graphql(
      'mutation($input: CreateDepartmentInput!) { createDepartment(input: $input) { id } }',
      { input: { name: NUL_TEXT } },
      { token: tenant.owner.token },
    );
    expect(variables.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', status: 422, fields: { name: [NUL_MESSAGE] } });
    const literal = await app.graphql('mutation { createDepartment(input: {name: "a\\u0000b"}) { id } }', {}, { token: tenant.owner.token });
    expect(literal.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', status: 422, fields: { name: [NUL_MESSAGE] } });
    const search = await app.graphql('query($s: String) { departments(list: {search: $s}) { total } }', { s: NUL_TEXT }, { token: tenant.owner.token });
    expect(search.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', fields: { search: [NUL_MESSAGE] } });
    expect(await writes()).toBe(before);
  });

  it('still accepts other control characters and Arabic text', async () => {
    const res = await app.request('POST', '/api/v1/console/hr/departments', {
      token: tenant.owner.token,
      body: { name: `Tab\there ${randomUUID().slice(0, 6)}`, nameAr: 'المطبخ' },
    });
    expect(res.status).toBe(200);
  });
});
