import { Field, Int, ObjectType } from 'type-graphql';
import { Int64Scalar, UuidScalar } from '../../../core/scalars';
import { PaymentKind } from '../shared/sales-vocabulary';

/*
 * What an order keeps of its cart: the lines and payments as charged, copied from the quote and
 * the payment methods at the moment of the sale, so later price or name changes never rewrite a
 * sale. Stored as JSON on the order (one row per order, one insert).
 */

@ObjectType('OrderLineModifier', { simpleResolvers: true, description: 'A modifier option chosen on a line, with its price delta as charged.' })
export class OrderLineModifier {
  @Field(() => UuidScalar, { description: 'Id of the modifier option chosen.' })
  optionId!: string;

  @Field(() => String, { description: 'Option name when ordered.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic option name when ordered; null when there was none.' })
  nameAr!: string | null;

  @Field(() => Int64Scalar, { description: 'Price added per unit by the option, in IQD (may be 0 or negative).' })
  priceDelta!: number;
}

@ObjectType('OrderLine', { simpleResolvers: true, description: 'A line of an order (or a quote), priced by the pricing engine.' })
export class OrderLine {
  @Field(() => Int, { description: 'Position in the cart, from 0.' })
  index!: number;

  @Field(() => UuidScalar, { description: 'Id of the product ordered.' })
  productId!: string;

  @Field(() => String, { description: 'Product name when ordered (kept even if the product is renamed later).' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic product name when ordered; null when there was none.' })
  nameAr!: string | null;

  @Field(() => Int, { description: 'Units ordered, a positive whole number.' })
  quantity!: number;

  @Field(() => Int64Scalar, { description: "Base price under the branch's tier, rounded to the price step." })
  shelfPrice!: number;

  @Field(() => Int64Scalar, { description: 'shelfPrice plus the modifier deltas.' })
  unitPrice!: number;

  @Field(() => Int64Scalar, { description: 'unitPrice × quantity.' })
  lineTotal!: number;

  @Field(() => Int64Scalar, { description: "This line's share of the promotion discount." })
  discount!: number;

  @Field(() => Int64Scalar, { description: 'lineTotal − discount.' })
  netAmount!: number;

  @Field(() => UuidScalar, { nullable: true, description: 'Id of the tax code applied to the line; null when untaxed.' })
  taxCodeId!: string | null;

  @Field(() => Int, { nullable: true, description: 'Tax rate in per mille.' })
  ratePermille!: number | null;

  @Field(() => [OrderLineModifier], { description: 'Modifier options chosen on the line with their price deltas.' })
  modifiers!: OrderLineModifier[];

  @Field(() => String, { nullable: true, description: "The guest's or partner's note on this line, as sent (trimmed)." })
  note?: string | null;
}

@ObjectType('OrderPayment', { simpleResolvers: true, description: 'A payment of an order by one method, in IQD.' })
export class OrderPayment {
  @Field(() => UuidScalar, { description: 'Id of the payment method.' })
  methodId!: string;

  @Field(() => String, { description: 'Method name when paid.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic method name when paid; null when there was none.' })
  nameAr!: string | null;

  @Field(() => PaymentKind, { description: 'Kind of the payment method when paid.' })
  kind!: PaymentKind;

  @Field(() => Int64Scalar, { description: 'Amount paid by this method, in IQD.' })
  amountIqd!: number;

  /**
   * The till session that took this payment in cash at the counter (docs/cash.md). Stored only:
   * guests and partners see payments as before; the console reads SalesOrder.tillPayments.
   */
  tillSessionId?: string | null;
}

@ObjectType('OrderPromotion', { simpleResolvers: true, description: 'The promotion applied to an order.' })
export class OrderPromotion {
  @Field(() => UuidScalar, { description: 'Id of the promotion applied.' })
  promotionId!: string;

  @Field(() => String, { description: 'Promotion name when the order was placed.' })
  name!: string;

  @Field(() => Int64Scalar, { description: 'Discount it gave, in IQD.' })
  discount!: number;
}

@ObjectType('OrderTax', { simpleResolvers: true, description: 'Tax of an order under one tax code.' })
export class OrderTax {
  @Field(() => UuidScalar, { description: 'Id of the tax code.' })
  taxCodeId!: string;

  @Field(() => Int, { description: 'Tax rate in permille (thousandths): 150 = 15 %.' })
  ratePermille!: number;

  @Field(() => Int64Scalar, { description: 'Amount the tax is charged on, in IQD.' })
  taxableAmount!: number;

  @Field(() => Int64Scalar, { description: 'Tax charged, in IQD.' })
  tax!: number;
}
