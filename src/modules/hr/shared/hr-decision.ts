import { Field, InputType, registerEnumType } from 'type-graphql';
import { IsOptional, MaxLength } from 'class-validator';
import { invalidField } from '../../../core/errors/app-error';

/** The body of every HR decision (advances, loans, leave): `{decision, note}`. */
export enum HrDecision {
  Approve = 'Approve',
  Reject = 'Reject',
}
registerEnumType(HrDecision, {
  name: 'HrDecision',
  description: 'Approve or Reject a pending HR request.',
  valuesConfig: { Approve: { description: 'Approve the pending request.' }, Reject: { description: 'Reject the pending request.' } },
});

export const MAX_NOTE_LENGTH = 500;

@InputType({ description: 'A decision on a pending request; a note is required when rejecting.' })
export class HrDecisionInput {
  @Field(() => HrDecision, { description: 'Approve or Reject.' })
  decision!: HrDecision;

  @Field(() => String, { nullable: true, description: 'Note kept with the decision, at most 500 characters; required when rejecting.' })
  @IsOptional()
  @MaxLength(MAX_NOTE_LENGTH, { message: `must be at most ${MAX_NOTE_LENGTH} characters` })
  note?: string | null;
}

@InputType({ description: 'An optional note for a follow-up action (payment, settlement, repayment, cancellation).' })
export class HrNoteInput {
  @Field(() => String, { nullable: true, description: 'Optional note, at most 500 characters.' })
  @IsOptional()
  @MaxLength(MAX_NOTE_LENGTH, { message: `must be at most ${MAX_NOTE_LENGTH} characters` })
  note?: string | null;
}

/** Trimmed note; a rejection must say why. */
export function decisionNote(input: HrDecisionInput): string | null {
  const note = input.note?.trim() || null;
  if (input.decision === HrDecision.Reject && !note) throw invalidField('note', 'is required when rejecting');
  return note;
}

export function normalizeNote(note: string | null | undefined): string | null {
  return note?.trim() || null;
}
