import type { TFunction } from 'i18next';
import { GraphqlCallError, type GraphqlErrorShape } from '../api/raw';

/** urql's CombinedError, by shape (so this module stays free of React and urql types). */
interface CombinedErrorShape extends Error {
  graphQLErrors: Array<{ message: string; extensions?: Record<string, unknown> }>;
  networkError?: Error;
}

export type AnyApiError = CombinedErrorShape | GraphqlCallError | Error | null | undefined;

function graphqlErrors(error: AnyApiError): GraphqlErrorShape[] {
  if (!error) return [];
  if (error instanceof GraphqlCallError) return error.errors;
  if ('graphQLErrors' in error)
    return (error as CombinedErrorShape).graphQLErrors.map((e) => ({ message: e.message, extensions: e.extensions as GraphqlErrorShape['extensions'] }));
  return [];
}

export function errorCode(error: AnyApiError): string | undefined {
  return graphqlErrors(error)[0]?.extensions?.code;
}

/**
 * The 422 field messages by field path, as the service sends them in `extensions.fields`
 * (src/core/errors: `name`, `input.name` for a variable, `scopes[0]`); a form shows each next to its field.
 * The `input.` prefix of a variable error is dropped so both spellings land on the same field.
 */
export function fieldErrorsOf(error: AnyApiError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const e of graphqlErrors(error)) {
    for (const [path, messages] of Object.entries(e.extensions?.fields ?? {})) {
      const key = path.replace(/^input\./, '');
      fields[key] = [fields[key], ...messages].filter(Boolean).join('; ');
    }
  }
  return fields;
}

/** A sentence for the error as a whole: conflicts and locked periods in words, not codes. */
export function describeError(error: AnyApiError, t: TFunction): string | null {
  if (!error) return null;
  const first = graphqlErrors(error)[0];
  const code = first?.extensions?.code;
  switch (code) {
    case 'VALIDATION':
      return t('errors.validation');
    case 'CONFLICT':
      return t('errors.conflict', { detail: first?.message });
    case 'PERIOD_LOCKED':
      return t('errors.periodLocked', { detail: first?.message });
    case 'FORBIDDEN':
    case 'TENANT_MISMATCH':
      return t('errors.forbidden');
    case 'NOT_FOUND':
      return t('errors.notFound');
    case 'RATE_LIMITED':
      return t('errors.rateLimited');
    case 'UNAUTHORIZED':
    case 'REAUTH_REQUIRED':
      return first?.message ?? t('errors.unauthorized');
    case undefined:
      return 'networkError' in error && (error as CombinedErrorShape).networkError ? t('errors.network') : (first?.message ?? error.message);
    default:
      return first?.message ?? error.message;
  }
}
