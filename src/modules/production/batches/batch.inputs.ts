import { Field, Float, InputType, Int } from 'type-graphql';
import { ArrayMaxSize, IsOptional, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { DateTimeScalar, Int64Scalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { InventoryUnit } from '../../catalog/inventory-items/inventory-item.rules';
import { BatchStatus, MAX_BATCH_QUANTITY, MAX_COOKED_RICE_MULTIPLIER, MIN_COOKED_RICE_MULTIPLIER, RiceRoundingMethod, WasteKind } from './batch.rules';
import { IsNumberWithDecimals } from '../../../core/validation/decimals';

const KG_MESSAGE = { message: 'must have at most 3 decimal places' };
const NON_NEGATIVE = { message: 'must be 0 or more' };
const AT_MOST_QTY = { message: `must be at most ${MAX_BATCH_QUANTITY}` };
const MULTIPLIER_RANGE = `must be between ${MIN_COOKED_RICE_MULTIPLIER} and ${MAX_COOKED_RICE_MULTIPLIER}`;
export const MAX_EXTRAS = 30;
export const MAX_UNITS_PER_WASTE_ENTRY = 100_000;
export const MAX_ALLOCATION_WEIGHT = 1_000_000;

@InputType({ description: 'An extra input: item, quantity and unit (compatible with the item unit).' })
export class BatchExtraInput {
  @Field(() => UuidScalar, { description: 'Id of an active inventory item of the organisation.' })
  inventoryItemId!: string;

  @Field(() => Float, { description: "Quantity used in the item's unit, 0-100000, up to 3 decimals." })
  @IsNumberWithDecimals(3, KG_MESSAGE)
  @Min(0, NON_NEGATIVE)
  @Max(MAX_BATCH_QUANTITY, AT_MOST_QTY)
  quantity!: number;

  @Field(() => InventoryUnit, { description: 'Compatible with the item unit (Kg↔G, L↔Ml, Piece).' })
  unit!: InventoryUnit;
}

@InputType({ description: "A new production batch for the active branch's business day." })
export class CreateBatchInput {
  @Field(() => LocalDateScalar, { description: 'Business day of the batch (YYYY-MM-DD); 409 when the branch already has a live batch that day.' })
  businessDate!: string;

  @Field(() => UuidScalar, { description: 'An active item of kind Chicken counted in pieces.' })
  chickenItemId!: string;

  @Field(() => Int, { description: 'Whole chickens cooked, 0-100000.' })
  @Min(0, NON_NEGATIVE)
  @Max(MAX_BATCH_QUANTITY, AT_MOST_QTY)
  chickenCount!: number;

  @Field(() => UuidScalar, { description: 'An active item of kind Meat counted in kg or g.' })
  meatItemId!: string;

  @Field(() => Float, { description: 'Raw meat in kilograms, 0-100000, up to 3 decimals.' })
  @IsNumberWithDecimals(3, KG_MESSAGE)
  @Min(0, NON_NEGATIVE)
  @Max(MAX_BATCH_QUANTITY, AT_MOST_QTY)
  meatKg!: number;

  @Field(() => UuidScalar, { description: 'An active item of kind Rice counted in kg or g.' })
  riceItemId!: string;

  @Field(() => Float, { description: 'Raw rice in kilograms, 0-100000, up to 3 decimals.' })
  @IsNumberWithDecimals(3, KG_MESSAGE)
  @Min(0, NON_NEGATIVE)
  @Max(MAX_BATCH_QUANTITY, AT_MOST_QTY)
  rawRiceKg!: number;

  @Field(() => Float, { description: 'Cooked kg per raw kg, 1 to 4 (3 decimals).' })
  @IsNumberWithDecimals(3, KG_MESSAGE)
  @Min(MIN_COOKED_RICE_MULTIPLIER, { message: MULTIPLIER_RANGE })
  @Max(MAX_COOKED_RICE_MULTIPLIER, { message: MULTIPLIER_RANGE })
  cookedRiceMultiplier!: number;

  @Field(() => Float, { nullable: true, description: 'Cooked rice kept for direct sale; 0 when omitted; at most the cooked rice.' })
  @IsOptional()
  @IsNumberWithDecimals(3, KG_MESSAGE)
  @Min(0, NON_NEGATIVE)
  @Max(MAX_BATCH_QUANTITY * MAX_COOKED_RICE_MULTIPLIER, { message: `must be at most ${MAX_BATCH_QUANTITY * MAX_COOKED_RICE_MULTIPLIER}` })
  reservedRiceDirectSaleKg?: number | null;

  @Field(() => RiceRoundingMethod, { nullable: true, description: 'None when omitted.' })
  @IsOptional()
  riceRoundingMethod?: RiceRoundingMethod | null;

  @Field(() => [BatchExtraInput], { nullable: true, description: 'Other inventory items used, at most 30 lines.' })
  @IsOptional()
  @ArrayMaxSize(MAX_EXTRAS, { message: `must have at most ${MAX_EXTRAS} lines` })
  @ValidateNested({ each: true })
  extras?: BatchExtraInput[] | null;

  @Field(() => String, { nullable: true, description: 'Free notes, at most 2000 characters.' })
  @IsOptional()
  @MaxLength(2000, { message: 'must be at most 2000 characters' })
  notes?: string | null;
}

@InputType({ description: 'Rice parameters of an open batch; omitted fields keep their value.' })
export class UpdateBatchInput {
  @Field(() => Float, { nullable: true, description: 'Cooked rice per kilogram of raw rice, 1-4 (up to 3 decimals); left out keeps it.' })
  @IsOptional()
  @IsNumberWithDecimals(3, KG_MESSAGE)
  @Min(MIN_COOKED_RICE_MULTIPLIER, { message: MULTIPLIER_RANGE })
  @Max(MAX_COOKED_RICE_MULTIPLIER, { message: MULTIPLIER_RANGE })
  cookedRiceMultiplier?: number | null;

  @Field(() => Float, { nullable: true, description: 'Cooked rice in kilograms kept for selling directly, 0-400000; left out keeps it.' })
  @IsOptional()
  @IsNumberWithDecimals(3, KG_MESSAGE)
  @Min(0, NON_NEGATIVE)
  @Max(MAX_BATCH_QUANTITY * MAX_COOKED_RICE_MULTIPLIER, { message: `must be at most ${MAX_BATCH_QUANTITY * MAX_COOKED_RICE_MULTIPLIER}` })
  reservedRiceDirectSaleKg?: number | null;

  @Field(() => RiceRoundingMethod, { nullable: true, description: 'New rounding method; left out keeps it.' })
  @IsOptional()
  riceRoundingMethod?: RiceRoundingMethod | null;
}

@InputType({ description: 'A status move of a batch.' })
export class BatchStatusInput {
  @Field(() => BatchStatus, { description: 'The status to move to.' })
  status!: BatchStatus;

  @Field(() => String, { nullable: true, description: 'Why (kept in the audit trail; useful when cancelling).' })
  @IsOptional()
  @MaxLength(500, { message: 'must be at most 500 characters' })
  reason?: string | null;
}

@InputType({ description: 'Whether a batch allows direct rice sales beyond its reserve.' })
export class BatchOverflowInput {
  @Field(() => Boolean, { description: 'Allow direct rice sales beyond the reserved amount.' })
  allowDirectRiceOverflow!: boolean;
}

@InputType({ description: 'An output of a batch.' })
export class BatchOutputInput {
  @Field(() => UuidScalar, { description: 'An active inventory item of the organisation.' })
  inventoryItemId!: string;

  @Field(() => Float, { description: 'Quantity produced in the item unit; more than 0.' })
  @IsNumberWithDecimals(3, KG_MESSAGE)
  @Min(0.001, { message: 'must be more than 0' })
  @Max(MAX_BATCH_QUANTITY, AT_MOST_QTY)
  outputQty!: number;

  @Field(() => Int64Scalar, { nullable: true, description: 'Share of the batch input cost in IQD; 0 when omitted.' })
  @IsOptional()
  @Min(0, NON_NEGATIVE)
  shareIqd?: number | null;

  @Field(() => Int, { nullable: true, description: 'Weight for splitting the batch cost; 1 when omitted.' })
  @IsOptional()
  @Min(0, NON_NEGATIVE)
  @Max(MAX_ALLOCATION_WEIGHT, { message: `must be at most ${MAX_ALLOCATION_WEIGHT}` })
  allocationWeight?: number | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the output must be sold or discarded.' })
  @IsOptional()
  expiresAt?: Date | null;
}

@InputType({ description: 'Waste of a batch in units of a capacity type.' })
export class BatchWasteInput {
  @Field(() => UuidScalar, { description: 'Id of a capacity type of the organisation the units are counted in.' })
  capacityTypeId!: string;

  @Field(() => Int, { description: 'Units wasted, 1-100000.' })
  @Min(1, { message: 'must be 1 or more' })
  @Max(MAX_UNITS_PER_WASTE_ENTRY, { message: `must be at most ${MAX_UNITS_PER_WASTE_ENTRY}` })
  units!: number;

  @Field(() => WasteKind, { description: 'Why the food was wasted (Other needs a reason).' })
  kind!: WasteKind;

  @Field(() => String, { nullable: true, description: 'Required when kind is Other.' })
  @IsOptional()
  @MaxLength(500, { message: 'must be at most 500 characters' })
  reason?: string | null;
}

@InputType({ description: 'Conditions on the batch list (of the active branch).' })
export class BatchFilter {
  @Field(() => BatchStatus, { nullable: true, description: 'Only batches in this status.' })
  @IsOptional()
  status?: BatchStatus;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Business days from this date (inclusive).' })
  from?: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Business days up to this date (inclusive).' })
  to?: string;

  @Field(() => Boolean, { nullable: true, description: 'Include soft-deleted batches.' })
  includeDeleted?: boolean;
}
