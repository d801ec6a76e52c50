import { Column, Entity, Index } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { SoftDeletableRecord } from '../../../core/db/base-records';

@ObjectType('Department', { simpleResolvers: true, description: 'A part of the organisation (kitchen, service, delivery, office…).' })
@Entity('hr_departments')
@Index('hr_departments_org_name_key', ['organizationId', 'nameKey'], { unique: true, where: 'deleted_at IS NULL' })
export class Department extends SoftDeletableRecord {
  @Field(() => String, { description: 'Name of the department (e.g. Kitchen), 1-120 characters, unique in the organisation.' })
  @Column('text')
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @Column('text', { nullable: true })
  nameAr!: string | null;

  /** Lower-cased name: two live departments of one organisation cannot share a name. */
  @Column('text')
  nameKey!: string;
}
