import { Column, Entity, Index } from 'typeorm';
import { Field, Float, ID, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { DateTimeScalar, Int64Scalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { decimal, int64 } from '../../../core/db/transformers';
import { OrderSource, OrderStatus } from '../shared/sales-vocabulary';
import { OrderLine, OrderPayment, OrderPromotion, OrderTax } from './order-lines';

@ObjectType('SalesOrder', {
  simpleResolvers: true,
  description: 'An order in the sales ledger, from any source (guest QR, partner, console), with its lines and payments as charged.',
})
@Entity('sales_orders')
@Index('sales_orders_org_partner_reference_key', ['organizationId', 'partnerReference'], { unique: true, where: 'partner_reference IS NOT NULL' })
@Index('sales_orders_branch_day_number_key', ['branchId', 'businessDate', 'number'], { unique: true })
@Index('sales_orders_org_branch_day_placed', ['organizationId', 'branchId', 'businessDate', 'placedAt', 'id'])
@Index('sales_orders_org_placed', ['organizationId', 'placedAt', 'id'])
@Index('sales_orders_org_branch_placed', ['organizationId', 'branchId', 'placedAt', 'id'])
@Index('sales_orders_org_status_placed', ['organizationId', 'status', 'placedAt', 'id'])
@Index('sales_orders_org_number', ['organizationId', 'number', 'id'])
@Index('sales_orders_org_total', ['organizationId', 'total', 'id'])
@Index('sales_orders_org_business_date', ['organizationId', 'businessDate', 'id'])
export class SalesOrder extends OrganizationRecord {
  @Field(() => UuidScalar, { description: 'Id of the branch the order was placed at.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => UuidScalar, { nullable: true, description: 'The self-order table a guest ordered from.' })
  @Column('uuid', { nullable: true })
  tableId!: string | null;

  @Field(() => UuidScalar, { nullable: true, description: 'The sales channel the order was priced for.' })
  @Column('uuid', { nullable: true })
  channelId!: string | null;

  @Field(() => OrderSource, { description: 'Where the order came from (guest QR, partner or console).' })
  @Column('text')
  source!: OrderSource;

  @Field(() => String, { nullable: true, description: "The partner's own order reference (unique in the organisation)." })
  @Column('text', { nullable: true })
  partnerReference!: string | null;

  @Field(() => String, { description: 'Human number, unique per branch and business day: "<branch code>-0001".' })
  @Column('text')
  number!: string;

  @Field(() => LocalDateScalar, { description: "Business day of the sale in the branch's zone." })
  @Column('date')
  businessDate!: string;

  @Field(() => OrderStatus, { description: 'Where the order is in its life cycle.' })
  @Column('text')
  status!: OrderStatus;

  @Field(() => String, { nullable: true, description: "The guest's or partner's note on the whole order (at most 500 characters)." })
  @Column('text', { nullable: true })
  note!: string | null;

  @Field(() => String, { nullable: true, description: 'Why the order was cancelled.' })
  @Column('text', { nullable: true })
  cancelReason!: string | null;

  @Field(() => DateTimeScalar, { description: 'When the order was placed.' })
  @Column('timestamptz')
  placedAt!: Date;

  @Field(() => Float, {
    description: "Kilograms of cooked rice the order sells by weight from the day's production batch (products with directRiceKg); 0 for none.",
  })
  @Column('numeric', { precision: 12, scale: 3, default: 0, transformer: decimal })
  directRiceKg!: number;

  @Field(() => DateTimeScalar, { description: 'When the status last changed.' })
  @Column('timestamptz')
  statusChangedAt!: Date;

  @Field(() => [OrderLine], { description: 'The ordered products with quantities, modifiers and prices as charged.' })
  @Column('jsonb')
  lines!: OrderLine[];

  @Field(() => Int64Scalar, { description: 'Sum of the lines before discount and tax, in IQD.' })
  @Column('bigint', { transformer: int64 })
  subtotal!: number;

  @Field(() => Int64Scalar, { description: 'Discount given by the promotion, in IQD (0 when none).' })
  @Column('bigint', { transformer: int64 })
  discount!: number;

  @Field(() => OrderPromotion, { nullable: true, description: 'The promotion applied; null when none.' })
  @Column('jsonb', { nullable: true })
  promotion!: OrderPromotion | null;

  @Field(() => [OrderTax], { description: 'Tax per tax code.' })
  @Column('jsonb')
  taxes!: OrderTax[];

  @Field(() => Int64Scalar, { description: 'Sum of the taxes, in IQD.' })
  @Column('bigint', { transformer: int64 })
  taxTotal!: number;

  @Field(() => Int64Scalar, { description: 'What the customer pays.' })
  @Column('bigint', { transformer: int64 })
  total!: number;

  @Field(() => [OrderPayment], { description: 'Payments recorded with the order (empty: paid at the counter or on delivery).' })
  @Column('jsonb')
  payments!: OrderPayment[];

  @Field(() => Int64Scalar, { description: 'Part of the total to be paid at the counter (or on delivery).' })
  @Column('bigint', { transformer: int64 })
  amountDueAtCounter!: number;

  @Field(() => Int64Scalar, { description: 'Paid back to the guest by refunds so far, in IQD (docs/orders.md, "Refunds"); 0 when none.' })
  @Column('bigint', { transformer: int64, default: 0 })
  refundedIqd!: number;

  /** sha256 of the guest's order token (guest orders only). */
  @Column('text', { nullable: true })
  orderTokenHash!: string | null;

  /** The API key that placed a partner order. */
  @Column('uuid', { nullable: true })
  apiKeyId!: string | null;

  @Field(() => ID, { nullable: true, description: 'User who placed the order (console) or whose API key did.' })
  @Column('uuid', { nullable: true })
  createdBy!: string | null;
}

/** Per branch and business day, the last order number given (one row locked per placement). */
@Entity('sales_order_counters')
export class SalesOrderCounter {
  @Column('uuid', { primary: true })
  branchId!: string;

  @Column('date', { primary: true })
  businessDate!: string;

  @Column('uuid')
  organizationId!: string;

  @Column('integer')
  lastNumber!: number;
}
