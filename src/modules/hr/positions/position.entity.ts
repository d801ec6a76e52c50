import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { DateTimeScalar, Int64Scalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';
import { SoftDeletable } from '../../../core/soft-delete/soft-delete.columns';

@ObjectType('Position', { description: 'A job title within a department, with its standard monthly salary.' })
@Entity('hr_positions')
@Index('hr_positions_org_idx', ['organizationId'])
@Index('hr_positions_department_idx', ['departmentId'])
export class Position extends SoftDeletable {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Field(() => String)
  @Column('text')
  title!: string;

  @Field(() => String, { nullable: true, description: 'Arabic title.' })
  @Column('text', { nullable: true })
  titleAr!: string | null;

  @Field(() => String)
  @Column('uuid')
  departmentId!: string;

  @Field(() => Int64Scalar, { description: 'Standard monthly salary in IQD.' })
  @Column('bigint', { transformer: int64 })
  baseSalary!: number;

  @Field(() => DateTimeScalar)
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Field(() => DateTimeScalar)
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
