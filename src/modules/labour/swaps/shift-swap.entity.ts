import { Column, Entity, Index } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { DecidedRequest } from '../../hr/shared/decided-request.columns';
import { ShiftSwapStatus } from '../rules/shift-swap.rules';

@ObjectType('ShiftSwapRequest', {
  simpleResolvers: true,
  description: "An employee's request to hand a published shift to a named colleague (swap) or to anyone a manager picks (open cover).",
})
@Entity('labour_shift_swaps')
@Index('labour_shift_swaps_org_status_idx', ['organizationId', 'status', 'requestedAt', 'id'])
@Index('labour_shift_swaps_shift_idx', ['shiftId'])
@Index('labour_shift_swaps_pending_key', ['shiftId'], { unique: true, where: "status = 'Pending'" })
export class ShiftSwapRequest extends DecidedRequest {
  @Field(() => ID, { description: 'The shift to hand over.' })
  @Column('uuid')
  shiftId!: string;

  @Field(() => ID, { description: "The shift's branch." })
  @Column('uuid')
  branchId!: string;

  @Field(() => ID, { description: 'The employee who asks (the shift’s employee when asked).' })
  @Column('uuid')
  requesterEmployeeId!: string;

  @Field(() => ID, { nullable: true, description: 'The colleague asked to take the shift; null for an open cover request.' })
  @Column('uuid', { nullable: true })
  targetEmployeeId!: string | null;

  @Field(() => ID, { nullable: true, description: 'Who took the shift when approved; null otherwise.' })
  @Column('uuid', { nullable: true })
  coverEmployeeId!: string | null;

  @Field(() => String, { nullable: true, description: 'Why, at most 500 characters.' })
  @Column('text', { nullable: true })
  note!: string | null;

  @Field(() => ShiftSwapStatus, { description: 'Where the request is in its life cycle.' })
  @Column('text')
  status!: ShiftSwapStatus;
}
