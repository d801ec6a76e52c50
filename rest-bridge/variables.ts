import type { Request } from 'express';
import {
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import type { FieldErrors } from '../src/core/errors/app-error';
import type { ArgSource, RouteDefinition } from '../src/core/modules/route-table';
import { rootField } from './operation-builder';

export type VariableBuilder = (req: Request, query: QueryLookup) => { variables: Record<string, unknown>; errors: FieldErrors | null };

/** Case-insensitive access to the query string, read once per request. */
export class QueryLookup {
  private readonly values = new Map<string, string[]>();
  constructor(raw: Record<string, unknown>) {
    for (const [name, value] of Object.entries(raw)) {
      const list = Array.isArray(value) ? value.map(String) : value === undefined ? [] : [String(value)];
      const key = name.toLowerCase();
      this.values.set(key, [...(this.values.get(key) ?? []), ...list]);
    }
  }
  get(names: readonly string[]): string[] | undefined {
    for (const name of names) {
      const found = this.values.get(name.toLowerCase());
      if (found && found.length) return found;
    }
    return undefined;
  }
}

const LIST_PARAMS: Record<string, string[]> = {
  page: ['Page', 'page'],
  perPage: ['PerPage', 'per_page', 'perPage'],
  skip: ['Skip', 'skip'],
  search: ['Search', 'search'],
  sort: ['Sort', 'sort'],
  dir: ['Dir', 'dir'],
};

/** Turns query-string text into the value a GraphQL input type expects. */
function coerceText(type: GraphQLInputType, values: string[]): { value?: unknown; error?: string } {
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    const items = values
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter(Boolean);
    const out: unknown[] = [];
    for (const item of items) {
      const coerced = coerceText(nullable.ofType, [item]);
      if (coerced.error) return coerced;
      out.push(coerced.value);
    }
    return { value: out };
  }
  const text = values[values.length - 1].trim();
  const named = getNamedType(type);
  if (isEnumType(named)) {
    const match = named.getValues().find((candidate) => candidate.name.toLowerCase() === text.toLowerCase());
    return match
      ? { value: match.name }
      : {
          error: `must be one of: ${named
            .getValues()
            .map((v) => v.name)
            .join(', ')}`,
        };
  }
  if (isScalarType(named)) {
    switch (named.name) {
      case 'Int':
        return /^-?\d+$/.test(text) && Math.abs(Number(text)) <= 2 ** 31 - 1 ? { value: Number(text) } : { error: 'must be an integer' };
      case 'Float': {
        const number = Number(text);
        return text !== '' && Number.isFinite(number) ? { value: number } : { error: 'must be a number' };
      }
      case 'Boolean': {
        const lower = text.toLowerCase();
        if (lower === 'true' || lower === '1') return { value: true };
        if (lower === 'false' || lower === '0') return { value: false };
        return { error: 'must be true or false' };
      }
      default:
        return { value: text };
    }
  }
  return { error: 'cannot be given in the query string' };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Precomputes, per route, how a request becomes GraphQL variables. */
export function compileVariableBuilder(schema: GraphQLSchema, route: RouteDefinition): VariableBuilder {
  const field = rootField(schema, route);
  const argTypes = new Map(field.args.map((arg) => [arg.name, arg.type]));
  const entries = Object.entries(route.args ?? {}) as Array<[string, ArgSource]>;
  const usesBody = entries.some(([, source]) => source.from === 'body' || source.from === 'bodyField');

  return (req, query) => {
    const variables: Record<string, unknown> = {};
    const errors: FieldErrors = {};
    const fail = (name: string, message: string) => void (errors[name] = [...(errors[name] ?? []), message]);
    let body: Record<string, unknown> = {};
    if (usesBody && req.body !== undefined) {
      if (!isPlainObject(req.body)) return { variables, errors: { body: ['must be a JSON object'] } };
      body = req.body;
    }
    for (const [argName, source] of entries) {
      const type = argTypes.get(argName)!;
      switch (source.from) {
        case 'path':
          variables[argName] = req.params[source.name];
          break;
        case 'body':
          variables[argName] = body;
          break;
        case 'bodyField':
          if (body[source.name] !== undefined) variables[argName] = body[source.name];
          break;
        case 'header': {
          const value = req.header(source.name);
          if (value !== undefined) variables[argName] = value;
          break;
        }
        case 'query': {
          const values = query.get(source.names);
          if (values === undefined) {
            if (isNonNullType(type)) fail(argName, 'is required');
            break;
          }
          const coerced = coerceText(type, values);
          if (coerced.error) fail(argName, coerced.error);
          else variables[argName] = coerced.value;
          break;
        }
        case 'list':
        case 'queryObject': {
          const fields = source.from === 'list' ? LIST_PARAMS : source.fields;
          const objectType = getNamedType(type) as GraphQLInputObjectType;
          if (!isInputObjectType(objectType)) throw new Error(`${route.path}: ${argName} must be an input object`);
          const inputFields = objectType.getFields();
          const value: Record<string, unknown> = {};
          for (const [fieldName, names] of Object.entries(fields)) {
            const values = query.get(names);
            if (values === undefined || !inputFields[fieldName]) continue;
            if (values.every((v) => v === '') && fieldName !== 'search') continue;
            const coerced = coerceText(inputFields[fieldName].type, values);
            if (coerced.error) fail(fieldName, coerced.error);
            else value[fieldName] = coerced.value;
          }
          // A required input (e.g. BranchId, From, To of a report) missing is named by its own
          // fields, never as the whole `body` the way GraphQL's variable error would put it.
          if (isNonNullType(type)) {
            for (const [fieldName, inputField] of Object.entries(inputFields)) {
              if (value[fieldName] === undefined && isNonNullType(inputField.type) && inputField.defaultValue === undefined && !errors[fieldName])
                fail(fieldName, 'is required');
            }
          }
          if (Object.keys(value).length) variables[argName] = value;
          break;
        }
      }
    }
    return { variables, errors: Object.keys(errors).length ? errors : null };
  };
}
