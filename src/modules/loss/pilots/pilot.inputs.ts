import { Field, ID, InputType } from 'type-graphql';
import { IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { LocalDateScalar } from '../../../core/scalars';
import { FinalReportStatus, PilotStatus } from './pilot.rules';

export const MAX_RESTAURANT_NAME = 120;
export const MAX_PILOT_NOTE = 2000;

@InputType('PilotChecklistItemInput', {
  description: 'One checklist item. Its checks (key format, unique keys, lengths) name the item path, e.g. checklist.items[2].key.',
})
export class PilotChecklistItemInput {
  @Field(() => String, { description: 'Stable key: 1-40 of a-z, 0-9, "-", "_"; unique within the checklist.' })
  key!: string;

  @Field(() => String, { description: 'At most 120 characters.' })
  label!: string;

  @Field(() => String, { nullable: true, description: 'Arabic label, at most 120 characters.' })
  labelAr?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Ticked; omitted is false.' })
  done?: boolean | null;

  @Field(() => String, { nullable: true, description: 'At most 500 characters.' })
  note?: string | null;

  @Field(() => String, { nullable: true, description: 'Ignored: the server records when an item is ticked (lets a client send back what it read).' })
  doneAt?: string | null;

  @Field(() => ID, { nullable: true, description: 'Ignored: the server records who ticked an item.' })
  doneBy?: string | null;
}

@InputType('PilotChecklistInput', { description: 'The whole checklist (replaces the current one; at most 50 items).' })
export class PilotChecklistInput {
  @Field(() => [PilotChecklistItemInput], { description: 'The tasks, in order.' })
  items!: PilotChecklistItemInput[];
}

@InputType({ description: 'A new loss-control pilot (status Planned, final report NotStarted).' })
export class CreatePilotInput {
  @Field(() => String, { description: 'The restaurant the pilot runs in.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(MAX_RESTAURANT_NAME, { message: `must be at most ${MAX_RESTAURANT_NAME} characters` })
  restaurantName!: string;

  @Field(() => LocalDateScalar, { description: 'First day of the pilot (YYYY-MM-DD).' })
  startDate!: string;

  @Field(() => LocalDateScalar, { description: 'On or after startDate.' })
  endDate!: string;

  @Field(() => String, { nullable: true, description: 'Free note, at most 2000 characters.' })
  @IsOptional()
  @MaxLength(MAX_PILOT_NOTE, { message: `must be at most ${MAX_PILOT_NOTE} characters` })
  note?: string | null;
}

@InputType({ description: 'Changes to a pilot; omitted fields keep their value. Restaurant, dates and checklist change only while Planned or Active.' })
export class UpdatePilotInput {
  @Field(() => String, { nullable: true, description: 'New restaurant name, 1-120 characters; left out keeps it.' })
  @IsOptional()
  @IsNotEmpty({ message: 'must not be empty' })
  @MaxLength(MAX_RESTAURANT_NAME, { message: `must be at most ${MAX_RESTAURANT_NAME} characters` })
  restaurantName?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'New first day (YYYY-MM-DD); left out keeps it.' })
  startDate?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'New last day (YYYY-MM-DD); left out keeps it.' })
  endDate?: string | null;

  @Field(() => String, { nullable: true, description: 'null or "" clears the note.' })
  @IsOptional()
  @MaxLength(MAX_PILOT_NOTE, { message: `must be at most ${MAX_PILOT_NOTE} characters` })
  note?: string | null;

  @Field(() => PilotChecklistInput, { nullable: true, description: 'The whole checklist, replacing the current one; left out keeps it.' })
  checklist?: PilotChecklistInput | null;

  @Field(() => FinalReportStatus, { nullable: true, description: 'New final report status (an allowed move); left out keeps it.' })
  finalReportStatus?: FinalReportStatus | null;
}

@InputType({ description: 'A pilot status move.' })
export class PilotStatusInput {
  @Field(() => PilotStatus, { description: 'The status to move to; must be an allowed move (409 otherwise).' })
  status!: PilotStatus;

  @Field(() => String, { nullable: true, description: 'Why (kept in the audit trail), at most 500 characters.' })
  @IsOptional()
  @MaxLength(500, { message: 'must be at most 500 characters' })
  reason?: string | null;
}

@InputType({ description: 'Conditions on the pilot list.' })
export class PilotFilter {
  @Field(() => PilotStatus, { nullable: true, description: 'Only pilots in this status.' })
  status?: PilotStatus;

  @Field(() => Boolean, { nullable: true, description: 'Include soft-deleted pilots.' })
  includeDeleted?: boolean;
}
