import fc from 'fast-check';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  getNullableType,
  type GraphQLField,
  type GraphQLSchema,
  isInputObjectType,
  isLeafType,
} from 'graphql';
import { startTestApp, type TestApp } from '../support/test-app';
import { createTenant, type TestTenant } from '../support/factories';
import { sample } from '../support/input-samples';
import { deepNesting, hostileString, hostileValue, nonJsonBody, unknownFieldName } from '../support/fuzz/hostile-values';
import { DatabaseFingerprint } from '../support/fuzz/db-fingerprint';
import { envelopeProblem } from '../support/fuzz/envelope-check';
import { FUZZ_SEED, FUZZ_TIMEOUT_MS, fuzzRuns, reportSeed } from '../support/fuzz/fuzz-settings';

/*
 * Property-based bad input over every mutation of the schema, read by introspection (so a new
 * module's mutations are fuzzed as soon as they exist): valid sample variables with one thing
 * broken (an argument or an input field of the wrong type or value, an unknown field, the
 * variables themselves), hostile literals written into the document, and bodies that are not
 * JSON. Never a 5xx, always GraphQL's error shape with a code, and nothing written by a refusal.
 */

type Attack =
  | { kind: 'argument'; pick: number; value: unknown }
  | { kind: 'inputField'; pick: number; value: unknown }
  | { kind: 'unknown'; name: string; value: unknown }
  | { kind: 'variables'; value: unknown }
  | { kind: 'literal'; text: string }
  | { kind: 'raw'; text: string };

const literal = fc.oneof(
  hostileString.map((text) => JSON.stringify(text)),
  fc.constantFrom('99999999999999999999999', '-1', '1.5e308', 'null', 'true', '[[[[[[]]]]]]', '{a: 1}', 'FOO_ENUM', '$undeclared', '"\\u0000"'),
);

const attack: fc.Arbitrary<Attack> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('argument' as const), pick: fc.nat(), value: hostileValue }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('inputField' as const), pick: fc.nat(), value: hostileValue }), weight: 4 },
  {
    arbitrary: fc.record({ kind: fc.constant('unknown' as const), name: unknownFieldName.filter((name) => name !== '__proto__'), value: hostileValue }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('variables' as const), value: fc.oneof(hostileValue, deepNesting) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('literal' as const), text: literal }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('raw' as const), text: nonJsonBody }), weight: 1 },
);

/** Cases per mutation in `npm test`; the soak's FUZZ_RUNS gives this suite 40% of its cases. */
const PER_MUTATION = 1;

describe('GraphQL fuzz: hostile input on every mutation of the schema', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let token: string;
  let schema: GraphQLSchema;
  let mutations: GraphQLField<unknown, unknown>[];
  let fingerprint: DatabaseFingerprint;

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await createTenant(app.runtime);
    token = tenant.owner.token;
    const introspection = await app.graphql(getIntrospectionQuery(), {}, { token });
    schema = buildClientSchema(introspection.body.data);
    mutations = Object.values(schema.getMutationType()!.getFields());
    fingerprint = new DatabaseFingerprint(app.runtime.db.dataSource);
  });
  afterAll(() => app?.close());

  function selectionOf(field: GraphQLField<unknown, unknown>): string {
    return isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  }

  function buildBody(field: GraphQLField<unknown, unknown>, hit: Attack): { body?: unknown; rawBody?: string } {
    if (hit.kind === 'raw') return { rawBody: hit.text };
    const declared = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
    const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
    const variables: Record<string, unknown> = Object.fromEntries(field.args.map((arg) => [arg.name, sample(arg.type)]));
    if (hit.kind === 'literal') {
      // The first argument written into the document instead of passed as a variable.
      const [first, ...rest] = field.args;
      const args = [first ? `${first.name}: ${hit.text}` : `unknownArgument: ${hit.text}`, ...rest.map((arg) => `${arg.name}: $${arg.name}`)].join(', ');
      const restDeclared = rest.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
      if (first) delete variables[first.name];
      return { body: { query: `mutation${restDeclared ? `(${restDeclared})` : ''} { ${field.name}(${args})${selectionOf(field)} }`, variables } };
    }
    const query = `mutation${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selectionOf(field)} }`;
    if (hit.kind === 'variables') return { body: { query, variables: hit.value } };
    if (hit.kind === 'argument' && field.args.length) variables[field.args[hit.pick % field.args.length].name] = hit.value;
    const inputArg = field.args.find((arg) => isInputObjectType(getNullableType(arg.type)));
    const input = inputArg ? (variables[inputArg.name] as Record<string, unknown>) : undefined;
    if (hit.kind === 'inputField' && inputArg && input) {
      const names = Object.keys((getNullableType(inputArg.type) as import('graphql').GraphQLInputObjectType).getFields());
      input[names[hit.pick % names.length]] = hit.value;
    }
    if (hit.kind === 'unknown') {
      if (input) input[hit.name] = hit.value;
      else variables[hit.name] = hit.value;
    }
    return { body: { query, variables } };
  }

  it('finds the mutations by introspection', () => {
    expect(mutations.length).toBeGreaterThan(100);
  });

  it(
    'never answers 5xx, always a GraphQL error with a code, and a refused mutation changes nothing',
    async () => {
      let before = await fingerprint.take();
      let cases = 0;
      const runs = fuzzRuns(PER_MUTATION, 0.4 / mutations.length);
      try {
        for (const [index, field] of mutations.entries()) {
          await fc.assert(
            fc.asyncProperty(attack, async (hit) => {
              cases++;
              const request = buildBody(field, hit);
              let answer = await app.request('POST', '/graphql', { token, ...request });
              if (answer.status === 401 || answer.body?.errors?.[0]?.extensions?.code === 'UNAUTHORIZED') {
                // A fuzzed sign-out may have ended the session: sign in again and repeat the case.
                token = await tenant.tokenFor(tenant.owner, tenant.branchId);
                answer = await app.request('POST', '/graphql', { token, ...request });
              }
              const label = `${field.name} (${hit.kind}) → ${answer.status}`;
              const problem = envelopeProblem('/graphql', answer);
              if (problem) throw new Error(`${label}: ${problem}`);
              const internal = (answer.body?.errors ?? []).find((error: any) => error.extensions?.code === 'INTERNAL');
              if (internal) throw new Error(`${label}: INTERNAL error ${internal.message}`);
              const after = await fingerprint.take();
              const refused = Array.isArray(answer.body?.errors) && answer.body.errors.length > 0;
              if (refused) {
                const changed = DatabaseFingerprint.diff(before, after);
                if (changed.length) throw new Error(`${label}: a refused mutation changed ${changed.join(', ')}`);
              }
              before = after;
            }),
            { seed: FUZZ_SEED + 10_000 + index, numRuns: runs, endOnFailure: true },
          );
        }
      } catch (error) {
        reportSeed('GraphQL fuzz', error);
      }

      if (process.env.FUZZ_REPORT) console.log(`FIGURES graphql-fuzz cases=${cases} faults=0`);
      expect(cases).toBeGreaterThanOrEqual(mutations.length);
    },
    FUZZ_TIMEOUT_MS,
  );
});
