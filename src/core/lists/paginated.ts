import { ClassType, Field, Int, ObjectType } from 'type-graphql';
import { COUNT_CAP, COUNT_PAGES_AHEAD } from './list-window';

/** `XPage { items, page, perPage, total, totalPages }`: the list shape of docs/api-conventions.md. */
export function Paginated<T extends object>(itemType: ClassType<T>, name: string) {
  @ObjectType(`${name}Page`, { simpleResolvers: true, description: `A page of ${name} records.` })
  class PageType {
    @Field(() => [itemType], { description: "The records of this page, in the list's sort order." })
    items!: T[];

    @Field(() => Int, { description: "This page's number, from 1." })
    page!: number;

    @Field(() => Int, { description: 'Records per page (1 to 100; default 20).' })
    perPage!: number;

    @Field(() => Int, {
      description: `Matching records, counted up to ${COUNT_PAGES_AHEAD} pages beyond this one (at most ${COUNT_CAP}); when totalIsExact is false there are at least this many.`,
    })
    total!: number;

    @Field(() => Int, { description: 'Pages of perPage records in total (from total, so also a lower bound when totalIsExact is false).' })
    totalPages!: number;

    @Field(() => Boolean, {
      description: `False when the count stopped at its cap, ${COUNT_PAGES_AHEAD} pages beyond this one (at most ${COUNT_CAP} records): total is then "at least"; the next pages tell more.`,
    })
    totalIsExact!: boolean;
  }
  return PageType;
}
