import { Column, Entity, Index } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { DateTimeScalar, Int64Scalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';
import { ApprovalStatus, ApprovalTargetKind } from './approval.rules';

@ObjectType('ApprovalRequest', {
  simpleResolvers: true,
  description: 'A request to approve a purchase order or a purchase invoice, with its decision history.',
})
@Entity('purchasing_approval_requests')
@Index('purchasing_approval_requests_target_idx', ['organizationId', 'targetKind', 'targetId'])
@Index('purchasing_approval_requests_branch_status_idx', ['organizationId', 'branchId', 'status', 'requestedAt'])
@Index('purchasing_approval_requests_one_pending_key', ['targetKind', 'targetId'], { unique: true, where: `status = 'Pending'` })
export class ApprovalRequest extends OrganizationRecord {
  @Field(() => ID, { description: 'Branch of the document.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => ApprovalTargetKind, { description: 'Whether a purchase order or a purchase invoice is to be approved.' })
  @Column('text')
  targetKind!: ApprovalTargetKind;

  @Field(() => ID, { description: 'Id of the purchase order or invoice.' })
  @Column('uuid')
  targetId!: string;

  @Field(() => ID, { nullable: true, description: 'User who submitted the document (an API key acts for its creator).' })
  @Column('uuid', { nullable: true })
  requestedBy!: string | null;

  @Field(() => ID, { nullable: true, description: 'API key that submitted the document, if one did.' })
  @Column('uuid', { nullable: true })
  requestedByApiKeyId!: string | null;

  @Field(() => DateTimeScalar, { description: 'When approval was requested.' })
  @Column('timestamptz')
  requestedAt!: Date;

  @Field(() => Int64Scalar, { description: 'IQD: the document total when the request was raised.' })
  @Column('bigint', { transformer: int64 })
  amountIqd!: number;

  @Field(() => String, { description: 'Why approval is needed (threshold or tolerance).' })
  @Column('text')
  reason!: string;

  @Field(() => ApprovalStatus, { description: 'Where the request is.' })
  @Column('text')
  status!: ApprovalStatus;

  @Field(() => ID, { nullable: true, description: 'The reverted request this one replaces, if any.' })
  @Column('uuid', { nullable: true })
  previousRequestId!: string | null;
}
