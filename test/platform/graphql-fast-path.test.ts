import { buildSchema, execute, parse } from 'graphql';
import { startTestApp, type TestApp, type HttpResult } from '../support/test-app';
import { createTenant, type TestTenant } from '../support/factories';
import { CompiledOperations } from '../../src/core/graphql/compiled-operations';
import { fastPathExecutor } from '../../src/core/graphql/fast-path';

const C = '/api/v1/console';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g;

/** Ids and timestamps differ between the two organisations; everything else must not. */
function normalized(result: HttpResult): unknown {
  return { status: result.status, body: JSON.parse(JSON.stringify(result.body).replace(UUID, '<uuid>').replace(TIME, '<time>')) };
}

/** The same data in each organisation, created through the REST bridge. */
async function seed(app: TestApp, tenant: TestTenant): Promise<void> {
  const token = tenant.owner.token;
  const grill = await app.request('POST', `${C}/hr/departments`, { token, body: { name: 'Grill' } });
  await app.request('POST', `${C}/hr/departments`, { token, body: { name: 'Bar' } });
  const position = await app.request('POST', `${C}/hr/positions`, { token, body: { title: 'Cook', departmentId: grill.body.data.id, baseSalary: 800_000 } });
  const employee = await app.request('POST', `${C}/hr/employees`, {
    token,
    body: {
      fullName: 'Ali Hassan',
      hireDate: '2024-01-15',
      baseSalary: 800_000,
      allowances: 200_000,
      departmentId: grill.body.data.id,
      positionId: position.body.data.id,
    },
  });
  if (employee.status !== 200) throw new Error(JSON.stringify(employee.body));
}

interface Case {
  name: string;
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  caller?: 'owner' | 'staff' | 'anonymous';
  /** Apollo stops before execution (parse, validation, operation resolution), or graphql-js runs it. */
  notCompiled?: boolean;
}

const CASES: Case[] = [
  {
    name: 'a query with variables, a fragment and aliases',
    query: `query Page($list: ListArgs) { first: departments(list: $list) { ...Rows total totalPages } second: departments(list: {perPage: 1, page: 2}) { items { name } } }
            fragment Rows on DepartmentPage { items { id name nameAr createdAt deletedAt } page perPage }`,
    variables: { list: { perPage: 5 } },
  },
  {
    name: 'a nested page (employee with department, position and history)',
    query:
      '{ employees { items { __typename fullName monthlyPay baseSalary department { name } position { title department { name } } statusHistory { toStatus } } total } }',
  },
  {
    name: 'a document with two operations, one chosen by name',
    query: 'query A { departments { total } } query B { positions { items { title } } }',
    operationName: 'B',
  },
  { name: 'an unknown operation name', query: 'query A { departments { total } }', operationName: 'Nope', notCompiled: true },
  { name: 'a validation error (unknown field)', query: '{ departments { items { nope } } }', notCompiled: true },
  {
    name: 'a depth limit (graphql-armor)',
    query: `{ employees { items { ${'position { department { '.repeat(5)}id${' } }'.repeat(5)} } } }`,
    notCompiled: true,
  },
  {
    name: 'too many aliases (graphql-armor)',
    query: `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: departments { total }`).join(' ')} }`,
    notCompiled: true,
  },
  { name: 'a variable of the wrong type', query: 'query($id: UUID!) { department(id: $id) { id } }', variables: { id: 'not-a-uuid' } },
  { name: 'a missing required variable', query: 'query($id: UUID!) { department(id: $id) { id } }', variables: {} },
  {
    name: 'not found on a non-null root field, next to a field that succeeds',
    query: '{ departments { total } department(id: "00000000-0000-4000-8000-000000000000") { id name } }',
  },
  { name: 'a 422 with field messages', query: 'mutation { createDepartment(input: {name: ""}) { id } }' },
  {
    name: 'a mutation with variables',
    query: 'mutation($input: CreateDepartmentInput!) { createDepartment(input: $input) { id name nameAr deletedAt } }',
    variables: { input: { name: 'Cashiers', nameAr: 'الصرافون' } },
  },
  { name: 'a 409 conflict', query: 'mutation { createDepartment(input: {name: "grill"}) { id } }' },
  {
    name: 'two mutations in order, the second failing',
    query: 'mutation { a: createDepartment(input: {name: "Pastry"}) { name } b: createDepartment(input: {name: "Pastry"}) { name } }',
  },
  { name: 'forbidden for a role without the scope', query: 'mutation { createDepartment(input: {name: "Nope"}) { id } }', caller: 'staff' },
  { name: 'a self-service caller (own records only)', query: '{ employees { items { fullName } } }', caller: 'staff' },
  { name: 'unauthenticated', query: '{ departments { total } }', caller: 'anonymous' },
  { name: 'introspection (runs on graphql-js)', query: '{ __type(name: "Department") { name fields { name } } }', notCompiled: true },
  { name: 'a syntax error', query: '{ departments { total }', notCompiled: true },
];

describe('GraphQL fast path (graphql-jit behind Apollo) answers exactly as graphql-js', () => {
  let jit: TestApp;
  let js: TestApp;
  let jitTenant: TestTenant;
  let jsTenant: TestTenant;
  const callers = new Map<TestTenant, Record<'owner' | 'staff', string>>();

  beforeAll(async () => {
    jit = await startTestApp();
    js = await startTestApp({ database: jit.database, config: { graphqlExecution: 'graphql-js' } });
    jitTenant = await createTenant(jit.runtime, { name: 'Fast path' });
    jsTenant = await createTenant(js.runtime, { name: 'Fast path' });
    for (const tenant of [jitTenant, jsTenant]) {
      await seed(jit, tenant);
      callers.set(tenant, { owner: tenant.owner.token, staff: (await tenant.member('Staff')).token });
    }
  });

  afterAll(async () => {
    await js?.close();
    await jit?.close();
  });

  it('runs on the compiled path in one app and on graphql-js in the other', () => {
    expect(jit.instance.compiledOperations).not.toBeNull();
    expect(js.instance.compiledOperations).toBeNull();
  });

  it.each(CASES)('gives the same status, data and errors for $name', async ({ query, variables, operationName, caller = 'owner', notCompiled }) => {
    const send = (app: TestApp, tenant: TestTenant) =>
      app.request('POST', '/graphql', {
        token: caller === 'anonymous' ? undefined : callers.get(tenant)![caller],
        body: { query, variables, ...(operationName ? { operationName } : {}) },
      });
    const viaJs = await send(js, jsTenant);
    const viaJit = await send(jit, jitTenant);
    expect(normalized(viaJit)).toEqual(normalized(viaJs));
    expect(jit.instance.compiledOperations!.isCompiled(query, operationName)).toBe(!notCompiled);
    if (process.env.FAST_PATH_DEBUG) console.log(JSON.stringify(normalized(viaJit)).slice(0, 400));
  });

  it('compiles each document once and serves repeats from the cache', async () => {
    const query = '{ departments(list: {perPage: 2}) { items { name } total } }';
    const cache = jit.instance.compiledOperations!;
    await jit.graphql(query, {}, { token: jitTenant.owner.token });
    const compiles = cache.compileCount;
    const again = await jit.graphql(query, {}, { token: jitTenant.owner.token });
    expect(again.body.data.departments.items).toHaveLength(2);
    expect(cache.compileCount).toBe(compiles);
    expect(cache.fallbackReason(query)).toBeNull();
  });

  it('sends introspection to graphql-js', async () => {
    const query = '{ __schema { queryType { name } } }';
    await jit.graphql(query, {}, { token: jitTenant.owner.token });
    expect(jit.instance.compiledOperations!.fallbackReason(query)).toBe('introspection');
  });

  it('keeps results of one caller from another (the cache holds code, not answers)', async () => {
    const query = '{ departments { items { name } total } }';
    const other = await createTenant(jit.runtime, { name: 'Empty' });
    const full = await jit.graphql(query, {}, { token: jitTenant.owner.token });
    const empty = await jit.graphql(query, {}, { token: other.owner.token });
    expect(full.body.data.departments.total).toBeGreaterThan(0);
    expect(empty.body.data.departments).toEqual({ items: [], total: 0 });
  });
});

describe('CompiledOperations', () => {
  const schema = buildSchema('type Query { a: Int b: Int c: Int }');
  const documents = ['{ a }', '{ b }', '{ c }'];

  it('holds at most its bound, dropping the least recently used document', () => {
    const cache = new CompiledOperations(schema, 2);
    for (const source of documents) cache.lookup(source, null, parse(source));
    expect(cache.size).toBe(2);
    expect(cache.compileCount).toBe(3);
    cache.lookup('{ c }', null, parse('{ c }'));
    expect(cache.compileCount).toBe(3);
    cache.lookup('{ a }', null, parse('{ a }'));
    expect(cache.compileCount).toBe(4);
    expect(cache.size).toBe(2);
  });

  it('keys entries by operation name as well as text', () => {
    const cache = new CompiledOperations(schema, 10);
    const source = 'query X { a } query Y { b }';
    expect(cache.lookup(source, 'X', parse(source))).not.toBeNull();
    expect(cache.lookup(source, 'Y', parse(source))).not.toBeNull();
    expect(cache.size).toBe(2);
  });

  it('gives the same parsed document the compilation of the operation named, whichever was asked before', async () => {
    const cache = new CompiledOperations(schema, 10);
    const source = 'query X { a } query Y { b }';
    const document = parse(source);
    const run = async (name: string) => (await cache.lookup(source, name, document)!.query({ a: 1, b: 2 }, {}, {})).data;
    expect(await run('X')).toEqual({ a: 1 });
    expect(await run('Y')).toEqual({ b: 2 });
    expect(await run('X')).toEqual({ a: 1 });
    expect(cache.compileCount).toBe(2);
  });

  it('keeps its bound and its order of eviction when the same parsed documents come back', () => {
    const cache = new CompiledOperations(schema, 2);
    const parsed = documents.map((source) => parse(source));
    documents.forEach((source, i) => cache.lookup(source, null, parsed[i]));
    expect(cache.size).toBe(2);
    cache.lookup(documents[2], null, parsed[2]);
    expect(cache.compileCount).toBe(3);
    // '{ a }' left first; its document object is still known, but its compilation is gone.
    cache.lookup(documents[0], null, parsed[0]);
    expect(cache.compileCount).toBe(4);
    expect(cache.size).toBe(2);
    expect(cache.isCompiled(documents[1])).toBe(false);
  });

  it('leaves documents it cannot compile to graphql-js and remembers why', () => {
    const cache = new CompiledOperations(schema, 10);
    const source = 'query X { a } query Y { b }';
    expect(cache.lookup(source, null, parse(source))).toBeNull();
    expect(cache.fallbackReason(source)).toMatch(/operation/i);
  });
});

describe('fastPathExecutor', () => {
  it('gives an unexpected fault the same error object graphql-js gives it (extensions included)', async () => {
    const schema = buildSchema('type Query { rows: [Row!]! } type Row { id: ID }');
    schema.getQueryType()!.getFields().rows.resolve = async () => {
      throw new Error('relation "hr_departments" does not exist');
    };
    const source = '{ rows { id } }';
    const document = parse(source);
    const operation = document.definitions[0] as any;
    const run = fastPathExecutor(schema, new CompiledOperations(schema));
    const viaJit = await run({ request: { variables: {} }, document, operation, source, context: {} } as any);
    const viaJs = await execute({ schema, document, contextValue: {} });
    expect(viaJit.errors![0].extensions).toEqual({});
    expect(viaJit.errors![0].originalError?.message).toBe('relation "hr_departments" does not exist');
    expect(JSON.parse(JSON.stringify(viaJit))).toEqual(JSON.parse(JSON.stringify(viaJs)));
  });
});
