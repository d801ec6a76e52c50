// @test-pass embedded: opens no database, so the PostgreSQL pass leaves it out (jest.config.js).
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, getNamedType, type GraphQLType, isInputObjectType, isObjectType } from 'graphql';

/*
 * docs/design.md "Wire contract": a uuid is an `ID` (or the UUID scalar). A reference typed String hides
 * from Sandbox and generated clients that it names a record. The fields kept as String are not
 * references to this service's records.
 */
const NOT_RECORD_IDS = new Set([
  'AuditEntry.entityId', // the audited record's key, of any kind (some are codes)
  'WebhookDelivery.resourceId', // the event's resource, as the event names it
  'Me.deviceId', // chosen by the client at sign-in
  'LoginInput.deviceId',
  'CodeSignInInput.deviceId',
  'Employee.nationalId', // a national identity number
  'CreateEmployeeInput.nationalId',
  'UpdateEmployeeInput.nationalId',
]);

describe('GraphQL identifiers', () => {
  const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../schema/schema.graphql'), 'utf8'));

  it('types every field that references a record (…Id, …By) as ID or UUID, never String', () => {
    const offenders: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!(isObjectType(type) || isInputObjectType(type)) || type.name.startsWith('__')) continue;
      const fields: Array<{ name: string; type: GraphQLType }> = Object.values(type.getFields());
      for (const field of fields) {
        const where = `${type.name}.${field.name}`;
        if (/(Id|By)$/.test(field.name) && getNamedType(field.type).name === 'String' && !NOT_RECORD_IDS.has(where)) offenders.push(where);
      }
    }
    expect(offenders).toEqual([]);
  });
});
