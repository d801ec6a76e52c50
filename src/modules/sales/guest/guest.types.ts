import { Field, Float, InputType, ObjectType } from 'type-graphql';
import { DateTimeScalar, Int64Scalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { OrderStatus, PaymentKind } from '../shared/sales-vocabulary';
import { MenuCategory } from '../menu/menu.types';
import { OrderLine, OrderPayment } from '../orders/order-lines';
import { OrderItemInput, OrderPaymentInput } from '../orders/sales-order.inputs';

@ObjectType('GuestBranch', { simpleResolvers: true, description: 'The branch a guest orders from, as the guest page shows it.' })
export class GuestBranch {
  @Field(() => UuidScalar, { description: 'Id of the branch.' })
  id!: string;

  @Field(() => String, { description: 'Branch name.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic branch name; null when none.' })
  nameAr!: string | null;

  @Field(() => String, { description: 'Currency prices are in (IQD).' })
  currencyCode!: string;

  @Field(() => Boolean, { description: 'The branch takes orders now.' })
  open!: boolean;

  @Field(() => LocalDateScalar, { description: "Today's business date in the branch's zone." })
  businessDate!: string;
}

@ObjectType('GuestTable', { simpleResolvers: true, description: 'The table a guest orders from.' })
export class GuestTable {
  @Field(() => UuidScalar, { description: 'Id of the table.' })
  id!: string;

  @Field(() => String, { description: 'Table name or number as printed (e.g. T12).' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Area of the restaurant (e.g. Terrace); null when none.' })
  area!: string | null;
}

@ObjectType('GuestChannel', { simpleResolvers: true, description: 'The sales channel guest orders are placed on.' })
export class GuestChannel {
  @Field(() => UuidScalar, { description: 'Id of the sales channel.' })
  id!: string;

  @Field(() => String, { description: 'Channel name.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic channel name; null when none.' })
  nameAr!: string | null;
}

@ObjectType('GuestPromotion', { simpleResolvers: true, description: 'A promotion running today on this channel, for the guest to see.' })
export class GuestPromotion {
  @Field(() => UuidScalar, { description: 'Id of the promotion.' })
  id!: string;

  @Field(() => String, { description: 'Promotion name.' })
  name!: string;

  @Field(() => Float, { description: 'Discount in percent of the order (e.g. 10.5).' })
  discountPercent!: number;

  @Field(() => Int64Scalar, { nullable: true, description: 'Largest discount the promotion gives, in IQD; null: no cap.' })
  maxDiscountCap!: number | null;

  @Field(() => Int64Scalar, { description: 'Smallest order subtotal it applies to, in IQD (0: any order).' })
  minOrderValue!: number;

  @Field(() => LocalDateScalar, { description: 'Last business date it runs (YYYY-MM-DD).' })
  endDate!: string;
}

@ObjectType('GuestPaymentMethod', { simpleResolvers: true, description: 'A payment method a guest may choose when ordering.' })
export class GuestPaymentMethod {
  @Field(() => UuidScalar, { description: 'Id of the payment method (use it in OrderPaymentInput.methodId).' })
  id!: string;

  @Field(() => String, { description: 'Method name.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic method name; null when none.' })
  nameAr!: string | null;

  @Field(() => PaymentKind, { description: 'Kind of the method.' })
  kind!: PaymentKind;
}

@ObjectType('GuestSelfOrder', { simpleResolvers: true, description: 'What a guest sees after scanning a table QR code.' })
export class GuestSelfOrder {
  @Field(() => GuestBranch, { description: 'The branch the table stands in.' })
  branch!: GuestBranch;

  @Field(() => GuestTable, { description: 'The table the QR code belongs to.' })
  table!: GuestTable;

  @Field(() => GuestChannel, { nullable: true, description: "The organisation's SelfOrder sales channel (null when it has none)." })
  channel!: GuestChannel | null;

  @Field(() => [String], { description: 'Menu languages, the default first.' })
  languages!: string[];

  @Field(() => [MenuCategory], { description: 'The menu, by category: only what can be ordered now, with shelf prices.' })
  categories!: MenuCategory[];

  @Field(() => [GuestPromotion], { description: 'Promotions running today on the self-order channel.' })
  promotions!: GuestPromotion[];

  @Field(() => [GuestPaymentMethod], { description: 'Methods the guest may pay with now.' })
  paymentMethods!: GuestPaymentMethod[];

  @Field(() => Boolean, { description: 'The guest may send no payment and pay the whole total at the counter.' })
  payAtCounter!: boolean;
}

@InputType('GuestCartInput', { description: 'A guest cart to price.' })
export class GuestCartInput {
  @Field(() => [OrderItemInput], { description: 'The cart lines (at least one).' })
  items!: OrderItemInput[];
}

@InputType('GuestOrderInput', { description: 'A guest order: the cart and how it is paid (empty payments: at the counter).' })
export class GuestOrderInput {
  @Field(() => [OrderItemInput], { description: 'The cart lines (at least one).' })
  items!: OrderItemInput[];

  @Field(() => [OrderPaymentInput], { nullable: true, description: 'Payments by methods allowed for self-order; empty or null: pay at the counter.' })
  payments?: OrderPaymentInput[] | null;

  @Field(() => String, { nullable: true, description: 'A note for the restaurant on the whole order; at most 500 characters.' })
  note?: string | null;
}

@ObjectType('GuestOrder', { simpleResolvers: true, description: 'A guest order as the guest may follow it.' })
export class GuestOrder {
  @Field(() => UuidScalar, { description: 'Id of the order.' })
  id!: string;

  @Field(() => String, { description: 'Order number to show at the counter (per branch and business day).' })
  number!: string;

  @Field(() => OrderStatus, { description: 'Where the order is in its life cycle.' })
  status!: OrderStatus;

  @Field(() => LocalDateScalar, { description: 'Business date of the order (YYYY-MM-DD).' })
  businessDate!: string;

  @Field(() => DateTimeScalar, { description: 'When the order was placed.' })
  placedAt!: Date;

  @Field(() => [OrderLine], { description: 'The ordered products as charged.' })
  lines!: OrderLine[];

  @Field(() => Int64Scalar, { description: 'Sum of the lines, in IQD.' })
  subtotal!: number;

  @Field(() => Int64Scalar, { description: 'Promotion discount, in IQD.' })
  discount!: number;

  @Field(() => Int64Scalar, { description: 'Sum of the taxes, in IQD.' })
  taxTotal!: number;

  @Field(() => Int64Scalar, { description: 'Amount to pay: subtotal - discount + taxTotal, in IQD.' })
  total!: number;

  @Field(() => [OrderPayment], { description: 'Payments made with the order.' })
  payments!: OrderPayment[];

  @Field(() => Int64Scalar, { description: 'What is still to pay at the counter, in IQD (total minus payments).' })
  amountDueAtCounter!: number;
}

@ObjectType('PlacedGuestOrder', { simpleResolvers: true, description: 'A new guest order with its follow-up token.' })
export class PlacedGuestOrder extends GuestOrder {
  @Field(() => String, { description: 'Send as X-Order-Token to read the order later.' })
  orderToken!: string;
}
