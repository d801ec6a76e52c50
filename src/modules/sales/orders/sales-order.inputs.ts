import { Field, InputType, Int } from 'type-graphql';
import { IsEnum, IsOptional, MaxLength } from 'class-validator';
import { Int64Scalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { OrderSource, OrderStatus } from '../shared/sales-vocabulary';

@InputType('OrderItemInput', {
  description: 'A cart line: a product, a quantity and the chosen modifier options. Prices come from the catalogue, never from the caller.',
})
export class OrderItemInput {
  @Field(() => UuidScalar)
  productId!: string;

  @Field(() => Int, { description: 'A positive whole number.' })
  quantity!: number;

  @Field(() => [UuidScalar], { nullable: true })
  modifierOptionIds?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description: 'A note for the kitchen on this line ("no onions"); at most 200 characters, kept on the order and its kitchen ticket.',
  })
  note?: string | null;
}

@InputType('OrderPaymentInput', { description: 'A payment by one method, in IQD.' })
export class OrderPaymentInput {
  @Field(() => UuidScalar)
  methodId!: string;

  @Field(() => Int64Scalar)
  amountIqd!: number;
}

@InputType()
export class SalesOrderFilter {
  @Field(() => UuidScalar, { nullable: true })
  branchId?: string;

  @Field(() => UuidScalar, { nullable: true })
  channelId?: string;

  @Field(() => OrderStatus, { nullable: true })
  status?: OrderStatus;

  @Field(() => OrderSource, { nullable: true })
  source?: OrderSource;

  @Field(() => LocalDateScalar, { nullable: true, description: 'First business date (inclusive).' })
  businessDateFrom?: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Last business date (inclusive).' })
  businessDateTo?: string;
}

@InputType({ description: 'A status move (docs/orders.md, state machine).' })
export class ChangeOrderStatusInput {
  @Field(() => OrderStatus)
  @IsEnum(OrderStatus, { message: 'must be one of Placed, Accepted, Preparing, Ready, Completed, Cancelled' })
  status!: OrderStatus;

  @Field(() => String, { nullable: true, description: 'Required when cancelling; at most 500 characters.' })
  @IsOptional()
  @MaxLength(500, { message: 'must be at most 500 characters' })
  reason?: string | null;
}
