import { type ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { entityRows, type EntityRows } from '../db/entity-rows';
import { COUNT_CAP, COUNT_PAGES_AHEAD, type PageResult } from './list-window';

/*
 * The one reader of list pages (docs/architecture.md, "One read path and one write path"). Every
 * page is read the same way, whether the list is a TypeORM query builder or fixed SQL:
 *
 * - The window's ids first, over narrow (sort key, id) rows walked through an index, then the rows
 *   of those ids (`unnest(ARRAY(<ids>)) WITH ORDINALITY`), in one statement: what PostgreSQL sorts
 *   or skips is never a full row with its JSON.
 * - The total from the page when the page is the last one; otherwise counted up to a cap:
 *   COUNT_PAGES_AHEAD pages past the page for the console, COUNT_CAP for a partner list
 *   (`countCap`). A deep console page counts by continuing its own walk up to the cap, so the
 *   OFFSET is walked once; nearer pages count in a part of the same statement that scans on its
 *   own (whichever index answers the count alone). A page past the end counts in a statement of
 *   its own (no row carries the count).
 * - Every statement goes through `ctx.query`, which cancels it when the HTTP client leaves.
 */

/** Answers the placeholder (`$n`) of a value kept in the statement's parameters: no value ever enters the text. */
export type Param = (value: unknown) => string;

/** What runs a list's statements: the request context (`ctx.query`), or anything with its shape. */
export interface ListContext {
  query<Row>(text: string, params: readonly unknown[], options?: { prepared?: boolean }): Promise<Row[]>;
}

/**
 * A list written as fixed SQL over one entity's table. `where` and `orderBy` are fixed text from
 * the calling code (sort keys from resolveListWindow's whitelist); user input only through `param`.
 */
export interface ListSql<T> {
  /** The entity's columns and row mapper under `alias` (entityRows). */
  reader: EntityRows<T>;
  /** The table alias the filter and order use (a constant of the calling code). */
  alias: string;
  where: (param: Param) => string;
  /** ORDER BY text ending with the id, which breaks ties. */
  orderBy: string;
  /**
   * The count's own filter, when the page's carries conditions that only steer its plan (a
   * redundant time range that lets a time index serve the page); the page's filter otherwise.
   */
  count?: (param: Param) => string;
  /**
   * Sent as a named prepared statement, planned once per connection; otherwise sent unnamed and
   * planned for its values on every request (docs/architecture.md, "One read path and one write path").
   */
  plannedOnce?: boolean;
}

/** A TypeORM query builder with its filters and order (no to-many joins), or fixed SQL. */
export type ListSource<T extends ObjectLiteral> = SelectQueryBuilder<T> | ListSql<T>;

export interface ReadPageOptions {
  /** Count up to this many rows whatever the page (at most COUNT_CAP): the partner lists (docs/partner-api.md). */
  countCap?: number;
}

/** Reads one page of a list (see the top of this file). */
export async function readPage<T extends ObjectLiteral>(
  ctx: ListContext,
  source: ListSource<T>,
  window: { page: number; perPage: number; offset: number },
  options: ReadPageOptions = {},
): Promise<PageResult<T>> {
  const statement = source instanceof SelectQueryBuilder ? fromQuery(source) : fromSql(source);
  const cap = options.countCap ?? Math.min(COUNT_CAP, window.offset + window.perPage * (1 + COUNT_PAGES_AHEAD));
  const run = <Row>(text: string, params: readonly unknown[]) => ctx.query<Row>(text, params, { prepared: statement.plannedOnce });
  const countStatement = (limit: number) => `SELECT COUNT(*)::int AS n FROM (${statement.count.sql} LIMIT $${limit}) counted`;
  const countApart = async () => {
    const [row] = await run<{ n: number | string }>(countStatement(statement.count.params.length + 1), [...statement.count.params, cap + 1]);
    return Number(row?.n ?? 0);
  };

  if (statement.unordered) {
    // A key of several columns has no single id to walk: the page's rows are read as they are.
    const items = await statement.unordered(window);
    return page(items, window, cap, () => countApart());
  }

  const n = statement.params.length;
  // A deep console page counts by continuing its walk: resolveListWindow keeps offset + perPage within the cap, so this is at least a page.
  const countAhead = options.countCap === undefined && window.offset >= COUNT_PAGES_AHEAD * window.perPage;
  const take = countAhead ? cap + 1 - window.offset : window.perPage;
  // A nearer page counts in a part of its own, written into the page's statement when the count's parameters are the page's first ones.
  const countPart = !countAhead && statement.count.params.length <= n && statement.count.params.every((value, i) => value === statement.params[i]);
  const rowsOf = statement.rows;
  const rows = await run<Record<string, unknown>>(
    // Names no list's alias takes. MATERIALIZED: the ids are read once (a plain subquery is pulled up and its walk repeated for each use of `ids`).
    `WITH list_window AS MATERIALIZED (SELECT ARRAY(${statement.ids} LIMIT $${n + 1} OFFSET $${n + 2}) AS ids)` +
      (countPart ? `, list_count AS MATERIALIZED (${countStatement(n + 4)})` : '') +
      ` SELECT ${rowsOf ? rowsOf.reader.columns : 'list_page.id AS list_id'}, cardinality(list_window.ids) AS list_ids_read${countPart ? ', list_count.n AS list_counted' : ''}` +
      ` FROM list_window${countPart ? ' CROSS JOIN list_count' : ''} CROSS JOIN LATERAL unnest(list_window.ids[1:$${n + 3}]) WITH ORDINALITY AS list_page(id, n)` +
      (rowsOf ? ` JOIN ${rowsOf.reader.table} ${rowsOf.alias} ON ${rowsOf.alias}."${rowsOf.idColumn}" = list_page.id` : '') +
      ' ORDER BY list_page.n',
    countPart ? [...statement.params, take, window.offset, window.perPage, cap + 1] : [...statement.params, take, window.offset, window.perPage],
  );
  const items = rowsOf ? rows.map((row) => rowsOf.reader.map(row)) : await statement.byIds!(rows.map((row) => row.list_id));
  return page(items, window, cap, async () => {
    if (rows.length === 0) return countApart();
    return countAhead ? window.offset + Number(rows[0].list_ids_read) : countPart ? Number(rows[0].list_counted) : countApart();
  });
}

/**
 * The page with its total. A short page that is not past the end is the last one: its rows end
 * the list. Otherwise `counted` read at most cap + 1 rows: past the cap the total is the cap and
 * not exact ("at least"). A page that has rows says at least as many as its own end (the count may
 * have seen fewer rows if some went in between); a page past the end says what the count found.
 */
async function page<T>(
  items: T[],
  window: { page: number; perPage: number; offset: number },
  cap: number,
  counted: () => Promise<number>,
): Promise<PageResult<T>> {
  let total: number;
  let exact = true;
  if (items.length < window.perPage && (items.length > 0 || window.offset === 0)) {
    total = window.offset + items.length;
  } else {
    const found = await counted();
    exact = found <= cap;
    total = exact ? found : cap;
    if (items.length > 0) total = Math.max(total, window.offset + items.length);
  }
  return { items, page: window.page, perPage: window.perPage, total, totalPages: Math.ceil(total / window.perPage), totalIsExact: exact };
}

/** One list's statements, whatever it was written as. */
interface PageStatement<T> {
  /** `SELECT <id> FROM … WHERE … ORDER BY …`, with `params`. */
  ids: string;
  params: readonly unknown[];
  /** `SELECT 1 FROM … WHERE …` over the rows to count. */
  count: { sql: string; params: readonly unknown[] };
  plannedOnce: boolean;
  /** The rows joined by id in the page's statement, when an entity reader can map them. */
  rows?: { reader: EntityRows<T>; alias: string; idColumn: string };
  /** Otherwise the rows of the page's ids, in the page's order. */
  byIds?: (ids: unknown[]) => Promise<T[]>;
  /** A list without a single-column key: its page read directly. */
  unordered?: (window: { perPage: number; offset: number }) => Promise<T[]>;
}

function numbered(params: unknown[]): Param {
  return (value) => {
    params.push(value);
    return `$${params.length}`;
  };
}

function fromSql<T>(source: ListSql<T>): PageStatement<T> {
  const { reader, alias } = source;
  const params: unknown[] = [];
  const where = source.where(numbered(params));
  const countParams: unknown[] = [];
  const countWhere = source.count ? source.count(numbered(countParams)) : where;
  return {
    ids: `SELECT ${alias}."id" FROM ${reader.table} ${alias} WHERE ${where} ORDER BY ${source.orderBy}`,
    params,
    count: { sql: `SELECT 1 FROM ${reader.table} ${alias} WHERE ${countWhere}`, params: source.count ? countParams : params },
    plannedOnce: source.plannedOnce === true,
    rows: { reader, alias, idColumn: 'id' },
  };
}

function fromQuery<T extends ObjectLiteral>(query: SelectQueryBuilder<T>): PageStatement<T> {
  const main = query.expressionMap.mainAlias!;
  const [countSql, countParams] = query
    .clone()
    .select('1', 'one')
    .orderBy()
    .offset(undefined)
    .limit(undefined)
    .skip(undefined)
    .take(undefined)
    .getQueryAndParameters();
  const count = { sql: countSql, params: countParams };
  const primary = main.hasMetadata ? main.metadata.primaryColumns : [];
  if (primary.length !== 1) {
    return { ids: '', params: [], count, plannedOnce: false, unordered: (window) => query.clone().offset(window.offset).limit(window.perPage).getMany() };
  }
  const id = `${main.name}.${primary[0].propertyPath}`;
  const [ids, params] = query.clone().select(id).getQueryAndParameters();
  const reader = plainReader(query);
  return {
    ids,
    params,
    count,
    plannedOnce: false,
    rows: reader ? { reader, alias: main.name, idColumn: primary[0].databaseName } : undefined,
    byIds: async (pageIds) => (pageIds.length === 0 ? [] : query.clone().andWhere(`${id} IN (:...listPageIds)`, { listPageIds: pageIds }).getMany()),
  };
}

/**
 * The entity reader of a query that selects its main entity alone, when entityRows can read it;
 * otherwise (selected joins, relations) TypeORM reads the page's rows by their ids.
 */
function plainReader<T extends ObjectLiteral>(query: SelectQueryBuilder<T>): EntityRows<T> | null {
  const map = query.expressionMap;
  const main = map.mainAlias!;
  if (map.selects.length !== 1 || map.selects[0].selection !== main.name || !/^[a-z_][a-z0-9_]*$/.test(main.name)) return null;
  const metadata = main.metadata;
  if (metadata.embeddeds.length || metadata.relations.length || typeof metadata.target !== 'function') return null;
  return entityRows<T>(query.connection, metadata.target, main.name);
}
