import { type DocumentNode, type GraphQLSchema } from 'graphql';
import { asksForIntrospection } from './introspection';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/** How many compiled operations one process keeps (least recently used leaves first). */
export const COMPILED_OPERATIONS_MAX = 1000;
/**
 * Documents longer than this are not compiled: their key alone would hold this much memory per
 * entry, and a client that sends documents this large is not the one that repeats them.
 */
export const COMPILED_DOCUMENT_MAX_CHARS = 64 * 1024;

/** What a cache entry holds: the compiled operation, or the reason graphql-js runs it instead. */
type Entry = { compiled: CompiledQuery } | { fallback: string };

/**
 * A bounded cache of operations compiled by graphql-jit, keyed by the document's text and the
 * operation name. It holds code compiled from documents, never results: every request runs its
 * resolvers (and so the shield's rules, the loaders, the tenancy filters) afresh.
 *
 * An entry that cannot be compiled (compile errors, introspection, documents over the size limit)
 * is remembered as a fallback so the compiler is not asked again; the executor then runs
 * graphql-js, which is exactly what Apollo would have done.
 */
export class CompiledOperations {
  private readonly entries = new Map<string, Entry>();
  /**
   * The key already built for a parsed document. Apollo hands every request of a cached document
   * the same DocumentNode, so a request finds its key here instead of joining the text (1–2 KB
   * for a console page) into a new string that the Map must then hash in full. The entry itself
   * still lives in `entries`, so the bound and the order of eviction are unchanged.
   */
  private readonly byDocument = new WeakMap<DocumentNode, { name: string; source: string; key: string }>();
  private compiles = 0;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly max = COMPILED_OPERATIONS_MAX,
  ) {
    if (!(max >= 1)) throw new Error('CompiledOperations needs room for at least one entry');
  }

  /** The compiled operation for this document, or null when graphql-js must run it. */
  lookup(source: string, operationName: string | null | undefined, document: DocumentNode): CompiledQuery | null {
    if (source.length > COMPILED_DOCUMENT_MAX_CHARS) return null;
    const name = operationName ?? '';
    const known = this.byDocument.get(document);
    const key = known?.name === name && known.source === source ? known.key : `${name}\n${source}`;
    let entry = this.entries.get(key);
    if (entry) {
      // Map keeps insertion order: moving the key to the end makes the first key the least recently used.
      this.entries.delete(key);
    } else {
      entry = this.compile(document, operationName ?? undefined);
      if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string);
    }
    this.entries.set(key, entry);
    if (known?.key !== key) this.byDocument.set(document, { name, source, key });
    return 'compiled' in entry ? entry.compiled : null;
  }

  get size(): number {
    return this.entries.size;
  }

  /** How many documents were handed to the compiler (for tests: a cache hit does not compile). */
  get compileCount(): number {
    return this.compiles;
  }

  /** Whether this document is cached as compiled (not as a fallback, not absent). */
  isCompiled(source: string, operationName?: string | null): boolean {
    const entry = this.entries.get(`${operationName ?? ''}\n${source}`);
    return Boolean(entry && 'compiled' in entry);
  }

  /** Why a cached document runs on graphql-js, or null when it is compiled (or not cached). */
  fallbackReason(source: string, operationName?: string | null): string | null {
    const entry = this.entries.get(`${operationName ?? ''}\n${source}`);
    return entry && 'fallback' in entry ? entry.fallback : null;
  }

  private compile(document: DocumentNode, operationName: string | undefined): Entry {
    // Introspection is rare and its answers must match graphql-js's byte for byte; not worth compiling.
    if (asksForIntrospection(document)) return { fallback: 'introspection' };
    this.compiles++;
    try {
      const result = compileQuery(this.schema, document, operationName, { disablingCapturingStackErrors: true });
      if (isCompiledQuery(result)) return { compiled: result };
      return { fallback: (result.errors ?? []).map((error) => error.message).join('; ') || 'not compiled' };
    } catch (error) {
      return { fallback: (error as Error).message };
    }
  }
}
