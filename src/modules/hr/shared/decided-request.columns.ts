import { Column } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../../../core/scalars';
import { OrganizationRecord } from '../../../core/db/base-records';

/**
 * Who asked and who decided, for HR requests that go through a decision (advances, loans, leave).
 * Extends the tenant record columns (id, organisation, timestamps). Columns only: the rules of each request live in its own rules file.
 */
@ObjectType()
export abstract class DecidedRequest extends OrganizationRecord {
  @Field(() => DateTimeScalar)
  @Column('timestamptz')
  requestedAt!: Date;

  @Field(() => ID, { nullable: true })
  @Column('uuid', { nullable: true })
  requestedBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true })
  @Column('timestamptz', { nullable: true })
  decidedAt!: Date | null;

  @Field(() => ID, { nullable: true })
  @Column('uuid', { nullable: true })
  decidedBy!: string | null;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  decisionNote!: string | null;
}
