import { Field, Int, ObjectType } from 'type-graphql';
import { Int64Scalar, UuidScalar } from '../../../core/scalars';

/* The menu as guests and partners read it: only what can be ordered, with shelf prices. */

@ObjectType('MenuModifierOption')
export class MenuModifierOption {
  @Field(() => UuidScalar)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  nameAr!: string | null;

  @Field(() => Int64Scalar, { description: 'Added to the unit price when chosen (IQD).' })
  priceDelta!: number;
}

@ObjectType('MenuModifierGroup')
export class MenuModifierGroup {
  @Field(() => UuidScalar)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  nameAr!: string | null;

  @Field(() => Int)
  minChoices!: number;

  @Field(() => Int)
  maxChoices!: number;

  @Field(() => [MenuModifierOption], { description: 'Active options, in their order.' })
  options!: MenuModifierOption[];
}

@ObjectType('MenuProduct')
export class MenuProduct {
  @Field(() => UuidScalar)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  nameAr!: string | null;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => String, { nullable: true })
  descriptionAr!: string | null;

  @Field(() => String, { nullable: true })
  imageUrl!: string | null;

  @Field(() => Int64Scalar, { description: "Base price under the branch's price tier, rounded to the price step (before modifiers and promotions)." })
  shelfPrice!: number;

  @Field(() => [MenuModifierGroup], { description: "The product's modifier groups, in their order." })
  modifierGroups!: MenuModifierGroup[];
}

@ObjectType('MenuCategory')
export class MenuCategory {
  @Field(() => UuidScalar, { nullable: true, description: 'null for the trailing group of products without a category.' })
  id!: string | null;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  nameAr!: string | null;

  @Field(() => Int, { description: 'Position on the menu, from 1.' })
  position!: number;

  @Field(() => [MenuProduct])
  products!: MenuProduct[];
}
