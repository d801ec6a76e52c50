/**
 * The wire vocabulary of errors (docs/design.md "Wire contract"). Every transport maps from here,
 * so the name → status → echo table lives in exactly one place.
 */
export const ERROR_STATUS = {
  IDEMPOTENCY_KEY_REQUIRED: 400,
  UNAUTHORIZED: 401,
  REAUTH_REQUIRED: 401,
  FORBIDDEN: 403,
  TENANT_MISMATCH: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PERIOD_LOCKED: 409,
  VALIDATION: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

export type ErrorName = keyof typeof ERROR_STATUS;

/** For numbers that carry several names the specific one is echoed as `errors.code: [Echo]`. */
export const ERROR_ECHO: Partial<Record<ErrorName, string>> = {
  UNAUTHORIZED: 'Unauthorized',
  REAUTH_REQUIRED: 'ReauthRequired',
  FORBIDDEN: 'Forbidden',
  TENANT_MISMATCH: 'TenantMismatch',
  CONFLICT: 'Conflict',
  PERIOD_LOCKED: 'PeriodLocked',
};

export const DEFAULT_MESSAGES: Record<ErrorName, string> = {
  IDEMPOTENCY_KEY_REQUIRED: 'The Idempotency-Key header is required for this operation.',
  UNAUTHORIZED: 'Authentication is required.',
  REAUTH_REQUIRED: 'Your session has ended. Please sign in again.',
  FORBIDDEN: 'You are not allowed to perform this action.',
  TENANT_MISMATCH: 'This resource belongs to another organisation.',
  NOT_FOUND: 'The requested resource was not found.',
  CONFLICT: 'The request conflicts with the current state of the resource.',
  PERIOD_LOCKED: 'The business day is locked for changes.',
  VALIDATION: 'The request is not valid.',
  RATE_LIMITED: 'Too many requests.',
  INTERNAL: 'An unexpected error occurred.',
};

export function isErrorName(value: unknown): value is ErrorName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_STATUS, value);
}
