import { Column, DeleteDateColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../scalars';

/**
 * Soft-delete columns. TypeORM hides rows with deletedAt from find() by default; lists that offer
 * IncludeDeleted ask for them explicitly (withDeleted).
 */
@ObjectType()
export abstract class SoftDeletable {
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
