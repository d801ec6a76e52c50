import fs from 'node:fs';
import path from 'node:path';
import { getMetadataStorage as typeGraphQLMetadata } from 'type-graphql';

/*
 * Two adjustments of type-graphql's per-call work, made through its metadata (it has no option for
 * either). Both depend on how type-graphql 2.0 works inside, so `assertTypeGraphQLInternals` checks
 * at start-up that those internals still look as they did when this was written: after an upgrade
 * that changes them, the service refuses to start with a message naming what to re-check, instead
 * of silently losing the tuning (or worse, mis-resolving fields).
 */

/** type-graphql's CommonJS build folder (its exports map hides the files: found beside the entry point). */
function typeGraphQLBuildDir(): string {
  return path.dirname(require.resolve('type-graphql'));
}

/**
 * The internals relied on: the schema generator honours a field's `simple` flag (GraphQL's default
 * resolver for it), and the resolver helpers' `getParams` sorts the parameter list it is handed on
 * every call; the metadata storage lists fields with `name`/`schemaName` and resolvers with
 * `params` carrying an `index`.
 */
export function assertTypeGraphQLInternals(): void {
  const problems: string[] = [];
  const dir = typeGraphQLBuildDir();
  const read = (file: string): string => {
    try {
      return fs.readFileSync(path.join(dir, file), 'utf8');
    } catch {
      problems.push(`${file} is missing`);
      return '';
    }
  };
  if (!/field\.simple\s*!==\s*undefined/.test(read('schema/schema-generator.js'))) problems.push('schema-generator.js no longer reads `field.simple`');
  const helpers = read('resolvers/helpers.js');
  if (!/function getParams\(params,/.test(helpers) || !/\.sort\(\(a, b\) => a\.index - b\.index\)/.test(helpers))
    problems.push('resolvers/helpers.js getParams no longer sorts its params by index');
  const storage = typeGraphQLMetadata() as unknown as Record<string, unknown>;
  for (const list of ['fields', 'queries', 'mutations', 'subscriptions', 'fieldResolvers']) {
    if (!Array.isArray(storage[list])) problems.push(`the metadata storage has no \`${list}\` list`);
  }
  const field = (storage.fields as Array<Record<string, unknown>> | undefined)?.[0];
  if (field && (!('name' in field) || !('schemaName' in field))) problems.push('field metadata lacks name/schemaName');
  const withParams = [...((storage.queries as Array<{ params?: Array<Record<string, unknown>> }>) ?? [])].find((query) => query.params?.length);
  if (withParams && typeof withParams.params?.[0]?.index !== 'number') problems.push('resolver parameter metadata lacks a numeric index');
  if (problems.length) {
    throw new Error(`type-graphql's internals changed (src/core/graphql/type-graphql-tuning.ts relies on them): ${problems.join('; ')}`);
  }
}

/**
 * A field that only reads the property of the same name gets GraphQL's default resolver instead
 * of type-graphql's wrapper (which runs an empty middleware chain for every value it reads: one
 * call per field of every row of a page). Fields with a field resolver, middleware, roles or a
 * schema name other than the property keep type-graphql's resolver; a field's own `simple`
 * option is respected.
 */
export function useDefaultResolverForPlainFields(): void {
  for (const field of typeGraphQLMetadata().fields) {
    if (field.simple !== undefined) continue;
    if (field.name === field.schemaName && !field.middlewares?.length && !field.roles?.length) field.simple = true;
  }
}

/**
 * type-graphql's resolver wrapper sorts the resolver's parameter list by position on every call
 * (`params.sort(...)` in its getParams), and each V8 sort allocates its working state, on every
 * resolver call of every page (docs/performance.md "Figures behind code comments"). The lists are
 * complete once the schema is built and never change, so they are sorted here once and their
 * `sort` answers the list as it stands.
 */
export function sortResolverParametersOnce(): void {
  const storage = typeGraphQLMetadata();
  const definitions = [...storage.queries, ...storage.mutations, ...storage.subscriptions, ...storage.fieldResolvers];
  for (const { params } of definitions) {
    if (!params || Object.prototype.hasOwnProperty.call(params, 'sort')) continue;
    params.sort((a, b) => a.index - b.index);
    Object.defineProperty(params, 'sort', { value: sortedAlready, enumerable: false });
  }
}

function sortedAlready<T>(this: T[]): T[] {
  return this;
}
