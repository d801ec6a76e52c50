import { Field, InputType } from 'type-graphql';
import { IsNotEmpty, IsOptional, MaxLength, ValidateIf } from 'class-validator';
import { Int64Scalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { TillMovementKind, TillSessionStatus } from './till-vocabulary';
import { TillCountLineInput, TillMoneyInput, TillTenderInput } from './till-session.types';

@InputType('CreateTillInput', { description: 'A new till (cash drawer).' })
export class CreateTillInput {
  @Field(() => UuidScalar, { nullable: true, description: "The till's branch; defaults to the caller's branch." })
  branchId?: string | null;

  @Field(() => String, { description: 'Unique in the branch (case-insensitive); at most 120 characters.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name!: string;
}

@InputType('UpdateTillInput', { description: 'Changes to a till; omitted fields keep their value.' })
export class UpdateTillInput {
  @Field(() => String, { nullable: true, description: 'At most 120 characters.' })
  @ValidateIf((o: UpdateTillInput) => o.name !== undefined)
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'False: no new sessions.' })
  @IsOptional()
  active?: boolean | null;
}

@InputType('TillFilter', { description: 'Filters of the till list.' })
export class TillFilter {
  @Field(() => UuidScalar, { nullable: true, description: 'Only this branch.' })
  branchId?: string;

  @Field(() => Boolean, { nullable: true, description: 'Only active (true) or inactive (false) tills.' })
  active?: boolean;
}

@InputType('OpenTillSessionInput', { description: 'The opening float of a session.' })
export class OpenTillSessionInput {
  @Field(() => [TillMoneyInput], { description: 'One amount per accepted currency (omitted currencies start at 0).' })
  floats!: TillMoneyInput[];
}

@InputType('TillMovementInput', { description: 'Cash in or out of the drawer other than a sale, or a no-sale open.' })
export class TillMovementInput {
  @Field(() => TillMovementKind, { description: 'What the movement is.' })
  kind!: TillMovementKind;

  @Field(() => String, { nullable: true, description: 'ISO 4217 code of an accepted currency; omitted for NoSale.' })
  currency?: string | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'Positive, in the minor unit; omitted (0) for NoSale.' })
  amount?: number | null;

  @Field(() => String, { description: 'Why; required, at most 500 characters.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(500, { message: 'must be at most 500 characters' })
  reason!: string;

  @Field(() => UuidScalar, { nullable: true, description: 'SupplierPayout only: the purchase invoice paid.' })
  purchaseInvoiceId?: string | null;
}

@InputType('TillCashPaymentInput', { description: "Cash taken at the counter for an order's amount due." })
export class TillCashPaymentInput {
  @Field(() => UuidScalar, { description: 'An order of the session’s branch with an amount due at the counter.' })
  orderId!: string;

  @Field(() => [TillTenderInput], {
    description:
      'What the customer handed over (1 to 5 tenders): cash per currency, and card, Qi or wallet amounts in IQD; together worth at least the amount due, the change given in IQD from the cash.',
  })
  tenders!: TillTenderInput[];

  @Field(() => UuidScalar, {
    nullable: true,
    description: "The Cash payment method the cash tenders book under; defaults to the organisation's first active Cash method.",
  })
  methodId?: string | null;
}

@InputType('TillCountInput', { description: 'The blind count of the drawer.' })
export class TillCountInput {
  @Field(() => [TillCountLineInput], { description: 'Notes per currency and denomination; denominations not listed count 0.' })
  counts!: TillCountLineInput[];
}

@InputType('TillSessionFilter', { description: 'Filters of the till-session list.' })
export class TillSessionFilter {
  @Field(() => UuidScalar, { nullable: true, description: 'Only sessions of this till.' })
  tillId?: string;

  @Field(() => UuidScalar, { nullable: true, description: 'Only sessions of this branch.' })
  branchId?: string;

  @Field(() => TillSessionStatus, { nullable: true, description: 'Only sessions in this status.' })
  status?: TillSessionStatus;

  @Field(() => LocalDateScalar, { nullable: true, description: 'First business date (inclusive).' })
  businessDateFrom?: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Last business date (inclusive).' })
  businessDateTo?: string;

  @Field(() => Boolean, { nullable: true, description: 'Only sessions with a non-zero variance.' })
  withVariance?: boolean;
}
