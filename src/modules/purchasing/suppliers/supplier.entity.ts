import { Column, Entity, Index } from 'typeorm';
import { Field, Int, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';

@ObjectType('Supplier', { simpleResolvers: true, description: 'A company the organisation buys from. Suppliers are deactivated, never deleted.' })
@Entity('purchasing_suppliers')
@Index('purchasing_suppliers_org_name_key', ['organizationId', 'nameKey'], { unique: true })
export class Supplier extends OrganizationRecord {
  @Field(() => String, { description: 'Supplier name, 1-160 characters.' })
  @Column('text')
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @Column('text', { nullable: true })
  nameAr!: string | null;

  /** Lower-cased name: two suppliers of one organisation cannot share a name. */
  @Column('text')
  nameKey!: string;

  @Field(() => String, { nullable: true, description: 'Phone number; null when not given.' })
  @Column('text', { nullable: true })
  phone!: string | null;

  @Field(() => String, { nullable: true, description: 'Tax registration number.' })
  @Column('text', { nullable: true })
  taxNumber!: string | null;

  @Field(() => Int, {
    description: 'Days from ordering to delivery (0–60; default 1). Reorder suggestions cover the forecast usage over these days where a forecast exists.',
  })
  @Column('integer', { default: 1 })
  leadTimeDays!: number;

  @Field(() => Boolean, { description: 'Inactive suppliers stay on old documents but cannot be used on new ones.' })
  @Column('boolean', { default: true })
  active!: boolean;
}
