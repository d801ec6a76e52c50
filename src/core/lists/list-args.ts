import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import type { ListSortFields } from './sort-fields';

/** The GraphQL names follow the PascalCase rule of every enum (docs/api-conventions.md); the values stay the lowercase ones the lists compare. */
export enum SortDirection {
  Asc = 'asc',
  Desc = 'desc',
}
registerEnumType(SortDirection, {
  name: 'SortDirection',
  description: 'Order of a sorted list. REST `Dir` takes the same names, case-insensitively (`asc` works too).',
  valuesConfig: {
    Asc: { description: 'Ascending: smallest, earliest or alphabetically first value first.' },
    Desc: { description: 'Descending: largest, latest or alphabetically last value first.' },
  },
});

/**
 * The standard list parameters (REST: Page, PerPage, Search, Skip, Sort, Dir, and page, per_page,
 * search). Limits are checked where the list is resolved so the messages name these fields.
 */
@InputType({ description: 'Paging, search and sort of a list. perPage defaults to 20, at most 100.' })
export class ListArgs {
  @Field(() => Int, { nullable: true, description: 'Page number, from 1.' })
  page?: number;

  @Field(() => Int, { nullable: true, description: 'Items per page (1-100, default 20).' })
  perPage?: number;

  @Field(() => Int, { nullable: true, description: 'Items to skip; overrides page.' })
  skip?: number;

  @Field(() => String, { nullable: true, description: 'Case-insensitive text search.' })
  search?: string;

  @Field(() => String, { nullable: true, description: 'A sort field named by the list.' })
  sort?: string;

  @Field(() => SortDirection, { nullable: true, description: "Direction of the sort; null uses the list's default direction (named with each list)." })
  dir?: SortDirection;
}

/**
 * The description of a list's `list` argument: the sort fields come from the list's declaration
 * (listSortFields, in its service), so the text names exactly what the server accepts.
 */
export function listArgDescription(sort: ListSortFields, defaultOrder: string): string {
  return `Page, page size, search and sort of the list; null gives the first 20 in the default order. sort takes ${sort.fields.join(', ')}; default order ${defaultOrder}.`;
}
