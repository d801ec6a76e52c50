import { Column, Entity, Index } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { DateTimeScalar, Int64Scalar, JsonObjectScalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';
import { DeliveryFulfilment, DeliveryOrderFlag, DeliveryOrderState } from '../shared/delivery-vocabulary';

@ObjectType('DeliveryUnmappedLine', {
  simpleResolvers: true,
  description: 'A line of a platform order whose item maps to no product: kept, shown to the kitchen in the note, and flagged.',
})
export class DeliveryUnmappedLine {
  @Field(() => ID, { description: "The platform's item id." })
  platformItemId!: string;

  @Field(() => String, { description: "The platform's name of the item." })
  name!: string;

  @Field(() => Int, { description: 'Quantity ordered.' })
  quantity!: number;

  @Field(() => String, { nullable: true, description: 'The customer note on the line.' })
  note!: string | null;
}

@ObjectType('DeliveryOrder', {
  simpleResolvers: true,
  description: "A platform's order as received: the link from the platform's order id to the sales order it became, its decision and its flags.",
})
@Entity('delivery_orders')
@Index('delivery_orders_platform_key', ['connectionId', 'platformOrderId'], { unique: true })
@Index('delivery_orders_org_placed', ['organizationId', 'receivedAt', 'id'])
@Index('delivery_orders_org_sales_order', ['organizationId', 'salesOrderId'])
@Index('delivery_orders_pending_deadline', ['acceptDeadlineAt'], { where: `state = 'Received'` })
export class DeliveryOrder extends OrganizationRecord {
  @Field(() => ID, { description: 'The branch the order is for.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => ID, { description: 'The connection it came through.' })
  @Column('uuid')
  connectionId!: string;

  @Field(() => ID, { description: "The platform's order id (one order per connection and id)." })
  @Column('text')
  platformOrderId!: string;

  @Field(() => ID, { nullable: true, description: 'The short code the platform shows the rider and the customer.' })
  @Column('text', { nullable: true })
  displayId!: string | null;

  @Field(() => ID, { nullable: true, description: 'The sales order in the ledger; null when no line of the order could be placed (every item unmapped).' })
  @Column('uuid', { nullable: true })
  salesOrderId!: string | null;

  @Field(() => DeliveryOrderState, { description: 'Received, Accepted, Rejected or Cancelled.' })
  @Column('text')
  state!: DeliveryOrderState;

  @Field(() => DeliveryFulfilment, { description: 'Delivery or Pickup.' })
  @Column('text')
  fulfilment!: DeliveryFulfilment;

  @Field(() => String, { nullable: true, description: "The customer's name as the platform gives it." })
  @Column('text', { nullable: true })
  customerName!: string | null;

  @Field(() => String, { nullable: true, description: "The customer's phone as the platform gives it." })
  @Column('text', { nullable: true })
  customerPhone!: string | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'Total as the platform states it, IQD; null when it states none.' })
  @Column('bigint', { nullable: true, transformer: int64 })
  statedTotal!: number | null;

  @Field(() => Int64Scalar, { description: "Total as the channel's price tier computes it, IQD (the sales order's total)." })
  @Column('bigint', { transformer: int64 })
  computedTotal!: number;

  @Field(() => [DeliveryOrderFlag], { description: 'Why the order needs a look; empty when nothing does.' })
  @Column('text', { array: true, default: '{}' })
  flags!: DeliveryOrderFlag[];

  @Field(() => [DeliveryUnmappedLine], { description: 'Lines naming no mapped product.' })
  @Column('jsonb', { default: '[]' })
  unmappedLines!: DeliveryUnmappedLine[];

  /** The platform's payload as received (for disputes). */
  @Field(() => JsonObjectScalar, { description: "The platform's order as it sent it." })
  @Column('jsonb')
  rawOrder!: Record<string, unknown>;

  @Field(() => DateTimeScalar, { description: 'When the service received the order.' })
  @Column('timestamptz')
  receivedAt!: Date;

  @Field(() => DateTimeScalar, { nullable: true, description: 'Undecided at this time, the order is rejected automatically; null once decided.' })
  @Column('timestamptz', { nullable: true })
  acceptDeadlineAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When it was accepted, rejected or cancelled.' })
  @Column('timestamptz', { nullable: true })
  decidedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Who decided; null for an automatic decision or a platform cancellation.' })
  @Column('uuid', { nullable: true })
  decidedBy!: string | null;

  @Field(() => String, { nullable: true, description: 'Why it was rejected or cancelled.' })
  @Column('text', { nullable: true })
  reason!: string | null;
}
