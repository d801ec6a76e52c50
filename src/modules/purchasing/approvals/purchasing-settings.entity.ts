import { Column, Entity, Index } from 'typeorm';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { IsOptional, Max, Min } from 'class-validator';
import { OrganizationRecord } from '../../../core/db/base-records';
import { DateTimeScalar, Int64Scalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';
import { DEFAULT_INVOICE_TOLERANCE_IQD, MAX_SETTING_IQD } from './approval.rules';

/** The organisation's purchasing rules; one row per organisation, written on the first change. */
@Entity('purchasing_settings')
@Index('purchasing_settings_org_key', ['organizationId'], { unique: true })
export class PurchasingSettingsRow extends OrganizationRecord {
  /** Null: approval is off. */
  @Column('bigint', { transformer: int64, nullable: true })
  approvalThresholdIqd!: number | null;

  @Column('bigint', { transformer: int64, default: DEFAULT_INVOICE_TOLERANCE_IQD })
  invoiceToleranceIqd!: number;

  @Column('uuid', { nullable: true })
  updatedBy!: string | null;
}

@ObjectType('PurchasingSettings', { simpleResolvers: true, description: "The organisation's approval rules for purchase orders and invoices." })
export class PurchasingSettings {
  @Field(() => Int64Scalar, {
    nullable: true,
    description:
      'IQD. A purchase order or invoice whose total is above this needs an approval request; at or below it is approved at once (0: every document with a total above 0). Null (default): approval is off, every document is approved at once.',
  })
  approvalThresholdIqd!: number | null;

  @Field(() => Int64Scalar, {
    description:
      "IQD. An invoice billing a purchase order needs approval when the order's billed total exceeds the order's total by more than this (default 0).",
  })
  invoiceToleranceIqd!: number;

  @Field(() => DateTimeScalar, { nullable: true, description: 'Last change; null while the defaults apply.' })
  updatedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who last changed the settings; null if never changed.' })
  updatedBy!: string | null;
}

@InputType({ description: 'Purchasing approval rules; omitted fields keep their value.' })
export class PurchasingSettingsInput {
  @Field(() => Int64Scalar, {
    nullable: true,
    description:
      'New threshold in IQD (0-1000000000000): a document whose total is above it needs an approval request. Null turns approval off; left out keeps it.',
  })
  @IsOptional()
  @Min(0, { message: 'must be 0 or more' })
  @Max(MAX_SETTING_IQD, { message: `must be at most ${MAX_SETTING_IQD}` })
  approvalThresholdIqd?: number | null;

  @Field(() => Int64Scalar, {
    nullable: true,
    description:
      "New tolerance in IQD (0-1000000000000): an invoice needs approval when the order's billed total exceeds the order's total by more than this. Left out keeps it.",
  })
  @IsOptional()
  @Min(0, { message: 'must be 0 or more' })
  @Max(MAX_SETTING_IQD, { message: `must be at most ${MAX_SETTING_IQD}` })
  invoiceToleranceIqd?: number | null;
}
