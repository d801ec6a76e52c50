import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../../../core/scalars';
import { SoftDeletable } from '../../../core/soft-delete/soft-delete.columns';

@ObjectType('LeaveType', { description: 'A kind of leave (annual, sick, unpaid…) and whether it draws on the annual leave balance.' })
@Entity('hr_leave_types')
@Index('hr_leave_types_org_name_key', ['organizationId', 'nameKey'], { unique: true, where: 'deleted_at IS NULL' })
export class LeaveType extends SoftDeletable {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Field(() => String)
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

  @Field(() => DateTimeScalar)
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Field(() => DateTimeScalar)
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
