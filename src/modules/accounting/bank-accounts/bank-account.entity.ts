import { Column, Entity, Index } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { DateTimeScalar, UuidScalar } from '../../../core/scalars';

@ObjectType('BankAccount', { simpleResolvers: true, description: 'A bank account whose statements are imported and reconciled.' })
@Entity('accounting_bank_accounts')
@Index('accounting_bank_accounts_org_number_key', ['organizationId', 'accountNumberKey'], { unique: true })
export class BankAccount extends OrganizationRecord {
  @Field(() => String, { description: 'Name of the account, 1-120 characters.' })
  @Column('text')
  name!: string;

  @Field(() => String, { description: 'Unique in the organisation (spaces and dashes ignored).' })
  @Column('text')
  accountNumber!: string;

  @Column('text')
  accountNumberKey!: string;

  @Field(() => String, { description: 'ISO 4217; amounts are in its minor unit (IQD: whole dinars).' })
  @Column('text')
  currencyCode!: string;

  @Field(() => UuidScalar, { description: 'The branch whose period lock applies to the lines of this account.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => Boolean, { description: 'Whether statements may be imported and lines matched on it.' })
  @Column('boolean', { default: true })
  active!: boolean;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When it was last activated or deactivated; null if never.' })
  @Column('timestamptz', { nullable: true })
  activeChangedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Reason given with the last activation or deactivation; null when none.' })
  @Column('text', { nullable: true })
  activeReason!: string | null;
}
