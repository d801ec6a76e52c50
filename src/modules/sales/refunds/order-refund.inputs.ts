import { Field, InputType, Int } from 'type-graphql';
import { Int64Scalar, UuidScalar } from '../../../core/scalars';

@InputType('OrderRefundLineInput', { description: 'Units of one order line to give back.' })
export class OrderRefundLineInput {
  @Field(() => Int, { description: 'Index of the order line (OrderLine.index).' })
  index!: number;

  @Field(() => Int, { description: 'Units to refund: at least 1, at most what the line has not yet refunded.' })
  quantity!: number;
}

@InputType('RefundOrderInput', {
  description:
    'A refund (docs/orders.md, "Refunds"): no lines and no amount refund the whole order; lines refund those units (the amount is their share of the total unless given); an amount alone pays money back without returning stock.',
})
export class RefundOrderInput {
  @Field(() => String, { description: 'Why; required, at most 500 characters.' })
  reason!: string;

  @Field(() => [OrderRefundLineInput], { nullable: true, description: 'Lines and units given back; their stock is put back.' })
  lines?: OrderRefundLineInput[] | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'IQD to pay back; at most what was paid and not yet refunded.' })
  amountIqd?: number | null;

  @Field(() => UuidScalar, { nullable: true, description: "An open till session of the order's branch the cash is paid out of." })
  tillSessionId?: string | null;

  @Field(() => UuidScalar, { nullable: true, description: 'Or: the active card, Qi, wallet or other payment method the money goes back by.' })
  methodId?: string | null;
}
