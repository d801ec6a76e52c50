import { Column, Entity, Index } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { SoftDeletableRecord } from '../../../core/db/base-records';

@ObjectType('CapacityType', {
  simpleResolvers: true,
  description: 'A container or serving unit food is counted in (plate, box, tray); waste is recorded in these units.',
})
@Entity('catalog_capacity_types')
@Index('catalog_capacity_types_org_name_key', ['organizationId', 'nameKey'], { unique: true, where: 'deleted_at IS NULL' })
export class CapacityType extends SoftDeletableRecord {
  @Field(() => String, { description: 'Name of the capacity type (e.g. Full tray), 1-120 characters.' })
  @Column('text')
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @Column('text', { nullable: true })
  nameAr!: string | null;

  /** Lower-cased name: two live capacity types of one organisation cannot share a name. */
  @Column('text')
  nameKey!: string;
}
