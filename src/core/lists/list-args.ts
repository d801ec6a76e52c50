import { Field, InputType, Int, registerEnumType } from 'type-graphql';

export enum SortDirection {
  asc = 'asc',
  desc = 'desc',
}
registerEnumType(SortDirection, { name: 'SortDirection', description: 'Ascending or descending order.' });

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

  @Field(() => SortDirection, { nullable: true })
  dir?: SortDirection;
}
