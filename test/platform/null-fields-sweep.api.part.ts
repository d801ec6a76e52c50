import { randomUUID } from 'node:crypto';
import { getNullableType, isInputObjectType, isNonNullType } from 'graphql';
import { startTestApp, type TestApp } from '../support/test-app';
import { createTenant, type TestTenant } from '../support/factories';
import { buildServiceSchema } from '../../src/bootstrap';
import { sample } from '../support/input-samples';

/*
 * A sweep over every REST write route: each optional body field sent as an explicit null, next
 * to sample values for the required ones, must never be answered with 500. Argument validation
 * skips null values (class-validator's skipMissingProperties, as type-graphql runs it), so a
 * service that assumed "optional" meant "absent or a value" would fail on the database instead
 * of answering 422. New routes are swept as soon as they are in a route table.
 */

interface Probe {
  route: string;
  field: string;
  method: string;
  /** The spec path; parameters are filled in when the probe runs. */
  template: string;
  body: Record<string, unknown>;
}

describe('explicit nulls in optional body fields', () => {
  let app: TestApp;
  let tenant: TestTenant;
  const probes: Probe[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await createTenant(app.runtime);
    const { schema } = buildServiceSchema();
    const mutation = schema.getMutationType()!.getFields();
    for (const compiled of app.instance.routes) {
      const { route } = compiled;
      if (route.method === 'GET') continue;
      const field = (route.operation === 'mutation' ? mutation : schema.getQueryType()!.getFields())[route.field];
      const base: Record<string, unknown> = {};
      const nullable: string[] = [];
      for (const [argName, source] of Object.entries(route.args ?? {})) {
        const arg = field.args.find((candidate) => candidate.name === argName)!;
        if (source.from === 'body') {
          const input = getNullableType(arg.type);
          if (!isInputObjectType(input)) continue;
          Object.assign(base, sample(arg.type) as Record<string, unknown>);
          for (const inputField of Object.values(input.getFields())) if (!isNonNullType(inputField.type)) nullable.push(inputField.name);
        } else if (source.from === 'bodyField') {
          if (isNonNullType(arg.type)) base[source.name] = sample(arg.type);
          else nullable.push(source.name);
        }
      }
      for (const name of nullable)
        probes.push({ route: `${route.method} ${route.path}`, field: name, method: route.method, template: route.path, body: { ...base, [name]: null } });
    }
  });
  afterAll(() => app.close());

  /**
   * Fills each path parameter with the first record the collection before it lists (the records
   * the create probes made), so updates and actions reach their service; a random id (404) where
   * the collection is empty or has no list route.
   */
  async function resolvePath(template: string): Promise<string> {
    let path = '';
    for (const segment of template.split('/').slice(1)) {
      if (!segment.startsWith('{')) {
        path += `/${segment}`;
        continue;
      }
      const listed = await app.request('GET', path, { token: tenant.owner.token });
      const data = listed.status === 200 ? listed.body.data : null;
      const first = Array.isArray(data?.items) ? data.items[0] : Array.isArray(data) ? data[0] : undefined;
      path += `/${typeof first?.id === 'string' ? first.id : randomUUID()}`;
    }
    return path;
  }

  it('finds optional fields to sweep on the write routes', () => {
    expect(probes.length).toBeGreaterThan(20);
  });

  it('never answers 500 to a null in an optional body field', async () => {
    const faults: string[] = [];
    // Routes without path parameters (the creates) first, so the updates find records to change.
    const ordered = [...probes].sort((a, b) => Number(a.template.includes('{')) - Number(b.template.includes('{')));
    for (const probe of ordered) {
      const res = await app.request(probe.method, await resolvePath(probe.template), { token: tenant.owner.token, body: probe.body });
      if (res.status >= 500) faults.push(`${probe.route} with ${probe.field}: null → ${res.status}`);
    }
    expect(faults).toEqual([]);
  });
});
