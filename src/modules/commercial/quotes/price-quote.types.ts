import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Int64Scalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { PromotionRejection } from '../pricing';

registerEnumType(PromotionRejection, {
  name: 'PromotionRejection',
  description:
    'Why a promotion did not apply: Inactive (switched off), NotStarted, Ended, OtherChannel, BelowMinimumOrder, NotTheBest (another one gives the guest more).',
  valuesConfig: {
    Inactive: { description: 'The promotion is switched off.' },
    NotStarted: { description: 'It starts after the business date.' },
    Ended: { description: 'It ended before the business date.' },
    OtherChannel: { description: "It does not apply to the order's sales channel." },
    BelowMinimumOrder: { description: 'The order is below its minimum order amount.' },
    NotTheBest: { description: 'Another promotion gives the guest more; only the best one applies.' },
  },
});

@InputType('CartItemInput', { description: 'One line of a cart: a product, how many, and the chosen modifier options. Clients never send prices.' })
export class CartItemGqlInput {
  @Field(() => UuidScalar, { description: 'Id of a product of the organisation.' })
  productId!: string;

  @Field(() => Int, { description: 'Whole number, 1..999.' })
  quantity!: number;

  @Field(() => [UuidScalar], { nullable: true, description: "Ids of the chosen modifier options of the product's groups." })
  modifierOptionIds?: string[] | null;
}

@ObjectType('QuoteModifier', { simpleResolvers: true, description: 'A modifier option chosen on a quote line, with its price delta.' })
export class QuoteModifier {
  @Field(() => UuidScalar, { description: 'Id of the modifier option.' }) optionId!: string;
  @Field(() => String, { description: 'Option name.' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Arabic option name; null when none.' }) nameAr!: string | null;
  @Field(() => Int64Scalar, { description: 'Signed IQD added to the unit price.' }) priceDelta!: number;
}

@ObjectType('QuoteLine', { simpleResolvers: true, description: 'A priced cart line (IQD).' })
export class QuoteLine {
  @Field(() => Int, { description: 'Position of the line in the cart as sent.' }) index!: number;
  @Field(() => UuidScalar, { description: 'Id of the product.' }) productId!: string;
  @Field(() => String, { description: 'Product name.' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Arabic product name; null when none.' }) nameAr!: string | null;
  @Field(() => Int, { description: 'Units, 1-999.' }) quantity!: number;
  @Field(() => Int64Scalar, { description: 'Catalogue base price.' }) basePrice!: number;
  @Field(() => Int64Scalar, { description: 'Base price under the branch tier, rounded to the price step.' }) shelfPrice!: number;
  @Field(() => [QuoteModifier], { description: 'Chosen modifier options.' }) modifiers!: QuoteModifier[];
  @Field(() => Int64Scalar, { description: 'Shelf price plus modifier deltas.' }) unitPrice!: number;
  @Field(() => Int64Scalar, { description: 'unitPrice times quantity, in IQD.' }) lineTotal!: number;
  @Field(() => Int64Scalar, { description: "The line's share of the cart discount." }) discount!: number;
  @Field(() => Int64Scalar, { description: "lineTotal minus the line's discount, in IQD." }) netAmount!: number;
  @Field(() => UuidScalar, { nullable: true, description: 'Id of the tax code of the product; null when untaxed.' }) taxCodeId!: string | null;
  @Field(() => Int, { nullable: true, description: 'Tax rate in permille; null when untaxed.' }) ratePermille!: number | null;
}

@ObjectType('QuoteTier', { simpleResolvers: true, description: "The branch's price tier and how it changed base prices." })
export class QuoteTier {
  @Field(() => UuidScalar, { nullable: true, description: 'Id of the PriceTier branch group of the branch; null when none.' }) groupId!: string | null;
  @Field(() => String, { nullable: true, description: 'Name of that group; null when none.' }) groupName!: string | null;
  @Field(() => Int, { description: 'Tier in basis points (1000 = +10%).' }) basisPoints!: number;
  @Field(() => String, { description: 'Why this tier applies, in English.' }) reason!: string;
}

@ObjectType('QuotePromotion', { simpleResolvers: true, description: 'A promotion the quote considered, applied or not, and why.' })
export class QuotePromotion {
  @Field(() => UuidScalar, { description: 'Id of the promotion.' }) promotionId!: string;
  @Field(() => String, { description: 'Promotion name.' }) name!: string;
  @Field(() => Int64Scalar, { description: 'The discount it gives (0 when it does not apply).' }) discount!: number;
  @Field(() => Boolean, { description: 'Whether the quote applies it.' }) applied!: boolean;
  @Field(() => PromotionRejection, { nullable: true, description: 'Why it does not apply; null when applied.' }) rejection!: PromotionRejection | null;
  @Field(() => String, { description: 'Explanation in English.' }) reason!: string;
}

@ObjectType('QuoteTax', { simpleResolvers: true, description: 'Tax of a quote under one tax code.' })
export class QuoteTax {
  @Field(() => UuidScalar, { description: 'Id of the tax code.' }) taxCodeId!: string;
  @Field(() => Int, { description: 'Rate in permille (thousandths): 150 = 15 %.' }) ratePermille!: number;
  @Field(() => Int64Scalar, { description: 'Amount taxed, in IQD.' }) taxableAmount!: number;
  @Field(() => Int64Scalar, { description: 'Tax, in IQD.' }) tax!: number;
}

@ObjectType('PriceQuote', {
  simpleResolvers: true,
  description: 'A cart priced by the engine, with the reasons (tier, promotions considered, the one applied). IQD.',
})
export class PriceQuoteResult {
  @Field(() => LocalDateScalar, { description: 'Business date of the quote in the branch calendar.' }) businessDate!: string;
  @Field(() => UuidScalar, { nullable: true, description: 'Id of the channel priced for; null when none was given.' }) channelId!: string | null;
  @Field(() => Boolean, { description: 'Whether shelf prices already include tax.' }) pricesIncludeTax!: boolean;
  @Field(() => QuoteTier, { description: "The branch's price tier." }) tier!: QuoteTier;
  @Field(() => [QuoteLine], { description: 'The priced lines.' }) lines!: QuoteLine[];
  @Field(() => Int64Scalar, { description: 'Sum of the lines, in IQD.' }) subtotal!: number;
  @Field(() => QuotePromotion, { nullable: true, description: 'The applied promotion, or null.' }) promotion!: QuotePromotion | null;
  @Field(() => [QuotePromotion], { description: 'Every promotion looked at, applied or not, and why.' }) promotionsConsidered!: QuotePromotion[];
  @Field(() => Int64Scalar, { description: 'Discount given, in IQD.' }) discount!: number;
  @Field(() => [QuoteTax], { description: 'Tax per tax code.' }) taxes!: QuoteTax[];
  @Field(() => Int64Scalar, { description: 'Sum of the taxes, in IQD.' }) taxTotal!: number;
  @Field(() => Int64Scalar, { description: 'What the guest pays.' }) total!: number;
  @Field(() => Int64Scalar, { description: 'Total without tax, in IQD.' }) totalExcludingTax!: number;
}
