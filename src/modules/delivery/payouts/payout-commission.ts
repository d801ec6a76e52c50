import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Int64Scalar, UuidScalar } from '../../../core/scalars';

@ObjectType('DeliveryCommissionRow', {
  simpleResolvers: true,
  description: 'Commission charged by one platform on one branch’s orders of one month, from the imported payouts.',
})
export class DeliveryCommissionRow {
  @Field(() => String, { description: 'Month of the orders, YYYY-MM.' })
  month!: string;

  @Field(() => String, { description: 'The platform.' })
  platform!: string;

  @Field(() => UuidScalar, { description: 'The branch.' })
  branchId!: string;

  @Field(() => Int, { description: 'Payout rows (orders) of the month.' })
  orders!: number;

  @Field(() => Int64Scalar, { description: 'Sum of the rows’ gross, IQD.' })
  grossIqd!: number;

  @Field(() => Int64Scalar, { description: 'Sum of the rows’ commission, IQD.' })
  commissionIqd!: number;

  @Field(() => Int64Scalar, { description: 'Commission above the agreed rate, IQD.' })
  overChargeIqd!: number;

  @Field(() => Float, { description: 'Commission as a percentage of gross (two decimals).' })
  commissionPercent!: number;
}
