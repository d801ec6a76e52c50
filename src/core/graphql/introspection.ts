import { type DocumentNode, visit } from 'graphql';

/**
 * Whether a document asks for __schema or __type. Remembered per document: Apollo and the /graphql
 * fast path hand every request of a cached document the same DocumentNode, so the walk over it
 * runs once per document instead of once per request (a WeakMap, so entries leave with the
 * callers' cache entries). Used by the introspection policy (apollo.ts) and by the compiled
 * operations, which leave introspection to graphql-js.
 */
const introspectionOf = new WeakMap<DocumentNode, boolean>();

export function asksForIntrospection(document: DocumentNode): boolean {
  const known = introspectionOf.get(document);
  if (known !== undefined) return known;
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  introspectionOf.set(document, found);
  return found;
}
