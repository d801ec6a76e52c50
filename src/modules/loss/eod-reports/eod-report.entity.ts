import { Column, Entity, Index } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { Int64Scalar, LocalDateScalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';
import { EodReportSource } from './eod-report.rules';

/**
 * A branch's end-of-day (Z) sales report for one business day: one per branch and day. The
 * variance (net − payment split) is stored so lists can sort and filter by it.
 */
@ObjectType('EodReport', { simpleResolvers: true, description: "A branch's end-of-day sales report (IQD)." })
@Entity('loss_eod_reports')
@Index('loss_eod_reports_branch_day_key', ['organizationId', 'branchId', 'businessDate'], { unique: true })
export class EodReport extends OrganizationRecord {
  @Field(() => ID, { description: 'Id of the branch reported on.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => LocalDateScalar, { description: 'Business day reported on (YYYY-MM-DD).' })
  @Column('date')
  businessDate!: string;

  @Field(() => Int64Scalar, { description: 'IQD.' })
  @Column('bigint', { transformer: int64 })
  grossSalesIqd!: number;

  @Field(() => Int64Scalar, { description: 'IQD, at most grossSalesIqd.' })
  @Column('bigint', { transformer: int64 })
  netSalesIqd!: number;

  @Field(() => Int64Scalar, { description: 'IQD.' })
  @Column('bigint', { transformer: int64 })
  cashSalesIqd!: number;

  @Field(() => Int64Scalar, { description: 'IQD (Visa, Mastercard…).' })
  @Column('bigint', { transformer: int64 })
  cardSalesIqd!: number;

  @Field(() => Int64Scalar, { description: 'IQD paid with Qi Card.' })
  @Column('bigint', { transformer: int64 })
  qiSalesIqd!: number;

  @Field(() => Int64Scalar, { description: 'IQD settled by delivery platforms.' })
  @Column('bigint', { transformer: int64 })
  deliverySalesIqd!: number;

  @Field(() => Int64Scalar, { description: 'cash + card + qi + delivery (IQD).' })
  @Column('bigint', { transformer: int64 })
  paymentTotalIqd!: number;

  @Field(() => Int64Scalar, { description: 'net − (cash + card + qi + delivery), IQD: positive = payments short of net sales.' })
  @Column('bigint', { transformer: int64 })
  varianceIqd!: number;

  @Field(() => EodReportSource, { description: 'How the figures arrived.' })
  @Column('text')
  source!: EodReportSource;

  @Field(() => ID, { nullable: true, description: 'Id of the user who created the report; null when it was not a user.' })
  @Column('uuid', { nullable: true })
  createdBy!: string | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who last changed it; null when it was not a user.' })
  @Column('uuid', { nullable: true })
  updatedBy!: string | null;
}
