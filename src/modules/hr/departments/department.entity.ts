import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../../../core/scalars';
import { SoftDeletable } from '../../../core/soft-delete/soft-delete.columns';

@ObjectType('Department', { description: 'A part of the organisation (kitchen, service, delivery, office…).' })
@Entity('hr_departments')
@Index('hr_departments_org_name_key', ['organizationId', 'nameKey'], { unique: true, where: 'deleted_at IS NULL' })
export class Department extends SoftDeletable {
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

  /** Lower-cased name: two live departments of one organisation cannot share a name. */
  @Column('text')
  nameKey!: string;

  @Field(() => DateTimeScalar)
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Field(() => DateTimeScalar)
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
