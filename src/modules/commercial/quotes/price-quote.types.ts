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
  @Field(() => UuidScalar)
  productId!: string;

  @Field(() => Int, { description: 'Whole number, 1..999.' })
  quantity!: number;

  @Field(() => [UuidScalar], { nullable: true })
  modifierOptionIds?: string[] | null;
}

@ObjectType('QuoteModifier')
export class QuoteModifier {
  @Field(() => UuidScalar) optionId!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) nameAr!: string | null;
  @Field(() => Int64Scalar, { description: 'Signed IQD added to the unit price.' }) priceDelta!: number;
}

@ObjectType('QuoteLine', { description: 'A priced cart line (IQD).' })
export class QuoteLine {
  @Field(() => Int) index!: number;
  @Field(() => UuidScalar) productId!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) nameAr!: string | null;
  @Field(() => Int) quantity!: number;
  @Field(() => Int64Scalar, { description: 'Catalogue base price.' }) basePrice!: number;
  @Field(() => Int64Scalar, { description: 'Base price under the branch tier, rounded to the price step.' }) shelfPrice!: number;
  @Field(() => [QuoteModifier]) modifiers!: QuoteModifier[];
  @Field(() => Int64Scalar, { description: 'Shelf price plus modifier deltas.' }) unitPrice!: number;
  @Field(() => Int64Scalar) lineTotal!: number;
  @Field(() => Int64Scalar, { description: "The line's share of the cart discount." }) discount!: number;
  @Field(() => Int64Scalar) netAmount!: number;
  @Field(() => UuidScalar, { nullable: true }) taxCodeId!: string | null;
  @Field(() => Int, { nullable: true }) ratePermille!: number | null;
}

@ObjectType('QuoteTier', { description: "The branch's price tier and how it changed base prices." })
export class QuoteTier {
  @Field(() => UuidScalar, { nullable: true }) groupId!: string | null;
  @Field(() => String, { nullable: true }) groupName!: string | null;
  @Field(() => Int, { description: 'Tier in basis points (1000 = +10%).' }) basisPoints!: number;
  @Field(() => String) reason!: string;
}

@ObjectType('QuotePromotion', { description: 'A promotion the quote considered, applied or not, and why.' })
export class QuotePromotion {
  @Field(() => UuidScalar) promotionId!: string;
  @Field(() => String) name!: string;
  @Field(() => Int64Scalar, { description: 'The discount it gives (0 when it does not apply).' }) discount!: number;
  @Field(() => Boolean) applied!: boolean;
  @Field(() => PromotionRejection, { nullable: true }) rejection!: PromotionRejection | null;
  @Field(() => String) reason!: string;
}

@ObjectType('QuoteTax')
export class QuoteTax {
  @Field(() => UuidScalar) taxCodeId!: string;
  @Field(() => Int) ratePermille!: number;
  @Field(() => Int64Scalar) taxableAmount!: number;
  @Field(() => Int64Scalar) tax!: number;
}

@ObjectType('PriceQuote', { description: 'A cart priced by the engine, with the reasons (tier, promotions considered, the one applied). IQD.' })
export class PriceQuoteResult {
  @Field(() => LocalDateScalar, { description: 'Business date of the quote in the branch calendar.' }) businessDate!: string;
  @Field(() => UuidScalar, { nullable: true }) channelId!: string | null;
  @Field(() => Boolean) pricesIncludeTax!: boolean;
  @Field(() => QuoteTier) tier!: QuoteTier;
  @Field(() => [QuoteLine]) lines!: QuoteLine[];
  @Field(() => Int64Scalar) subtotal!: number;
  @Field(() => QuotePromotion, { nullable: true, description: 'The applied promotion, or null.' }) promotion!: QuotePromotion | null;
  @Field(() => [QuotePromotion]) promotionsConsidered!: QuotePromotion[];
  @Field(() => Int64Scalar) discount!: number;
  @Field(() => [QuoteTax]) taxes!: QuoteTax[];
  @Field(() => Int64Scalar) taxTotal!: number;
  @Field(() => Int64Scalar, { description: 'What the guest pays.' }) total!: number;
  @Field(() => Int64Scalar) totalExcludingTax!: number;
}
