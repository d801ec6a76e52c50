import { Column, Entity, Index } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { UuidScalar } from '../../../core/scalars';

@ObjectType('Till', { simpleResolvers: true, description: 'A cash drawer of a branch; cash is taken in sessions (docs/cash.md).' })
@Entity('sales_tills')
@Index('sales_tills_branch_name_key', ['branchId', 'nameKey'], { unique: true })
export class Till extends OrganizationRecord {
  @Field(() => UuidScalar, { description: 'Id of the branch the till stands in.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => String, { description: 'Name of the till (e.g. Front counter).' })
  @Column('text')
  name!: string;

  /** Lower-cased name: unique in the branch. */
  @Column('text')
  nameKey!: string;

  @Field(() => Boolean, { description: 'An inactive till cannot open a session.' })
  @Column('boolean', { default: true })
  active!: boolean;
}
