import { Column, Entity, Index } from 'typeorm';
import { OrganizationRecord } from '../../../core/db/base-records';
import { RosterStatus } from '../rules/roster-status.rules';

/** The state of one branch's roster week; the row is made by the week's first shift or its publication. */
@Entity('labour_roster_weeks')
@Index('labour_roster_weeks_key', ['organizationId', 'branchId', 'weekStart'], { unique: true })
export class RosterWeekRecord extends OrganizationRecord {
  @Column('uuid')
  branchId!: string;

  @Column('date')
  weekStart!: string;

  @Column('text')
  status!: RosterStatus;

  @Column('timestamptz', { nullable: true })
  publishedAt!: Date | null;

  @Column('uuid', { nullable: true })
  publishedBy!: string | null;
}
