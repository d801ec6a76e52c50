import { validationError, type FieldErrors } from '../errors/app-error';
import type { ListArgs } from './list-args';

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;
/**
 * The most a total is ever counted to: past its cap a page says `total` = the cap and
 * `totalIsExact` = false ("at least"), so a count never reads more than the cap's worth of index
 * entries however large the table (docs/api-conventions.md, "Counts"). Console lists count less
 * (COUNT_PAGES_AHEAD); partner lists count to this.
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
  /** Matching rows, counted up to a cap (COUNT_PAGES_AHEAD pages past this one, or COUNT_CAP); when `totalIsExact` is false, at least this many. */
  total: number;
  totalPages: number;
  totalIsExact: boolean;
}

/** The page of a list the caller may see nothing of (an employee's own records, with no employee). */
export function emptyPage<T>(window: { page: number; perPage: number }): PageResult<T> {
  return { items: [], page: window.page, perPage: window.perPage, total: 0, totalPages: 0, totalIsExact: true };
}
