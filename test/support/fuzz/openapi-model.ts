import { randomUUID } from 'node:crypto';

/*
 * The operations of the service as its OpenAPI document describes them (the document is built from
 * the route tables, so a route added to any table is here with no change to the suites), and
 * valid sample values for its schemas: the fuzz and tenancy suites start from a valid request and
 * break one thing at a time.
 */

export type Schema = Record<string, any>;

export interface OpenApiDocument {
  paths: Record<string, Record<string, Schema>>;
  components: { schemas: Record<string, Schema> };
}

export interface ParameterSpec {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}

export interface DocOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  operationId: string;
  parameters: ParameterSpec[];
  body?: Schema;
  /** Credentials the document lists (empty: public). */
  security: string[];
  /** The answer is a file (an export) rather than the JSON envelope on success. */
  fileResponse: boolean;
}

export function operationsOf(doc: OpenApiDocument): DocOperation[] {
  const operations: DocOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      // A module's inbound endpoint (a delivery platform's door) proves itself its own way: its module's tests cover it.
      if (operation['x-inbound']) continue;
      const okContent = operation.responses?.['200']?.content ?? {};
      operations.push({
        method: method.toUpperCase() as DocOperation['method'],
        path,
        operationId: operation.operationId,
        parameters: (operation.parameters ?? []) as ParameterSpec[],
        body: operation.requestBody?.content?.['application/json']?.schema,
        security: (operation.security ?? []).flatMap((entry: Schema) => Object.keys(entry)),
        fileResponse: !okContent['application/json'],
      });
    }
  }
  return operations;
}

/** Follows $ref and unwraps `anyOf: [X, null]` (how the document spells an optional field). */
export function resolve(doc: OpenApiDocument, schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let hops = 0; hops < 20; hops++) {
    if (current.$ref) {
      current = doc.components.schemas[String(current.$ref).replace('#/components/schemas/', '')] ?? {};
    } else if (Array.isArray(current.anyOf)) {
      current = current.anyOf.find((option: Schema) => option.type !== 'null') ?? {};
    } else break;
  }
  return current;
}

/** The non-null JSON type a schema names ('string', 'integer', 'object', ...). */
export function typeOf(schema: Schema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type: string) => type !== 'null');
  return schema.type;
}

export function propertiesOf(doc: OpenApiDocument, schema: Schema | undefined): Record<string, Schema> {
  return (resolve(doc, schema).properties ?? {}) as Record<string, Schema>;
}

export function requiredOf(doc: OpenApiDocument, schema: Schema | undefined): string[] {
  return (resolve(doc, schema).required ?? []) as string[];
}

/**
 * A valid value for a schema: required properties only, ids from `ids` when the property names a
 * known resource (e.g. departmentId), otherwise a random UUID.
 */
export function validSample(
  doc: OpenApiDocument,
  raw: Schema | undefined,
  name = '',
  ids: (name: string) => string | undefined = () => undefined,
  depth = 0,
): unknown {
  const schema = resolve(doc, raw);
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  switch (typeOf(schema)) {
    case 'object': {
      const value: Record<string, unknown> = {};
      if (depth > 6) return value;
      for (const key of requiredOf(doc, schema)) value[key] = validSample(doc, schema.properties?.[key], key, ids, depth + 1);
      return value;
    }
    case 'array':
      // One item: "at least one" is the common rule for required lists (lines, scopes, events).
      return schema.items && depth <= 6 ? [validSample(doc, schema.items, name, ids, depth + 1)] : [];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uuid') return ids(name) ?? randomUUID();
      if (schema.format === 'date') return '2026-11-22';
      if (schema.format === 'date-time') return '2026-11-22T09:00:00Z';
      return 'Fuzz value';
    default:
      return {};
  }
}

/** Fills a path template; `value` chooses each parameter's text. */
export function fillPath(template: string, value: (parameter: string) => string): string {
  return template.replace(/\{([^}]+)\}/g, (_whole, parameter: string) => encodeLoosely(value(parameter)));
}

/** Percent-encodes any text; a lone surrogate becomes the bytes of one (invalid UTF-8 on purpose). */
export function encodeLoosely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .split('')
      .map((char) => (/[\ud800-\udfff]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char)))
      .join('');
  }
}
