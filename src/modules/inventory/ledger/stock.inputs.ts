import { Field, Float, InputType } from 'type-graphql';
import { IsOptional, MaxLength, Min, Max } from 'class-validator';
import { Int64Scalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { InventoryKind } from '../../catalog/inventory-items/inventory-item.rules';
import { InventoryMovementKind, MAX_QUANTITY } from '../shared/inventory-vocabulary';

const MAX_UNIT_COST_IQD = 1_000_000_000;

@InputType({ description: 'Stock an item had at a branch when the branch started keeping inventory (once per branch and item, before any other movement).' })
export class OpeningBalanceInput {
  @Field(() => UuidScalar, { nullable: true, description: 'A branch of the organisation; the active branch when left out.' })
  branchId?: string | null;

  @Field(() => UuidScalar, { description: 'An active inventory item of the organisation.' })
  inventoryItemId!: string;

  @Field(() => LocalDateScalar, { nullable: true, description: "Business date; the branch's today when left out." })
  businessDate?: string | null;

  @Field(() => Float, { description: `More than 0, at most ${MAX_QUANTITY}, at most 3 decimals, in the item's unit.` })
  quantity!: number;

  @Field(() => Int64Scalar, { description: `IQD per unit, 0 to ${MAX_UNIT_COST_IQD}.` })
  @Min(0, { message: 'must be 0 or more' })
  @Max(MAX_UNIT_COST_IQD, { message: `must be at most ${MAX_UNIT_COST_IQD}` })
  unitCostIqd!: number;
}

@InputType({ description: 'A manual correction of stock: positive adds, negative removes; the reason is required.' })
export class StockAdjustmentInput {
  @Field(() => UuidScalar, { nullable: true, description: 'A branch of the organisation; the active branch when left out.' })
  branchId?: string | null;

  @Field(() => UuidScalar, { description: 'An active inventory item of the organisation.' })
  inventoryItemId!: string;

  @Field(() => LocalDateScalar, { nullable: true, description: "Business date; the branch's today when left out." })
  businessDate?: string | null;

  @Field(() => Float, { description: `Signed, not 0, at most ${MAX_QUANTITY} in absolute value, at most 3 decimals, in the item's unit.` })
  quantity!: number;

  @Field(() => Int64Scalar, { nullable: true, description: "IQD per unit of an addition; left out: the branch's moving-average cost. Ignored for removals." })
  @IsOptional()
  @Min(0, { message: 'must be 0 or more' })
  @Max(MAX_UNIT_COST_IQD, { message: `must be at most ${MAX_UNIT_COST_IQD}` })
  unitCostIqd?: number | null;

  @Field(() => String, { description: 'Why (1–500 characters).' })
  @MaxLength(500, { message: 'must be at most 500 characters' })
  reason!: string;
}

@InputType({ description: 'Filters of the stock on hand list.' })
export class StockFilter {
  @Field(() => UuidScalar, { nullable: true, description: 'A branch of the organisation; the active branch when left out.' })
  branchId?: string | null;

  @Field(() => InventoryKind, { nullable: true, description: 'Only items of this kind.' })
  kind?: InventoryKind | null;

  @Field(() => Boolean, { nullable: true, description: 'Only items below their par level.' })
  belowPar?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Only items with negative stock.' })
  negative?: boolean | null;
}

@InputType({ description: 'Filters of the movement list.' })
export class MovementFilter {
  @Field(() => UuidScalar, { nullable: true, description: 'A branch of the organisation; the active branch when left out.' })
  branchId?: string | null;

  @Field(() => UuidScalar, { nullable: true, description: 'Only movements of this item.' })
  inventoryItemId?: string | null;

  @Field(() => InventoryMovementKind, { nullable: true, description: 'Only movements of this kind.' })
  kind?: InventoryMovementKind | null;

  @Field(() => UuidScalar, { nullable: true, description: 'Only movements of this source record.' })
  sourceId?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'From this business date (inclusive).' })
  from?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Up to this business date (inclusive).' })
  to?: string | null;
}
