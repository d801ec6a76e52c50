import { Column, Entity, Index } from 'typeorm';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { SoftDeletableRecord } from '../../../core/db/base-records';
import { Int64Scalar, UuidScalar } from '../../../core/scalars';
import { decimal, int64 } from '../../../core/db/transformers';
import { SalesChannelKind } from '../shared/sales-channel-kind';

@ObjectType('Product', {
  simpleResolvers: true,
  description: 'Something on the menu: names, category, base price, tax code, channels and branches it is sold on.',
})
@Entity('catalog_products')
@Index('catalog_products_org_code_key', ['organizationId', 'codeKey'], { unique: true, where: 'deleted_at IS NULL' })
@Index('catalog_products_category', ['organizationId', 'categoryId'])
export class Product extends SoftDeletableRecord {
  @Field(() => String, { description: 'Product code (SKU), unique in the organisation (case-insensitive); imports upsert by it.' })
  @Column('text')
  code!: string;

  @Column('text')
  codeKey!: string;

  @Field(() => String, { description: 'Name on the menu, 1-120 characters.' })
  @Column('text')
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @Column('text', { nullable: true })
  nameAr!: string | null;

  @Field(() => String, { nullable: true, description: 'Menu description, at most 2000 characters; null when none.' })
  @Column('text', { nullable: true })
  description!: string | null;

  @Field(() => String, { nullable: true, description: 'Arabic description.' })
  @Column('text', { nullable: true })
  descriptionAr!: string | null;

  @Field(() => UuidScalar, { nullable: true, description: "Id of the product's category; null when uncategorised." })
  @Column('uuid', { nullable: true })
  categoryId!: string | null;

  @Field(() => Int64Scalar, { description: 'Base price in IQD (before branch-group tiers, modifiers and promotions).' })
  @Column('bigint', { transformer: int64 })
  basePriceIqd!: number;

  @Field(() => UuidScalar, { nullable: true, description: 'Tax code applied to the product (accounting tax codes).' })
  @Column('uuid', { nullable: true })
  taxCodeId!: string | null;

  @Field(() => Boolean, { description: 'Whether the product can be sold; inactive products are left off menus.' })
  @Column('boolean', { default: true })
  active!: boolean;

  @Field(() => [SalesChannelKind], { description: 'Kinds of sales channel the product is offered on.' })
  @Column('text', { array: true, default: () => "'{}'" })
  channels!: SalesChannelKind[];

  @Field(() => Int, { description: 'Position within its category on the menu, 0-1000000; lower first.' })
  @Column('integer', { default: 0 })
  sortOrder!: number;

  @Field(() => String, { nullable: true, description: 'http(s) URL of the product picture.' })
  @Column('text', { nullable: true })
  imageUrl!: string | null;

  @Field(() => Float, {
    nullable: true,
    description:
      "Kilograms of cooked rice one unit sells directly (by weight) from the branch's production batch of the day, e.g. 0.5 for a half-kilo rice box; null when the product is not a direct rice sale. Orders of such products are checked against the batch's reservation (allowDirectRiceOverflow).",
  })
  @Column('numeric', { precision: 8, scale: 3, nullable: true, transformer: decimal })
  directRiceKg!: number | null;
}
