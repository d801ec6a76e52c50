import { Field, InputType, Int } from 'type-graphql';
import { IsEnum, IsOptional, MaxLength } from 'class-validator';
import { Int64Scalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { OrderSource, OrderStatus } from '../shared/sales-vocabulary';

@InputType('OrderItemInput', {
  description: 'A cart line: a product, a quantity and the chosen modifier options. Prices come from the catalogue, never from the caller.',
})
export class OrderItemInput {
  @Field(() => UuidScalar, { description: 'Id of a product on the menu of the branch and channel (422 otherwise).' })
  productId!: string;

  @Field(() => Int, { description: 'A positive whole number.' })
  quantity!: number;

  @Field(() => [UuidScalar], { nullable: true, description: "Ids of the chosen options of the product's modifier groups, within each group's min and max." })
  modifierOptionIds?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description: 'A note for the kitchen on this line ("no onions"); at most 200 characters, kept on the order and its kitchen ticket.',
  })
  note?: string | null;
}

@InputType('OrderPaymentInput', { description: 'A payment by one method, in IQD.' })
export class OrderPaymentInput {
  @Field(() => UuidScalar, { description: 'Id of an active payment method of the organisation.' })
  methodId!: string;

  @Field(() => Int64Scalar, { description: 'Amount paid by this method, in whole IQD (positive; the payments must not exceed the order total).' })
  amountIqd!: number;
}

@InputType({ description: 'Conditions on the sales order list.' })
export class SalesOrderFilter {
  @Field(() => UuidScalar, { nullable: true, description: 'Only orders of this branch.' })
  branchId?: string;

  @Field(() => UuidScalar, { nullable: true, description: 'Only orders of this sales channel.' })
  channelId?: string;

  @Field(() => OrderStatus, { nullable: true, description: 'Only orders in this status.' })
  status?: OrderStatus;

  @Field(() => OrderSource, { nullable: true, description: 'Only orders from this source.' })
  source?: OrderSource;

  @Field(() => LocalDateScalar, { nullable: true, description: 'First business date (inclusive).' })
  businessDateFrom?: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Last business date (inclusive).' })
  businessDateTo?: string;
}

@InputType({ description: 'A status move (docs/orders.md, state machine).' })
export class ChangeOrderStatusInput {
  @Field(() => OrderStatus, { description: 'The status to move to; must be an allowed move from the current one (409 otherwise).' })
  @IsEnum(OrderStatus, { message: 'must be one of Placed, Accepted, Preparing, Ready, Completed, Cancelled' })
  status!: OrderStatus;

  @Field(() => String, { nullable: true, description: 'Required when cancelling; at most 500 characters.' })
  @IsOptional()
  @MaxLength(500, { message: 'must be at most 500 characters' })
  reason?: string | null;
}
