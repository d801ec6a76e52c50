import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { validationError, FieldErrors } from '../errors/app-error';
import type { ListArgs } from './list-args';

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;

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
  total: number;
  totalPages: number;
}

export function toPage<T>(items: T[], total: number, window: { page: number; perPage: number }): PageResult<T> {
  return { items, page: window.page, perPage: window.perPage, total, totalPages: Math.ceil(total / window.perPage) };
}

const TOTAL_ALIAS = 'page_total__';

/**
 * Runs a list query (filters and order already applied) for one window: the page's rows and the
 * total in ONE round trip (`COUNT(*) OVER ()`), where getManyAndCount needs two queries. Only
 * when the page is past the end (no row to carry the total) does it count separately.
 * For queries without to-many joins (a joined row would be counted once per match).
 */
export async function fetchPage<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  window: { page: number; perPage: number; offset: number },
): Promise<PageResult<T>> {
  const { entities, raw } = await query
    .clone()
    .addSelect('COUNT(*) OVER ()', TOTAL_ALIAS)
    .offset(window.offset)
    .limit(window.perPage)
    .getRawAndEntities();
  let total: number;
  if (raw.length > 0) total = Number((raw[0] as Record<string, unknown>)[TOTAL_ALIAS]);
  else total = window.offset > 0 ? await query.clone().getCount() : 0;
  return toPage(entities, total, window);
}
