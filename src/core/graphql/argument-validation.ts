import { ArgumentValidationError } from 'type-graphql';
import { getMetadataStorage, validate, type ValidationError, type ValidatorOptions } from 'class-validator';
import { assertStorableStrings } from './storable-strings';

/** The options type-graphql's built-in validation used (it forces skipMissingProperties on). */
const VALIDATOR_OPTIONS: ValidatorOptions = {
  forbidUnknownValues: false,
  skipMissingProperties: true,
  validationError: { target: false, value: false },
};
const hasRules = new Map<Function, boolean>();

function classHasRules(type: unknown): boolean {
  if (typeof type !== 'function') return false;
  let known = hasRules.get(type);
  if (known === undefined) {
    known = getMetadataStorage().getTargetValidationMetadatas(type, '', true, false).length > 0;
    hasRules.set(type, known);
  }
  return known;
}

/** The argument objects already checked for U+0000 (a field with several parameters is checked once). */
const checkedArgs = new WeakSet<object>();

/**
 * Argument validation, the one place every GraphQL and REST argument passes through before a
 * resolver runs (type-graphql's `validateFn`). First, strings PostgreSQL cannot store: any U+0000
 * in any argument of the field (variables and literals, nested inputs, list items, JSON values) is
 * a 422 naming that field. Then class-validator, as type-graphql does it, but skipped outright for
 * argument classes that carry no rules (list, filter and id arguments of every read):
 * type-graphql resolves `require('class-validator')` and runs the validator on every call otherwise.
 */
export async function validateArgument(value: unknown, type: unknown, resolverData?: { args?: Record<string, unknown> }): Promise<void> {
  const args = resolverData?.args;
  if (args && !checkedArgs.has(args)) {
    checkedArgs.add(args);
    assertStorableStrings(args);
  }
  if (value === null || typeof value !== 'object' || !classHasRules(type)) return;
  const items = Array.isArray(value) ? value.filter((item) => item !== null && typeof item === 'object') : [value];
  for (const item of items) {
    const errors: ValidationError[] = await validate(item as object, VALIDATOR_OPTIONS);
    if (errors.length) throw new ArgumentValidationError(errors);
  }
}
