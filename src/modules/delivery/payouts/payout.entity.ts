import { Column, Entity, Index } from 'typeorm';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { DateTimeScalar, Int64Scalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';

export enum PayoutFileFormat {
  Csv = 'Csv',
  Xlsx = 'Xlsx',
}
registerEnumType(PayoutFileFormat, {
  name: 'PayoutFileFormat',
  description: 'How a payout statement file is sent: CSV text, or an xlsx workbook in base64.',
  valuesConfig: {
    Csv: { description: 'CSV text (comma, semicolon or tab).' },
    Xlsx: { description: 'An xlsx workbook, base64; its first worksheet is read.' },
  },
});

export enum PayoutStatus {
  Imported = 'Imported',
  Received = 'Received',
}
registerEnumType(PayoutStatus, {
  name: 'DeliveryPayoutStatus',
  description: 'Imported (no bank line yet) or Received (matched to the bank statement line it arrived in).',
  valuesConfig: {
    Imported: { description: 'Waiting for the bank statement line.' },
    Received: { description: 'A bank statement line was matched to the payout.' },
  },
});

@ObjectType('DeliveryPayout', {
  simpleResolvers: true,
  description:
    'One payout statement of a delivery platform for one connection, reconciled with the sales ledger’s platform orders (docs/delivery.md, "Payouts"). Amounts in IQD.',
})
@Entity('delivery_payouts')
@Index('delivery_payouts_reference_key', ['organizationId', 'connectionId', 'payoutReference'], { unique: true })
@Index('delivery_payouts_date_idx', ['organizationId', 'payoutDate', 'id'])
export class DeliveryPayout extends OrganizationRecord {
  @Field(() => UuidScalar, { description: 'Id of the delivery connection the payout belongs to.' })
  @Column('uuid')
  connectionId!: string;

  @Field(() => UuidScalar, { description: 'Branch of the connection.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => String, { description: 'Platform of the connection.' })
  @Column('text')
  platform!: string;

  @Field(() => String, { description: 'The platform’s payout id (one import per connection and payout id).' })
  @Column('text')
  payoutReference!: string;

  @Field(() => LocalDateScalar, { description: 'Date the platform paid (YYYY-MM-DD).' })
  @Column('date')
  payoutDate!: string;

  @Field(() => Int64Scalar, { description: 'The payout’s total as the file states it (else the sum of the rows’ net).' })
  @Column('bigint', { transformer: int64 })
  totalIqd!: number;

  @Field(() => LocalDateScalar, { description: 'First order date of the payout’s rows.' })
  @Column('date')
  periodFrom!: string;

  @Field(() => LocalDateScalar, { description: 'Last order date of the payout’s rows.' })
  @Column('date')
  periodTo!: string;

  @Field(() => PayoutFileFormat, { description: 'Format of the imported file.' })
  @Column('text')
  fileFormat!: PayoutFileFormat;

  @Field(() => String, { description: 'SHA-256 of the imported file.' })
  @Column('text')
  fileSha256!: string;

  @Field(() => Int, {
    nullable: true,
    description: 'The agreed commission rate applied, in basis points (1500 = 15 %); null: none agreed, commission not checked.',
  })
  @Column('integer', { nullable: true })
  commissionRateBasisPoints!: number | null;

  @Field(() => Int, { description: 'Order rows read from the file.' })
  @Column('integer')
  rowsRead!: number;

  @Field(() => Int, { description: 'Rows matched to a ledger order with no difference.' })
  @Column('integer')
  matchedCount!: number;

  @Field(() => Int, { description: 'Rows matched to a ledger order with a difference (gross, commission above the rate, net).' })
  @Column('integer')
  differentCount!: number;

  @Field(() => Int, { description: 'Rows naming a platform order the ledger does not have.' })
  @Column('integer')
  missingInLedgerCount!: number;

  @Field(() => Int, { description: 'Ledger orders of the period (not cancelled) that the payout does not name.' })
  @Column('integer')
  missingInPayoutCount!: number;

  @Field(() => Int64Scalar, { description: 'Sum of the rows’ gross.' })
  @Column('bigint', { transformer: int64 })
  grossIqd!: number;

  @Field(() => Int64Scalar, { description: 'Sum of the rows’ commission.' })
  @Column('bigint', { transformer: int64 })
  commissionIqd!: number;

  @Field(() => Int64Scalar, { description: 'Sum of the platform-funded promotions.' })
  @Column('bigint', { transformer: int64 })
  platformPromotionIqd!: number;

  @Field(() => Int64Scalar, { description: 'Sum of the restaurant-funded promotions.' })
  @Column('bigint', { transformer: int64 })
  restaurantPromotionIqd!: number;

  @Field(() => Int64Scalar, { description: 'Sum of the fees.' })
  @Column('bigint', { transformer: int64 })
  feesIqd!: number;

  @Field(() => Int64Scalar, { description: 'Sum of the rows’ net.' })
  @Column('bigint', { transformer: int64 })
  netIqd!: number;

  @Field(() => Int64Scalar, { description: 'Commission charged above the agreed rate, summed over the rows.' })
  @Column('bigint', { transformer: int64 })
  overChargeIqd!: number;

  @Field(() => Float, { description: 'Commission as a percentage of gross (two decimals).' })
  commissionPercent?: number;

  @Field(() => PayoutStatus, { description: 'Imported, or Received once matched to a bank statement line.' })
  @Column('text')
  status!: PayoutStatus;

  @Field(() => UuidScalar, { nullable: true, description: 'The bank statement line the payout arrived in.' })
  @Column('uuid', { nullable: true })
  statementLineId!: string | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'Amount of that line (a difference from totalIqd is the bank’s or the platform’s).' })
  @Column('bigint', { nullable: true, transformer: int64 })
  receivedIqd!: number | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the bank line was matched.' })
  @Column('timestamptz', { nullable: true })
  receivedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'User who imported (for an API key: null).' })
  @Column('uuid', { nullable: true })
  importedBy!: string | null;
}
