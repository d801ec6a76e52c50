import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { startTestApp, type TestApp } from '../support/test-app';
import { createTenant, type TestTenant } from '../support/factories';
import { createKey } from '../modules/developers/api-keys.support';
import { type DocOperation, type OpenApiDocument, operationsOf } from '../support/fuzz/openapi-model';
import { idForPath, type SeededResource, seedResources } from '../support/fuzz/seed-resources';
import { SEED_RECIPES } from '../support/fuzz/seed-recipes';

/*
 * Conformance sweep: one record of every resource is made through the API (the fuzz suite's
 * seeding, from the document alone), then every list and detail read of every module is called
 * and its answer validated against the 200 schema the OpenAPI document gives for it. A field the
 * schema says is required but the answer leaves out (an embedded record selected with fewer fields
 * than its type declares), a wrong type or an undocumented enum value fails here, naming the path.
 */

describe('every list and detail answer matches its documented schema', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let apiKey: string;
  let doc: OpenApiDocument & { components: Record<string, unknown> };
  let resources: Map<string, SeededResource>;
  let reads: DocOperation[];

  beforeAll(async () => {
    app = await startTestApp({ config: { webhookAllowPrivateNetworks: true } });
    tenant = await createTenant(app.runtime);
    doc = (await app.request('GET', '/api/v1/openapi.json')).body;
    const operations = operationsOf(doc);
    const token = tenant.owner.token;
    resources = (
      await seedResources(doc, operations, (method, path, body) => app.request(method, path, { token, body }), { branch: tenant.branchId }, SEED_RECIPES)
    ).resources;
    apiKey = (await createKey(app, token, { scopes: ['orders:read', 'menu:read', 'loss:read'] })).key;
    reads = operations.filter((operation) => operation.method === 'GET' && !operation.fileResponse && operation.security.length > 0);
  }, 180_000);
  afterAll(() => app?.close());

  it('validates every read answer (lists and details of every module) against its 200 schema', async () => {
    // The components reference each other: one Ajv instance per operation would recompile them, so share one.
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(JSON.parse(JSON.stringify({ $id: 'https://doc.local/', components: doc.components })));
    const problems: string[] = [];
    let checked = 0;
    let withItems = 0;
    for (const operation of reads) {
      let unresolved = false;
      const path = operation.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
        const id = idForPath(operation.path, name, resources);
        if (!id) unresolved = true;
        return id ?? '';
      });
      if (unresolved) continue;
      const query = Object.fromEntries(
        operation.parameters
          .filter((parameter) => parameter.in === 'query' && parameter.required)
          .map((parameter) => {
            const format = parameter.schema.format;
            return [
              parameter.name,
              format === 'uuid' ? tenant.branchId : format === 'date' ? (parameter.name.toLowerCase() === 'to' ? '2026-12-31' : '2026-01-01') : 'department',
            ];
          }),
      );
      const search = Object.keys(query).length ? `?${new URLSearchParams(query)}` : '';
      const credential = operation.security.includes('bearerAuth') ? { token: tenant.owner.token } : { apiKey };
      const answer = await app.request('GET', path + search, credential);
      if (answer.status !== 200) continue;
      checked++;
      const data = answer.body.data;
      if ((Array.isArray(data) && data.length) || (Array.isArray(data?.items) && data.items.length) || (data && !Array.isArray(data) && !('items' in data)))
        withItems++;
      const schema = doc.paths[operation.path].get.responses['200'].content['application/json'].schema;
      const validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"https://doc.local/#/components/')));
      if (!validate(answer.body)) {
        problems.push(
          `GET ${operation.path}: ${(validate.errors ?? [])
            .slice(0, 3)
            .map((error) => `${error.instancePath} ${error.message}`)
            .join('; ')}`,
        );
      }
    }
    console.log(`conformance sweep: ${checked} read answers checked, ${withItems} with records`);
    expect(checked).toBeGreaterThan(60);
    expect(withItems).toBeGreaterThan(40);
    expect(problems).toEqual([]);
  });
});
