import { Column, Entity, Index } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { Int64Scalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';
import { PaymentKind } from '../shared/sales-vocabulary';

@ObjectType('OrderRefundLine', { simpleResolvers: true, description: 'Units of one order line given back by a refund; their stock was put back.' })
export class OrderRefundLine {
  @Field(() => Int, { description: 'Index of the order line, from 0.' })
  index!: number;

  @Field(() => Int, { description: 'Units of the line refunded.' })
  quantity!: number;
}

@ObjectType('OrderRefund', {
  simpleResolvers: true,
  description: 'Money paid back to a guest for an order, with a reason; the refunded lines\' stock is put back (docs/orders.md, "Refunds"). Never changed.',
})
@Entity('sales_order_refunds')
@Index('sales_order_refunds_order', ['organizationId', 'orderId', 'createdAt'])
@Index('sales_order_refunds_day', ['organizationId', 'branchId', 'refundedOn'])
export class OrderRefund extends OrganizationRecord {
  @Field(() => UuidScalar, { description: 'Id of the order refunded.' })
  @Column('uuid')
  orderId!: string;

  @Field(() => UuidScalar, { description: 'Id of the branch of the order.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => LocalDateScalar, { description: 'Business day of the order (the period lock of that day applies).' })
  @Column('date')
  businessDate!: string;

  @Field(() => LocalDateScalar, {
    description: 'Business day the refund was made, in the branch\'s calendar: net sales fall by it on that day (docs/analytics.md, "Refunds").',
  })
  @Column('date')
  refundedOn!: string;

  @Field(() => Int64Scalar, { description: 'Paid back, in IQD.' })
  @Column('bigint', { transformer: int64 })
  amountIqd!: number;

  @Field(() => [OrderRefundLine], { description: 'Lines given back (their stock reversed); empty for a refund of money only.' })
  @Column('jsonb')
  lines!: OrderRefundLine[];

  @Field(() => String, { description: 'Why the order was refunded, as typed.' })
  @Column('text')
  reason!: string;

  @Field(() => PaymentKind, { description: 'How the money went back: Cash out of a till session, or the card, Qi, wallet or other method named.' })
  @Column('text')
  paidBackKind!: PaymentKind;

  @Field(() => UuidScalar, { nullable: true, description: 'The payment method the money went back by; null for cash out of a till.' })
  @Column('uuid', { nullable: true })
  methodId!: string | null;

  @Field(() => UuidScalar, { nullable: true, description: 'The till session the cash was paid out of (its expected cash fell by the amount).' })
  @Column('uuid', { nullable: true })
  tillSessionId!: string | null;

  @Field(() => ID, { nullable: true, description: 'Who refunded.' })
  @Column('uuid', { nullable: true })
  createdBy!: string | null;
}
