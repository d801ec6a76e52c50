import { Column, Entity, Index } from 'typeorm';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { DateTimeScalar, Int64Scalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';
import { PaymentKind } from '../shared/sales-vocabulary';

export enum SettlementStatus {
  Expected = 'Expected',
  Matched = 'Matched',
}
registerEnumType(SettlementStatus, {
  name: 'SettlementStatus',
  description: 'Expected (no bank line yet) or Matched (a bank statement line was matched to it).',
  valuesConfig: { Expected: { description: 'Waiting for the bank.' }, Matched: { description: 'A statement line was matched; the fee is known.' } },
});

@ObjectType('SalesSettlement', {
  simpleResolvers: true,
  description: 'What the bank should pay for the card, Qi or wallet sales of one payment method on one business day of a branch (docs/cash.md).',
})
@Entity('sales_settlements')
@Index('sales_settlements_branch_day_method_key', ['branchId', 'businessDate', 'methodId'], { unique: true })
@Index('sales_settlements_org_status_day', ['organizationId', 'status', 'businessDate'])
export class SalesSettlement extends OrganizationRecord {
  @Field(() => UuidScalar, { description: 'Id of the branch whose day is settled.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => LocalDateScalar, { description: 'Business day of the sales.' })
  @Column('date')
  businessDate!: string;

  @Field(() => UuidScalar, { description: 'The payment method.' })
  @Column('uuid')
  methodId!: string;

  @Field(() => String, { description: "The method's name as the orders charged it." })
  @Column('text')
  methodName!: string;

  @Field(() => PaymentKind, { description: 'Card, Qi or Wallet.' })
  @Column('text')
  kind!: PaymentKind;

  @Field(() => Int64Scalar, { description: 'Sum of the day’s payments by this method (orders not cancelled), IQD.' })
  @Column('bigint', { transformer: int64 })
  expectedIqd!: number;

  @Field(() => Int, { description: 'Orders paid by this method that day.' })
  @Column('integer')
  orderCount!: number;

  @Field(() => SettlementStatus, { description: 'Where the settlement is (e.g. waiting for the bank, matched).' })
  @Column('text')
  status!: SettlementStatus;

  @Field(() => UuidScalar, { nullable: true, description: 'The matched bank statement line.' })
  @Column('uuid', { nullable: true })
  statementLineId!: string | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'What the bank paid (the line amount), IQD.' })
  @Column('bigint', { nullable: true, transformer: int64 })
  receivedIqd!: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'expected − received: the acquirer fee (negative: the bank paid more).' })
  @Column('bigint', { nullable: true, transformer: int64 })
  feeIqd!: number | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When it was matched with a bank statement line; null until then.' })
  @Column('timestamptz', { nullable: true })
  matchedAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When it was flagged overdue (unmatched too long after its business day).' })
  @Column('timestamptz', { nullable: true })
  overdueAt!: Date | null;
}
