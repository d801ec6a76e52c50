import { Field, Float, InputType } from 'type-graphql';
import { IsNotEmpty, IsNumber, IsOptional, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { PayoutFileFormat } from './payout.entity';
import { PayoutLineKind } from './payout-line.entity';

/** Within the API's 1 MB JSON body, beside the other fields; a month's payout of a branch (a few thousand rows) fits. */
export const MAX_PAYOUT_CONTENT = 900_000;

@InputType('DeliveryPayoutColumnMap', {
  description:
    'Header names of the file’s columns, for a platform whose export does not use the default names (docs/delivery.md, "Payouts"). A column left out keeps its default names.',
})
export class PayoutColumnMapInput {
  @Field(() => String, { nullable: true, description: 'Header of the payout id column (default "Payout ID").' })
  @IsOptional()
  @MaxLength(100, { message: 'must be at most 100 characters' })
  payoutIdHeader?: string;

  @Field(() => String, { nullable: true, description: 'Header of the payout date column (default "Payout Date").' })
  @IsOptional()
  @MaxLength(100, { message: 'must be at most 100 characters' })
  payoutDateHeader?: string;

  @Field(() => String, { nullable: true, description: 'Header of the payout total column (default "Payout Total").' })
  @IsOptional()
  @MaxLength(100, { message: 'must be at most 100 characters' })
  payoutTotalHeader?: string;

  @Field(() => String, { nullable: true, description: 'Header of the platform order id column (default "Order ID").' })
  @IsOptional()
  @MaxLength(100, { message: 'must be at most 100 characters' })
  orderIdHeader?: string;

  @Field(() => String, { nullable: true, description: 'Header of the order date column (default "Order Date").' })
  @IsOptional()
  @MaxLength(100, { message: 'must be at most 100 characters' })
  orderDateHeader?: string;

  @Field(() => String, { nullable: true, description: 'Header of the gross column (default "Gross").' })
  @IsOptional()
  @MaxLength(100, { message: 'must be at most 100 characters' })
  grossHeader?: string;

  @Field(() => String, { nullable: true, description: 'Header of the commission column (default "Commission").' })
  @IsOptional()
  @MaxLength(100, { message: 'must be at most 100 characters' })
  commissionHeader?: string;

  @Field(() => String, { nullable: true, description: 'Header of the platform-funded promotion column (default "Platform Promotion").' })
  @IsOptional()
  @MaxLength(100, { message: 'must be at most 100 characters' })
  platformPromotionHeader?: string;

  @Field(() => String, { nullable: true, description: 'Header of the restaurant-funded promotion column (default "Restaurant Promotion").' })
  @IsOptional()
  @MaxLength(100, { message: 'must be at most 100 characters' })
  restaurantPromotionHeader?: string;

  @Field(() => String, { nullable: true, description: 'Header of the fees column (default "Fees").' })
  @IsOptional()
  @MaxLength(100, { message: 'must be at most 100 characters' })
  feesHeader?: string;

  @Field(() => String, { nullable: true, description: 'Header of the net column (default "Net").' })
  @IsOptional()
  @MaxLength(100, { message: 'must be at most 100 characters' })
  netHeader?: string;
}

@InputType('ImportDeliveryPayoutInput', { description: 'A platform’s payout statement file for one connection.' })
export class ImportDeliveryPayoutInput {
  @Field(() => UuidScalar, { description: 'Id of the delivery connection; 404 when no such connection is visible to the caller.' })
  connectionId!: string;

  @Field(() => PayoutFileFormat, { description: 'Csv (content is the text) or Xlsx (content is the workbook in base64).' })
  format!: PayoutFileFormat;

  @Field(() => String, { description: 'The file: CSV text, or an xlsx workbook in base64 (at most 900000 characters).' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(MAX_PAYOUT_CONTENT, { message: 'must be at most 900000 characters' })
  content!: string;

  @Field(() => String, { nullable: true, description: 'The payout id, when the file has no payout id column.' })
  @IsOptional()
  @MaxLength(100, { message: 'must be at most 100 characters' })
  payoutReference?: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'The payout date, when the file has no payout date column.' })
  @IsOptional()
  payoutDate?: string;

  @Field(() => Float, {
    nullable: true,
    description:
      'The commission % agreed with the platform (0-100, two decimals): a row whose commission is above it is over-charged. Left out: the rate of the connection’s previous payout; none: commission is not checked.',
  })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'must be a number with at most 2 decimals' })
  @Min(0, { message: 'must be at least 0' })
  @Max(100, { message: 'must be at most 100' })
  commissionRatePercent?: number | null;

  @Field(() => PayoutColumnMapInput, { nullable: true, description: 'Header names differing from the defaults.' })
  @IsOptional()
  @ValidateNested()
  columnMap?: PayoutColumnMapInput;
}

@InputType('DeliveryPayoutFilter', { description: 'Filters of the payout list.' })
export class DeliveryPayoutFilter {
  @Field(() => UuidScalar, { nullable: true, description: 'Only this connection.' })
  connectionId?: string;

  @Field(() => UuidScalar, { nullable: true, description: 'Only this branch.' })
  branchId?: string;
}

@InputType('DeliveryPayoutLineFilter', { description: 'Filters of a payout’s lines.' })
export class DeliveryPayoutLineFilter {
  @Field(() => PayoutLineKind, { nullable: true, description: 'Only lines of this kind.' })
  kind?: PayoutLineKind;
}

@InputType('DeliveryCommissionFilter', { description: 'Which months, platforms and branches the commission report covers.' })
export class DeliveryCommissionFilter {
  @Field(() => LocalDateScalar, { description: 'First order date (inclusive).' })
  from!: string;

  @Field(() => LocalDateScalar, { description: 'Last order date (inclusive).' })
  to!: string;

  @Field(() => UuidScalar, { nullable: true, description: 'Only this branch.' })
  branchId?: string;

  @Field(() => String, { nullable: true, description: 'Only this platform.' })
  @IsOptional()
  @MaxLength(40, { message: 'must be at most 40 characters' })
  platform?: string;
}
