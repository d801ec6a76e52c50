import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { startTestApp, type TestApp } from '../support/test-app';
import { createTenant, type TestTenant } from '../support/factories';
import {
  type DocOperation,
  encodeLoosely,
  fillPath,
  type OpenApiDocument,
  operationsOf,
  propertiesOf,
  resolve,
  typeOf,
  validSample,
} from '../support/fuzz/openapi-model';
import { deepNesting, hostileString, hostileValue, nonJsonBody, unknownFieldName } from '../support/fuzz/hostile-values';
import { DatabaseFingerprint } from '../support/fuzz/db-fingerprint';
import { envelopeProblem } from '../support/fuzz/envelope-check';
import { FUZZ_SEED, FUZZ_TIMEOUT_MS, fuzzRuns, reportSeed } from '../support/fuzz/fuzz-settings';
import { idForPath, resourceKey, type SeededResource, seedResources, withNamedSamples } from '../support/fuzz/seed-resources';
import { SEED_RECIPES } from '../support/fuzz/seed-recipes';

/*
 * Property-based bad input over every operation of the OpenAPI document (built from the route
 * tables, so new routes are fuzzed as soon as they are registered). Each case starts from a valid
 * request on real records and breaks one thing: a field's type or value, an unknown field, the
 * whole body, a path or query parameter, or the body's syntax. Every answer must be below 500 and
 * in the envelope, and a refused request must leave the database as it was.
 */

type Attack =
  | { kind: 'field'; pick: number; value: unknown }
  | { kind: 'unknown'; name: string; value: unknown }
  | { kind: 'body'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string }
  | { kind: 'path'; value: string }
  | { kind: 'query'; pick: number; value: string };

const attack: fc.Arbitrary<Attack> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('field' as const), pick: fc.nat(), value: hostileValue }), weight: 5 },
  { arbitrary: fc.record({ kind: fc.constant('unknown' as const), name: unknownFieldName, value: hostileValue }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('body' as const), value: fc.oneof(hostileValue, deepNesting) }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('raw' as const),
      text: nonJsonBody,
      contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1'),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('path' as const), value: hostileString }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('query' as const), pick: fc.nat(), value: hostileString }), weight: 2 },
);

/** Cases per operation in `npm test`; the soak's FUZZ_RUNS gives this suite 60% of its cases. */
const PER_OPERATION = 1;

describe('REST fuzz: hostile input on every operation of the OpenAPI document', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let token: string;
  let doc: OpenApiDocument;
  let operations: DocOperation[];
  let resources: Map<string, SeededResource>;
  let fingerprint: DatabaseFingerprint;

  beforeAll(async () => {
    app = await startTestApp({ config: { webhookAllowPrivateNetworks: true } });
    tenant = await createTenant(app.runtime);
    token = tenant.owner.token;
    doc = (await app.request('GET', '/api/v1/openapi.json')).body;
    operations = operationsOf(doc);
    const seeded = await seedResources(
      doc,
      operations,
      (method, path, body) => app.request(method, path, { token, body }),
      { branch: tenant.branchId },
      SEED_RECIPES,
    );
    resources = seeded.resources;
    fingerprint = new DatabaseFingerprint(app.runtime.db.dataSource);
  }, 120_000);
  afterAll(() => app?.close());

  /** The seeded record for a body field naming a resource (departmentId → the department). */
  function idFor(field: string): string | undefined {
    if (field === 'branchId') return tenant.branchId;
    const key = field.endsWith('Id') ? field.slice(0, -2) : undefined;
    return [...resources.values()].find((resource) => resourceKey(resource.collection) === key)?.id;
  }

  function buildRequest(operation: DocOperation, hit: Attack): { path: string; body?: unknown; rawBody?: string; headers: Record<string, string> } {
    const headers: Record<string, string> = {};
    const pathParameter = (name: string) => (hit.kind === 'path' ? hit.value : (idForPath(operation.path, name, resources) ?? randomUUID()));
    let path = fillPath(operation.path, pathParameter);
    const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
    if (hit.kind === 'query' && queryParameters.length) {
      const parameter = queryParameters[hit.pick % queryParameters.length];
      path += `?${encodeURIComponent(parameter.name)}=${encodeLoosely(hit.value)}`;
    }
    for (const parameter of operation.parameters) {
      if (parameter.in === 'header' && parameter.required) headers[parameter.name] = `fuzz-${randomUUID()}`;
    }
    if (operation.method === 'GET') return { path, headers };
    if (hit.kind === 'raw') return { path, rawBody: hit.text, headers: { ...headers, 'content-type': hit.contentType } };
    if (hit.kind === 'body') return { path, body: hit.value, headers };
    const body = (operation.body ? withNamedSamples(validSample(doc, operation.body, '', idFor)) : {}) as Record<string, unknown>;
    if (hit.kind === 'unknown') body[hit.name] = hit.value;
    if (hit.kind === 'field') {
      const names = Object.keys(propertiesOf(doc, operation.body));
      if (names.length) body[names[hit.pick % names.length]] = hit.value;
      else body.unexpected = hit.value;
    }
    return { path, body, headers };
  }

  it('derives the operations from the document, with records to aim at', () => {
    expect(operations.length).toBeGreaterThan(150);
    expect(resources.size).toBeGreaterThan(15);
  });

  it(
    'never answers 5xx, always the envelope, and a refused request changes nothing',
    async () => {
      let before = await fingerprint.take();
      let cases = 0;
      const runs = fuzzRuns(PER_OPERATION, 0.6 / operations.length);
      try {
        for (const [index, operation] of operations.entries()) {
          await fc.assert(
            fc.asyncProperty(attack, async (hit) => {
              cases++;
              const request = buildRequest(operation, hit);
              let answer = await app.request(operation.method, request.path, { token, ...request });
              if (answer.status === 401 && operation.security.includes('bearerAuth')) {
                // A fuzzed sign-out may have ended the session: sign in again and repeat the case.
                token = await tenant.tokenFor(tenant.owner, tenant.branchId);
                answer = await app.request(operation.method, request.path, { token, ...request });
              }
              const label = `${operation.method} ${operation.path} (${hit.kind}) → ${answer.status}`;
              const problem = envelopeProblem(request.path, answer, { fileOnSuccess: operation.fileResponse });
              if (problem) throw new Error(`${label}: ${problem}`);
              const after = await fingerprint.take();
              if (answer.status >= 400) {
                const changed = DatabaseFingerprint.diff(before, after);
                if (changed.length) throw new Error(`${label}: a refused request changed ${changed.join(', ')}`);
              }
              before = after;
            }),
            { seed: FUZZ_SEED + index, numRuns: runs, endOnFailure: true },
          );
        }
      } catch (error) {
        reportSeed('REST fuzz', error);
      }

      if (process.env.FUZZ_REPORT) console.log(`FIGURES rest-fuzz cases=${cases} faults=0`);
      expect(cases).toBeGreaterThanOrEqual(operations.length);
    },
    FUZZ_TIMEOUT_MS,
  );

  it('finds typed JSON bodies in the document for the field attacks to break', () => {
    const typed = operations.filter((operation) => operation.body && typeOf(resolve(doc, operation.body)) === 'object');
    expect(typed.length).toBeGreaterThan(50);
  });
});
