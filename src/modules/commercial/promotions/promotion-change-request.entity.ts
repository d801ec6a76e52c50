import { Column, Entity, Index } from 'typeorm';
import { Field, Float, ObjectType, registerEnumType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { DateTimeScalar, Int64Scalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { decimal, int64 } from '../../../core/db/transformers';

export enum ChangeRequestStatus {
  Pending = 'Pending',
  Approved = 'Approved',
  Rejected = 'Rejected',
}
registerEnumType(ChangeRequestStatus, {
  name: 'ChangeRequestStatus',
  description: 'Pending until decided; Approved (applied) or Rejected (with a note).',
  valuesConfig: {
    Pending: { description: 'Waiting for a decision.' },
    Approved: { description: 'Approved and applied to the promotion.' },
    Rejected: { description: 'Refused, with a note.' },
  },
});

export enum ChangeRequestDecision {
  Approve = 'Approve',
  Reject = 'Reject',
}
registerEnumType(ChangeRequestDecision, {
  name: 'ChangeRequestDecision',
  description: 'Approve applies the request; Reject needs a note.',
  valuesConfig: {
    Approve: { description: 'Approve: the requested change is applied.' },
    Reject: { description: 'Reject: nothing changes; a note is required.' },
  },
});

/**
 * A proposed promotion or change to one (maker-checker). It keeps the proposed fields as they
 * were sent and, for a change, when the target was last changed, so an approval of a request
 * overtaken by another change is refused instead of silently undoing it.
 */
@ObjectType('PromotionChangeRequest', {
  simpleResolvers: true,
  description: 'A proposed new promotion or change to one, waiting for another user with commercial:approve.',
})
@Entity('commercial_promotion_change_requests')
@Index('commercial_promotion_change_requests_org_status', ['organizationId', 'status'])
export class PromotionChangeRequest extends OrganizationRecord {
  @Field(() => UuidScalar, { nullable: true, description: 'The promotion to change (null for a new one); after approval of a new one, the promotion created.' })
  @Column('uuid', { nullable: true })
  promotionId!: string | null;

  @Field(() => Boolean, { description: 'True when the request proposed a new promotion.' })
  @Column('boolean')
  createsPromotion!: boolean;

  /** The target's updatedAt when the request was made; approval refuses a target changed since. */
  @Column('timestamptz', { nullable: true })
  targetUpdatedAt!: Date | null;

  @Field(() => String, { description: 'Proposed name.' })
  @Column('text')
  name!: string;

  @Field(() => Float, { description: 'Proposed discount in percent.' })
  @Column('numeric', { precision: 5, scale: 2, transformer: decimal })
  discountPercent!: number;

  @Field(() => Int64Scalar, { nullable: true, description: 'Proposed largest discount in IQD; null: no cap.' })
  @Column('bigint', { transformer: int64, nullable: true })
  maxDiscountCap!: number | null;

  @Field(() => Int64Scalar, { description: 'Proposed smallest order subtotal in IQD.' })
  @Column('bigint', { transformer: int64, default: 0 })
  minOrderValue!: number;

  @Field(() => LocalDateScalar, { description: 'Proposed first day (YYYY-MM-DD).' })
  @Column('date')
  startDate!: string;

  @Field(() => LocalDateScalar, { description: 'Proposed last day (YYYY-MM-DD).' })
  @Column('date')
  endDate!: string;

  @Field(() => UuidScalar, { nullable: true, description: 'Proposed sales channel; null: every channel.' })
  @Column('uuid', { nullable: true })
  channelId!: string | null;

  @Field(() => Boolean, { description: 'Proposed active flag.' })
  @Column('boolean')
  active!: boolean;

  @Field(() => ChangeRequestStatus, { description: 'Pending, Approved or Rejected.' })
  @Column('text')
  status!: ChangeRequestStatus;

  @Field(() => UuidScalar, { nullable: true, description: 'The user who proposed it (an API key acts for its creator).' })
  @Column('uuid', { nullable: true })
  proposedBy!: string | null;

  @Field(() => UuidScalar, { nullable: true, description: 'Id of the user who decided; null while Pending.' })
  @Column('uuid', { nullable: true })
  decidedBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When it was decided; null while Pending.' })
  @Column('timestamptz', { nullable: true })
  decidedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Note given with the decision (required to reject); null when none.' })
  @Column('text', { nullable: true })
  decisionNote!: string | null;
}
