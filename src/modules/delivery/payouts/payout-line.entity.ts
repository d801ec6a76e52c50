import { Column, Entity, Index } from 'typeorm';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { Int64Scalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';
import { PayoutProblem } from './payout-match.rules';

export enum PayoutLineKind {
  Matched = 'Matched',
  Different = 'Different',
  MissingInLedger = 'MissingInLedger',
  MissingInPayout = 'MissingInPayout',
}
registerEnumType(PayoutLineKind, {
  name: 'DeliveryPayoutLineKind',
  description: 'How a payout row, or a ledger order of the period, reconciles.',
  valuesConfig: {
    Matched: { description: 'A row matched to a ledger order with no difference.' },
    Different: { description: 'A row matched to a ledger order with a difference (see problems).' },
    MissingInLedger: { description: 'A row naming a platform order the ledger does not have.' },
    MissingInPayout: { description: 'A ledger order of the period, not cancelled, that the payout does not name.' },
  },
});
registerEnumType(PayoutProblem, {
  name: 'DeliveryPayoutProblem',
  description: 'A difference between a payout row and its ledger order.',
  valuesConfig: {
    GrossDiffers: { description: 'The row’s gross is not the order’s total in the ledger.' },
    CommissionAboveRate: { description: 'The commission is above the connection’s agreed rate of the gross (over-charged).' },
    NetDiffers: { description: 'The net is not gross − commission − restaurant-funded promotion − fees.' },
  },
});

@ObjectType('DeliveryPayoutLine', {
  simpleResolvers: true,
  description: 'One row of a payout statement, or one ledger order the payout misses. Amounts in IQD.',
})
@Entity('delivery_payout_lines')
@Index('delivery_payout_lines_payout_idx', ['payoutId', 'kind', 'position'])
@Index('delivery_payout_lines_month_idx', ['organizationId', 'orderDate'])
export class DeliveryPayoutLine extends OrganizationRecord {
  @Field(() => UuidScalar, { description: 'Id of the payout.' })
  @Column('uuid')
  payoutId!: string;

  /** Rows in file order, then the missing orders. */
  @Column('integer')
  position!: number;

  @Field(() => PayoutLineKind, { description: 'How the line reconciles.' })
  @Column('text')
  kind!: PayoutLineKind;

  @Field(() => [PayoutProblem], { description: 'The differences of a Different line (empty otherwise).' })
  @Column('text', { array: true, default: () => "'{}'" })
  problems!: PayoutProblem[];

  @Field(() => Int, { nullable: true, description: 'Row of the file (the header is row 1); null for MissingInPayout.' })
  @Column('integer', { nullable: true })
  rowNumber!: number | null;

  @Field(() => ID, { description: 'The platform’s order id.' })
  @Column('text')
  platformOrderId!: string;

  @Field(() => LocalDateScalar, { description: 'Order date (from the file; for MissingInPayout, the order’s business date).' })
  @Column('date')
  orderDate!: string;

  @Field(() => UuidScalar, { nullable: true, description: 'The sales-ledger order, when the ledger has it.' })
  @Column('uuid', { nullable: true })
  salesOrderId!: string | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'The order’s total in the ledger as the platform stated it.' })
  @Column('bigint', { nullable: true, transformer: int64 })
  ledgerTotalIqd!: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'Gross of the row.' })
  @Column('bigint', { nullable: true, transformer: int64 })
  grossIqd!: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'Commission of the row.' })
  @Column('bigint', { nullable: true, transformer: int64 })
  commissionIqd!: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'Platform-funded promotion of the row.' })
  @Column('bigint', { nullable: true, transformer: int64 })
  platformPromotionIqd!: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'Restaurant-funded promotion of the row.' })
  @Column('bigint', { nullable: true, transformer: int64 })
  restaurantPromotionIqd!: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'Fees of the row.' })
  @Column('bigint', { nullable: true, transformer: int64 })
  feesIqd!: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'Net of the row.' })
  @Column('bigint', { nullable: true, transformer: int64 })
  netIqd!: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'The most commission the agreed rate allows on the gross.' })
  @Column('bigint', { nullable: true, transformer: int64 })
  allowedCommissionIqd!: number | null;

  @Field(() => Int64Scalar, { description: 'Commission above the allowed amount (0 when none).' })
  @Column('bigint', { transformer: int64, default: 0 })
  overChargeIqd!: number;
}
