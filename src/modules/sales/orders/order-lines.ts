import { Field, Int, ObjectType } from 'type-graphql';
import { Int64Scalar, UuidScalar } from '../../../core/scalars';
import { PaymentKind } from '../shared/sales-vocabulary';

/*
 * What an order keeps of its cart: the lines and payments as charged, copied from the quote and
 * the payment methods at the moment of the sale, so later price or name changes never rewrite a
 * sale. Stored as JSON on the order (one row per order, one insert).
 */

@ObjectType('OrderLineModifier', { description: 'A modifier option chosen on a line, with its price delta as charged.' })
export class OrderLineModifier {
  @Field(() => UuidScalar)
  optionId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  nameAr!: string | null;

  @Field(() => Int64Scalar)
  priceDelta!: number;
}

@ObjectType('OrderLine', { description: 'A line of an order (or a quote), priced by the pricing engine.' })
export class OrderLine {
  @Field(() => Int, { description: 'Position in the cart, from 0.' })
  index!: number;

  @Field(() => UuidScalar)
  productId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  nameAr!: string | null;

  @Field(() => Int)
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

  @Field(() => UuidScalar, { nullable: true })
  taxCodeId!: string | null;

  @Field(() => Int, { nullable: true, description: 'Tax rate in per mille.' })
  ratePermille!: number | null;

  @Field(() => [OrderLineModifier])
  modifiers!: OrderLineModifier[];

  @Field(() => String, { nullable: true, description: "The guest's or partner's note on this line, as sent (trimmed)." })
  note?: string | null;
}

@ObjectType('OrderPayment', { description: 'A payment of an order by one method, in IQD.' })
export class OrderPayment {
  @Field(() => UuidScalar)
  methodId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  nameAr!: string | null;

  @Field(() => PaymentKind)
  kind!: PaymentKind;

  @Field(() => Int64Scalar)
  amountIqd!: number;

  /**
   * The till session that took this payment in cash at the counter (docs/cash.md). Stored only:
   * guests and partners see payments as before; the console reads SalesOrder.tillPayments.
   */
  tillSessionId?: string | null;
}

@ObjectType('OrderPromotion', { description: 'The promotion applied to an order.' })
export class OrderPromotion {
  @Field(() => UuidScalar)
  promotionId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Int64Scalar)
  discount!: number;
}

@ObjectType('OrderTax', { description: 'Tax of an order under one tax code.' })
export class OrderTax {
  @Field(() => UuidScalar)
  taxCodeId!: string;

  @Field(() => Int)
  ratePermille!: number;

  @Field(() => Int64Scalar)
  taxableAmount!: number;

  @Field(() => Int64Scalar)
  tax!: number;
}
