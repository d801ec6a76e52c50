import { Column, Entity, Index } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import type { PatternEntry } from '../rules/roster-plan.rules';

@ObjectType('RosterTemplateShift', { simpleResolvers: true, description: 'One shift of a template: the day of the week (0 = Saturday), times and employee.' })
export class RosterTemplateShift {
  @Field(() => ID, { description: 'The employee who works the shift.' })
  employeeId!: string;

  @Field(() => ID, { nullable: true, description: 'The position worked; null when not given.' })
  positionId!: string | null;

  @Field(() => Int, { description: 'Day of the week the shift starts, 0 (Saturday) to 6 (Friday).' })
  day!: number;

  @Field(() => String, { description: 'Local start time, HH:MM.' })
  startTime!: string;

  @Field(() => String, { description: 'Local end time, HH:MM.' })
  endTime!: string;

  @Field(() => Int, { description: 'Days after the start day the shift ends (1 for a shift past midnight).' })
  endDayOffset!: number;

  @Field(() => Int, { description: 'Unpaid break in minutes.' })
  breakMinutes!: number;

  @Field(() => String, { nullable: true, description: 'A note for the employee; null when none.' })
  note!: string | null;
}

@ObjectType('RosterTemplate', { simpleResolvers: true, description: 'A named week pattern of a branch, saved from a week and applied to other weeks.' })
@Entity('labour_roster_templates')
@Index('labour_roster_templates_name_key', ['organizationId', 'branchId', 'name'], { unique: true })
export class RosterTemplate extends OrganizationRecord {
  @Field(() => ID, { description: 'The branch whose weeks the template fills.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => String, { description: 'Name, unique within the branch, 1-100 characters.' })
  @Column('text')
  name!: string;

  @Field(() => [RosterTemplateShift], { description: 'The shifts of the pattern, by day and start time.' })
  @Column('jsonb')
  shifts!: PatternEntry[];

  @Column('uuid', { nullable: true })
  createdBy!: string | null;
}
