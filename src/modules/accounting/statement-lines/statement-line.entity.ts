import { Column, Entity, Index } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { DateTimeScalar, Int64Scalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';
import { MatchType } from '../../../core/reconciliation/match-target';
import { StatementLineStatus } from './statement-line.rules';

@ObjectType('BankStatementLine', { simpleResolvers: true, description: 'One line of an imported bank statement and its reconciliation state.' })
@Entity('accounting_statement_lines')
@Index('accounting_statement_lines_fingerprint_key', ['bankAccountId', 'fingerprint'], { unique: true })
@Index('accounting_statement_lines_org_date_idx', ['organizationId', 'date'])
@Index('accounting_statement_lines_account_status_idx', ['bankAccountId', 'status'])
@Index('accounting_statement_lines_match_idx', ['organizationId', 'matchType', 'matchedRef'])
@Index('accounting_statement_lines_org_account_date_idx', ['organizationId', 'bankAccountId', 'date', 'id'])
@Index('accounting_statement_lines_org_status_date_idx', ['organizationId', 'status', 'date', 'id'])
export class StatementLine extends OrganizationRecord {
  @Field(() => UuidScalar, { description: 'Id of the bank account.' })
  @Column('uuid')
  bankAccountId!: string;

  @Field(() => UuidScalar, { description: 'Id of the statement import that brought the line in.' })
  @Column('uuid')
  importId!: string;

  @Field(() => LocalDateScalar, { description: 'Booking date of the line (YYYY-MM-DD).' })
  @Column('date')
  date!: string;

  @Field(() => Int64Scalar, { description: "Signed, in the account's minor unit: money in > 0, money out < 0." })
  @Column('bigint', { transformer: int64 })
  amount!: number;

  @Field(() => Int64Scalar, { nullable: true, description: 'Account balance after the line, in IQD, as the bank states it; null when the statement has none.' })
  @Column('bigint', { transformer: int64, nullable: true })
  balance!: number | null;

  @Field(() => String, { nullable: true, description: "Bank's description text; null when empty." })
  @Column('text', { nullable: true })
  description!: string | null;

  @Field(() => String, { nullable: true, description: "Bank's reference text; null when empty." })
  @Column('text', { nullable: true })
  reference!: string | null;

  @Field(() => String, { nullable: true, description: 'Other party named by the bank; null when empty.' })
  @Column('text', { nullable: true })
  counterparty!: string | null;

  @Field(() => StatementLineStatus, { description: 'Unmatched, Matched or Excluded.' })
  @Column('text')
  status!: StatementLineStatus;

  @Field(() => MatchType, { nullable: true, description: 'Kind of record the line is matched with; null unless Matched.' })
  @Column('text', { nullable: true })
  matchType!: string | null;

  @Field(() => String, { nullable: true, description: 'Id of the matched record (free reference for Other).' })
  @Column('text', { nullable: true })
  matchedRef!: string | null;

  @Field(() => String, { nullable: true, description: 'What the line is matched to, in words.' })
  @Column('text', { nullable: true })
  matchLabel!: string | null;

  @Field(() => String, { nullable: true, description: 'Note of the match, exclusion reason or reopen reason (the latest).' })
  @Column('text', { nullable: true })
  statusNote!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the status last changed; null if never.' })
  @Column('timestamptz', { nullable: true })
  statusChangedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who last changed it; null if never.' })
  @Column('uuid', { nullable: true })
  statusChangedBy!: string | null;

  /** Import fingerprint (see statement-fingerprint.ts). */
  @Column('text')
  fingerprint!: string;

  @Field(() => Int, { description: 'Position among identical lines of its file (1, 2, …).' })
  @Column('integer')
  occurrence!: number;
}
