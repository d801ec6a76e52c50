import { GraphQLError } from 'graphql';
import { DEFAULT_MESSAGES, ERROR_STATUS, type ErrorName } from './error-codes';

export type FieldErrors = Record<string, string[]>;

/**
 * A domain error that every transport understands. It is a GraphQLError so that resolvers can
 * throw it as is; its extensions carry the wire name, the HTTP status and field messages.
 */
export class AppError extends GraphQLError {
  override readonly name: string = 'AppError';
  readonly errorName: ErrorName;
  readonly status: number;
  readonly fields: FieldErrors | undefined;
  /** Extra HTTP headers for REST responses (e.g. Retry-After). */
  readonly headers: Record<string, string> | undefined;

  constructor(errorName: ErrorName, message?: string, options: { fields?: FieldErrors; headers?: Record<string, string>; reason?: string } = {}) {
    const status = ERROR_STATUS[errorName];
    super(message ?? DEFAULT_MESSAGES[errorName], {
      extensions: {
        code: errorName,
        status,
        ...(options.fields ? { fields: options.fields } : {}),
        ...(options.headers ? { headers: options.headers } : {}),
        // Which refusal of its kind this is, for a client that words it (GraphQL only: the REST
        // envelope's error names stay the spec's).
        ...(options.reason ? { reason: options.reason } : {}),
      },
    });
    this.errorName = errorName;
    this.status = status;
    this.fields = options.fields;
    this.headers = options.headers;
  }
}

export const unauthorized = (message?: string) => new AppError('UNAUTHORIZED', message);
export const reauthRequired = (message?: string) => new AppError('REAUTH_REQUIRED', message);
export const forbidden = (message?: string, reason?: string) => new AppError('FORBIDDEN', message, { reason });
export const tenantMismatch = (message?: string) => new AppError('TENANT_MISMATCH', message);
export const conflict = (message?: string) => new AppError('CONFLICT', message);
export const periodLocked = (lockedThrough: string) =>
  new AppError('PERIOD_LOCKED', `The business day is locked: days up to ${lockedThrough} are closed for changes.`);

export function notFound(resource: string): AppError {
  return new AppError('NOT_FOUND', `${resource} was not found.`);
}

export function validationError(fields: FieldErrors, message?: string): AppError {
  return new AppError('VALIDATION', message ?? 'The request is not valid.', { fields });
}

/** Shorthand for the common single-field case. */
export function invalidField(field: string, message: string): AppError {
  return validationError({ [field]: [message] });
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
