import { Column, CreateDateColumn, DeleteDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../scalars';

/**
 * The columns every tenant record has: a uuid id, the owning organisation (never exposed: the
 * caller's own is implied) and its timestamps. Only columns: tenancy filtering stays explicit in
 * each service's queries, this class filters nothing.
 */
@ObjectType()
export abstract class OrganizationRecord {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Field(() => DateTimeScalar)
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Field(() => DateTimeScalar)
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

/**
 * OrganizationRecord plus the soft-delete columns (deletedAt, deletedBy, deleteReason), for
 * resources whose lists offer IncludeDeleted. TypeORM hides rows with deletedAt from find() by
 * default; lists that offer IncludeDeleted ask for them explicitly (withDeleted).
 */
@ObjectType()
export abstract class SoftDeletableRecord extends OrganizationRecord {
  @Field(() => DateTimeScalar, { nullable: true })
  @DeleteDateColumn({ type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'User who deleted the record.' })
  @Column('uuid', { nullable: true })
  deletedBy!: string | null;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  deleteReason!: string | null;
}
