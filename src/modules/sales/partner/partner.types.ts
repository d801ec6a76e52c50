import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { IsNotEmpty, MaxLength } from 'class-validator';
import { DateTimeScalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { OrderStatus } from '../shared/sales-vocabulary';
import { SalesOrder } from '../orders/sales-order.entity';
import { OrderItemInput, OrderPaymentInput } from '../orders/sales-order.inputs';
import { EodReport } from '../../loss/eod-reports/eod-report.entity';

export const PARTNER_DEFAULT_LIMIT = 50;
export const PARTNER_MAX_LIMIT = 200;

/** limit/offset of partner lists (limit 1-200, default 50). */
@ArgsType()
export class PartnerWindowArgs {
  @Field(() => Int, { nullable: true, description: '1 to 200, default 50.' })
  limit?: number | null;

  @Field(() => Int, { nullable: true, description: '0 or more, default 0.' })
  offset?: number | null;
}

@ObjectType('PartnerBranch', { simpleResolvers: true, description: 'A branch as the partner API shows it.' })
export class PartnerBranch {
  @Field(() => UuidScalar, { description: 'Id of the branch (use it as branchId).' })
  id!: string;

  @Field(() => String, { description: 'Branch name.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic branch name; null when none.' })
  nameAr!: string | null;

  @Field(() => String, { description: 'Short branch code.' })
  code!: string;

  @Field(() => String, { description: 'IANA time zone of the branch (e.g. Asia/Baghdad); business dates follow it.' })
  timeZone!: string;
}

@ObjectType('PartnerBranchList', { simpleResolvers: true, description: 'The branches a partner key may order for.' })
export class PartnerBranchList {
  @Field(() => [PartnerBranch], { description: 'The branches.' })
  items!: PartnerBranch[];

  @Field(() => Int, { description: 'Matching records, counted up to 10000; at least this many when totalIsExact is false.' })
  total!: number;

  @Field(() => Boolean, { description: 'False when the count stopped at its cap of 10000 (total is then "at least").' })
  totalIsExact!: boolean;
}

@ObjectType('PartnerOrderList', { simpleResolvers: true, description: 'Orders placed through the partner API.' })
export class PartnerOrderList {
  @Field(() => [SalesOrder], { description: 'The orders, newest first.' })
  items!: SalesOrder[];

  @Field(() => Int, { description: 'Matching records, counted up to 10000; at least this many when totalIsExact is false.' })
  total!: number;

  @Field(() => Boolean, { description: 'False when the count stopped at its cap of 10000 (total is then "at least").' })
  totalIsExact!: boolean;
}

@ObjectType('PartnerEodReportList', { simpleResolvers: true, description: "End-of-day reports of the partner's branches." })
export class PartnerEodReportList {
  @Field(() => [EodReport], { description: 'The reports, newest business date first.' })
  items!: EodReport[];

  @Field(() => Int, { description: 'Matching records, counted up to 10000; at least this many when totalIsExact is false.' })
  total!: number;

  @Field(() => Boolean, { description: 'False when the count stopped at its cap of 10000 (total is then "at least").' })
  totalIsExact!: boolean;
}

@ArgsType()
export class PartnerOrderListArgs extends PartnerWindowArgs {
  @Field(() => DateTimeScalar, { nullable: true, description: 'Orders placed at or after this instant.' })
  from?: Date | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'Orders placed before this instant.' })
  to?: Date | null;

  @Field(() => OrderStatus, { nullable: true, description: 'Only orders in this status; null: all.' })
  status?: OrderStatus | null;

  @Field(() => UuidScalar, { nullable: true, description: 'Only orders of this branch; null: every branch the key may use.' })
  branchId?: string | null;
}

@ArgsType()
export class PartnerEodListArgs extends PartnerWindowArgs {
  @Field(() => LocalDateScalar, { nullable: true, description: 'First business date (inclusive).' })
  from?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Last business date (inclusive).' })
  to?: string | null;

  @Field(() => UuidScalar, { nullable: true, description: 'Only reports of this branch; null: every branch the key may use.' })
  branchId?: string | null;
}

@InputType('PartnerOrderInput', {
  description: "A partner's order: where, the partner's own reference, the cart and payments (empty: paid on delivery/at the counter).",
})
export class PartnerOrderInput {
  @Field(() => UuidScalar, { description: 'Id of a branch the partner key may use.' })
  branchId!: string;

  @Field(() => UuidScalar, { nullable: true, description: 'A sales channel of the organisation; defaults to its Partner channel (or none).' })
  channelId?: string | null;

  @Field(() => String, { description: "The partner's order reference: unique in the organisation (409 when reused); at most 100 characters." })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(100, { message: 'must be at most 100 characters' })
  reference!: string;

  @Field(() => [OrderItemInput], { description: 'The cart lines (at least one); prices come from the menu.' })
  items!: OrderItemInput[];

  @Field(() => [OrderPaymentInput], {
    nullable: true,
    description: 'Payments already taken by the partner; empty or null: paid on delivery or at the counter.',
  })
  payments?: OrderPaymentInput[] | null;

  @Field(() => String, { nullable: true, description: 'A note for the restaurant on the whole order; at most 500 characters.' })
  note?: string | null;
}
