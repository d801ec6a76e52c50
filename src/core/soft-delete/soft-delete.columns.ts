import { Column, DeleteDateColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../scalars';

/**
 * Soft-delete columns. TypeORM hides rows with deletedAt from find() by default; lists that offer
 * IncludeDeleted ask for them explicitly (withDeleted).
 */
@ObjectType({ simpleResolvers: true })
export abstract class SoftDeletable {
  @Field(() => DateTimeScalar, {
    nullable: true,
    description: 'When the record was deleted (UTC); null while it is not. Deleted records appear only with IncludeDeleted.',
  })
  @DeleteDateColumn({ type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'User who deleted the record.' })
  @Column('uuid', { nullable: true })
  deletedBy!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why the record was deleted, as given (at most 500 characters); null when not deleted or no reason was given.',
  })
  @Column('text', { nullable: true })
  deleteReason!: string | null;
}
