// @test-pass embedded: opens no database, so the PostgreSQL pass leaves it out (jest.config.js).
import fs from 'node:fs';
import path from 'node:path';
import { parse, specifiedRules, validate } from 'graphql';
import { buildServiceSchema, serviceRouteTables } from '../../src/bootstrap';
import { compileRoutes } from '../../rest-bridge/bridge';

interface SpecEndpoint {
  section: string;
  method: string;
  path: string;
}

const spec: SpecEndpoint[] = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'spec-endpoints.json'), 'utf8'));

/**
 * Holds the route table against the spec's full list of paths (a copy of
 * shared/spec/endpoints.json). Paths not yet served are reported by section, so the list of
 * pending work is always visible; a served path that is not in the spec must be marked as an
 * extension.
 */
describe('REST routes against the spec', () => {
  const schema = buildServiceSchema().schema;
  const routes = compileRoutes(schema, serviceRouteTables());
  const served = new Set(routes.map(({ route }) => `${route.method} ${route.path}`));
  const specKeys = new Set(spec.map((e) => `${e.method} ${e.path}`));

  it('reports which spec paths are served and which are pending', () => {
    const pending = spec.filter((e) => !served.has(`${e.method} ${e.path}`));
    const bySection = new Map<string, string[]>();
    for (const e of pending) bySection.set(e.section, [...(bySection.get(e.section) ?? []), `${e.method} ${e.path}`]);
    const report = [...bySection].map(([section, paths]) => `${section} (${paths.length} pending)\n  ${paths.join('\n  ')}`).join('\n');
    fs.mkdirSync(path.join(__dirname, '..', '..', 'coverage'), { recursive: true });
    fs.writeFileSync(path.join(__dirname, '..', '..', 'coverage', 'spec-paths-pending.txt'), report || 'none\n');
    console.info(`Spec paths served: ${spec.length - pending.length}/${spec.length}.${pending.length ? ` Pending:\n${report}` : ''}`);
    expect(spec.length - pending.length).toBeGreaterThan(0);
  });

  it('prepares the operation of every route: built, validated and compiled with graphql-jit (the service prepares each on its first request)', () => {
    const failures: string[] = [];
    for (const route of routes) {
      try {
        route.prepared();
      } catch (error) {
        failures.push((error as Error).message);
      }
    }
    expect(failures).toEqual([]);
  });

  it('validates the operation of every route under every rule of the GraphQL specification (start-up checks only the rules a generated operation can break)', () => {
    const failures = routes.flatMap(({ route, prepared }) =>
      validate(schema, parse(prepared().source), specifiedRules).map((error) => `${route.method} ${route.path}: ${error.message}`),
    );
    expect(failures).toEqual([]);
  });

  it('serves only spec paths, except routes marked as documented extensions', () => {
    const unexpected = routes.filter(({ route }) => !route.extension && !specKeys.has(`${route.method} ${route.path}`));
    expect(unexpected.map(({ route }) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('keeps the fixture identical to the shared spec list when it is present', () => {
    const shared = path.join(__dirname, '..', '..', '..', 'shared', 'spec', 'endpoints.json');
    if (!fs.existsSync(shared)) return;
    expect(JSON.parse(fs.readFileSync(shared, 'utf8'))).toEqual(spec);
  });
});
