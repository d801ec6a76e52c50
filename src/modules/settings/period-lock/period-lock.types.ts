import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { IsOptional, MaxLength } from 'class-validator';
import { DateTimeScalar, LocalDateScalar } from '../../../core/scalars';

@ObjectType('PeriodLock', { simpleResolvers: true, description: "The active branch's period lock: business days up to lockedThrough are closed for changes." })
export class PeriodLock {
  @Field(() => ID, { description: 'Id of the branch.' })
  branchId!: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Last locked business day; null when nothing is locked.' })
  lockedThrough!: string | null;

  @Field(() => ID, { nullable: true, description: 'User who last changed the lock.' })
  updatedBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the lock last changed; null if never set.' })
  updatedAt!: Date | null;
}

@InputType({ description: 'A new locked-through date for the active branch; null removes the lock (owner only).' })
export class SetPeriodLockInput {
  @Field(() => LocalDateScalar, { nullable: true, description: 'Lock business days up to and including this date; null unlocks.' })
  lockedThrough!: string | null;

  @Field(() => String, { nullable: true, description: 'Why (kept in the audit trail).' })
  @IsOptional()
  @MaxLength(500, { message: 'must be at most 500 characters' })
  reason?: string | null;
}
