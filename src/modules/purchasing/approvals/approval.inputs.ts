import { Field, InputType } from 'type-graphql';
import { IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { UuidScalar } from '../../../core/scalars';
import { ApprovalStatus, ApprovalTargetKind } from './approval.rules';

export const MAX_NOTE_LENGTH = 500;

@InputType({ description: 'Applies or reverts an approval request of this purchase order.' })
export class OrderApprovalInput {
  @Field(() => UuidScalar, { description: 'A request raised for this purchase order.' })
  approvalRequestId!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(MAX_NOTE_LENGTH, { message: `must be at most ${MAX_NOTE_LENGTH} characters` })
  note?: string | null;
}

@InputType({ description: 'An optional note kept in the decision history and audit trail.' })
export class ApprovalNoteInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(MAX_NOTE_LENGTH, { message: `must be at most ${MAX_NOTE_LENGTH} characters` })
  note?: string | null;
}

@InputType({ description: 'Rejects a pending approval request; the note (why) is required.' })
export class RejectApprovalInput {
  @Field(() => String)
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(MAX_NOTE_LENGTH, { message: `must be at most ${MAX_NOTE_LENGTH} characters` })
  note!: string;
}

@InputType()
export class ApprovalRequestFilter {
  @Field(() => ApprovalStatus, { nullable: true })
  status?: ApprovalStatus;

  @Field(() => ApprovalTargetKind, { nullable: true })
  targetKind?: ApprovalTargetKind;

  @Field(() => UuidScalar, { nullable: true, description: 'Requests of one purchase order or invoice.' })
  targetId?: string;
}

export function normalizeNote(note: string | null | undefined): string | null {
  return note?.trim() || null;
}
