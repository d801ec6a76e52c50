import { Field, InputType } from 'type-graphql';
import { IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { UuidScalar } from '../../../core/scalars';
import { ApprovalStatus, ApprovalTargetKind } from './approval.rules';

export const MAX_NOTE_LENGTH = 500;

@InputType({ description: 'Applies or reverts an approval request of this purchase order.' })
export class OrderApprovalInput {
  @Field(() => UuidScalar, { description: 'A request raised for this purchase order.' })
  approvalRequestId!: string;

  @Field(() => String, { nullable: true, description: 'Note kept with the decision, at most 500 characters.' })
  @IsOptional()
  @MaxLength(MAX_NOTE_LENGTH, { message: `must be at most ${MAX_NOTE_LENGTH} characters` })
  note?: string | null;
}

@InputType({ description: 'An optional note kept in the decision history and audit trail.' })
export class ApprovalNoteInput {
  @Field(() => String, { nullable: true, description: 'Note kept with the decision, at most 500 characters.' })
  @IsOptional()
  @MaxLength(MAX_NOTE_LENGTH, { message: `must be at most ${MAX_NOTE_LENGTH} characters` })
  note?: string | null;
}

@InputType({ description: 'Rejects a pending approval request; the note (why) is required.' })
export class RejectApprovalInput {
  @Field(() => String, { description: 'Why the request is rejected, 1-500 characters.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(MAX_NOTE_LENGTH, { message: `must be at most ${MAX_NOTE_LENGTH} characters` })
  note!: string;
}

@InputType({ description: 'Conditions on the approval request list.' })
export class ApprovalRequestFilter {
  @Field(() => ApprovalStatus, { nullable: true, description: 'Only requests in this status.' })
  status?: ApprovalStatus;

  @Field(() => ApprovalTargetKind, { nullable: true, description: 'Only requests for this kind of document.' })
  targetKind?: ApprovalTargetKind;

  @Field(() => UuidScalar, { nullable: true, description: 'Requests of one purchase order or invoice.' })
  targetId?: string;
}

export function normalizeNote(note: string | null | undefined): string | null {
  return note?.trim() || null;
}
