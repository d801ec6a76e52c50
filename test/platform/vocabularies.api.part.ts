import fs from 'node:fs';
import path from 'node:path';
import { getMetadataStorage } from 'class-validator';
import { buildSchema, getNamedType, type GraphQLEnumType, type GraphQLInputType, type GraphQLType, isEnumType, isInputObjectType, isObjectType } from 'graphql';
import { startTestApp, type TestApp } from '../support/test-app';
import { createTenant } from '../support/factories';

/*
 * Closed vocabularies are GraphQL enums (docs/api-conventions.md, "Vocabularies"). A field checked
 * against a fixed list but typed String is invisible to Sandbox, OpenAPI and generated clients:
 * these checks fail on one.
 */
describe('vocabularies are enums in GraphQL and OpenAPI', () => {
  let app: TestApp;
  const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../schema/schema.graphql'), 'utf8'));

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('checks no input field against a fixed list (IsIn, or Matches with an alternation of words)', () => {
    const storage = getMetadataStorage() as unknown as {
      validationMetadatas: Map<Function, Array<{ name?: string; propertyName: string; constraints?: unknown[] }>>;
    };
    const offenders: string[] = [];
    for (const [target, metadatas] of storage.validationMetadatas) {
      for (const metadata of metadatas) {
        const where = `${target.name}.${metadata.propertyName}`;
        if (metadata.name === 'isIn') offenders.push(`${where}: IsIn`);
        const pattern = metadata.name === 'matches' ? metadata.constraints?.[0] : undefined;
        if (pattern instanceof RegExp && /^\^?\(?\??:?[\w-]+(\|[\w-]+)+\)?\$?$/.test(pattern.source)) offenders.push(`${where}: Matches ${pattern}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('types no String field, input or output, with a description that lists its allowed values', () => {
    // "kg, g, l, ml or piece." / "succeeded, retrying (another attempt is scheduled) or failed." at
    // the start of a description names a closed set.
    const listing = /^\w+(?: \([^)]*\))?(?:, \w+(?: \([^)]*\))?)*,? or \w+(?: \([^)]*\))?[.;:]?(?:\s|$)/;
    const offenders: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!(isInputObjectType(type) || isObjectType(type)) || type.name.startsWith('__')) continue;
      const fields: Array<{ name: string; type: GraphQLType; description?: string | null }> = Object.values(type.getFields());
      for (const field of fields) {
        if (getNamedType(field.type).name === 'String' && field.description && listing.test(field.description))
          offenders.push(`${type.name}.${field.name}: ${field.description}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('spells every enum value in PascalCase', () => {
    const offenders: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isEnumType(type) || type.name.startsWith('__')) continue;
      for (const value of type.getValues()) if (!/^[A-Z][A-Za-z0-9]*$/.test(value.name)) offenders.push(`${type.name}.${value.name}`);
    }
    expect(offenders).toEqual([]);
  });

  it('lists every enum that a REST route takes (body or query) as an OpenAPI enum with the same values', () => {
    const doc = app.instance.openApi() as { components: { schemas: Record<string, { type?: string; enum?: string[] }> }; paths: Record<string, unknown> };
    const used = new Map<string, GraphQLEnumType>();
    const visit = (type: GraphQLInputType, seen = new Set<string>()) => {
      const named = getNamedType(type);
      if (isEnumType(named)) used.set(named.name, named);
      if (isInputObjectType(named) && !seen.has(named.name)) {
        seen.add(named.name);
        for (const field of Object.values(named.getFields())) visit(field.type, seen);
      }
    };
    for (const { route } of app.instance.routes) {
      const root = route.operation === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
      const field = root.getFields()[route.field];
      expect(field).toBeDefined();
      for (const arg of field.args) visit(arg.type);
    }
    expect(used.size).toBeGreaterThan(10);
    for (const [name, type] of used) {
      expect({ name, schema: doc.components.schemas[name] }).toEqual({
        name,
        schema: expect.objectContaining({ type: 'string', enum: type.getValues().map((v) => v.value) }),
      });
    }
    const text = JSON.stringify(doc.paths);
    for (const name of [
      'InventoryUnit',
      'RiceRoundingMethod',
      'BatchStatus',
      'WasteKind',
      'HrDecision',
      'ApiKeyEnvironment',
      'Role',
      'MembershipStatus',
      'ResendCodePurpose',
      'EmailChangeSide',
      'WebhookDeliveryStatus',
    ]) {
      expect(used.has(name) || text.includes(`"#/components/schemas/${name}"`)).toBe(true);
    }
  });

  it('matches enum values in list query parameters whatever their case, and refuses other spellings in bodies', async () => {
    const tenant = await createTenant(app.runtime);
    for (const value of ['draft', 'DRAFT', 'Draft']) {
      const res = await app.request('GET', `/api/v1/console/production/batches?Status=${value}`, { token: tenant.owner.token });
      expect(res.status).toBe(200);
    }
    const keys = await app.request('GET', '/api/v1/console/developers/api-keys?Environment=LIVE', { token: tenant.owner.token });
    expect(keys.status).toBe(200);
    const bad = await app.request('POST', '/api/v1/console/catalog/inventory-items', {
      token: tenant.owner.token,
      body: { name: 'Rice', unit: 'kg', kind: 'Rice', standardCostIqd: 1 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ unit: ['must be one of: Kg, G, L, Ml, Piece'] });
  });
});
