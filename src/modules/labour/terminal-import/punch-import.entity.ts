import { Column, Entity, Index } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { LocalDateScalar } from '../../../core/scalars';

@ObjectType('PunchImport', {
  simpleResolvers: true,
  description: 'A fingerprint terminal’s attendance export imported into a branch’s punches, and what became of its rows.',
})
@Entity('labour_punch_imports')
@Index('labour_punch_imports_org_idx', ['organizationId', 'branchId', 'createdAt', 'id'])
export class PunchImport extends OrganizationRecord {
  @Field(() => ID, { description: 'The branch the punches were recorded at.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => String, { description: 'The file format: ZktecoAttlog or Csv.' })
  @Column('text')
  format!: string;

  @Field(() => String, { nullable: true, description: 'The file name as uploaded.' })
  @Column('text', { nullable: true })
  fileName!: string | null;

  @Field(() => Int, { description: 'Rows read (blank lines not counted).' })
  @Column('integer')
  rowCount!: number;

  @Field(() => Int, { description: 'Punches stored.' })
  @Column('integer')
  imported!: number;

  @Field(() => Int, { description: 'Rows skipped as duplicates of a punch already stored (same employee within a minute).' })
  @Column('integer')
  duplicates!: number;

  @Field(() => [String], { description: 'Attendance codes in the file that match no employee (their rows were skipped).' })
  @Column('text', { array: true })
  unknownCodes!: string[];

  @Field(() => Int, { description: 'Rows of unknown codes.' })
  @Column('integer')
  unknownRows!: number;

  @Field(() => [String], { description: 'The rows of unknown codes, each as its line number and code ("line 4: code 99").' })
  @Column('text', { array: true, default: () => "'{}'" })
  unknownLines!: string[];

  @Field(() => LocalDateScalar, { nullable: true, description: 'The first business date of the punches stored ; null when none was stored.' })
  @Column('date', { nullable: true })
  firstBusinessDate!: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'The last business date of the punches stored ; null when none was stored.' })
  @Column('date', { nullable: true })
  lastBusinessDate!: string | null;

  @Field(() => [String], { description: 'Rows that could not be read, with their line number and reason.' })
  @Column('text', { array: true })
  invalidRows!: string[];

  @Column('uuid', { nullable: true })
  importedBy!: string | null;
}
