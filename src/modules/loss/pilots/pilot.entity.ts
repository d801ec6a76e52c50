import { Column, Entity, Index } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { SoftDeletableRecord } from '../../../core/db/base-records';
import { DateTimeScalar, LocalDateScalar } from '../../../core/scalars';
import { FinalReportStatus, PilotStatus } from './pilot.rules';
import type { ChecklistItemValue, ChecklistValue } from './pilot-checklist';

@ObjectType('PilotChecklistItem', { simpleResolvers: true, description: 'One checklist item; doneAt/doneBy are recorded by the server when it is ticked.' })
export class PilotChecklistItem implements ChecklistItemValue {
  @Field(() => String, { description: 'Stable key, unique within the checklist (a-z, 0-9, "-", "_").' })
  key!: string;

  @Field(() => String, { description: 'What is to be done.' })
  label!: string;

  @Field(() => String, { nullable: true, description: 'Arabic label.' })
  labelAr!: string | null;

  @Field(() => Boolean, { description: 'Whether it is done.' })
  done!: boolean;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the item was ticked (server clock).' })
  doneAt!: string | null;

  @Field(() => ID, { nullable: true, description: 'User who ticked the item (null when an API key did).' })
  doneBy!: string | null;

  @Field(() => String, { nullable: true, description: 'Note on the task; null when none.' })
  note!: string | null;
}

@ObjectType('PilotChecklist', { simpleResolvers: true, description: 'The checklist of a pilot (at most 50 items).' })
export class PilotChecklist implements ChecklistValue {
  @Field(() => [PilotChecklistItem], { description: 'The tasks, in order.' })
  items!: PilotChecklistItem[];

  @Field(() => Int, { description: 'Items ticked done.' })
  get doneCount(): number {
    return this.items.filter((item) => item.done).length;
  }
}

/**
 * A loss-control pilot: the programme run in one restaurant for a period, with a checklist and a
 * final report. Organisation-level (restaurantName names the restaurant; see docs/loss-control.md).
 */
@ObjectType('Pilot', { simpleResolvers: true, description: 'A loss-control pilot run in one restaurant for a period.' })
@Entity('loss_pilots')
@Index('loss_pilots_org_status_idx', ['organizationId', 'status', 'startDate'])
export class Pilot extends SoftDeletableRecord {
  @Field(() => String, { description: 'Name of the restaurant running the pilot, 1-120 characters.' })
  @Column('text')
  restaurantName!: string;

  @Field(() => LocalDateScalar, { description: 'First day of the pilot (YYYY-MM-DD).' })
  @Column('date')
  startDate!: string;

  @Field(() => LocalDateScalar, { description: 'Last day of the pilot (YYYY-MM-DD), not before startDate.' })
  @Column('date')
  endDate!: string;

  @Field(() => String, { nullable: true, description: 'Free note, at most 2000 characters; null when none.' })
  @Column('text', { nullable: true })
  note!: string | null;

  @Field(() => PilotStatus, { description: 'Where the pilot is in its life cycle.' })
  @Column('text')
  status!: PilotStatus;

  @Field(() => FinalReportStatus, { description: "Where the pilot's final report is." })
  @Column('text')
  finalReportStatus!: FinalReportStatus;

  @Field(() => PilotChecklist, { description: "The pilot's checklist of set-up and follow-up tasks." })
  @Column('jsonb', {
    transformer: { to: (value: ChecklistValue) => value, from: (value: ChecklistValue | null) => Object.assign(new PilotChecklist(), value ?? { items: [] }) },
  })
  checklist!: PilotChecklist;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the status last changed.' })
  @Column('timestamptz', { nullable: true })
  statusChangedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who last changed the status; null if never changed.' })
  @Column('uuid', { nullable: true })
  statusChangedBy!: string | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who created the pilot; null when it was not a user.' })
  @Column('uuid', { nullable: true })
  createdBy!: string | null;
}
