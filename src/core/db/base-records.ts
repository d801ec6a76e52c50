import { Column, CreateDateColumn, DeleteDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../scalars';

/**
 * The columns every tenant record has: a uuid id, the owning organisation (never exposed: the
 * caller's own is implied) and its timestamps. Only columns: tenancy filtering stays explicit in
 * each service's queries, this class filters nothing.
 */
@ObjectType({ simpleResolvers: true })
export abstract class OrganizationRecord {
  @Field(() => ID, { description: "The record's id (a UUID); another organisation's id answers 404." })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Field(() => DateTimeScalar, { description: 'When the record was created (UTC).' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Field(() => DateTimeScalar, { description: 'When the record last changed (UTC).' })
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

/**
 * OrganizationRecord plus the soft-delete columns (deletedAt, deletedBy, deleteReason), for
 * resources whose lists offer IncludeDeleted. TypeORM hides rows with deletedAt from find() by
 * default; lists that offer IncludeDeleted ask for them explicitly (withDeleted).
 */
@ObjectType({ simpleResolvers: true })
export abstract class SoftDeletableRecord extends OrganizationRecord {
  @Field(() => DateTimeScalar, {
    nullable: true,
    description: 'When the record was deleted (UTC); null while it is not. Deleted records appear only with IncludeDeleted.',
  })
  @DeleteDateColumn({ type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'User who deleted the record.' })
  @Column('uuid', { nullable: true })
  deletedBy!: string | null;

  @Field(() => String, { nullable: true, description: 'Why the record was deleted, as given by the person who deleted it.' })
  @Column('text', { nullable: true })
  deleteReason!: string | null;
}
