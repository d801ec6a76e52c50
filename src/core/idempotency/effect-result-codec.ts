import type { DataSource } from 'typeorm';
import { getMetadataStorage as typeGraphQLMetadata } from 'type-graphql';

/*
 * A transaction's result as stored with its claim's "effect committed" mark (idempotency-store.ts),
 * so that a retry after a crash between the commit and the stored response can rebuild the answer:
 * the request runs again with each of its transactions answered by the stored result instead of
 * being run, and everything after the commit (the resolver's mapping, the fields GraphQL reads)
 * runs as it did. JSON with tags for what JSON loses: dates, big integers, bytes, undefined, the
 * numbers JSON has no text for, and the class of an object (GraphQL reads getters and methods on
 * it, and an interface or union answers its type by `instanceof`). A class is restored only if it
 * is an entity or a GraphQL object type, known by one name in this process; any other value (a
 * Map, a stream, a cycle, an unknown class) makes the result unreplayable, and the retry is told
 * that the request was applied (409) as before.
 */

type Json = null | boolean | number | string | Json[] | { [name: string]: Json };

class Unreplayable extends Error {}

/** Classes by name; null for a name two classes share (restoring it would be a guess). */
const registries = new WeakMap<DataSource, Map<string, (new () => object) | null>>();

function classRegistry(dataSource: DataSource): Map<string, (new () => object) | null> {
  const registry = registries.get(dataSource);
  if (registry) return registry;
  const classes = new Map<string, (new () => object) | null>();
  const entities = new Set<string>();
  for (const { target } of dataSource.entityMetadatas) {
    if (typeof target !== 'function' || !target.name) continue;
    const known = classes.get(target.name);
    classes.set(target.name, known === undefined || known === target ? (target as new () => object) : null);
    entities.add(target.name);
  }
  // The entities are the classes the services instantiate. type-graphql's storage is global and
  // can list one class twice when its module was loaded twice (a test runner's module registries):
  // the same source text is the same class, and the one registered last is the live one.
  for (const { target } of typeGraphQLMetadata().objectTypes) {
    if (typeof target !== 'function' || !target.name || entities.has(target.name)) continue;
    const known = classes.get(target.name);
    const same =
      known === undefined || known === target || (known !== null && Function.prototype.toString.call(known) === Function.prototype.toString.call(target));
    classes.set(target.name, same ? (target as new () => object) : null);
  }
  registries.set(dataSource, classes);
  return classes;
}

function encodeValue(value: unknown, registry: Map<string, (new () => object) | null>, ancestors: Set<object>): Json {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : { $n: String(value) };
    case 'bigint':
      return { $b: value.toString() };
    case 'undefined':
      return { $u: 1 };
    case 'object':
      break;
    default:
      throw new Unreplayable(typeof value);
  }
  if (value === null) return null;
  if (value instanceof Date) return { $d: value.getTime() };
  if (Buffer.isBuffer(value)) return { $x: value.toString('base64') };
  if (ancestors.has(value)) throw new Unreplayable('cycle');
  ancestors.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => encodeValue(item, registry, ancestors));
    const prototype = Object.getPrototypeOf(value) as object | null;
    let className: string | undefined;
    if (prototype !== Object.prototype && prototype !== null) {
      const constructor = prototype.constructor as { name?: string } | undefined;
      if (!constructor?.name || registry.get(constructor.name) !== constructor) throw new Unreplayable(constructor?.name ?? 'anonymous class');
      className = constructor.name;
    }
    const fields: { [name: string]: Json } = {};
    for (const name of Object.keys(value)) fields[name] = encodeValue((value as Record<string, unknown>)[name], registry, ancestors);
    return className ? { $c: className, $o: fields } : { $o: fields };
  } finally {
    ancestors.delete(value);
  }
}

function decodeValue(json: Json, registry: Map<string, (new () => object) | null>): unknown {
  if (json === null || typeof json !== 'object') return json;
  if (Array.isArray(json)) return json.map((item) => decodeValue(item, registry));
  if ('$o' in json) {
    const target = typeof json.$c === 'string' ? registry.get(json.$c) : undefined;
    if (target === null) throw new Unreplayable(String(json.$c));
    const object: Record<string, unknown> = target ? Object.create(target.prototype as object) : {};
    for (const [name, field] of Object.entries(json.$o as Record<string, Json>)) object[name] = decodeValue(field, registry);
    return object;
  }
  if ('$d' in json) return new Date(json.$d as number);
  if ('$b' in json) return BigInt(json.$b as string);
  if ('$x' in json) return Buffer.from(json.$x as string, 'base64');
  if ('$n' in json) return Number(json.$n);
  if ('$u' in json) return undefined;
  throw new Unreplayable('unknown tag');
}

/**
 * The result as stored bytes, or null when it cannot be restored faithfully (see above). Never
 * throws: it runs inside the write's transaction, and a result that cannot be encoded (or a getter
 * that fails when read) must cost the retry its rebuilt answer, not fail the write.
 */
export function encodeEffectResult(dataSource: DataSource, value: unknown): Buffer | null {
  try {
    return Buffer.from(JSON.stringify(encodeValue(value, classRegistry(dataSource), new Set())), 'utf8');
  } catch {
    return null;
  }
}

/** The stored result as the transaction returned it; `undefined` in `ok: false` when it cannot be restored. */
export function decodeEffectResult(dataSource: DataSource, stored: Buffer): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: decodeValue(JSON.parse(stored.toString('utf8')) as Json, classRegistry(dataSource)) };
  } catch (error) {
    if (error instanceof Unreplayable || error instanceof SyntaxError) return { ok: false };
    throw error;
  }
}
