import { GraphQLError } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import type { ValidationError as ClassValidatorError } from 'class-validator';
import { DEFAULT_MESSAGES, ERROR_STATUS, type ErrorName, isErrorName } from './error-codes';
import type { FieldErrors } from './app-error';

/** An error as every transport reports it. */
export interface WireError {
  name: ErrorName;
  status: number;
  message: string;
  fields?: FieldErrors;
  headers?: Record<string, string>;
  /** The console envelope's `errors.code` when it is not the name's usual echo (ERROR_ECHO). */
  echo?: string;
  /** Which refusal of its kind (AppError's `reason`), sent in GraphQL `extensions.reason` only. */
  reason?: string;
  /** Kept for logging; never sent. */
  cause?: unknown;
}

/** Arguments whose fields are the request's own top-level names (REST bodies map onto `input`). */
export const TRANSPARENT_ARGS: ReadonlySet<string> = new Set(['input', 'list', 'filter']);

/**
 * The messages already collected for a field. Field names come from the request, so a plain
 * lookup would find Object.prototype's members ("constructor", "__proto__") for them.
 */
function collected(fields: FieldErrors, field: string): string[] {
  return Object.hasOwn(fields, field) ? fields[field] : [];
}

function joinPath(parent: string, property: string): string {
  if (/^\d+$/.test(property)) return `${parent}[${property}]`;
  return parent ? `${parent}.${property}` : property;
}

/** class-validator's tree → `{ 'extras[0].quantity': ['must be 0 or more'] }`. */
export function flattenValidationErrors(errors: ClassValidatorError[], parent = ''): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of errors) {
    const path = joinPath(parent, error.property);
    if (error.constraints) {
      fields[path] = [...collected(fields, path), ...Object.values(error.constraints).map((message) => stripProperty(message, error.property))];
    }
    if (error.children?.length) Object.assign(fields, flattenValidationErrors(error.children, path));
  }
  return fields;
}

/** "name should not be empty" → "should not be empty": the key already names the field. */
function stripProperty(message: string, property: string): string {
  return message.startsWith(`${property} `) ? message.slice(property.length + 1) : message;
}

/** Variable coercion: 'Variable "$input" got invalid value 5 at "input.extras[0].quantity"; …'. */
const VARIABLE_ERROR =
  /^Variable "\$([^"]+)" (?:got invalid value .*?(?: at "([^"]+)")?; (.*)|of required type "[^"]+" was not provided\.|of non-null type "[^"]+" must not be null\.)$/s;

export function fieldFromVariableError(message: string): { field: string; message: string } | null {
  const match = VARIABLE_ERROR.exec(message);
  if (!match) return null;
  const [, variable, at, detail] = match;
  let field = at ?? variable;
  const prefix = `${variable}.`;
  if (at && TRANSPARENT_ARGS.has(variable) && at.startsWith(prefix)) field = at.slice(prefix.length);
  else if (TRANSPARENT_ARGS.has(variable) && (!at || at === variable)) field = 'body';
  if (!detail) return { field, message: 'is required' };
  return { field, message: humanise(detail) };
}

function humanise(detail: string): string {
  const missing = /^Field "([^"]+)" of required type "[^"]+" was not provided\.$/.exec(detail);
  if (missing) return `__missing__:${missing[1]}`;
  const unknown = /^Field "([^"]+)" is not defined by type "[^"]+"\./.exec(detail);
  if (unknown) return `__unknown__:${unknown[1]}`;
  if (/^Expected value of type "[^"]+!", found null\.$/.test(detail)) return 'must not be null';
  // A variable's own non-null type (a form that sent null for a required number or choice).
  if (/^Expected non-nullable type "[^"]+!" not to be null\.$/.test(detail)) return 'is required';
  if (/cannot represent a non (string|integer|boolean|numeric) value|cannot represent non-integer value/i.test(detail)) {
    const type = /^(\w+) cannot/.exec(detail)?.[1];
    return type ? `must be of type ${friendlyType(type)}` : detail;
  }
  if (/^Expected type "[^"]+"\. /.test(detail)) return detail.replace(/^Expected type "[^"]+"\. /, '');
  const notInEnum = /^Value "[^"]*" does not exist in "(\w+)" enum\./.exec(detail);
  if (notInEnum) {
    const names = enumValueNames(notInEnum[1]);
    return names ? `must be one of: ${names.join(', ')}` : 'is not one of the allowed values';
  }
  if (/^Expected type "\w+" to be an object\.$/.test(detail)) return 'must be an object';
  return detail;
}

/** The GraphQL names of a registered enum's values (as the query-string coercion lists them). */
function enumValueNames(enumName: string): string[] | null {
  const registered = getMetadataStorage().enums.find((candidate) => candidate.name === enumName);
  return registered ? Object.keys(registered.enumObj).filter((key) => !/^\d+$/.test(key)) : null;
}

function friendlyType(type: string): string {
  switch (type) {
    case 'Int':
      return 'integer';
    case 'Float':
      return 'number';
    case 'Boolean':
      return 'boolean';
    case 'String':
    case 'ID':
      return 'string';
    default:
      return type;
  }
}

/** Collects several variable errors into one field dictionary. */
export function fieldsFromVariableErrors(errors: readonly GraphQLError[]): FieldErrors | null {
  const fields: FieldErrors = {};
  for (const error of errors) {
    const parsed = fieldFromVariableError(error.message);
    if (!parsed) return null;
    let { field, message } = parsed;
    if (message.startsWith('__missing__:')) {
      const name = message.slice('__missing__:'.length);
      field = field === 'body' ? name : joinPath(field, name);
      message = 'is required';
    } else if (message.startsWith('__unknown__:')) {
      const name = message.slice('__unknown__:'.length);
      field = field === 'body' ? name : joinPath(field, name);
      message = 'is not a known field';
    }
    fields[field] = [...collected(fields, field), message];
  }
  return fields;
}

/**
 * Maps anything thrown into the wire vocabulary. Unknown errors become INTERNAL with a generic
 * message: the detail goes to the log, never to the caller.
 */
export function normalizeError(error: unknown): WireError {
  const candidate = error instanceof GraphQLError && error.originalError ? error.originalError : error;
  const graphqlError = candidate instanceof GraphQLError ? candidate : error instanceof GraphQLError ? error : null;
  const extensions = (graphqlError?.extensions ?? {}) as Record<string, unknown>;

  if (isErrorName(extensions.code)) {
    const name = extensions.code;
    return {
      name,
      status: ERROR_STATUS[name],
      message: graphqlError!.message || DEFAULT_MESSAGES[name],
      fields: extensions.fields as FieldErrors | undefined,
      headers: extensions.headers as Record<string, string> | undefined,
      ...(typeof extensions.reason === 'string' ? { reason: extensions.reason } : {}),
      cause: error,
    };
  }
  if (extensions.code === 'BAD_USER_INPUT' && Array.isArray(extensions.validationErrors)) {
    return {
      name: 'VALIDATION',
      status: 422,
      message: DEFAULT_MESSAGES.VALIDATION,
      fields: flattenValidationErrors(extensions.validationErrors as ClassValidatorError[]),
      cause: error,
    };
  }
  if (graphqlError) {
    // Variable coercion wraps the detail ("Field … is not defined") as the original error of the
    // error that names the variable; the outer one is the one to read.
    const outer = error instanceof GraphQLError && error !== graphqlError ? error : null;
    const fields = fieldsFromVariableErrors([graphqlError]) ?? (outer ? fieldsFromVariableErrors([outer]) : null);
    // graphql-js stops coercing variables after 50 errors (e.g. a list of 20,000 wrong items) with
    // one error that names no variable: still the caller's bad input.
    if (!fields && /^Too many errors processing variables/.test(graphqlError.message)) {
      return { name: 'VALIDATION', status: 422, message: DEFAULT_MESSAGES.VALIDATION, fields: { body: ['has too many invalid values'] }, cause: error };
    }
    if (fields) return { name: 'VALIDATION', status: 422, message: DEFAULT_MESSAGES.VALIDATION, fields, cause: error };
  }
  if (isStatementTimeout(candidate) || isStatementTimeout(error)) {
    return { name: 'SERVICE_UNAVAILABLE', status: 503, message: DEFAULT_MESSAGES.SERVICE_UNAVAILABLE, headers: { 'Retry-After': '5' }, cause: error };
  }
  if (isDatabaseUnavailable(candidate) || isDatabaseUnavailable(error)) {
    return { name: 'SERVICE_UNAVAILABLE', status: 503, message: DATABASE_UNAVAILABLE_MESSAGE, headers: { 'Retry-After': '2' }, cause: error };
  }
  return { name: 'INTERNAL', status: 500, message: DEFAULT_MESSAGES.INTERNAL, cause: error };
}

/**
 * PostgreSQL ended the statement: statement_timeout or a cancel (57014 query_canceled), or the
 * session for idling in a transaction (25P03). Not the caller's fault and not a bug: a 503.
 */
export function isStatementTimeout(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const driverError = (error as { driverError?: { code?: unknown } }).driverError;
  const code = driverError?.code ?? (error as { code?: unknown }).code;
  return code === '57014' || code === '25P03';
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable for a moment (it may be moving to another server). Try again in a few seconds.';

/** SQLSTATEs of a server that no longer takes this request: not the caller's fault, and it passes. */
const UNAVAILABLE_CODES: ReadonlySet<string> = new Set([
  '25006', // read_only_sql_transaction: the old primary, demoted or in recovery, refuses a write
  '57P01', // admin_shutdown: the server is stopping (fast shutdown, a switchover)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, in recovery, or shutting down
  '53300', // too_many_connections: a promoted standby's slots are taken for a moment
]);

/** The driver's own words when the socket went (node-postgres has no SQLSTATE for these). */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|timeout expired|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|Connection is closed)/;

/**
 * Codes the service gives its own connection failures: `NO_PRIMARY` when no host of DATABASE_URL
 * accepts writes, the gap between a primary stopping and its standby's promotion
 * (`NoPrimaryError` in core/db/primary-hosts.ts).
 */
const SERVICE_UNAVAILABLE_CODES: ReadonlySet<string> = new Set(['NO_PRIMARY']);

/** Socket errors of a server that is gone or not listening yet. */
const UNAVAILABLE_ERRNOS: ReadonlySet<string> = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

/**
 * The database went away under the request or is not the primary any more: a failover or a
 * switchover (docs/operations.md "Failover"). A 503 with Retry-After, never a 500; a keyed
 * write retried with its key then has exactly one effect.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const driverError = (error as { driverError?: unknown }).driverError;
  const inner = driverError && typeof driverError === 'object' ? (driverError as { code?: unknown; message?: unknown }) : undefined;
  for (const candidate of [inner, error as { code?: unknown; message?: unknown }]) {
    if (!candidate) continue;
    const code = candidate.code;
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_ERRNOS.has(code) || SERVICE_UNAVAILABLE_CODES.has(code))
    )
      return true;
    if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGES.test(candidate.message)) return true;
  }
  return false;
}
