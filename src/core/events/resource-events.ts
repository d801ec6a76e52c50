import type { EventDefinition, JsonSchema } from './event-catalog';

/**
 * The usual events of a resource (created, updated, deleted, …) from one description: type names
 * `<area>.<resource>.<change>`, one payload schema and example, and a sentence per change. It only
 * writes the catalog entries out; which change emits which event stays in the service.
 *
 *   export const departmentEvents = resourceEvents({
 *     area: 'hr', resource: 'department', schema, example,
 *     changes: { created: 'A department was created.', deleted: 'A department was deleted (soft).' },
 *   });
 *   emit(uow, ctx, { type: departmentEvents.types.created, … })
 */
export interface ResourceEventsDescription<C extends string> {
  area: string;
  /** Singular, kebab-case: `department`, `tax-code`. Also the webhook resourceType unless given. */
  resource: string;
  resourceType?: string;
  schema: JsonSchema;
  example: Record<string, unknown>;
  /** Change name (`created`, `status-changed`) → description. */
  changes: Record<C, string>;
  /** Example overrides per change (e.g. deletedAt filled in for `deleted`). */
  examples?: Partial<Record<C, Record<string, unknown>>>;
}

export interface ResourceEvents<C extends string> {
  /** Change name → full event type, for emit(). */
  types: { readonly [K in C]: string };
  definitions: EventDefinition[];
}

export function resourceEvents<C extends string>(description: ResourceEventsDescription<C>): ResourceEvents<C> {
  const types = {} as Record<C, string>;
  const definitions: EventDefinition[] = [];
  for (const change of Object.keys(description.changes) as C[]) {
    const type = `${description.area}.${description.resource}.${change}`;
    types[change] = type;
    definitions.push({
      type,
      description: description.changes[change],
      resourceType: description.resourceType ?? description.resource,
      schema: description.schema,
      example: { ...description.example, ...(description.examples?.[change] ?? {}) },
    });
  }
  return { types, definitions };
}
