import { getMetadataStorage as classValidatorMetadata } from 'class-validator';
import { getMetadataStorage as typeGraphQLMetadata } from 'type-graphql';
import { MAX_PER_PAGE } from '../src/core/lists/list-window';
import { PARTNER_MAX_LIMIT } from '../src/modules/sales/partner/partner.types';

/*
 * The limits the server enforces, as JSON Schema keywords for the OpenAPI document. They are read
 * from the same metadata the server checks with: class-validator's decorators on the input and
 * argument classes (MaxLength, Min, Max, ArrayMaxSize...), the list window's constants and each
 * list's declared sort fields. test/platform/openapi-limits.api.part.ts sends a value exactly at
 * and exactly beyond every documented limit.
 */

type Schema = Record<string, unknown>;
type Keywords = Record<string, unknown>;
type ValidationMetadata = ReturnType<ReturnType<typeof classValidatorMetadata>['getTargetValidationMetadatas']>[number];

/** Limits checked in code rather than by decorators, by argument class and field (the same constants the checks use). */
const CHECKED_IN_CODE: Record<string, Record<string, Keywords>> = {
  ListArgs: { page: { minimum: 1 }, perPage: { minimum: 1, maximum: MAX_PER_PAGE }, skip: { minimum: 0 } },
  PartnerWindowArgs: { limit: { minimum: 1, maximum: PARTNER_MAX_LIMIT }, offset: { minimum: 0 } },
};

function keywordsOf(metadata: ValidationMetadata[]): Keywords {
  const out: Keywords = {};
  for (const rule of metadata) {
    if (rule.each) continue; // a rule on every element of an array: not this value's own limit
    const constraints = (rule.constraints ?? []) as unknown[];
    switch (rule.name) {
      case 'maxLength':
        out.maxLength = constraints[0];
        break;
      case 'minLength':
        out.minLength = constraints[0];
        break;
      case 'isLength':
        if (typeof constraints[0] === 'number' && constraints[0] > 0) out.minLength = constraints[0];
        if (typeof constraints[1] === 'number') out.maxLength = constraints[1];
        break;
      case 'max':
        out.maximum = constraints[0];
        break;
      case 'min':
        out.minimum = constraints[0];
        break;
      case 'arrayMaxSize':
        out.maxItems = constraints[0];
        break;
      case 'arrayMinSize':
        out.minItems = constraints[0];
        break;
      case 'arrayNotEmpty':
        out.minItems = Math.max(1, Number(out.minItems ?? 1));
        break;
      case 'isEmail':
        out.format = 'email';
        break;
    }
  }
  return out;
}

export class InputLimits {
  private readonly byClassName = new Map<string, Map<string, Keywords>>();
  /** Argument classes (ArgsType) of each root field, for its query parameters. */
  private readonly argsClassesOf = new Map<string, string[]>();

  /** `sortFields`: each list's sortable fields by root field (the registered modules' declarations). */
  constructor(private readonly sortFields: ReadonlyMap<string, readonly string[]>) {
    const storage = typeGraphQLMetadata();
    const targets = new Map<string, Function>();
    for (const type of storage.inputTypes) targets.set(type.name, type.target);
    for (const type of storage.argumentTypes) targets.set(type.target.name, type.target);
    for (const [name, target] of targets) {
      const rules = classValidatorMetadata().getTargetValidationMetadatas(target, '', true, false);
      const fields = new Map<string, Keywords>();
      const byProperty = new Map<string, ValidationMetadata[]>();
      for (const rule of rules) byProperty.set(rule.propertyName, [...(byProperty.get(rule.propertyName) ?? []), rule]);
      for (const [property, list] of byProperty) {
        const keywords = keywordsOf(list);
        if (Object.keys(keywords).length) fields.set(property, keywords);
      }
      for (let cls: Function | null = target; cls && cls !== Function.prototype; cls = Object.getPrototypeOf(cls) as Function | null) {
        for (const [property, keywords] of Object.entries(CHECKED_IN_CODE[cls.name] ?? {})) fields.set(property, { ...fields.get(property), ...keywords });
      }
      if (fields.size) this.byClassName.set(name, fields);
    }
    for (const resolver of [...storage.queries, ...storage.mutations]) {
      const classes = (resolver.params ?? []).filter((param) => param.kind === 'args').map((param) => (param as { getType: () => Function }).getType().name);
      if (classes.length) this.argsClassesOf.set(resolver.schemaName, classes);
    }
  }

  /** Keywords of a field of a GraphQL input object type (by its GraphQL name). */
  ofInputField(typeName: string, fieldName: string): Keywords {
    return this.byClassName.get(typeName)?.get(fieldName) ?? {};
  }

  /** Keywords of a root field's argument that comes from an ArgsType class (e.g. a partner list's limit). */
  ofArgument(rootField: string, argName: string): Keywords {
    for (const className of this.argsClassesOf.get(rootField) ?? []) {
      const found = this.byClassName.get(className)?.get(argName);
      if (found) return found;
    }
    return {};
  }

  /** The `Sort` parameter of a list: an enum of the fields the list declares. */
  sortOf(rootField: string): Keywords {
    const fields = this.sortFields.get(rootField);
    return fields ? { enum: [...fields] } : {};
  }
}

/** Adds keywords to a parameter or property schema (also inside a nullable `type: [x, 'null']`). */
export function withLimits(schema: Schema, keywords: Keywords): Schema {
  if (!Object.keys(keywords).length) return schema;
  if (schema.$ref || schema.anyOf) return schema;
  const out = { ...schema, ...keywords };
  if (keywords.enum && Array.isArray(schema.type)) out.enum = [...(keywords.enum as unknown[]), null];
  return out;
}
