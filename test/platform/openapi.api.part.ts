import { Validator } from '@seriousme/openapi-schema-validator';
import { startTestApp, type TestApp } from '../support/test-app';
import { createTenant } from '../support/factories';
import { buildOpenApi } from '../../rest-bridge/openapi';
import { serviceSortFields } from '../../src/bootstrap';

describe('OpenAPI document and docs page', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('serves an OpenAPI 3.1 document that passes a validator', async () => {
    const res = await app.request('GET', '/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const result = await new Validator().validate(res.body);
    if (!result.valid) console.error(JSON.stringify(result.errors, null, 2).slice(0, 4000));
    expect(result.valid).toBe(true);
  });

  it('documents every REST route with its parameters, body and error responses', async () => {
    const doc = (await app.request('GET', '/api/v1/openapi.json')).body;
    for (const { route } of app.instance.routes) {
      const operation = doc.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation).toBeDefined();
      expect(operation.responses['200']).toBeDefined();
      expect(operation.responses['422']).toBeDefined();
      for (const name of [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])) {
        expect(operation.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name, in: 'path', required: true })]));
      }
    }
    const create = doc.paths['/api/v1/console/hr/departments'].post;
    expect(create.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/CreateDepartmentInput' });
    expect(doc.components.schemas.CreateDepartmentInput.required).toEqual(['name']);
    const list = doc.paths['/api/v1/console/hr/departments'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['Page', 'PerPage', 'Search', 'Sort', 'Dir', 'IncludeDeleted']),
    );
  });

  it("documents the delivery platforms' inbound endpoints with the proof each needs as its security", async () => {
    const doc = (await app.request('GET', '/api/v1/openapi.json')).body;
    const generic = doc.paths['/delivery/generic/{connectionId}'].post;
    expect(generic).toMatchObject({ tags: ['Delivery platforms (inbound)'], security: [{ deliveryStandardWebhooks: [] }], 'x-inbound': true });
    expect(generic.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['path:connectionId', 'header:webhook-id', 'header:webhook-timestamp']),
    );
    expect(generic.requestBody.content['application/json'].schema.properties.type.enum).toContain('order.created');
    expect(doc.components.securitySchemes.deliveryStandardWebhooks).toMatchObject({ type: 'apiKey', in: 'header', name: 'webhook-signature' });
    expect(doc.components.securitySchemes.deliveryHeroMiddlewareJwt).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    const dh = Object.entries(doc.paths as Record<string, Record<string, { security: unknown }>>).filter(([path]) =>
      path.startsWith('/delivery/delivery-hero/'),
    );
    expect(dh.map(([path, item]) => `${Object.keys(item)[0]} ${path}`).sort()).toEqual([
      'get /delivery/delivery-hero/{connectionId}/menuimport/{remoteId}',
      'post /delivery/delivery-hero/{connectionId}/catalog-import-status',
      'post /delivery/delivery-hero/{connectionId}/order/{remoteId}',
      'put /delivery/delivery-hero/{connectionId}/remoteId/{remoteId}/availability',
      'put /delivery/delivery-hero/{connectionId}/remoteId/{remoteId}/remoteOrder/{remoteOrderId}/posOrderStatus',
    ]);
    for (const [, item] of dh) for (const operation of Object.values(item)) expect(operation.security).toEqual([{ deliveryHeroMiddlewareJwt: [] }]);
  });

  it('documents partner operations with their typed success body and the partner error envelope', async () => {
    const doc = (await app.request('GET', '/api/v1/openapi.json')).body;
    const expected: Record<string, string> = {
      'get /api/v1/public/branches': 'PartnerBranch',
      'get /api/v1/public/menu': 'MenuCategory',
      'get /api/v1/public/orders': 'SalesOrder',
      'get /api/v1/public/orders/{id}': 'SalesOrder',
      'post /api/v1/public/orders': 'SalesOrder',
      'post /api/v1/public/orders/{id}/cancel': 'SalesOrder',
      'get /api/v1/public/eod-reports': 'EodReport',
    };
    for (const [key, itemType] of Object.entries(expected)) {
      const [method, path] = key.split(' ');
      const operation = doc.paths[path][method];
      expect(operation.tags).toEqual(['Partner API']);
      const schema = operation.responses['200'].content['application/json'].schema;
      expect(schema.required).toEqual(['ok', 'data', 'total']);
      expect(schema.properties.data.items).toEqual({ $ref: `#/components/schemas/${itemType}` });
      for (const status of ['404', '409', '429']) expect(operation.responses[status]).toEqual({ $ref: `#/components/responses/P${status}` });
      for (const status of ['401', '403', '422', '500']) expect(operation.responses[status]).toEqual({ $ref: `#/components/responses/E${status}` });
    }
    expect(doc.paths['/api/v1/public/orders'].post.responses['400']).toEqual({ $ref: '#/components/responses/P400' });
    expect(doc.components.responses.P404.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/PartnerErrorEnvelope' });
    expect(doc.components.schemas.PartnerErrorEnvelope.required).toEqual(['ok', 'error']);
  });

  it('marks required query parameters required, and a request without them names those parameters (never body)', async () => {
    const doc = (await app.request('GET', '/api/v1/openapi.json')).body;
    const requiredOf = (path: string) =>
      doc.paths[path].get.parameters
        .filter((p: { in: string; required: boolean }) => p.in === 'query' && p.required)
        .map((p: { name: string }) => p.name)
        .sort();
    expect(requiredOf('/api/v1/public/menu')).toEqual(['branchId']);
    expect(requiredOf('/api/v1/console/audit-trail')).toEqual(['EntityId', 'EntityType']);
    expect(requiredOf('/api/v1/console/sales/theoretical-usage')).toEqual(['BranchId', 'From', 'To']);
    expect(requiredOf('/api/v1/console/hr/departments')).toEqual([]);

    const tenant = await createTenant(app.runtime);
    const usage = await app.request('GET', '/api/v1/console/sales/theoretical-usage', { token: tenant.owner.token });
    expect(usage.status).toBe(422);
    expect(Object.keys(usage.body.errors).sort()).toEqual(['branchId', 'from', 'to']);
    const half = await app.request('GET', `/api/v1/console/sales/theoretical-usage?BranchId=${tenant.branchId}`, { token: tenant.owner.token });
    expect(Object.keys(half.body.errors).sort()).toEqual(['from', 'to']);
    const audit = await app.request('GET', '/api/v1/console/audit-trail', { token: tenant.owner.token });
    expect(Object.keys(audit.body.errors).sort()).toEqual(['entityId', 'entityType']);
  });

  it('documents the headers of a 429, one top-level tag per area (alphabetically) and a relative server by default', async () => {
    const doc = (await app.request('GET', '/api/v1/openapi.json')).body;
    const tooMany = doc.components.responses.E429;
    expect(Object.keys(tooMany.headers)).toEqual(
      expect.arrayContaining(['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Policy']),
    );
    expect(doc.components.headers['Retry-After'].schema.type).toBe('integer');
    const used = new Set<string>();
    for (const item of Object.values(doc.paths) as Array<Record<string, { tags: string[] }>>)
      for (const op of Object.values(item)) op.tags.forEach((t) => used.add(t));
    const names = doc.tags.map((t: { name: string }) => t.name);
    expect([...names].sort()).toEqual([...used].sort());
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    for (const tag of doc.tags) expect(tag.description).toBeTruthy();
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('documents Sort as an enum of the fields each list declares (listSortFields), and PerPage as 1 to 100', async () => {
    const doc = (await app.request('GET', '/api/v1/openapi.json')).body;
    const undeclared: string[] = [];
    for (const { route } of app.instance.routes) {
      if (!Object.values(route.args ?? {}).some((source) => source.from === 'list')) continue;
      const parameters = doc.paths[route.path].get.parameters as Array<{ name: string; schema: Record<string, unknown> }>;
      const sort = parameters.find((p) => p.name === 'Sort')!;
      if (!Array.isArray(sort.schema.enum)) undeclared.push(route.field);
      expect(parameters.find((p) => p.name === 'PerPage')!.schema).toEqual(expect.objectContaining({ minimum: 1, maximum: 100 }));
    }
    expect(undeclared).toEqual([]);
    expect(doc.components.schemas.CreateDepartmentInput.properties.name.maxLength).toBe(120);
  });

  it('names PUBLIC_BASE_URL as the server when it is set', () => {
    const doc = buildOpenApi(app.instance.schema, app.instance.routes, {
      version: 'x',
      serverUrl: 'https://api.example.iq',
      sortFields: serviceSortFields(),
    }) as {
      servers: Array<{ url: string }>;
    };
    expect(doc.servers[0].url).toBe('https://api.example.iq');
  });

  it('serves a readable docs page with its assets', async () => {
    const page = await app.request('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const bundle = await fetch(`${app.baseUrl}/api/docs/assets/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    const init = await app.request('GET', '/api/docs/init.js');
    expect(init.body).toContain('/api/v1/openapi.json');
  });
});
