import pg from 'pg';
import type { QueryResult } from 'pg';

/*
 * The shape of a statement's rows, kept per statement text. For every statement node-postgres
 * turns the server's RowDescription into a parser per column and an empty row object that each
 * row is copied from (pg lib/result.js `addFields`): it builds that object key by key in
 * dictionary mode and spreads it, and looks up every column's parser. On a page of batches, whose
 * four statements read entities of 9 to 26 columns, this cost more than parsing the rows
 * (docs/performance.md, "Lists at scale"). The same text always describes the same columns, so
 * the parsers and the empty row are made once per text; a description that differs from the kept
 * one (a migration changed a table under a running service) replaces it.
 */

interface FieldDescription {
  name: string;
  dataTypeID: number;
  format?: string;
}

/** The parts of node-postgres's Result that addFields fills (pg 8, lib/result.js). */
interface ResultInternals {
  fields: FieldDescription[];
  _parsers: unknown[] | undefined;
  _types: unknown;
  _prebuiltEmptyResultObject: Record<string, null> | null;
  rowAsArray: boolean;
  addFields(fields: FieldDescription[]): void;
}

interface RowShape {
  fields: FieldDescription[];
  parsers: unknown[];
  emptyRow: Record<string, null>;
}

/** Texts are bounded by the code's statements and their filter combinations; the bound guards against a leak all the same. */
const MAX_SHAPES = 2_000;
/**
 * Per connection's type parsers (node-postgres gives each client its own `TypeOverrides`), so a
 * kept parser is always the one that client would have chosen.
 */
const shapesByTypes = new WeakMap<object, Map<string, RowShape>>();

function sameFields(kept: FieldDescription[], fields: FieldDescription[]): boolean {
  if (kept.length !== fields.length) return false;
  for (let i = 0; i < fields.length; i++) {
    const a = kept[i];
    const b = fields[i];
    if (a.name !== b.name || a.dataTypeID !== b.dataTypeID || (a.format ?? 'text') !== (b.format ?? 'text')) return false;
  }
  return true;
}

/** Gives the result the kept shape of `text`'s rows, or lets node-postgres make it and keeps it. */
function describeRows(text: string, result: ResultInternals, fields: FieldDescription[]): void {
  const types = result._types;
  if (typeof types !== 'object' || types === null || result.rowAsArray) return result.addFields(fields);
  let shapes = shapesByTypes.get(types);
  if (!shapes) shapesByTypes.set(types, (shapes = new Map()));
  const kept = shapes.get(text);
  if (kept && sameFields(kept.fields, fields)) {
    // The kept descriptions: their names have served as keys of every row already (V8 keeps them
    // as internalised keys), where a new message's names would each be looked up again.
    result.fields = kept.fields;
    result._parsers = kept.parsers;
    result._prebuiltEmptyResultObject = kept.emptyRow;
    return;
  }
  result.addFields(fields);
  if (!result._parsers || !result._prebuiltEmptyResultObject) return;
  if (!kept && shapes.size >= MAX_SHAPES) shapes.clear();
  shapes.set(text, { fields, parsers: result._parsers, emptyRow: result._prebuiltEmptyResultObject });
}

interface QueryInternals {
  text: string;
  _result: ResultInternals;
  _accumulateRows: boolean;
  callback: unknown;
  _checkForMultirow(): void;
  listeners(event: string): unknown[];
}

const NodePostgresQuery = pg.Query as unknown as new (
  text: string,
  values: unknown[] | undefined,
  callback: (error: Error | undefined, result: QueryResult) => void,
) => QueryInternals;

/**
 * node-postgres's own Query (its queue, parsers, named-statement bookkeeping and errors) whose
 * rows take their shape from the statement's kept one. Mirrors Query.handleRowDescription
 * (pg 8, lib/query.js) with the result's fields set through describeRows.
 */
export class ShapedQuery extends NodePostgresQuery {
  handleRowDescription(msg: { fields: FieldDescription[] }): void {
    this._checkForMultirow();
    describeRows(this.text, this._result, msg.fields);
    this._accumulateRows = Boolean(this.callback) || !this.listeners('row').length;
  }
}

/**
 * A statement as a ShapedQuery, named when `name` is given, answering its result. The Query is
 * made here rather than by `client.query`: given a `{ name, text, values }` object, `client.query`
 * first copies it with its property descriptors (`cloneQueryConfig`, the largest cost of
 * node-postgres's own in a guest order's profile: docs/performance.md "Figures behind code
 * comments"). It goes through the client's queue, parsers and errors as any other.
 */
export function shapedQuery(target: { query: (query: never) => unknown }, text: string, params: readonly unknown[], name?: string): Promise<QueryResult> {
  return new Promise((resolve, reject) => {
    const query = new ShapedQuery(text, params as unknown[], (error, result) => (error ? reject(error) : resolve(result)));
    if (name !== undefined) (query as unknown as { name: string }).name = name;
    target.query(query as never);
  });
}
