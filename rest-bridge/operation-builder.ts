import {
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isInputType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  isUnionType,
} from 'graphql';
import type { RouteDefinition } from '../src/core/modules/route-table';

const MAX_SELECTION_DEPTH = 4;

/** The root field a route names, or a start-up error that says which route is broken. */
export function rootField(schema: GraphQLSchema, route: RouteDefinition): GraphQLField<unknown, unknown> {
  const root = route.operation === 'query' ? schema.getQueryType() : schema.getMutationType();
  const field = root?.getFields()[route.field];
  if (!field) throw new Error(`${route.method} ${route.path}: ${route.operation} field ${route.field} does not exist`);
  return field;
}

/**
 * `mutation Bridge($id: UUID!, $input: X!) { updateX(id: $id, input: $input) { …all fields… } }`.
 * Every argument the route maps becomes a variable; an unmapped required argument is an error.
 */
export function buildOperation(schema: GraphQLSchema, route: RouteDefinition): string {
  const field = rootField(schema, route);
  const mapped = route.args ?? {};
  const variables: string[] = [];
  const callArgs: string[] = [];
  for (const arg of field.args) {
    if (!(arg.name in mapped)) {
      if (isNonNullType(arg.type)) throw new Error(`${route.method} ${route.path}: required argument ${arg.name} is not mapped`);
      continue;
    }
    if (!isInputType(arg.type)) throw new Error(`${route.method} ${route.path}: argument ${arg.name} is not an input type`);
    variables.push(`$${arg.name}: ${arg.type.toString()}`);
    callArgs.push(`${arg.name}: $${arg.name}`);
  }
  for (const name of Object.keys(mapped)) {
    if (!field.args.some((arg) => arg.name === name)) throw new Error(`${route.method} ${route.path}: ${route.field} has no argument ${name}`);
  }
  const selection = route.selection ?? selectionFor(field.type, 0, new Set());
  const header = `${route.operation} Bridge${variables.length ? `(${variables.join(', ')})` : ''}`;
  return `${header} { ${route.field}${callArgs.length ? `(${callArgs.join(', ')})` : ''}${selection ? ` ${selection}` : ''} }`;
}

/**
 * Every field of the type without required arguments, recursively, stopping at cycles (and at
 * MAX_SELECTION_DEPTH). An object field cut that way is left out of the answer: `cuts` collects
 * them as `Type.field`, so the OpenAPI document does not promise them (rest-bridge/openapi.ts).
 */
export function selectionFor(type: GraphQLOutputType, depth: number, seen: Set<string>, cuts?: Set<string>): string {
  const named: GraphQLNamedType = getNamedType(type);
  if (isUnionType(named) || isInterfaceType(named)) {
    throw new Error(`Automatic selection does not support abstract type ${named.name}; give the route a selection`);
  }
  if (!isObjectType(named)) return '';
  if (depth >= MAX_SELECTION_DEPTH || seen.has(named.name)) return '';
  const nextSeen = new Set(seen).add(named.name);
  const parts: string[] = [];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)) continue;
    const inner = getNamedType(field.type);
    if (isObjectType(inner)) {
      const sub = selectionFor(field.type, depth + 1, nextSeen, cuts);
      if (sub) parts.push(`${field.name} ${sub}`);
      else cuts?.add(`${named.name}.${field.name}`);
    } else {
      parts.push(field.name);
    }
  }
  return parts.length ? `{ ${parts.join(' ')} }` : '';
}
