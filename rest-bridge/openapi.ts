import {
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import type { CompiledRoute } from './bridge';
import { rootField, selectionFor } from './operation-builder';
import type { Credential, RouteDefinition } from '../src/core/modules/route-table';
import type { InboundOpenApi } from '../src/core/modules/feature-module';
import { InputLimits, withLimits } from './openapi-limits';
import { ERROR_ENVELOPE, PARTNER_ERROR_ENVELOPE, PARTNER_SHAPED, RATE_LIMIT_HEADERS, errorResponses, tagsFor } from './openapi-responses';

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

class SchemaRegistry {
  readonly components: Record<string, Schema> = {};
  readonly limits: InputLimits;
  /** Object fields the bridge's generated selection leaves out somewhere (a cycle such as Advance.employee.openAdvances): never required. */
  readonly cuts = new Set<string>();
  constructor(
    private readonly schema: GraphQLSchema,
    sortFields: ReadonlyMap<string, readonly string[]>,
  ) {
    this.limits = new InputLimits(sortFields);
  }

  ref(type: GraphQLNamedType): Schema {
    if (isScalarType(type))
      return { ...(SCALARS[type.name] ?? { type: 'string' }), ...(type.description && !SCALARS[type.name] ? { description: type.description } : {}) };
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
        properties: Object.fromEntries(
          fields.map((field) => [field.name, withLimits(this.typed(field.type, field.description), this.limits.ofInputField(type.name, field.name))]),
        ),
        required: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
        additionalProperties: false,
      };
    }
    if (isObjectType(type)) {
      const fields = Object.values(type.getFields());
      const cut = (name: string) => this.cuts.has(`${type.name}.${name}`);
      const describe = (field: (typeof fields)[number]) =>
        cut(field.name)
          ? [field.description, 'Left out where this record is embedded in one of its own (REST answers stop at cycles).'].filter(Boolean).join(' ')
          : field.description;
      return {
        type: 'object',
        ...(type.description ? { description: type.description } : {}),
        properties: Object.fromEntries(fields.map((field) => [field.name, this.typed(field.type, describe(field))])),
        required: fields.filter((field) => isNonNullType(field.type) && !cut(field.name)).map((field) => field.name),
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

/** A partner answer's `data` is always an array: of a list's items, of a list's elements, or of the one record. */
function partnerItemType(type: GraphQLOutputType): GraphQLNamedType {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return getNamedType(inner);
  const named = getNamedType(inner);
  if (isObjectType(named)) {
    const items = named.getFields().items;
    if (items) return getNamedType(items.type);
  }
  return named;
}

const CREDENTIAL_TEXT: Record<Credential, string> = {
  public: 'No credential.',
  guest: "The table's QR token in the path; no account.",
  session: 'Console session only (Bearer token); an API key is refused with 403.',
  'session-or-key': 'Console session (Bearer token) or API key (X-Api-Key) with the permission as a scope.',
  key: 'API key only (X-Api-Key); a console session is refused with 403.',
  device: 'Time-clock kiosk credential only (X-Clock-Device, issued when a manager registers the device); sessions and API keys are refused with 403.',
};

/** The route's own description, else the GraphQL field's (the same text both doors document), then who may call it. */
function operationDescription(route: RouteDefinition, fieldDescription: string | null | undefined): string {
  const own = route.description ?? fieldDescription ?? route.summary;
  return `${own}${/[.!?)]$/.test(own) ? '' : '.'}\n\n${CREDENTIAL_TEXT[route.credential]} Served by GraphQL \`${route.operation === 'query' ? 'query' : 'mutation'} { ${route.field} }\`.`;
}

/** Partner paths get a tag of their own: they are a separate audience with their own envelope. */
function tagOf(route: RouteDefinition, area: string): string {
  return route.envelope === 'partner' ? 'Partner API' : area;
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
    case 'device':
      return [{ clockDevice: [] }];
    case 'session-or-key':
      return [{ bearerAuth: [] }, { apiKey: [] }];
  }
}

/**
 * OpenAPI 3.1 of every REST path, generated from the route table and the GraphQL types; `sortFields`
 * (each list's sortable fields by root field) documents the lists' `Sort` parameter.
 */
export function buildOpenApi(
  schema: GraphQLSchema,
  routes: readonly CompiledRoute[],
  info: { version: string; serverUrl?: string; sortFields: ReadonlyMap<string, readonly string[]>; inbound?: readonly InboundOpenApi[] },
): Schema {
  const registry = new SchemaRegistry(schema, info.sortFields);
  const paths: Record<string, Record<string, Schema>> = {};
  const operationIds = new Set<string>();
  const tags: string[] = [];
  for (const { route } of routes) if (!route.selection) selectionFor(rootField(schema, route).type, 0, new Set(), registry.cuts);

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
          parameters.push({ name: source.name, in: 'path', required: true, schema: registry.ref(getNamedType(type)) });
          break;
        case 'body':
          bodySchema = registry.ref(getNamedType(type));
          break;
        case 'bodyField':
          bodyProperties[source.name] = withLimits(registry.typed(type), registry.limits.ofArgument(route.field, argName));
          if (isNonNullType(type)) bodyRequired.push(source.name);
          break;
        case 'header':
          parameters.push({ name: source.name, in: 'header', required: isNonNullType(type), schema: registry.ref(getNamedType(type)) });
          break;
        case 'query':
          parameters.push({
            name: source.names[0],
            in: 'query',
            required: isNonNullType(type),
            schema: withLimits(registry.ref(getNamedType(type)), registry.limits.ofArgument(route.field, argName)),
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
            const description = [
              inputField.description,
              aliases.length > 1 ? `Also accepted as: ${aliases.slice(1).join(', ')} (names are case-insensitive).` : 'Name is case-insensitive.',
            ]
              .filter(Boolean)
              .join(' ');
            const required = isNonNullType(type) && isNonNullType(inputField.type) && inputField.defaultValue === undefined;
            const limits =
              fieldName === 'sort' && source.from === 'list' ? registry.limits.sortOf(route.field) : registry.limits.ofInputField(object.name, fieldName);
            parameters.push({ name: aliases[0], in: 'query', required, schema: withLimits(registry.ref(getNamedType(inputField.type)), limits), description });
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

    const okSchema =
      route.response === 'file'
        ? {}
        : route.envelope === 'partner'
          ? {
              type: 'object',
              properties: {
                ok: { const: true },
                data: {
                  type: 'array',
                  items: registry.ref(partnerItemType(field.type)),
                  description: 'Lists give the page; a single record is a list of one; the menu is its categories.',
                },
                total: { type: 'integer', minimum: 0, description: 'Matching records, counted up to 10000; at least this many when totalIsExact is false.' },
                totalIsExact: { type: 'boolean', description: 'On lists: false when the count stopped at its cap (total is then a lower bound).' },
              },
              required: ['ok', 'data', 'total'],
            }
          : {
              type: 'object',
              properties: {
                success: { const: true },
                data: registry.typed(field.type),
                message: { type: 'null' },
                code: { type: 'null' },
                errors: { type: 'null' },
              },
              required: ['success', 'data', 'message', 'code', 'errors'],
            };
    let operationId = route.field;
    for (let n = 2; operationIds.has(operationId); n++) operationId = `${route.field}${n}`;
    operationIds.add(operationId);

    const errorStatuses = [401, 403, 404, 409, 422, 429, 500, 503].filter((status) => !(route.credential === 'public' && status === 403));
    if (route.idempotency === 'required') errorStatuses.unshift(400);
    const openApiPath = route.path;
    const tag = tagOf(route, area);
    tags.push(tag);
    paths[openApiPath] ??= {};
    paths[openApiPath][route.method.toLowerCase()] = {
      operationId,
      tags: [tag],
      summary: route.summary,
      description: operationDescription(route, field.description),
      ...(route.extension ? { 'x-extension': true } : {}),
      security: security(route.credential),
      parameters,
      ...(bodySchema
        ? {
            requestBody: {
              required: route.args && Object.values(route.args).some((s) => s.from === 'body'),
              content: { 'application/json': { schema: bodySchema } },
            },
          }
        : {}),
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
                  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
                    schema: { type: 'string', contentMediaType: 'application/octet-stream' },
                  },
                  'text/csv': { schema: { type: 'string' } },
                },
              }
            : { description: 'Success', content: { 'application/json': { schema: okSchema } } },
        ...Object.fromEntries(
          errorStatuses.map((status) => [
            String(status),
            { $ref: `#/components/responses/${route.envelope === 'partner' && PARTNER_SHAPED.has(status) ? 'P' : 'E'}${status}` },
          ]),
        ),
      },
    };
  }

  // The modules' inbound endpoints (outside the API doors, each with its own proof): documented as
  // their modules wrote them, marked x-inbound so tools that walk the API paths can tell them apart.
  const inboundSchemes: Record<string, Schema> = {};
  const tagText: Record<string, string> = {};
  for (const doc of info.inbound ?? []) {
    for (const [path, item] of Object.entries(doc.paths)) {
      paths[path] ??= {};
      for (const [method, operation] of Object.entries(item)) {
        paths[path][method] = { ...operation, 'x-inbound': true };
        tags.push(...((operation.tags as string[] | undefined) ?? []));
      }
    }
    Object.assign(inboundSchemes, doc.securitySchemes);
    Object.assign(tagText, doc.tags);
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Restaurant back-office API',
      contact: { name: 'Back-office API maintainers' },
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      version: info.version,
      description: 'REST paths of the back-office service. Every path is served by the same GraphQL resolvers as /graphql. Amounts are whole IQD (int64).',
    },
    // Relative unless PUBLIC_BASE_URL names the public address: "Try it out" then calls the host the docs came from.
    servers: [
      info.serverUrl
        ? { url: info.serverUrl, description: 'The public address (PUBLIC_BASE_URL).' }
        : { url: '/', description: 'The host serving this document.' },
    ],
    tags: tagsFor(tags, tagText),
    paths,
    components: {
      schemas: { ...registry.components, ErrorEnvelope: ERROR_ENVELOPE, PartnerErrorEnvelope: PARTNER_ERROR_ENVELOPE },
      responses: errorResponses(),
      headers: RATE_LIMIT_HEADERS,
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Console session access token (15 minutes).' },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'API key; branch-scoped calls add X-Branch-Id.' },
        clockDevice: { type: 'apiKey', in: 'header', name: 'X-Clock-Device', description: 'Time-clock kiosk credential (docs/labour.md, "Kiosk devices").' },
        ...inboundSchemes,
      },
    },
  };
}
