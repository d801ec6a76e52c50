import { Validator } from '@seriousme/openapi-schema-validator';
import { startTestApp, TestApp } from '../support/test-app';

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
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['Page', 'PerPage', 'Search', 'Sort', 'Dir', 'IncludeDeleted']));
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
