import { Field, Float, InputType, ObjectType } from 'type-graphql';
import { DateTimeScalar, Int64Scalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { OrderStatus, PaymentKind } from '../shared/sales-vocabulary';
import { MenuCategory } from '../menu/menu.types';
import { OrderLine, OrderPayment } from '../orders/order-lines';
import { OrderItemInput, OrderPaymentInput } from '../orders/sales-order.inputs';

@ObjectType('GuestBranch')
export class GuestBranch {
  @Field(() => UuidScalar)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  nameAr!: string | null;

  @Field(() => String)
  currencyCode!: string;

  @Field(() => Boolean, { description: 'The branch takes orders now.' })
  open!: boolean;

  @Field(() => LocalDateScalar, { description: "Today's business date in the branch's zone." })
  businessDate!: string;
}

@ObjectType('GuestTable')
export class GuestTable {
  @Field(() => UuidScalar)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  area!: string | null;
}

@ObjectType('GuestChannel')
export class GuestChannel {
  @Field(() => UuidScalar)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  nameAr!: string | null;
}

@ObjectType('GuestPromotion', { description: 'A promotion running today on this channel, for the guest to see.' })
export class GuestPromotion {
  @Field(() => UuidScalar)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Float)
  discountPercent!: number;

  @Field(() => Int64Scalar, { nullable: true })
  maxDiscountCap!: number | null;

  @Field(() => Int64Scalar)
  minOrderValue!: number;

  @Field(() => LocalDateScalar)
  endDate!: string;
}

@ObjectType('GuestPaymentMethod')
export class GuestPaymentMethod {
  @Field(() => UuidScalar)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  nameAr!: string | null;

  @Field(() => PaymentKind)
  kind!: PaymentKind;
}

@ObjectType('GuestSelfOrder', { description: 'What a guest sees after scanning a table QR code.' })
export class GuestSelfOrder {
  @Field(() => GuestBranch)
  branch!: GuestBranch;

  @Field(() => GuestTable)
  table!: GuestTable;

  @Field(() => GuestChannel, { nullable: true, description: "The organisation's SelfOrder sales channel (null when it has none)." })
  channel!: GuestChannel | null;

  @Field(() => [String], { description: 'Menu languages, the default first.' })
  languages!: string[];

  @Field(() => [MenuCategory])
  categories!: MenuCategory[];

  @Field(() => [GuestPromotion])
  promotions!: GuestPromotion[];

  @Field(() => [GuestPaymentMethod], { description: 'Methods the guest may pay with now.' })
  paymentMethods!: GuestPaymentMethod[];

  @Field(() => Boolean, { description: 'The guest may send no payment and pay the whole total at the counter.' })
  payAtCounter!: boolean;
}

@InputType('GuestCartInput', { description: 'A guest cart to price.' })
export class GuestCartInput {
  @Field(() => [OrderItemInput])
  items!: OrderItemInput[];
}

@InputType('GuestOrderInput', { description: 'A guest order: the cart and how it is paid (empty payments: at the counter).' })
export class GuestOrderInput {
  @Field(() => [OrderItemInput])
  items!: OrderItemInput[];

  @Field(() => [OrderPaymentInput], { nullable: true })
  payments?: OrderPaymentInput[] | null;

  @Field(() => String, { nullable: true, description: 'A note for the restaurant on the whole order; at most 500 characters.' })
  note?: string | null;
}

@ObjectType('GuestOrder', { description: 'A guest order as the guest may follow it.' })
export class GuestOrder {
  @Field(() => UuidScalar)
  id!: string;

  @Field(() => String)
  number!: string;

  @Field(() => OrderStatus)
  status!: OrderStatus;

  @Field(() => LocalDateScalar)
  businessDate!: string;

  @Field(() => DateTimeScalar)
  placedAt!: Date;

  @Field(() => [OrderLine])
  lines!: OrderLine[];

  @Field(() => Int64Scalar)
  subtotal!: number;

  @Field(() => Int64Scalar)
  discount!: number;

  @Field(() => Int64Scalar)
  taxTotal!: number;

  @Field(() => Int64Scalar)
  total!: number;

  @Field(() => [OrderPayment])
  payments!: OrderPayment[];

  @Field(() => Int64Scalar)
  amountDueAtCounter!: number;
}

@ObjectType('PlacedGuestOrder', { description: 'A new guest order with its follow-up token.' })
export class PlacedGuestOrder extends GuestOrder {
  @Field(() => String, { description: 'Send as X-Order-Token to read the order later.' })
  orderToken!: string;
}
