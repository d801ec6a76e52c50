import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Int64Scalar } from '../../../core/scalars';
import { InventoryUnit } from '../../catalog/inventory-items/inventory-item.rules';
import { BatchCostBasis, BatchCostRole, WasteKind } from './batch.rules';

@ObjectType('BatchCostLine', { description: 'One input of the batch priced at its unit cost.' })
export class BatchCostLineType {
  @Field(() => BatchCostRole)
  role!: `${BatchCostRole}`;

  @Field(() => ID)
  inventoryItemId!: string;

  @Field(() => Float, { description: 'Quantity as entered on the batch.' })
  quantity!: number;

  @Field(() => InventoryUnit, { description: 'Unit of the quantity as entered (Piece for chicken, Kg for meat and rice).' })
  unit!: string;

  @Field(() => Int64Scalar, { nullable: true, description: "Cost of one unit of the item (its unit); null if the item's unit no longer fits." })
  unitCostIqd!: number | null;

  @Field(() => Int64Scalar)
  costIqd!: number;
}

@ObjectType('BatchOutputShare', { description: "An output's part of the batch." })
export class BatchOutputShareType {
  @Field(() => ID)
  outputId!: string;

  @Field(() => ID)
  inventoryItemId!: string;

  @Field(() => Float, { description: 'allocationWeight / total weight (0–1, 4 decimals).' })
  allocationShare!: number;

  @Field(() => Int64Scalar, { description: 'Input cost split by allocation weight; the parts add up to the input cost.' })
  allocatedCostIqd!: number;

  @Field(() => Float, { nullable: true, description: 'shareIqd / input cost (4 decimals); null when the input cost is 0.' })
  shareOfInputCost!: number | null;
}

@ObjectType('WasteUnitsByKind')
export class WasteUnitsByKindType {
  @Field(() => WasteKind)
  kind!: string;

  @Field(() => Int)
  units!: number;
}

@ObjectType('WasteUnitsByCapacityType')
export class WasteUnitsByCapacityTypeType {
  @Field(() => ID)
  capacityTypeId!: string;

  @Field(() => Int)
  units!: number;
}

@ObjectType('WasteUnitsByKindAndCapacityType')
export class WasteUnitsByKindAndCapacityTypeType {
  @Field(() => WasteKind)
  kind!: string;

  @Field(() => ID)
  capacityTypeId!: string;

  @Field(() => Int)
  units!: number;
}

@ObjectType('BatchFigures', { description: 'Figures computed on every read from the batch, its items, outputs and waste (docs/production.md).' })
export class BatchFiguresType {
  @Field(() => Float, { description: 'Raw rice × multiplier, rounded by the rice rounding method.' })
  cookedRiceKg!: number;

  @Field(() => Float, { description: 'Cooked rice minus the amount reserved for direct sale.' })
  riceAvailableForPortionsKg!: number;

  @Field(() => Float, { description: 'Rounding step applied: 0.1 (Nearest, Up, Down) or 0.001 (None).' })
  riceRoundingStepKg!: number;

  @Field(() => Int64Scalar, { description: 'Cost of all inputs at unit costs, whole IQD.' })
  inputCostIqd!: number;

  @Field(() => BatchCostBasis)
  costBasis!: `${BatchCostBasis}`;

  @Field(() => [BatchCostLineType])
  inputCostLines!: BatchCostLineType[];

  @Field(() => Int)
  outputCount!: number;

  @Field(() => Float)
  totalOutputQty!: number;

  @Field(() => Int64Scalar)
  totalShareIqd!: number;

  @Field(() => Int)
  totalAllocationWeight!: number;

  @Field(() => Int64Scalar, { description: 'Input cost minus the shares of the outputs.' })
  unallocatedCostIqd!: number;

  @Field(() => [BatchOutputShareType])
  outputShares!: BatchOutputShareType[];

  @Field(() => Int)
  wasteUnitsTotal!: number;

  @Field(() => [WasteUnitsByKindType])
  wasteByKind!: WasteUnitsByKindType[];

  @Field(() => [WasteUnitsByCapacityTypeType])
  wasteByCapacityType!: WasteUnitsByCapacityTypeType[];

  @Field(() => [WasteUnitsByKindAndCapacityTypeType])
  wasteByKindAndCapacityType!: WasteUnitsByKindAndCapacityTypeType[];
}
