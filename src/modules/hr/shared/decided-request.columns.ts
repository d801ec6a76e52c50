import { Column } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../../../core/scalars';
import { OrganizationRecord } from '../../../core/db/base-records';

/**
 * Who asked and who decided, for HR requests that go through a decision (advances, loans, leave).
 * Extends the tenant record columns (id, organisation, timestamps). Columns only: the rules of each request live in its own rules file.
 */
@ObjectType({ simpleResolvers: true })
export abstract class DecidedRequest extends OrganizationRecord {
  @Field(() => DateTimeScalar, { description: 'When the request was made.' })
  @Column('timestamptz')
  requestedAt!: Date;

  @Field(() => ID, { nullable: true, description: 'Id of the user who made the request; null when it was not a user.' })
  @Column('uuid', { nullable: true })
  requestedBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When it was approved or rejected; null while Pending.' })
  @Column('timestamptz', { nullable: true })
  decidedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who decided; null while Pending.' })
  @Column('uuid', { nullable: true })
  decidedBy!: string | null;

  @Field(() => String, { nullable: true, description: 'Note given with the decision (required to reject); null when none.' })
  @Column('text', { nullable: true })
  decisionNote!: string | null;
}
