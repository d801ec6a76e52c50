import { Column, Entity, Index } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { SoftDeletableRecord } from '../../../core/db/base-records';

@ObjectType('LeaveType', { simpleResolvers: true, description: 'A kind of leave (annual, sick, unpaid…) and whether it draws on the annual leave balance.' })
@Entity('hr_leave_types')
@Index('hr_leave_types_org_name_key', ['organizationId', 'nameKey'], { unique: true, where: 'deleted_at IS NULL' })
export class LeaveType extends SoftDeletableRecord {
  @Field(() => String, { description: 'Name of the leave type (e.g. Annual, Sick), 1-120 characters.' })
  @Column('text')
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @Column('text', { nullable: true })
  nameAr!: string | null;

  /** Lower-cased name: two live leave types of one organisation cannot share a name. */
  @Column('text')
  nameKey!: string;

  @Field(() => Boolean, { description: "True when approved days are deducted from the employee's annualLeaveBalance." })
  @Column('boolean')
  usesBalance!: boolean;

  @Field(() => Boolean, { description: 'True when the days are paid (for payroll).' })
  @Column('boolean')
  paid!: boolean;
}
