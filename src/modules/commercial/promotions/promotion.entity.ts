import { Column, Entity, Index } from 'typeorm';
import { Field, Float, ObjectType } from 'type-graphql';
import { SoftDeletableRecord } from '../../../core/db/base-records';
import { Int64Scalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { decimal, int64 } from '../../../core/db/transformers';
import { PromotionStatus } from './promotion-status';

@ObjectType('Promotion', {
  simpleResolvers: true,
  description: 'A percent discount on the whole cart, between two dates (inclusive, in the branch zone), optionally for one sales channel.',
})
@Entity('commercial_promotions')
@Index('commercial_promotions_org_dates', ['organizationId', 'startDate', 'endDate'])
export class Promotion extends SoftDeletableRecord {
  @Field(() => String, { description: 'Name of the promotion shown to guests.' })
  @Column('text')
  name!: string;

  @Field(() => Float, { description: 'Percent of the subtotal: more than 0, at most 100, at most two decimals.' })
  @Column('numeric', { precision: 5, scale: 2, transformer: decimal })
  discountPercent!: number;

  @Field(() => Int64Scalar, { nullable: true, description: 'Largest discount in IQD; null for no cap.' })
  @Column('bigint', { transformer: int64, nullable: true })
  maxDiscountCap!: number | null;

  @Field(() => Int64Scalar, { description: 'Smallest subtotal in IQD the promotion applies to (0 for any).' })
  @Column('bigint', { transformer: int64, default: 0 })
  minOrderValue!: number;

  @Field(() => LocalDateScalar, { description: 'First business date it applies to (inclusive).' })
  @Column('date')
  startDate!: string;

  @Field(() => LocalDateScalar, { description: 'Last business date it applies to (inclusive).' })
  @Column('date')
  endDate!: string;

  @Field(() => UuidScalar, { nullable: true, description: 'The only sales channel it applies to; null for every channel.' })
  @Column('uuid', { nullable: true })
  channelId!: string | null;

  @Field(() => Boolean, { description: 'Whether the promotion is switched on (it still runs only within its dates).' })
  @Column('boolean', { default: true })
  active!: boolean;

  /** Filled by the service from the dates, the flag and today in the caller's branch calendar. */
  @Field(() => PromotionStatus, { description: 'Derived: Inactive (switched off), Scheduled, Running or Ended by business date in the branch zone.' })
  status!: PromotionStatus;
}
