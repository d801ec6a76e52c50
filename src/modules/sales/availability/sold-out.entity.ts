import { Column, Entity, Index } from 'typeorm';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { UuidScalar } from '../../../core/scalars';

/** What was marked sold out at a branch: a product, or an inventory item (then every product whose bill of materials needs it). */
export enum SoldOutTarget {
  Product = 'Product',
  InventoryItem = 'InventoryItem',
}
registerEnumType(SoldOutTarget, {
  name: 'SoldOutTarget',
  description: 'Product, or InventoryItem (every product whose bill of materials needs it).',
  valuesConfig: { Product: { description: 'One product.' }, InventoryItem: { description: 'An inventory item: every product needing it.' } },
});

/** A product or inventory item unavailable at a branch until marked available again (docs/live.md, "Sold out"). */
@ObjectType('SoldOutEntry', { simpleResolvers: true, description: 'A product or inventory item marked sold out at a branch.' })
@Entity('sales_sold_out')
@Index('sales_sold_out_target', ['branchId', 'targetKind', 'targetId'], { unique: true })
export class SoldOutEntry extends OrganizationRecord {
  @Field(() => UuidScalar, { description: 'The branch.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => SoldOutTarget, { description: 'Product or inventory item.' })
  @Column('text')
  targetKind!: SoldOutTarget;

  @Field(() => UuidScalar, { description: 'Id of the product or inventory item.' })
  @Column('uuid')
  targetId!: string;

  @Field(() => String, { description: 'Its name (as marked).' })
  @Column('text')
  name!: string;

  @Field(() => [UuidScalar], {
    description: 'The products unavailable because of it (for an inventory item, those whose bill of materials needs it), as marked.',
  })
  @Column('uuid', { array: true, default: () => "'{}'" })
  productIds!: string[];

  @Column('uuid', { nullable: true })
  createdBy!: string | null;
}
