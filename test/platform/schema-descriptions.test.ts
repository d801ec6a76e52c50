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
 * its text from here) show it. Issue 36 item 7 is not finished: the elements still undescribed are
 * counted, and the count may only go down (lower REMAINING when you describe some). A new
 * undescribed element fails this test.
 */
const REMAINING = 1510;

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
  it('has no more undescribed public elements than the last count (issue 36 item 7)', () => {
    const { schema } = buildServiceSchema();
    const missing = undescribedElements(schema);
    const total = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__')).length;

    console.log(`undescribed public schema elements: ${missing.length} (of ${total} types and their members); first: ${missing.slice(0, 10).join(', ')}`);
    expect(missing.length).toBeLessThanOrEqual(REMAINING);
  });
});
