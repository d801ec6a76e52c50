import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Int64Scalar } from '../../../core/scalars';
import { InventoryUnit } from '../../catalog/inventory-items/inventory-item.rules';
import { BatchCostBasis, BatchCostRole, WasteKind } from './batch.rules';

@ObjectType('BatchCostLine', { simpleResolvers: true, description: 'One input of the batch priced at its unit cost.' })
export class BatchCostLineType {
  @Field(() => BatchCostRole, { description: 'Which input the line costs.' })
  role!: `${BatchCostRole}`;

  @Field(() => ID, { description: 'Id of the inventory item costed.' })
  inventoryItemId!: string;

  @Field(() => Float, { description: 'Quantity as entered on the batch.' })
  quantity!: number;

  @Field(() => InventoryUnit, { description: 'Unit of the quantity as entered (Piece for chicken, Kg for meat and rice).' })
  unit!: string;

  @Field(() => Int64Scalar, { nullable: true, description: "Cost of one unit of the item (its unit); null if the item's unit no longer fits." })
  unitCostIqd!: number | null;

  @Field(() => Int64Scalar, { description: 'Cost of the input, in IQD.' })
  costIqd!: number;
}

@ObjectType('BatchOutputShare', { simpleResolvers: true, description: "An output's part of the batch." })
export class BatchOutputShareType {
  @Field(() => ID, { description: 'Id of the batch output.' })
  outputId!: string;

  @Field(() => ID, { description: 'Id of the inventory item the output produced.' })
  inventoryItemId!: string;

  @Field(() => Float, { description: 'allocationWeight / total weight (0–1, 4 decimals).' })
  allocationShare!: number;

  @Field(() => Int64Scalar, { description: 'Input cost split by allocation weight; the parts add up to the input cost.' })
  allocatedCostIqd!: number;

  @Field(() => Float, { nullable: true, description: 'shareIqd / input cost (4 decimals); null when the input cost is 0.' })
  shareOfInputCost!: number | null;
}

@ObjectType('WasteUnitsByKind', { simpleResolvers: true, description: 'Waste units of a batch for one waste kind.' })
export class WasteUnitsByKindType {
  @Field(() => WasteKind, { description: 'The waste kind.' })
  kind!: string;

  @Field(() => Int, { description: 'Units wasted of that kind.' })
  units!: number;
}

@ObjectType('WasteUnitsByCapacityType', { simpleResolvers: true, description: 'Waste units of a batch for one capacity type.' })
export class WasteUnitsByCapacityTypeType {
  @Field(() => ID, { description: 'Id of the capacity type.' })
  capacityTypeId!: string;

  @Field(() => Int, { description: 'Units of that capacity type wasted.' })
  units!: number;
}

@ObjectType('WasteUnitsByKindAndCapacityType', { simpleResolvers: true, description: 'Waste units of a batch for one waste kind and capacity type.' })
export class WasteUnitsByKindAndCapacityTypeType {
  @Field(() => WasteKind, { description: 'The waste kind.' })
  kind!: string;

  @Field(() => ID, { description: 'Id of the capacity type.' })
  capacityTypeId!: string;

  @Field(() => Int, { description: 'Units wasted.' })
  units!: number;
}

@ObjectType('BatchFigures', {
  simpleResolvers: true,
  description: 'Figures computed on every read from the batch, its items, outputs and waste (docs/production.md).',
})
export class BatchFiguresType {
  @Field(() => Float, { description: 'Raw rice × multiplier, rounded by the rice rounding method.' })
  cookedRiceKg!: number;

  @Field(() => Float, { description: 'Cooked rice minus the amount reserved for direct sale.' })
  riceAvailableForPortionsKg!: number;

  @Field(() => Float, { description: 'Rounding step applied: 0.1 (Nearest, Up, Down) or 0.001 (None).' })
  riceRoundingStepKg!: number;

  @Field(() => Int64Scalar, { description: 'Cost of all inputs at unit costs, whole IQD.' })
  inputCostIqd!: number;

  @Field(() => BatchCostBasis, { description: 'Whether the costs come from current standard costs or the snapshot frozen at closing.' })
  costBasis!: `${BatchCostBasis}`;

  @Field(() => [BatchCostLineType], { description: 'Cost of each input (chicken, meat, rice, extras), in IQD.' })
  inputCostLines!: BatchCostLineType[];

  @Field(() => Int, { description: 'Number of outputs recorded.' })
  outputCount!: number;

  @Field(() => Float, { description: "Sum of the outputs' quantities (in their items' units)." })
  totalOutputQty!: number;

  @Field(() => Int64Scalar, { description: 'Input cost shared out over the outputs, in IQD.' })
  totalShareIqd!: number;

  @Field(() => Int, { description: "Sum of the outputs' allocation weights." })
  totalAllocationWeight!: number;

  @Field(() => Int64Scalar, { description: 'Input cost minus the shares of the outputs.' })
  unallocatedCostIqd!: number;

  @Field(() => [BatchOutputShareType], { description: "Each output's share of the input cost." })
  outputShares!: BatchOutputShareType[];

  @Field(() => Int, { description: 'Units wasted, all kinds and capacity types together.' })
  wasteUnitsTotal!: number;

  @Field(() => [WasteUnitsByKindType], { description: 'Units wasted per waste kind.' })
  wasteByKind!: WasteUnitsByKindType[];

  @Field(() => [WasteUnitsByCapacityTypeType], { description: 'Units wasted per capacity type.' })
  wasteByCapacityType!: WasteUnitsByCapacityTypeType[];

  @Field(() => [WasteUnitsByKindAndCapacityTypeType], { description: 'Units wasted per waste kind and capacity type.' })
  wasteByKindAndCapacityType!: WasteUnitsByKindAndCapacityTypeType[];
}
