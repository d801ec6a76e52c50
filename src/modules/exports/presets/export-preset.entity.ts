import { Column, Entity, Index } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { SoftDeletableRecord } from '../../../core/db/base-records';

@ObjectType('ExportPreset', { simpleResolvers: true, description: 'A named column list of a report domain.' })
@Entity('export_presets')
@Index('export_presets_org_domain_name_key', ['organizationId', 'domain', 'nameKey'], { unique: true, where: 'deleted_at IS NULL' })
export class ExportPreset extends SoftDeletableRecord {
  @Field(() => String, { description: 'Key of the export domain the preset belongs to (from exportDomains).' })
  @Column('text')
  domain!: string;

  @Field(() => String, { description: 'Name of the preset, unique per domain.' })
  @Column('text')
  name!: string;

  /** Lower-cased name: unique per domain among live presets. */
  @Column('text')
  nameKey!: string;

  @Field(() => [String], { description: "Keys of the domain's fields to export, in column order." })
  @Column('jsonb')
  fields!: string[];

  @Field(() => Boolean, { description: "True: exactly the domain's import columns, so the file can be imported back." })
  @Column('boolean', { default: false })
  importCompatible!: boolean;

  @Field(() => ID, { nullable: true, description: 'Id of the user who created the preset; null when it was not a user.' })
  @Column('uuid', { nullable: true })
  createdBy!: string | null;
}
