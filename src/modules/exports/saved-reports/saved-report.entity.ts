import { Column, Entity, Index } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { SoftDeletableRecord } from '../../../core/db/base-records';
import { JsonObjectScalar } from '../../../core/scalars';

@ObjectType('SavedReport', {
  simpleResolvers: true,
  description: 'A named report with its filters and preset, private to its owner or shared with the organisation.',
})
@Entity('saved_reports')
@Index('saved_reports_org_idx', ['organizationId', 'reportKey'])
export class SavedReport extends SoftDeletableRecord {
  @Field(() => String, { description: 'Name of the saved report, 1-200 characters.' })
  @Column('text')
  name!: string;

  @Field(() => String, { description: 'Key of the report it runs.' })
  @Column('text')
  reportKey!: string;

  @Field(() => JsonObjectScalar, { description: 'Stored report filters, as a JSON object of filter name to value.' })
  @Column('jsonb', { default: {} })
  filters!: Record<string, string | number | boolean>;

  @Field(() => ID, { nullable: true, description: 'Export preset id.' })
  @Column('uuid', { nullable: true })
  presetId!: string | null;

  @Field(() => Boolean, { description: 'True: every member with the report permission sees it; false: only its owner.' })
  @Column('boolean', { default: false })
  shared!: boolean;

  @Field(() => ID, { nullable: true, description: 'Id of the user who saved it; null when it was not a user.' })
  @Column('uuid', { nullable: true })
  ownerId!: string | null;
}
