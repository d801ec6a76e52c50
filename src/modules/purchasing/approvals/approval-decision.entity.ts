import { Column, Entity, Index } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { DateTimeScalar } from '../../../core/scalars';
import { ApprovalAction } from './approval.rules';

@ObjectType('ApprovalDecision', { simpleResolvers: true, description: 'One step of an approval request: requested, applied, reverted, rejected or withdrawn.' })
@Entity('purchasing_approval_decisions')
@Index('purchasing_approval_decisions_request_idx', ['approvalRequestId', 'at'])
export class ApprovalDecision extends OrganizationRecord {
  @Field(() => ID, { description: 'Id of the approval request.' })
  @Column('uuid')
  approvalRequestId!: string;

  @Field(() => ApprovalAction, { description: 'What happened.' })
  @Column('text')
  action!: ApprovalAction;

  @Field(() => ID, { nullable: true, description: 'User who took the step (an API key acts for its creator).' })
  @Column('uuid', { name: 'decided_by', nullable: true })
  by!: string | null;

  @Field(() => ID, { nullable: true, description: 'Id of the API key that acted; null when a user acted.' })
  @Column('uuid', { nullable: true })
  byApiKeyId!: string | null;

  @Field(() => DateTimeScalar, { description: 'When it happened.' })
  @Column('timestamptz', { name: 'decided_at' })
  at!: Date;

  @Field(() => String, { nullable: true, description: 'Note given with the step; null when none.' })
  @Column('text', { nullable: true })
  note!: string | null;
}
