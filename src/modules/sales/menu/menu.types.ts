import { Field, Int, ObjectType } from 'type-graphql';
import { Int64Scalar, UuidScalar } from '../../../core/scalars';

/* The menu as guests and partners read it: only what can be ordered, with shelf prices. */

@ObjectType('MenuModifierOption', { simpleResolvers: true, description: 'An option of a menu modifier group, with its price delta.' })
export class MenuModifierOption {
  @Field(() => UuidScalar, { description: 'Id of the option (use it in OrderItemInput.modifierOptionIds).' })
  id!: string;

  @Field(() => String, { description: 'Option name (e.g. Large).' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic option name; null when none.' })
  nameAr!: string | null;

  @Field(() => Int64Scalar, { description: 'Added to the unit price when chosen (IQD).' })
  priceDelta!: number;
}

@ObjectType('MenuModifierGroup', { simpleResolvers: true, description: 'A modifier group offered with a menu product.' })
export class MenuModifierGroup {
  @Field(() => UuidScalar, { description: 'Id of the modifier group.' })
  id!: string;

  @Field(() => String, { description: 'Group name (e.g. Size).' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic group name; null when none.' })
  nameAr!: string | null;

  @Field(() => Int, { description: 'Fewest options to choose from the group.' })
  minChoices!: number;

  @Field(() => Int, { description: 'Most options that may be chosen from the group.' })
  maxChoices!: number;

  @Field(() => [MenuModifierOption], { description: 'Active options, in their order.' })
  options!: MenuModifierOption[];
}

@ObjectType('MenuProduct', { simpleResolvers: true, description: 'A product as the menu shows it, with its shelf price for the branch and channel.' })
export class MenuProduct {
  @Field(() => UuidScalar, { description: 'Id of the product (use it in OrderItemInput.productId).' })
  id!: string;

  @Field(() => String, { description: 'Product name.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic product name; null when none.' })
  nameAr!: string | null;

  @Field(() => String, { nullable: true, description: 'Menu description; null when none.' })
  description!: string | null;

  @Field(() => String, { nullable: true, description: 'Arabic menu description; null when none.' })
  descriptionAr!: string | null;

  @Field(() => String, { nullable: true, description: 'http(s) URL of the product picture; null when none.' })
  imageUrl!: string | null;

  @Field(() => Int64Scalar, { description: "Base price under the branch's price tier, rounded to the price step (before modifiers and promotions)." })
  shelfPrice!: number;

  @Field(() => [MenuModifierGroup], { description: "The product's modifier groups, in their order." })
  modifierGroups!: MenuModifierGroup[];
}

@ObjectType('MenuCategory', { simpleResolvers: true, description: 'A category of the menu with its orderable products.' })
export class MenuCategory {
  @Field(() => UuidScalar, { nullable: true, description: 'null for the trailing group of products without a category.' })
  id!: string | null;

  @Field(() => String, { description: 'Category name.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic category name; null when none.' })
  nameAr!: string | null;

  @Field(() => Int, { description: 'Position on the menu, from 1.' })
  position!: number;

  @Field(() => [MenuProduct], { description: 'Products of the category that can be ordered, in menu order.' })
  products!: MenuProduct[];
}
