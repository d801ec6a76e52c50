import { ClassType, Field, Int, ObjectType } from 'type-graphql';

/** `XPage { items, page, perPage, total, totalPages }`: the list shape of docs/design.md. */
export function Paginated<T extends object>(itemType: ClassType<T>, name: string) {
  @ObjectType(`${name}Page`, { description: `A page of ${name} records.` })
  class PageType {
    @Field(() => [itemType])
    items!: T[];

    @Field(() => Int)
    page!: number;

    @Field(() => Int)
    perPage!: number;

    @Field(() => Int)
    total!: number;

    @Field(() => Int)
    totalPages!: number;
  }
  return PageType;
}
