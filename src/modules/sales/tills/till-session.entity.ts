import { Column, Entity, Index } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { DateTimeScalar, Int64Scalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';
import { TillSessionStatus } from './till-vocabulary';
import { TillCountLine, TillCurrencyVariance, TillMoney } from './till-session.types';

@ObjectType('TillSession', {
  simpleResolvers: true,
  description:
    'A shift on a till: opening float per currency, then counter payments and movements, then a blind count and a manager-approved close (docs/cash.md).',
})
@Entity('sales_till_sessions')
// One session per till that is not Closed: two cashiers cannot open the same drawer at once.
@Index('sales_till_sessions_one_open_per_till', ['tillId'], { unique: true, where: `status <> 'Closed'` })
@Index('sales_till_sessions_org_branch_day', ['organizationId', 'branchId', 'businessDate'])
export class TillSession extends OrganizationRecord {
  @Field(() => UuidScalar, { description: 'Id of the till.' })
  @Column('uuid')
  tillId!: string;

  @Field(() => UuidScalar, { description: 'Id of the branch of the till.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => LocalDateScalar, { description: "Business day the session was opened on, in the branch's zone." })
  @Column('date')
  businessDate!: string;

  @Field(() => TillSessionStatus, { description: 'Where the session is: open, counted or closed.' })
  @Column('text')
  status!: TillSessionStatus;

  @Field(() => ID, { nullable: true, description: 'User who opened the session (the cashier).' })
  @Column('uuid', { nullable: true })
  openedBy!: string | null;

  @Field(() => DateTimeScalar, { description: 'When the session was opened.' })
  @Column('timestamptz')
  openedAt!: Date;

  @Field(() => [TillMoney], { description: 'Opening float per currency.' })
  @Column('jsonb')
  floats!: TillMoney[];

  @Field(() => ID, { nullable: true, description: 'User who counted the drawer.' })
  @Column('uuid', { nullable: true })
  countedBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the blind count was entered; null before it.' })
  @Column('timestamptz', { nullable: true })
  countedAt!: Date | null;

  @Field(() => [TillCountLine], { description: 'The count by denomination (empty until counted).' })
  @Column('jsonb', { default: () => `'[]'` })
  counts!: TillCountLine[];

  @Field(() => [TillCurrencyVariance], {
    description: 'Expected against counted per currency, fixed at the count with the rates then in force. Empty while Open: the count is blind.',
  })
  @Column('jsonb', { default: () => `'[]'` })
  variances!: TillCurrencyVariance[];

  @Field(() => Int64Scalar, { nullable: true, description: 'Total variance in IQD (negative: short); null until counted.' })
  @Column('bigint', { nullable: true, transformer: int64 })
  varianceIqd!: number | null;

  @Field(() => Int, { description: 'How many times a manager sent the count back.' })
  @Column('integer', { default: 0 })
  recounts!: number;

  @Field(() => ID, { nullable: true, description: 'Manager who approved the close.' })
  @Column('uuid', { nullable: true })
  closedBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the close was approved; null before it.' })
  @Column('timestamptz', { nullable: true })
  closedAt!: Date | null;

  @Field(() => String, { nullable: true, description: "The manager's note on approval." })
  @Column('text', { nullable: true })
  closeNote!: string | null;
}
