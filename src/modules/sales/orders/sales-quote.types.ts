import { Field, ObjectType } from 'type-graphql';
import { Int64Scalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import type { CartQuote } from '../../commercial/quotes/cart-quote.service';
import { OrderLine, OrderTax } from './order-lines';
import { linesFromQuote } from './order-placement.service';

@ObjectType('SalesQuotePromotion', { simpleResolvers: true, description: 'The promotion a quote applies.' })
export class SalesQuotePromotion {
  @Field(() => UuidScalar, { description: 'Id of the promotion.' })
  promotionId!: string;

  @Field(() => String, { description: 'Promotion name.' })
  name!: string;

  @Field(() => Int64Scalar, { description: 'Discount it gives, in IQD.' })
  discount!: number;

  @Field(() => String, { description: 'Why it applies, in words.' })
  reason!: string;
}

@ObjectType('SalesQuote', { simpleResolvers: true, description: 'A cart priced by the pricing engine: what an order of it would charge now.' })
export class SalesQuote {
  @Field(() => LocalDateScalar, { description: "Business date the cart was priced for (YYYY-MM-DD, the branch's day)." })
  businessDate!: string;

  @Field(() => [OrderLine], { description: 'The priced lines.' })
  lines!: OrderLine[];

  @Field(() => Int64Scalar, { description: 'Sum of the lines, in IQD.' })
  subtotal!: number;

  @Field(() => Int64Scalar, { description: 'Discount of the best promotion, in IQD (0 when none).' })
  discount!: number;

  @Field(() => SalesQuotePromotion, { nullable: true, description: 'The promotion applied; null when none applies.' })
  promotion!: SalesQuotePromotion | null;

  @Field(() => [OrderTax], { description: 'Tax per tax code.' })
  taxes!: OrderTax[];

  @Field(() => Int64Scalar, { description: 'Sum of the taxes, in IQD.' })
  taxTotal!: number;

  @Field(() => Int64Scalar, { description: 'What the guest pays.' })
  total!: number;
}

export function salesQuoteOf(quote: CartQuote): SalesQuote {
  const applied = quote.promotion?.applied ? quote.promotion : null;
  return {
    businessDate: quote.businessDate,
    lines: linesFromQuote(quote),
    subtotal: quote.subtotal,
    discount: quote.discount,
    promotion: applied ? { promotionId: applied.promotionId, name: applied.name, discount: applied.discount, reason: applied.reason } : null,
    taxes: quote.taxes.map((tax) => ({ taxCodeId: tax.taxCodeId, ratePermille: tax.ratePermille, taxableAmount: tax.taxableAmount, tax: tax.tax })),
    taxTotal: quote.taxTotal,
    total: quote.total,
  };
}
