import i18n, { type TFunction } from 'i18next';
import { GraphqlCallError, type GraphqlErrorShape } from '../api/raw';
import { localDigits } from './format';

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

/*
 * Field messages the service words for programmers (an API client sending a malformed id or a GraphQL
 * type check), in English or in the Arabic of its catalogue: a person reads what to do instead. The
 * service's other field messages arrive in the console's language (Accept-Language, api/raw.ts).
 */
const TECHNICAL_FIELD_MESSAGES: Array<[RegExp, string]> = [
  [/^(is required|must not be null|should not be empty|must not be empty)$|non-nullable|not provided|\(null\)/i, 'errors.fieldRequired'],
  [/must be a UUID|معرّف UUID|must be a branch id/i, 'errors.fieldChoose'],
  [/must be a date in the form|تاريخًا بالصيغة|must be a valid ISO|LocalDate|DateTime/i, 'errors.fieldDate'],
  [/must be of type integer|must be an integer|must be a whole number|Int64|\bInt\b|عددًا صحيحًا/i, 'errors.fieldWholeNumber'],
  [/must be of type number|must be a number|\bFloat\b|من النوع number|يجب أن يكون رقمًا$/i, 'errors.fieldNumber'],
  [/must be of type boolean|must be true or false|must be a boolean|\bBoolean\b/i, 'errors.fieldYesNo'],
  [/must be one of|is not one of the allowed values|does not exist in .* enum|واحدًا من:|إحدى القيم التالية|ليس من القيم المسموح بها/i, 'errors.fieldChoice'],
  [/must be of type|Expected (value|type)|cannot represent|Variable "\$/i, 'errors.validation'],
];

/** A field message as a person should read it, in the console's language and digits. */
export function personFieldMessage(message: string): string {
  for (const [pattern, key] of TECHNICAL_FIELD_MESSAGES) if (pattern.test(message)) return i18n.t(key);
  return localDigits(message, i18n.language);
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
      const words = [...new Set([fields[key], ...messages.map(personFieldMessage)].filter(Boolean))];
      fields[key] = words.join('; ');
    }
  }
  return fields;
}

/** Refusals the service names in `extensions.reason`, by the console message that words them. */
const REASONS: Record<string, string> = { SELF_APPROVAL: 'errors.selfApproval' };

/**
 * The 422 field messages as `fieldErrorsOf` words them, one per field path. A form shows those of
 * its fields next to them; FormError shows the others (a field the form does not have, such as
 * the payment method a till payment books under) so no refusal is swallowed.
 */
export function fieldMessagesOf(error: AnyApiError): string[] {
  return [...new Set(Object.values(fieldErrorsOf(error)))];
}

/** A sentence for the error as a whole: conflicts and locked periods in words, not codes. */
export function describeError(error: AnyApiError, t: TFunction): string | null {
  const sentence = describeErrorIn(error, t);
  return sentence === null ? null : localDigits(sentence, i18n.language);
}

function describeErrorIn(error: AnyApiError, t: TFunction): string | null {
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
      // A refusal the service names (extensions.reason) is not about the role: say which it is.
      return first?.extensions?.reason && REASONS[first.extensions.reason] ? t(REASONS[first.extensions.reason]) : t('errors.forbidden');
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
