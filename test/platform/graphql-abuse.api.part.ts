import { startTestApp, type TestApp } from '../support/test-app';
import { createTenant, type TestTenant } from '../support/factories';
import { buildServiceSchema } from '../../src/bootstrap';
import { GRAPHQL_LIMITS } from '../../src/core/graphql/limits';
import { countRootResolvers } from '../support/fuzz/resolver-counter';

/*
 * Abusive GraphQL documents (too deep, too many aliases, too costly, batched, fragment cycles,
 * too many tokens or directives) are refused before any resolver runs: a counter on every root
 * resolver of the schema the service executes proves it, where timings could not.
 */

describe('GraphQL abuse is refused before any resolver runs', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let counter: ReturnType<typeof countRootResolvers>;

  beforeAll(async () => {
    counter = countRootResolvers(buildServiceSchema().schema);
    app = await startTestApp();
    tenant = await createTenant(app.runtime);
  });
  afterAll(() => app.close());

  async function refusedBeforeResolvers(body: unknown): Promise<{ status: number; body: any }> {
    counter.reset();
    const answer = await app.request('POST', '/graphql', { token: tenant.owner.token, body });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(counter.calls()).toBe(0);
    return answer;
  }

  it('counts resolver calls of an ordinary query (the counter is wired to the executed schema)', async () => {
    counter.reset();
    const answer = await app.graphql('{ departments { total } }', {}, { token: tenant.owner.token });
    expect(answer.status).toBe(200);
    expect(counter.calls()).toBe(1);
  });

  it('refuses a document deeper than the limit', async () => {
    // Validation runs every rule on the whole document, so the depth rule reports even where the
    // nested fields do not exist; no object type of the schema nests ten levels deep.
    let selection = 'id';
    for (let level = 0; level < GRAPHQL_LIMITS.maxDepth + 5; level++) selection = `department { ${selection} }`;
    const answer = await refusedBeforeResolvers({ query: `{ positions { items { ${selection} } } }` });
    expect(JSON.stringify(answer.body)).toMatch(/depth/i);
  });

  it('refuses more aliases than the limit', async () => {
    const aliases = Array.from({ length: GRAPHQL_LIMITS.maxAliases + 10 }, (_, index) => `a${index}: departments { total }`).join(' ');
    const answer = await refusedBeforeResolvers({ query: `{ ${aliases} }` });
    expect(JSON.stringify(answer.body)).toMatch(/alias/i);
  });

  it('refuses a document whose cost exceeds the limit', async () => {
    const fields = Array.from({ length: 14 }, (_, index) => `c${index}: employees { items { id fullName department { id name } position { id name } } }`).join(
      ' ',
    );
    const body = { query: `{ ${fields} ${fields.replace(/c(\d+):/g, 'd$1:')} }` };
    const answer = await refusedBeforeResolvers(body);
    expect(JSON.stringify(answer.body)).toMatch(/cost|alias/i);
  });

  it('refuses batched requests (an array of operations)', async () => {
    await refusedBeforeResolvers([{ query: '{ departments { total } }' }, { query: '{ positions { total } }' }]);
  });

  it('refuses fragment cycles', async () => {
    const query = `
      query { departments { items { ...A } } }
      fragment A on Department { id ...B }
      fragment B on Department { name ...A }`;
    const answer = await refusedBeforeResolvers({ query });
    expect(JSON.stringify(answer.body)).toMatch(/Cannot spread fragment/);
  });

  it('refuses a document with more tokens than the limit', async () => {
    await refusedBeforeResolvers({ query: `{ departments { total ${'__typename '.repeat(GRAPHQL_LIMITS.maxTokens)} } }` });
  });

  it('refuses more directives than the limit', async () => {
    await refusedBeforeResolvers({ query: `{ departments { total ${'@include(if: true) '.repeat(GRAPHQL_LIMITS.maxDirectives + 5)} } }` });
  });

  it('refuses a mutation and a query of unknown fields without running the valid sibling', async () => {
    await refusedBeforeResolvers({ query: 'mutation { createDepartment(input: { name: "Never" }) { id } nope }' });
    const list = await app.graphql('{ departments(list: { search: "Never" }) { total } }', {}, { token: tenant.owner.token });
    expect(list.body.data.departments.total).toBe(0);
  });
});
