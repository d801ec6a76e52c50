import { startTestApp, type TestApp } from '../support/test-app';
import { createTenant, type TestTenant } from '../support/factories';

const DEPARTMENTS = '/api/v1/console/hr/departments';
const NOT_FOUND_ENVELOPE = { success: false, data: null, message: expect.any(String), code: 404, errors: null };

describe('HTTP edges', () => {
  let app: TestApp;
  let tenant: TestTenant;

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await createTenant(app.runtime);
  });
  afterAll(() => app.close());

  describe('unknown routes', () => {
    it('answers an unknown path with the 404 envelope', async () => {
      const res = await app.request('GET', '/api/v1/console/nothing-here', { token: tenant.owner.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND_ENVELOPE);
      const anonymous = await app.request('POST', '/no/such/path', { body: {} });
      expect(anonymous.status).toBe(404);
      expect(anonymous.body).toEqual(NOT_FOUND_ENVELOPE);
    });

    it('answers an unknown method on a known path with the 404 envelope', async () => {
      const res = await app.request('PATCH', DEPARTMENTS, { token: tenant.owner.token, body: { name: 'x' } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND_ENVELOPE);
      const del = await app.request('DELETE', DEPARTMENTS, { token: tenant.owner.token });
      expect(del.status).toBe(404);
    });

    it('answers a path id that is not validly percent-encoded with 422 on that id', async () => {
      const res = await app.request('PUT', `${DEPARTMENTS}/%E0%A4%A`, { token: tenant.owner.token, body: { name: 'x' } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ id: ['is not validly percent-encoded'] });
    });

    it('answers OPTIONS on a known path with its methods and on an unknown path with 404', async () => {
      const res = await app.request('OPTIONS', `${DEPARTMENTS}/0b6f3c1e-0000-4000-8000-000000000000`);
      expect(res.status).toBe(204);
      expect(res.headers.get('allow')?.split(', ').sort()).toEqual(['DELETE', 'OPTIONS', 'PUT']);
      const unknown = await app.request('OPTIONS', '/api/v1/console/nothing-here');
      expect(unknown.status).toBe(404);
    });

    it('serves HEAD on a list path with the GET route, no body and the length the GET body has', async () => {
      const get = await app.request('GET', `${DEPARTMENTS}/`, { token: tenant.owner.token });
      const res = await app.request('HEAD', `${DEPARTMENTS}/`, { token: tenant.owner.token });
      expect(res.status).toBe(200);
      expect(res.body).toBeNull();
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.headers.get('content-length')).toBe(get.headers.get('content-length'));
    });

    it('states the exact UTF-8 length of a JSON answer holding Arabic text', async () => {
      const created = await app.request('POST', DEPARTMENTS, { token: tenant.owner.token, body: { name: 'قسم المطبخ الرئيسي' } });
      expect(created.status).toBe(200);
      const res = await app.request('GET', `${DEPARTMENTS}?PerPage=100`, { token: tenant.owner.token });
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).toContain('قسم المطبخ الرئيسي');
      expect(res.headers.get('transfer-encoding')).toBeNull();
      expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(JSON.stringify(res.body)));
    });
  });

  describe('X-Request-Id', () => {
    it('echoes a sane caller id and generates one otherwise', async () => {
      const echoed = await app.request('GET', '/healthz', { headers: { 'X-Request-Id': 'trace-1234567890' } });
      expect(echoed.headers.get('x-request-id')).toBe('trace-1234567890');
      const generated = await app.request('GET', DEPARTMENTS, { token: tenant.owner.token });
      expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const hostile = await app.request('GET', '/healthz', { headers: { 'X-Request-Id': 'bad id\twith spaces' } });
      expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const onError = await app.request('GET', '/nope', { headers: { 'X-Request-Id': 'trace-error-0001' } });
      expect(onError.headers.get('x-request-id')).toBe('trace-error-0001');
    });
  });

  describe('GraphQL over HTTP', () => {
    it('answers a query sent with GET and its query string, with an exact content-length', async () => {
      const query = encodeURIComponent('{ departments { total } }');
      const res = await app.request<any>('GET', `/graphql?query=${query}#ignored`, {
        token: tenant.owner.token,
        headers: { 'apollo-require-preflight': 'true' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { departments: { total: expect.any(Number) } } });
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(JSON.stringify(res.body)) + 1);
    });

    it('refuses a GET without a preflight header (CSRF prevention) and a mutation sent with GET', async () => {
      const plain = await app.request<any>('GET', `/graphql?query=${encodeURIComponent('{ __typename }')}`, { token: tenant.owner.token });
      expect(plain.status).toBe(400);
      const mutation = encodeURIComponent('mutation { createDepartment(input: { name: "Over GET" }) { id } }');
      const res = await app.request<any>('GET', `/graphql?query=${mutation}`, { token: tenant.owner.token, headers: { 'apollo-require-preflight': 'true' } });
      expect(res.status).toBe(405);
      const list = await app.graphql<any>('{ departments(list: { search: "Over GET" }) { total } }', undefined, { token: tenant.owner.token });
      expect(list.body.data.departments.total).toBe(0);
    });

    it('serves the landing page to a browser asking for HTML', async () => {
      const res = await app.request<string>('GET', '/graphql', { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.body).toContain('<html');
    });

    it('serves other spellings of the API paths through the same chains, credentials included', async () => {
      const graphql = await app.request<any>('POST', '/GraphQL', { token: tenant.owner.token, body: { query: '{ departments { total } }' } });
      expect(graphql.status).toBe(200);
      expect(graphql.body.data.departments.total).toEqual(expect.any(Number));
      const rest = await app.request<any>('GET', '/API/V1/console/hr/departments', { token: tenant.owner.token });
      expect(rest.status).toBe(200);
      expect(rest.body.success).toBe(true);
      const anonymous = await app.request<any>('GET', '/Api/v1/console/hr/departments');
      expect(anonymous.status).toBe(401);
    });
  });

  describe('GraphQL document limits', () => {
    const gql = (query: string) => app.graphql(query, undefined, { token: tenant.owner.token });
    const firstCode = (res: { body: any }) => res.body.errors?.[0]?.extensions?.code;

    it('accepts an ordinary query', async () => {
      const res = await gql('{ departments { items { id name } total } }');
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
    });

    it('rejects a document nested too deep', async () => {
      // The schema has no cycles deep enough yet, so the over-deep part names unknown fields; the
      // depth rule reports it on its own, whatever else is wrong with the document.
      const deep = `{ departments { items { ${'x { '.repeat(10)}y${' }'.repeat(10)} } } }`;
      const res = await gql(deep);
      expect(res.status).toBe(400);
      expect(firstCode(res)).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(res.body.errors.map((e: { message: string }) => e.message).join(' ')).toMatch(/depth/i);
    });

    it('rejects too many aliases', async () => {
      const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: departments { total }`).join(' ');
      const res = await gql(`{ ${aliases} }`);
      expect(res.status).toBe(400);
      expect(firstCode(res)).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(res.body.errors[0].message).toMatch(/alias/i);
    });

    it('rejects a document that costs too much', async () => {
      // About 2,400 tokens (under the token limit) but a cost above 5,000.
      const res = await gql(`{ departments { items { ${Array.from({ length: 2400 }, () => 'name').join(' ')} } } }`);
      expect(res.status).toBe(400);
      expect(firstCode(res)).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(res.body.errors.map((e: { message: string }) => e.message).join(' ')).toMatch(/cost/i);
    });

    it('rejects a document with too many tokens', async () => {
      const huge = `{ departments { items { ${Array.from({ length: 6000 }, () => 'id').join(' ')} } } }`;
      const res = await gql(huge);
      expect(res.status).toBe(400);
      expect(firstCode(res)).toBe('GRAPHQL_PARSE_FAILED');
    });
  });
});

describe('unhandled faults', () => {
  let app: TestApp;
  let tenant: TestTenant;

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await createTenant(app.runtime);
    // Break the database under the service (this test's own database only).
    await app.runtime.db.dataSource.query('DROP TABLE hr_positions');
    await app.runtime.db.dataSource.query('DROP TABLE hr_departments');
  });
  afterAll(() => app.close());

  const leaks = (text: string) => /hr_departments|relation|does not exist|select|QueryFailed|at .*\.ts|\bstack\b/i.test(text);

  it('answers REST with the 500 INTERNAL envelope and no internal detail', async () => {
    const res = await app.request('GET', DEPARTMENTS, { token: tenant.owner.token });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, data: null, message: expect.any(String), code: 500, errors: null });
    expect(leaks(JSON.stringify(res.body))).toBe(false);
    const write = await app.request('POST', DEPARTMENTS, { token: tenant.owner.token, body: { name: 'Kitchen' } });
    expect(write.status).toBe(500);
    expect(leaks(JSON.stringify(write.body))).toBe(false);
  });

  it('answers GraphQL with an INTERNAL error and no internal detail', async () => {
    const res = await app.graphql('{ departments { items { id } } }', undefined, { token: tenant.owner.token });
    expect(res.body.data).toBeNull();
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].extensions).toEqual({ code: 'INTERNAL', status: 500 });
    expect(leaks(JSON.stringify(res.body))).toBe(false);
  });
});

describe('introspection in production', () => {
  let app: TestApp;
  let tenant: TestTenant;

  beforeAll(async () => {
    // SMTP_URL is only checked at start-up in production; nothing here sends mail.
    app = await startTestApp({ config: { isProduction: true, graphqlIntrospection: 'authenticated', smtpUrl: 'smtp://127.0.0.1:9' } });
    tenant = await createTenant(app.runtime);
  });
  afterAll(() => app.close());

  const introspection = '{ __schema { queryType { name } } }';

  it('refuses anonymous callers', async () => {
    const res = await app.graphql(introspection);
    expect(res.body.data?.__schema).toBeUndefined();
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    const typeProbe = await app.graphql('{ __type(name: "Department") { name } }');
    expect(typeProbe.body.errors[0].extensions).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses a caller whose token is not valid', async () => {
    const res = await app.graphql(introspection, undefined, { token: 'forged.token.value' });
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('allows callers with a valid token', async () => {
    const res = await app.graphql(introspection, undefined, { token: tenant.owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('does not offer field suggestions to probing callers', async () => {
    const res = await app.graphql('{ departmnts { total } }');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).not.toMatch(/Did you mean/);
  });
});
