import { useSearchParams } from 'react-router';
import type { SortDirection } from '../gql/graphql';

export interface ListParams {
  page: number;
  search: string;
  sort: string;
  dir: 'asc' | 'desc';
  /** A filter kept in the address (`?status=Pending`); '' when unset. */
  filter(name: string): string;
}

/**
 * Paging, search, sort and filters live in the address (so a list can be bookmarked, shared and
 * survives a reload); the page sends them to the service as `ListArgs` and filter variables.
 */
export function useListParams(defaults: { sort: string; dir: 'asc' | 'desc' }) {
  const [params, setParams] = useSearchParams();
  const value: ListParams = {
    page: Math.max(1, Number(params.get('page')) || 1),
    search: params.get('q') ?? '',
    sort: params.get('sort') ?? defaults.sort,
    dir: params.get('dir') === 'desc' ? 'desc' : params.get('dir') === 'asc' ? 'asc' : defaults.dir,
    filter: (name) => params.get(name) ?? '',
  };
  /** Changes some parameters; any change other than the page goes back to page 1. */
  const update = (changes: Record<string, string | number | null>) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, raw] of Object.entries(changes)) {
        if (raw === null || raw === '') next.delete(key);
        else next.set(key, String(raw));
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  };
  const toggleSort = (field: string) => update({ sort: field, dir: value.sort === field && value.dir === 'asc' ? 'desc' : 'asc' });
  return { params: value, update, toggleSort };
}

export function listArgs(params: ListParams, perPage = 20) {
  // The address keeps the short lowercase `dir=asc`; the service's SortDirection names are PascalCase.
  const dir: SortDirection = params.dir === 'desc' ? 'Desc' : 'Asc';
  return { page: params.page, perPage, search: params.search || undefined, sort: params.sort, dir };
}
