import { type DocOperation, type OpenApiDocument, validSample } from './openapi-model';

/*
 * One record of each resource, made through the API from the OpenAPI document alone: a resource is
 * a collection with a create (POST without path parameters) and a `{id}` path under it. Bodies are
 * valid samples; a field naming another resource (departmentId, supplierId, ...) takes the record
 * made for it, so creates run in passes until no more succeed.
 */

export interface SeededResource {
  collection: string;
  id: string;
  /** The create's operationId. */
  createdBy: string;
}

export interface SeedResult {
  resources: Map<string, SeededResource>;
  /** collection → why its create was refused with generic samples. */
  unseeded: Map<string, string>;
}

type Request = (method: string, path: string, body: unknown) => Promise<{ status: number; body: any }>;

/** Samples for fields whose format the document cannot express (plain strings with rules). */
const NAMED_SAMPLES: Record<string, () => unknown> = {
  email: () => `fuzz-${Math.random().toString(36).slice(2, 8)}@example.com`,
  url: () => 'https://hooks.example.com/back-office',
  currencyCode: () => 'IQD',
  phone: () => '+9647700000000',
  code: () => `C${Math.random().toString(36).slice(2, 7).toUpperCase()}`,
  // Roster shifts take wall-clock times, and roster weeks start on a Saturday (docs/labour.md).
  startTime: () => '09:00',
  endTime: () => '17:00',
  fromWeekStart: () => '2026-11-14',
  weekStart: () => '2026-11-21',
  // A kiosk punch's key is made on the device (a UUID), its PIN is digits (docs/labour.md).
  deviceKey: () => `k-${Math.random().toString(36).slice(2, 12)}`,
  pin: () => '2468',
};

/** "leave-types" → "leaveType", "categories" → "category", "branches" → "branch". */
export function resourceKey(collection: string): string {
  const last = collection.split('/').filter(Boolean).pop() ?? '';
  const camel = last.replace(/-([a-z])/g, (_m, letter: string) => letter.toUpperCase());
  if (camel.endsWith('ies')) return `${camel.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes)$/.test(camel)) return camel.slice(0, -2);
  return camel.endsWith('s') ? camel.slice(0, -1) : camel;
}

/** The creates of the document: collection path → its POST. */
export function createOperations(operations: DocOperation[]): Map<string, DocOperation> {
  const paths = new Set(operations.map((operation) => operation.path));
  const creates = new Map<string, DocOperation>();
  for (const operation of operations) {
    if (operation.method !== 'POST' || operation.path.includes('{') || !operation.body) continue;
    if (!paths.has(`${operation.path}/{id}`)) continue;
    creates.set(operation.path, operation);
  }
  return creates;
}

/** Replaces sample strings in fields whose names carry a format (email, url, currencyCode, code). */
export function withNamedSamples(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  for (const [field, current] of Object.entries(record)) {
    const named = Object.keys(NAMED_SAMPLES).find((suffix) => field === suffix || field.endsWith(suffix[0].toUpperCase() + suffix.slice(1)));
    if (named && typeof current === 'string') record[field] = NAMED_SAMPLES[named]();
    else withNamedSamples(current);
  }
  return record;
}

/**
 * Extra body fields for creates whose rules the document cannot express (a string that must name a
 * report, an employee who must have pay on record): keyed by collection path.
 */
export type Recipes = Record<string, (id: (key: string) => string | undefined) => Record<string, unknown>>;

export async function seedResources(
  doc: OpenApiDocument,
  operations: DocOperation[],
  request: Request,
  known: Record<string, string>,
  recipes: Recipes = {},
): Promise<SeedResult> {
  const creates = createOperations(operations);
  const resources = new Map<string, SeededResource>();
  const unseeded = new Map<string, string>();
  const byKey = new Map<string, string>(Object.entries(known));
  const ids = (name: string): string | undefined => {
    if (!name.endsWith('Id')) return undefined;
    const key = name.slice(0, -2);
    return byKey.get(key) ?? [...byKey.entries()].find(([candidate]) => candidate.toLowerCase().endsWith(key.toLowerCase()))?.[1];
  };
  let progress = true;
  while (progress) {
    progress = false;
    for (const [collection, operation] of creates) {
      if (resources.has(collection)) continue;
      const body = { ...(withNamedSamples(validSample(doc, operation.body, '', ids)) as object), ...recipes[collection]?.((key) => byKey.get(key)) };
      const answer = await request('POST', collection, body);
      // A create may answer the record inside a wrapper that carries a one-time secret ({table, qrToken}).
      const data = answer.body?.data;
      const id =
        data?.id ?? Object.values(data ?? {}).find((value: any) => value && typeof value === 'object' && typeof value.id === 'string')?.['id' as never];
      if (answer.status === 200 && typeof id === 'string') {
        resources.set(collection, { collection, id, createdBy: operation.operationId });
        byKey.set(resourceKey(collection), id);
        unseeded.delete(collection);
        progress = true;
      } else {
        unseeded.set(collection, `${answer.status} ${answer.body?.message ?? ''} ${JSON.stringify(answer.body?.errors ?? '')}`.slice(0, 300));
      }
    }
  }
  return { resources, unseeded };
}

/** The record to put in a `{id}` path: the one seeded for the nearest collection above it. */
export function idForPath(template: string, parameter: string, resources: Map<string, SeededResource>): string | undefined {
  const marker = `{${parameter}}`;
  const collection = template.slice(0, template.indexOf(marker) - 1);
  return resources.get(collection)?.id;
}
