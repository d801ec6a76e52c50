import { Column, Entity, Index } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { SoftDeletableRecord } from '../../../core/db/base-records';
import { Int64Scalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';

@ObjectType('Position', { simpleResolvers: true, description: 'A job title within a department, with its standard monthly salary.' })
@Entity('hr_positions')
@Index('hr_positions_org_idx', ['organizationId'])
@Index('hr_positions_department_idx', ['departmentId'])
export class Position extends SoftDeletableRecord {
  @Field(() => String, { description: 'Job title, 1-120 characters.' })
  @Column('text')
  title!: string;

  @Field(() => String, { nullable: true, description: 'Arabic title.' })
  @Column('text', { nullable: true })
  titleAr!: string | null;

  @Field(() => ID, { description: 'Id of the department the position belongs to.' })
  @Column('uuid')
  departmentId!: string;

  @Field(() => Int64Scalar, { description: 'Standard monthly salary in IQD.' })
  @Column('bigint', { transformer: int64 })
  baseSalary!: number;
}
