// @test-pass embedded: opens no database, so the PostgreSQL pass leaves it out (jest.config.js).
import {
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isIntrospectionType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
} from 'graphql';
import { buildServiceSchema } from '../../src/bootstrap';

/*
 * Every public element of the GraphQL schema (type, field, argument, input field, enum value) must
 * have a description: GraphiQL, Sandbox, generated clients and the OpenAPI document (which takes
 * its text from here) show it. A new undescribed element fails this test and is named in its answer.
 */
export function undescribedElements(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const has = (description: string | null | undefined) => Boolean(description && description.trim());
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isIntrospectionType(type) || (isScalarType(type) && isSpecifiedScalarType(type))) continue;
    if (!has(type.description)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!has(field.description)) missing.push(`${type.name}.${field.name}`);
        for (const arg of field.args) if (!has(arg.description)) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) if (!has(field.description)) missing.push(`${type.name}.${field.name}`);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) if (!has(value.description)) missing.push(`${type.name}.${value.name}`);
    } else if (isUnionType(type)) {
      // the union's own description is checked above
    }
  }
  return missing;
}

describe('GraphQL schema descriptions', () => {
  it('describes every public element: types, fields, arguments, input fields and enum values', () => {
    const { schema } = buildServiceSchema();
    const missing = undescribedElements(schema);
    expect(missing).toEqual([]);
  });
});
