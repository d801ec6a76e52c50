import { Column, Entity, Index } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { DateTimeScalar, Int64Scalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';

@ObjectType('ExchangeRate', {
  simpleResolvers: true,
  description: 'A rate to IQD set by the organisation; the latest one in force applies to new payments and counts (history kept).',
})
@Entity('sales_exchange_rates')
@Index('sales_exchange_rates_org_currency_from', ['organizationId', 'currencyCode', 'effectiveFrom'])
export class ExchangeRate extends OrganizationRecord {
  @Field(() => String, { description: 'ISO 4217 code of the foreign currency (USD).' })
  @Column('text')
  currencyCode!: string;

  @Field(() => Int64Scalar, { description: 'Whole IQD for 100 units of the currency (131500: 1,315 IQD per US dollar).' })
  @Column('bigint', { transformer: int64 })
  iqdPer100!: number;

  @Field(() => DateTimeScalar, { description: 'When the rate took effect.' })
  @Column('timestamptz')
  effectiveFrom!: Date;

  @Field(() => String, { nullable: true, description: 'Why (source of the rate).' })
  @Column('text', { nullable: true })
  note!: string | null;

  @Field(() => ID, { nullable: true, description: 'User who set the rate.' })
  @Column('uuid', { nullable: true })
  setBy!: string | null;
}
