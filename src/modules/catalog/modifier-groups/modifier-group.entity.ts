import { Column, Entity, Index } from 'typeorm';
import { Field, Int, ObjectType } from 'type-graphql';
import { OrganizationRecord, SoftDeletableRecord } from '../../../core/db/base-records';
import { Int64Scalar, UuidScalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';

@ObjectType('ModifierGroup', {
  simpleResolvers: true,
  description: 'A choice offered with products ("Rice size", "Extras"), owned by the organisation and attached to many products.',
})
@Entity('catalog_modifier_groups')
export class ModifierGroup extends SoftDeletableRecord {
  @Field(() => String, { description: 'Name of the group shown to guests (e.g. Size), 1-120 characters.' })
  @Column('text')
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @Column('text', { nullable: true })
  nameAr!: string | null;

  @Field(() => Int, { description: 'Fewest options a guest must pick.' })
  @Column('integer')
  minChoices!: number;

  @Field(() => Int, { description: 'Most options a guest may pick.' })
  @Column('integer')
  maxChoices!: number;

  @Field(() => Boolean, { description: 'A choice must be made (then minChoices is at least 1).' })
  @Column('boolean')
  required!: boolean;
}

@ObjectType('ModifierOption', { simpleResolvers: true, description: 'One option of a modifier group, with its price delta.' })
@Entity('catalog_modifier_options')
@Index('catalog_modifier_options_group', ['groupId'])
export class ModifierOption extends OrganizationRecord {
  @Field(() => UuidScalar, { description: 'Id of the modifier group the option belongs to.' })
  @Column('uuid')
  groupId!: string;

  @Field(() => String, { description: 'Name of the option shown to guests (e.g. Large), 1-120 characters.' })
  @Column('text')
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @Column('text', { nullable: true })
  nameAr!: string | null;

  @Field(() => Int64Scalar, { description: 'Added to the product price when chosen (IQD; negative for a reduction).' })
  @Column('bigint', { transformer: int64 })
  priceDeltaIqd!: number;

  @Field(() => Boolean, { description: 'Whether guests may choose the option.' })
  @Column('boolean', { default: true })
  active!: boolean;

  @Field(() => Int, { description: 'Position within the group, 0-1000000; lower first.' })
  @Column('integer', { default: 0 })
  sortOrder!: number;
}

/** A modifier group attached to a product, at a position (0 first). */
@Entity('catalog_product_modifier_groups')
@Index('catalog_product_modifier_groups_group', ['groupId'])
export class ProductModifierGroup {
  @Column('uuid', { primary: true })
  productId!: string;

  @Column('uuid', { primary: true })
  groupId!: string;

  @Column('uuid')
  organizationId!: string;

  @Column('integer')
  position!: number;
}
