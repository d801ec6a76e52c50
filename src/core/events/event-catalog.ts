/**
 * Every domain event the service can emit, declared next to the module that emits it and
 * registered here at start-up. The webhook catalog, payload validation and docs read from it.
 */
export interface JsonSchema {
  [key: string]: unknown;
}

export interface EventDefinition {
  /** Dot-separated: `<area>.<resource>.<change>`, e.g. `hr.department.created`. */
  type: string;
  description: string;
  resourceType: string;
  /** JSON Schema (2020-12) of `data` in the payload. */
  schema: JsonSchema;
  example: Record<string, unknown>;
  /** API versions whose payloads carry this event; all supported versions by default. */
  apiVersions?: string[];
}

export const SUPPORTED_API_VERSIONS = ['2026-01-01'] as const;
export const CURRENT_API_VERSION = SUPPORTED_API_VERSIONS[SUPPORTED_API_VERSIONS.length - 1];

const EVENT_TYPE = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;

export class EventCatalog {
  private readonly definitions = new Map<string, EventDefinition>();

  register(definitions: readonly EventDefinition[]): void {
    for (const definition of definitions) {
      if (!EVENT_TYPE.test(definition.type)) throw new Error(`Event type ${definition.type} is not dot-separated lower case`);
      if (this.definitions.has(definition.type)) throw new Error(`Event type ${definition.type} is registered twice`);
      this.definitions.set(definition.type, definition);
    }
  }

  get(type: string): EventDefinition | undefined {
    return this.definitions.get(type);
  }

  has(type: string): boolean {
    return this.definitions.has(type);
  }

  all(): EventDefinition[] {
    return [...this.definitions.values()].sort((a, b) => a.type.localeCompare(b.type));
  }
}

export const eventCatalog = new EventCatalog();

/** The JSON Schema pieces most events share. */
export const schemaOf = {
  uuid: { type: 'string', format: 'uuid' },
  string: { type: 'string' },
  nullableString: { type: ['string', 'null'] },
  date: { type: 'string', format: 'date' },
  dateTime: { type: 'string', format: 'date-time' },
  int64: { type: 'integer' },
  number: { type: 'number' },
  boolean: { type: 'boolean' },
  object(properties: Record<string, unknown>, required: string[] = Object.keys(properties)) {
    return { type: 'object', properties, required, additionalProperties: true };
  },
};
