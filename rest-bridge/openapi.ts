import {
  GraphQLInputType,
  GraphQLNamedType,
  GraphQLOutputType,
  GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import type { CompiledRoute } from './bridge';
import { rootField } from './operation-builder';
import type { Credential } from './route-types';

type Schema = Record<string, unknown>;

const SCALARS: Record<string, Schema> = {
  Int: { type: 'integer', format: 'int32' },
  Float: { type: 'number', format: 'double' },
  String: { type: 'string' },
  Boolean: { type: 'boolean' },
  ID: { type: 'string' },
  UUID: { type: 'string', format: 'uuid' },
  LocalDate: { type: 'string', format: 'date' },
  DateTime: { type: 'string', format: 'date-time' },
  Int64: { type: 'integer', format: 'int64' },
  JSONObject: { type: 'object', additionalProperties: true },
};

const STATUS_TEXT: Record<number, string> = {
  400: 'Idempotency-Key missing (IDEMPOTENCY_KEY_REQUIRED)',
  401: 'Credential missing, malformed or expired (UNAUTHORIZED), or session revoked (REAUTH_REQUIRED)',
  403: 'Not allowed (FORBIDDEN) or another organisation\'s branch or credential (TENANT_MISMATCH)',
  404: 'Not found (NOT_FOUND), including records of other organisations',
  409: 'Conflict with the current state (CONFLICT) or a locked business day (PERIOD_LOCKED)',
  422: 'Validation failed (VALIDATION): errors maps each field to its messages',
  429: 'Rate limit or quota exceeded (RATE_LIMITED); see Retry-After',
  500: 'Unexpected fault (INTERNAL)',
  503: 'A statement ran past the database statement timeout and was stopped (SERVICE_UNAVAILABLE, errors.code ["StatementTimeout"]); narrow the request or retry after Retry-After',
};

class SchemaRegistry {
  readonly components: Record<string, Schema> = {};
  constructor(private readonly schema: GraphQLSchema) {}

  ref(type: GraphQLNamedType): Schema {
    if (isScalarType(type)) return { ...(SCALARS[type.name] ?? { type: 'string' }), ...(type.description && !SCALARS[type.name] ? { description: type.description } : {}) };
    if (!this.components[type.name]) {
      this.components[type.name] = {};
      this.components[type.name] = this.define(type);
    }
    return { $ref: `#/components/schemas/${type.name}` };
  }

  private define(type: GraphQLNamedType): Schema {
    if (isEnumType(type)) {
      return { type: 'string', enum: type.getValues().map((value) => value.name), ...(type.description ? { description: type.description } : {}) };
    }
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields());
      return {
        type: 'object',
        ...(type.description ? { description: type.description } : {}),
        properties: Object.fromEntries(fields.map((field) => [field.name, this.typed(field.type, field.description)])),
        required: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
        additionalProperties: false,
      };
    }
    if (isObjectType(type)) {
      const fields = Object.values(type.getFields());
      return {
        type: 'object',
        ...(type.description ? { description: type.description } : {}),
        properties: Object.fromEntries(fields.map((field) => [field.name, this.typed(field.type, field.description)])),
        required: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
      };
    }
    return {};
  }

  typed(type: GraphQLInputType | GraphQLOutputType, description?: string | null): Schema {
    let out: Schema;
    const nullable = !isNonNullType(type);
    const inner = isNonNullType(type) ? type.ofType : type;
    if (isListType(inner)) out = { type: 'array', items: this.typed(inner.ofType) };
    else out = this.ref(getNamedType(inner));
    if (nullable) out = out.$ref ? { anyOf: [out, { type: 'null' }] } : { ...out, type: [out.type ?? 'object', 'null'] };
    return description ? { ...out, description } : out;
  }
}

function security(credential: Credential): Array<Record<string, string[]>> {
  switch (credential) {
    case 'public':
    case 'guest':
      return [];
    case 'session':
      return [{ bearerAuth: [] }];
    case 'key':
      return [{ apiKey: [] }];
    case 'session-or-key':
      return [{ bearerAuth: [] }, { apiKey: [] }];
  }
}

/** OpenAPI 3.1 of every REST path, generated from the route table and the GraphQL types. */
export function buildOpenApi(schema: GraphQLSchema, routes: readonly CompiledRoute[], info: { version: string; serverUrl?: string }): Schema {
  const registry = new SchemaRegistry(schema);
  const paths: Record<string, Record<string, Schema>> = {};
  const operationIds = new Set<string>();

  for (const { route, area } of routes) {
    const field = rootField(schema, route);
    const argType = new Map(field.args.map((arg) => [arg.name, arg.type]));
    const parameters: Schema[] = [];
    const bodyProperties: Record<string, Schema> = {};
    const bodyRequired: string[] = [];
    let bodySchema: Schema | undefined;

    for (const [argName, source] of Object.entries(route.args ?? {})) {
      const type = argType.get(argName)!;
      switch (source.from) {
        case 'path':
          parameters.push({ name: source.name, in: 'path', required: true, schema: registry.typed(getNamedType(type) as GraphQLInputType) });
          break;
        case 'body':
          bodySchema = registry.ref(getNamedType(type));
          break;
        case 'bodyField':
          bodyProperties[source.name] = registry.typed(type);
          if (isNonNullType(type)) bodyRequired.push(source.name);
          break;
        case 'header':
          parameters.push({ name: source.name, in: 'header', required: isNonNullType(type), schema: registry.typed(getNamedType(type) as GraphQLInputType) });
          break;
        case 'query':
          parameters.push({
            name: source.names[0],
            in: 'query',
            required: false,
            schema: registry.typed(getNamedType(type) as GraphQLInputType),
            ...(source.names.length > 1 ? { description: `Also accepted as: ${source.names.slice(1).join(', ')}` } : {}),
          });
          break;
        case 'list':
        case 'queryObject': {
          const object = getNamedType(type);
          if (!isInputObjectType(object)) break;
          const inputFields = object.getFields();
          const names =
            source.from === 'list'
              ? { page: ['Page', 'page'], perPage: ['PerPage', 'per_page'], skip: ['Skip'], search: ['Search', 'search'], sort: ['Sort'], dir: ['Dir'] }
              : source.fields;
          for (const [fieldName, aliases] of Object.entries(names)) {
            const inputField = inputFields[fieldName];
            if (!inputField) continue;
            const description = [inputField.description, aliases.length > 1 ? `Also accepted as: ${aliases.slice(1).join(', ')} (names are case-insensitive).` : 'Name is case-insensitive.']
              .filter(Boolean)
              .join(' ');
            parameters.push({ name: aliases[0], in: 'query', required: false, schema: registry.typed(getNamedType(inputField.type) as GraphQLInputType), description });
          }
          break;
        }
      }
    }
    if (!bodySchema && Object.keys(bodyProperties).length) {
      bodySchema = { type: 'object', properties: bodyProperties, required: bodyRequired, additionalProperties: false };
    }
    if (route.method !== 'GET') {
      parameters.push({
        name: 'Idempotency-Key',
        in: 'header',
        required: route.idempotency === 'required',
        schema: { type: 'string', minLength: 8, maxLength: 128 },
        description: 'Makes the write safe to retry: the same key and request replays the first response (kept 24 hours).',
      });
    }

    const dataSchema = registry.typed(field.type);
    const okSchema =
      route.envelope === 'partner'
        ? {
            type: 'object',
            properties: {
              ok: { const: true },
              data: { type: 'array', items: {} },
              total: { type: 'integer', description: 'Matching records, counted up to 10000; at least this many when totalIsExact is false.' },
              totalIsExact: { type: 'boolean', description: 'On lists: false when the count stopped at its cap (total is then a lower bound).' },
            },
            required: ['ok', 'data', 'total'],
          }
        : {
            type: 'object',
            properties: { success: { const: true }, data: dataSchema, message: { type: 'null' }, code: { type: 'null' }, errors: { type: 'null' } },
            required: ['success', 'data', 'message', 'code', 'errors'],
          };
    let operationId = route.field;
    for (let n = 2; operationIds.has(operationId); n++) operationId = `${route.field}${n}`;
    operationIds.add(operationId);

    const errorStatuses = [401, 403, 404, 409, 422, 429, 500, 503].filter((status) => !(route.credential === 'public' && status === 403));
    if (route.idempotency === 'required') errorStatuses.unshift(400);
    const openApiPath = route.path;
    paths[openApiPath] ??= {};
    paths[openApiPath][route.method.toLowerCase()] = {
      operationId,
      tags: [area],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      ...(route.extension ? { 'x-extension': true } : {}),
      security: security(route.credential),
      parameters,
      ...(bodySchema ? { requestBody: { required: route.args && Object.values(route.args).some((s) => s.from === 'body'), content: { 'application/json': { schema: bodySchema } } } } : {}),
      responses: {
        '200':
          route.response === 'file'
            ? {
                description: 'The file (binary), with Content-Disposition and Content-Length.',
                headers: {
                  'Content-Disposition': { schema: { type: 'string' }, description: 'attachment; filename="…"; filename*=UTF-8\'\'…' },
                  'Content-Length': { schema: { type: 'integer' } },
                },
                content: {
                  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } },
                  'text/csv': { schema: { type: 'string' } },
                },
              }
            : { description: 'Success', content: { 'application/json': { schema: okSchema } } },
        ...Object.fromEntries(errorStatuses.map((status) => [String(status), { $ref: `#/components/responses/E${status}` }])),
      },
    };
  }

  const errorEnvelope = {
    type: 'object',
    properties: {
      success: { const: false },
      data: { type: 'null' },
      message: { type: 'string' },
      code: { type: 'integer' },
      errors: {
        anyOf: [{ type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } }, { type: 'null' }],
        description: 'For 422: field name → messages. For 401, 403 and 409: {code: [Name]} naming the specific error.',
      },
    },
    required: ['success', 'data', 'message', 'code', 'errors'],
  };

  return {
    openapi: '3.1.0',
    info: {
      title: 'Restaurant back-office API',
      version: info.version,
      description:
        'REST paths of the back-office service. Every path is served by the same GraphQL resolvers as /graphql. Amounts are whole IQD (int64).',
    },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    paths,
    components: {
      schemas: { ...registry.components, ErrorEnvelope: errorEnvelope },
      responses: Object.fromEntries(
        Object.entries(STATUS_TEXT).map(([status, description]) => [
          `E${status}`,
          { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
        ]),
      ),
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Console session access token (15 minutes).' },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'API key; branch-scoped calls add X-Branch-Id.' },
      },
    },
  };
}
