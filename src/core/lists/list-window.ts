import type { ObjectLiteral, QueryRunner, SelectQueryBuilder } from 'typeorm';
import { validationError, type FieldErrors } from '../errors/app-error';
import type { ListArgs } from './list-args';
import type { PoolClient } from 'pg';
import { cancelWhenGone, type ClientGoneHook } from '../db/cancel-when-gone';
import { driverPool } from '../db/driver-pool';
import { brokenConnection, type SqlOptions } from '../db/run-sql';
import { entityRows, type EntityRows } from '../db/entity-rows';

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;
/**
 * The most a total is ever counted to: past its cap a page says `total` = the cap and
 * `totalIsExact` = false ("at least"), so a count never reads more than the cap's worth of index
 * entries however large the table (docs/api-conventions.md, "Counts"). Console lists count less
 * (countCapFor); partner lists count to this.
 */
export const COUNT_CAP = 10_000;
/**
 * Console lists count this many pages beyond the one asked for, no further: a count then costs
 * about as much as the page itself wherever the page is, and the pager still sees the next pages
 * (docs/api-conventions.md, "Counts").
 */
export const COUNT_PAGES_AHEAD = 10;
/**
 * How deep a page may start: `(page - 1) × perPage + perPage` at most this many rows. Deeper pages
 * are a 422 with a hint to filter (an OFFSET reads and discards every row before the page).
 */
export const MAX_LIST_DEPTH = 10_000;

export interface ListWindow<S extends string> {
  page: number;
  perPage: number;
  offset: number;
  search: string | null;
  sort: S;
  dir: 'ASC' | 'DESC';
}

/**
 * Turns list arguments into a window and a whitelisted sort key. An unknown sort field is a 422
 * naming the allowed ones, never a silently ignored parameter.
 */
export function resolveListWindow<S extends string>(
  args: ListArgs | null | undefined,
  sortable: readonly S[],
  defaults: { sort: S; dir: 'asc' | 'desc' },
): ListWindow<S> {
  const errors: FieldErrors = {};
  const perPage = args?.perPage ?? DEFAULT_PER_PAGE;
  const page = args?.page ?? 1;
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) {
    errors.perPage = [`must be between 1 and ${MAX_PER_PAGE}`];
  }
  if (!Number.isInteger(page) || page < 1) errors.page = ['must be 1 or more'];
  if (args?.skip != null && (!Number.isInteger(args.skip) || args.skip < 0)) errors.skip = ['must be 0 or more'];
  if (!errors.perPage && !errors.page && !errors.skip) {
    const end = (args?.skip != null ? args.skip : (page - 1) * perPage) + perPage;
    if (end > MAX_LIST_DEPTH) {
      errors[args?.skip != null ? 'skip' : 'page'] = [
        `must stay within the first ${MAX_LIST_DEPTH} rows of the list; narrow it with a filter or search, or reverse the sort`,
      ];
    }
  }
  let sort = defaults.sort;
  if (args?.sort != null && args.sort !== '') {
    const match = sortable.find((candidate) => candidate.toLowerCase() === args.sort!.toLowerCase());
    if (!match) errors.sort = [`must be one of: ${sortable.join(', ')}`];
    else sort = match;
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const offset = args?.skip != null ? args.skip : (page - 1) * perPage;
  const search = args?.search?.trim() ? args.search.trim() : null;
  return {
    page: args?.skip != null ? Math.floor(args.skip / perPage) + 1 : page,
    perPage,
    offset,
    search,
    sort,
    dir: (args?.dir ?? defaults.dir) === 'desc' ? 'DESC' : 'ASC',
  };
}

/** `%term%` for ILIKE with the user's wildcards taken literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface PageResult<T> {
  items: T[];
  page: number;
  perPage: number;
  /** Matching rows, counted up to a cap (countCapFor, or COUNT_CAP); when `totalIsExact` is false, at least this many. */
  total: number;
  totalPages: number;
  totalIsExact: boolean;
}

export function toPage<T>(items: T[], total: number, window: { page: number; perPage: number }, totalIsExact = true): PageResult<T> {
  return { items, page: window.page, perPage: window.perPage, total, totalPages: Math.ceil(total / window.perPage), totalIsExact };
}

/** What a page's rows already tell about the total, or null when a count is needed. */
export function totalFromPage(rows: number, window: { perPage: number; offset: number }): number | null {
  // A short page that is not past the end is the last one: its rows end the list.
  if (rows < window.perPage && (rows > 0 || window.offset === 0)) return window.offset + rows;
  return null;
}

/**
 * How far a console list's total is counted: the rows up to the end of the requested page and
 * COUNT_PAGES_AHEAD pages more, never past COUNT_CAP.
 */
export function countCapFor(window: { perPage: number; offset: number }): number {
  return Math.min(COUNT_CAP, window.offset + window.perPage * (1 + COUNT_PAGES_AHEAD));
}

/** The bounded total from a capped count (`counted` read at most `cap + 1` rows). */
export function boundedTotal(counted: number, cap: number): { total: number; exact: boolean } {
  return counted > cap ? { total: cap, exact: false } : { total: counted, exact: true };
}

/**
 * The page of a counted list. A page that has rows says at least as many as its own end (the count,
 * a statement of its own, may have seen fewer rows if some went in between); a page past the end
 * says what the count found, which is less than its offset.
 */
function countedPage<T>(items: T[], counted: number, cap: number, window: { page: number; perPage: number; offset: number }): PageResult<T> {
  const { total, exact } = boundedTotal(counted, cap);
  return toPage(items, items.length > 0 ? Math.max(total, window.offset + items.length) : total, window, exact);
}

/**
 * Runs a list query (filters and order already applied) for one window. The page is read alone
 * (no window count: a count over the whole match in the page query made PostgreSQL read every matching row, full width, before
 * the LIMIT). The total comes from the page when the page is the last one, otherwise from a count
 * of at most cap + 1 rows of the same filter (`SELECT 1 … LIMIT`, which an index answers); the cap
 * is countCapFor(window) unless `options.countCap` says otherwise.
 * For queries without to-many joins (a joined row would be counted once per match).
 */
export async function fetchPage<T extends ObjectLiteral>(
  caller: ListCaller,
  query: SelectQueryBuilder<T>,
  window: { page: number; perPage: number; offset: number },
  options: FetchPageOptions<T> = {},
): Promise<PageResult<T>> {
  return onWatchedConnection(caller, query, async (runner) => {
    const countQuery = options.countQuery ?? query;
    if (runner) {
      query.setQueryRunner(runner);
      countQuery.setQueryRunner(runner);
    }
    const items = await readPage(query, window);
    const known = totalFromPage(items.length, window);
    if (known !== null) return toPage(items, known, window);
    const cap = options.countCap ?? countCapFor(window);
    return countedPage(items, await countUpTo(countQuery, cap), cap, window);
  });
}

/** Who reads a list: the request context, or anything that can tell when its caller goes away. */
export interface ListCaller {
  readonly whenClientGone?: ClientGoneHook;
}

/**
 * Runs a list's statements on one pooled connection whose statement is cancelled if the HTTP
 * client disconnects (cancelWhenGone). Inside a transaction, or for a caller that cannot go away
 * (a job), the query keeps the connection it has.
 */
async function onWatchedConnection<T extends ObjectLiteral, R>(
  caller: ListCaller,
  query: SelectQueryBuilder<T>,
  work: (runner: QueryRunner | undefined) => Promise<R>,
): Promise<R> {
  if (!caller.whenClientGone || (query as unknown as { queryRunner?: QueryRunner }).queryRunner) return work(undefined);
  const runner = query.connection.createQueryRunner() as QueryRunner & { releasePostgresConnection(error?: Error): Promise<void> };
  const client = (await runner.connect()) as PoolClient;
  const watch = cancelWhenGone(driverPool(query.connection), client, caller.whenClientGone);
  let broken: Error | undefined;
  try {
    return await work(runner);
  } catch (error) {
    broken = brokenConnection(error);
    throw error;
  } finally {
    await runner.releasePostgresConnection(watch.stop() ?? broken);
  }
}

export interface CountOptions {
  /**
   * Count up to this many rows instead of countCapFor(window) (at most COUNT_CAP): the partner
   * lists, whose envelope has promised a total exact up to COUNT_CAP (docs/partner-api.md).
   */
  countCap?: number;
}

export interface FetchPageOptions<T extends ObjectLiteral> extends CountOptions {
  /**
   * The same rows as the page query, filtered for counting. For a list whose page query carries
   * conditions that only steer the plan (a redundant timestamp range that lets a time index serve
   * the page): counting with them too can make PostgreSQL intersect two indexes over the whole
   * range, where the count alone is answered by one index (docs/performance.md, "Lists at scale").
   */
  countQuery?: SelectQueryBuilder<T>;
}

/**
 * The page's rows chosen by id first, then read: the ids of the window (`SELECT x.id … WHERE
 * <filter> ORDER BY … LIMIT n OFFSET m`), then the rows of those ids. Whatever plan PostgreSQL
 * picks for the filter (an index in the right order, or a bitmap scan and a sort when it misjudges
 * how many rows a date range holds), what it sorts is the narrow (key, id) rows of the window,
 * never full rows with their JSON: a sort of at most MAX_LIST_DEPTH narrow rows stays in
 * work_mem, where full ones spilled to temporary files.
 *
 * When the query reads one entity (no selected joins) that entityRows can map, one statement
 * reads the rows in the ids' order (`unnest(ARRAY(<ids>)) WITH ORDINALITY`) and the rows are
 * mapped by the entity's reader: TypeORM's getMany would build the SQL a second time with the
 * filter repeated around the ids and hydrate through RawSqlResultsToEntityTransformer, which
 * together cost more CPU than the statements (docs/performance.md, "Lists at scale").
 */
async function readPage<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, window: { perPage: number; offset: number }): Promise<T[]> {
  const main = query.expressionMap.mainAlias!;
  const primary = main.hasMetadata ? main.metadata.primaryColumns : [];
  if (primary.length !== 1) return query.clone().offset(window.offset).limit(window.perPage).getMany();
  const id = `${main.name}.${primary[0].propertyPath}`;
  const ids = query.clone().select(id).offset(window.offset).limit(window.perPage);
  const reader = plainReader(query);
  if (!reader) return query.clone().andWhere(`${id} IN (${ids.getQuery()})`).getMany();
  const [idsSql, params] = ids.getQueryAndParameters();
  const rows = (await query.connection.query(
    `SELECT ${reader.columns} FROM unnest(ARRAY(${idsSql})) WITH ORDINALITY AS page_ids(id, n) JOIN ${reader.table} ${main.name} ON ${main.name}."${primary[0].databaseName}" = page_ids.id ORDER BY page_ids.n`,
    params,
    (query as unknown as { queryRunner?: QueryRunner }).queryRunner,
  )) as Array<Record<string, unknown>>;
  return rows.map((row) => reader.map(row));
}

/** The entity reader of a query that selects its main entity alone, when entityRows can read it. */
function plainReader<T extends ObjectLiteral>(query: SelectQueryBuilder<T>): EntityRows<T> | null {
  const map = query.expressionMap;
  const main = map.mainAlias!;
  if (map.selects.length !== 1 || map.selects[0].selection !== main.name || !/^[a-z_][a-z0-9_]*$/.test(main.name)) return null;
  const metadata = main.metadata;
  if (metadata.embeddeds.length || metadata.relations.length || typeof metadata.target !== 'function') return null;
  return entityRows<T>(query.connection, metadata.target, main.name);
}

/** COUNT over the query's own filter, reading at most `cap + 1` rows. */
export async function countUpTo<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, cap: number): Promise<number> {
  const inner = query
    .clone()
    .select('1', 'one')
    .orderBy()
    .offset(undefined)
    .skip(undefined)
    .take(undefined)
    .limit(cap + 1);
  const [sql, params] = inner.getQueryAndParameters();
  const rows = (await query.connection.query(
    `SELECT COUNT(*)::int AS n FROM (${sql}) counted`,
    params,
    (query as unknown as { queryRunner?: QueryRunner }).queryRunner,
  )) as Array<{ n: number | string }>;
  return Number(rows[0]?.n ?? 0);
}

/** Runs a parameterised statement: `ctx.query`, or anything with its shape. */
export type SqlRunner = <Row>(text: string, params: readonly unknown[]) => Promise<Row[]>;

export interface SqlPageSpec<Row, T> {
  /** The select list, e.g. entityRows(...).columns: fixed text, never user input. */
  columns: string;
  /** `table alias` (and fixed joins). */
  from: string;
  /** The filter with `$n` placeholders for `params`; fixed text, user input only in params. */
  where: string;
  params: readonly unknown[];
  /** ORDER BY text from a whitelist (resolveListWindow's sort), ending with a unique key. */
  orderBy: string;
  map: (row: Row) => T;
}

/**
 * The fixed-SQL twin of fetchPage, for the list pages measured in bench/ (docs/architecture.md,
 * "Adding a feature"): the page alone, then, when the page does not settle it, a count of at most
 * cap + 1 rows of the same filter (the cap as fetchPage's).
 */
export async function sqlPage<Row, T>(
  run: SqlRunner,
  window: { page: number; perPage: number; offset: number },
  spec: SqlPageSpec<Row, T>,
  options: CountOptions = {},
): Promise<PageResult<T>> {
  const n = spec.params.length;
  const rows = await run<Row>(`SELECT ${spec.columns} FROM ${spec.from} WHERE ${spec.where} ORDER BY ${spec.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`, [
    ...spec.params,
    window.perPage,
    window.offset,
  ]);
  const items = rows.map(spec.map);
  const known = totalFromPage(rows.length, window);
  if (known !== null) return toPage(items, known, window);
  const cap = options.countCap ?? countCapFor(window);
  const [count] = await run<{ n: number | string }>(`SELECT COUNT(*)::int AS n FROM (SELECT 1 FROM ${spec.from} WHERE ${spec.where} LIMIT $${n + 1}) counted`, [
    ...spec.params,
    cap + 1,
  ]);
  return countedPage(items, Number(count?.n ?? 0), cap, window);
}

export interface SqlIdPageSpec<T> {
  /** The entity's reader under `alias` (entityRows): its columns and table. */
  reader: EntityRows<T>;
  /** The table alias the filter and order use (a constant of the calling code). */
  alias: string;
  /** The filter with `$n` placeholders for `params`; fixed text, user input only in params. */
  where: string;
  params: readonly unknown[];
  /** ORDER BY text from a whitelist (resolveListWindow's sort), ending with the id. */
  orderBy: string;
  /**
   * The count's own filter and parameters, when the count is a statement of its own (a partner
   * list, a page past the end), if the page's carries conditions that only steer its plan
   * (fetchPage's `countQuery`); the page's filter otherwise.
   */
  count?: { where: string; params: readonly unknown[] };
}

/**
 * fetchPage's work as fixed SQL, for the hot lists (docs/performance.md, "Service CPU per list
 * page"): the window's ids chosen first over narrow rows (`unnest(ARRAY(<ids>)) WITH ORDINALITY`),
 * the rows read by the entity's reader, without building the SQL on every request. Sent unnamed,
 * as fetchPage's are: a list's best plan depends on its filter's values.
 *
 * A deep console page (COUNT_PAGES_AHEAD pages in or more) counts in the same statement: the ids
 * are taken from the page's OFFSET on, up to the count's cap (countCapFor) + 1, in the page's
 * order; the first perPage of them are the page and how many there were tells the total (the rows
 * before the page exist, the page being there). The walk to the page is then done once, where a
 * count of its own walked it again (docs/api-conventions.md, "Counts"). Nearer pages, and partner
 * lists (`countCap`, up to COUNT_CAP whatever the page), count in a part of the page's statement
 * that scans on its own (`c AS MATERIALIZED (SELECT COUNT(*) … LIMIT cap + 1)`, planned apart from
 * the walk): the count may take whichever index answers it alone, where continuing the page's walk
 * in the list's order can mean reading rows (a filter or a tie the ordered index does not hold),
 * and the page is still one round trip. A page past the end has no row to carry the count and
 * counts in a statement of its own.
 */
export async function sqlIdPage<T>(
  run: SqlRunner,
  window: { page: number; perPage: number; offset: number },
  spec: SqlIdPageSpec<T>,
  options: CountOptions = {},
): Promise<PageResult<T>> {
  const { reader, alias } = spec;
  const n = spec.params.length;
  const cap = options.countCap ?? countCapFor(window);
  const countAhead = options.countCap === undefined && window.offset >= COUNT_PAGES_AHEAD * window.perPage;
  // resolveListWindow keeps offset + perPage within MAX_LIST_DEPTH (= COUNT_CAP), so this is more than a page.
  const take = countAhead ? cap + 1 - window.offset : window.perPage;
  const count = spec.count ?? spec;
  // A nearer page counts in a part of its own (its own scan, planned apart from the page's walk),
  // written into the page's statement: one round trip. The count's parameters are the page's first ones.
  const countPart = !countAhead && sharesLeadingParams(count.params, spec.params);
  const countSql = (limit: number) => `SELECT COUNT(*)::int AS n FROM (SELECT 1 FROM ${reader.table} ${alias} WHERE ${count.where} LIMIT $${limit}) counted`;
  const rows = await run<Record<string, unknown>>(
    // MATERIALIZED: the ids are read once (a plain subquery is pulled up and its walk repeated for each use of `ids`).
    `WITH w AS MATERIALIZED (SELECT ARRAY(SELECT ${alias}."id" FROM ${reader.table} ${alias} WHERE ${spec.where} ORDER BY ${spec.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}) AS ids)${countPart ? `, c AS MATERIALIZED (${countSql(n + 4)})` : ''} SELECT ${reader.columns}, cardinality(w.ids) AS list_ids_read${countPart ? ', c.n AS list_counted' : ''} FROM w${countPart ? ' CROSS JOIN c' : ''} CROSS JOIN LATERAL unnest(w.ids[1:$${n + 3}]) WITH ORDINALITY AS page_ids(id, n) JOIN ${reader.table} ${alias} ON ${alias}."id" = page_ids.id ORDER BY page_ids.n`,
    countPart ? [...spec.params, take, window.offset, window.perPage, cap + 1] : [...spec.params, take, window.offset, window.perPage],
  );
  const items = rows.map((row) => reader.map(row));
  const known = totalFromPage(rows.length, window);
  if (known !== null) return toPage(items, known, window);
  let counted: number;
  if (countAhead && rows.length > 0) {
    counted = window.offset + Number(rows[0].list_ids_read);
  } else if (countPart && rows.length > 0) {
    counted = Number(rows[0].list_counted);
  } else {
    // A page past the end has no row to carry its count.
    const [row] = await run<{ n: number | string }>(countSql(count.params.length + 1), [...count.params, cap + 1]);
    counted = Number(row?.n ?? 0);
  }
  return countedPage(items, counted, cap, window);
}

/** Whether `count` is a prefix of `page`: the count's `$n` then name the same values inside the page's statement. */
function sharesLeadingParams(count: readonly unknown[], page: readonly unknown[]): boolean {
  return count.length <= page.length && count.every((value, i) => value === page[i]);
}

/** What a list's runner sends its statements through: the request context's `query`, or anything with its shape. */
type QueryingContext = { query: <Row>(text: string, params: readonly unknown[], options?: SqlOptions) => Promise<Row[]> };

/**
 * A list's statements through `ctx.query`, named (prepared once per connection, then planned
 * generically): only for a table whose rows in the list's scope stay few by a rule of the business,
 * so that one plan serves every value of its filters: production batches (at most one live batch
 * per branch and business day) and departments (an organisation's structure). Planning the batches'
 * page statement cost PostgreSQL more than running it (docs/performance.md, "Lists at
 * scale"). Any list whose table grows with orders, events or people uses unnamedQueries.
 */
export function plannedOnceQueries(ctx: QueryingContext): SqlRunner {
  return (text, params) => ctx.query(text, params, { prepared: true });
}

/** A list's statements through `ctx.query`, sent unnamed (planned for their own values each time). */
export function unnamedQueries(ctx: QueryingContext): SqlRunner {
  return (text, params) => ctx.query(text, params, { prepared: false });
}
