import { Column, Entity, Index } from 'typeorm';
import { Field, Int, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { Int64Scalar } from '../../../core/scalars';

@ObjectType('CashCurrency', {
  simpleResolvers: true,
  description: 'A currency the organisation accepts at the till, with the notes counted at a close (docs/cash.md).',
})
@Entity('sales_cash_currencies')
@Index('sales_cash_currencies_org_code_key', ['organizationId', 'code'], { unique: true })
export class CashCurrency extends OrganizationRecord {
  @Field(() => String, { description: 'ISO 4217 code (IQD, USD…).' })
  @Column('text')
  code!: string;

  @Field(() => Int, { description: 'Digits of the minor unit used for amounts (IQD 0: whole dinars; USD 2: cents).' })
  @Column('integer')
  minorDigits!: number;

  @Field(() => [Int64Scalar], { description: 'Notes (and coins) counted at a close, in the minor unit, smallest first.' })
  @Column('jsonb')
  denominations!: number[];

  @Field(() => Int, { description: 'Order in lists and on the count screen.' })
  @Column('integer')
  position!: number;
}
