import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Int64Scalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';

export enum VarianceComponentKind {
  Receipts = 'Receipts',
  ProductionOutputs = 'ProductionOutputs',
  TransfersIn = 'TransfersIn',
  TransfersOut = 'TransfersOut',
  SalesUsage = 'SalesUsage',
  ProductionInputs = 'ProductionInputs',
  Waste = 'Waste',
  Unexplained = 'Unexplained',
}
registerEnumType(VarianceComponentKind, {
  name: 'VarianceComponent',
  description:
    'A figure of the usage variance and the ledger movements behind it: Receipts (Receipt, OpeningBalance), ProductionOutputs, TransfersIn, TransfersOut, SalesUsage (SaleUsage), ProductionInputs, Waste, Unexplained (CountAdjustment, ManualAdjustment).',
  valuesConfig: {
    Receipts: { description: 'Receipt and OpeningBalance movements (purchase orders, opening stock).' },
    ProductionOutputs: { description: 'ProductionOutput movements (what closed batches made).' },
    TransfersIn: { description: 'TransferIn movements (received from other branches).' },
    TransfersOut: { description: 'TransferOut movements (sent to other branches).' },
    SalesUsage: { description: 'SaleUsage movements (completed orders by their bills of materials).' },
    ProductionInputs: { description: 'ProductionInput movements (what closed batches consumed).' },
    Waste: { description: 'Waste movements (recorded waste).' },
    Unexplained: { description: 'CountAdjustment and ManualAdjustment movements (the unexplained variance).' },
  },
});

@InputType({ description: 'Branches and a range of business dates (inclusive, at most 92 days) for the usage variance.' })
export class UsageVarianceInput {
  @Field(() => [UuidScalar], { nullable: true, description: "Branches of the organisation; left out: every branch the caller's membership covers." })
  branchIds?: string[] | null;

  @Field(() => LocalDateScalar, { description: 'First business date (inclusive).' })
  from!: string;

  @Field(() => LocalDateScalar, { description: 'Last business date (inclusive).' })
  to!: string;

  @Field(() => Boolean, { nullable: true, description: 'Only the flagged items (default false).' })
  flaggedOnly?: boolean | null;
}

@ObjectType('UsageVarianceLine', {
  simpleResolvers: true,
  description: 'Theoretical against actual usage of one inventory item at one branch over the period.',
})
export class UsageVarianceLine {
  @Field(() => ID, { description: 'The branch.' })
  branchId!: string;

  @Field(() => ID, { description: 'The inventory item.' })
  inventoryItemId!: string;

  @Field(() => String, { description: "The item's name." })
  name!: string;

  @Field(() => String, { nullable: true, description: "The item's Arabic name." })
  nameAr!: string | null;

  @Field(() => String, { description: "The item's unit; every quantity of the line is in it (up to 3 decimals)." })
  unit!: string;

  @Field(() => Float, { description: 'On hand at the start of the first business date.' })
  opening!: number;

  @Field(() => Float, { description: 'Received from purchase orders and opening balances.' })
  receipts!: number;

  @Field(() => Float, { description: 'Made by production batches.' })
  productionOutputs!: number;

  @Field(() => Float, { description: 'Received from other branches.' })
  transfersIn!: number;

  @Field(() => Float, { description: 'Sent to other branches.' })
  transfersOut!: number;

  @Field(() => Float, { description: 'On hand at the end of the last business date (approved counts included).' })
  closing!: number;

  @Field(() => Float, { description: 'opening + receipts + productionOutputs + transfersIn − transfersOut − closing.' })
  actual!: number;

  @Field(() => Float, { description: 'salesUsage + productionInputs: what sales and batches should have consumed.' })
  theoretical!: number;

  @Field(() => Float, { description: 'Completed sales × bills of materials (as posted when each order completed).' })
  salesUsage!: number;

  @Field(() => Float, { description: 'Consumed by closed production batches.' })
  productionInputs!: number;

  @Field(() => Float, { description: 'Recorded waste (explained loss).' })
  waste!: number;

  @Field(() => Float, { description: 'actual − theoretical − waste: positive when more was used than explained.' })
  unexplained!: number;

  @Field(() => Int64Scalar, { description: 'Value of the actual usage in IQD (at the moving average of each movement).' })
  actualIqd!: number;

  @Field(() => Int64Scalar, { description: 'Value of the theoretical usage in IQD.' })
  theoreticalIqd!: number;

  @Field(() => Int64Scalar, { description: 'Value of the recorded waste in IQD.' })
  wasteIqd!: number;

  @Field(() => Int64Scalar, { description: 'Value of the unexplained variance in IQD, at the moving average when counted or adjusted.' })
  unexplainedIqd!: number;

  @Field(() => Float, { nullable: true, description: 'unexplained as % of theoretical (2 decimals); null when theoretical is 0.' })
  unexplainedPercentOfTheoretical!: number | null;

  @Field(() => Float, { nullable: true, description: "unexplainedIqd as % of the branch's net sales of the period; null without sales." })
  unexplainedPercentOfNetSales!: number | null;

  @Field(() => Boolean, { description: "True when the unexplained variance exceeds the organisation's threshold (% of theoretical)." })
  flagged!: boolean;

  @Field(() => LocalDateScalar, {
    nullable: true,
    description: 'Business date of the latest approved count of the item in the period; null: closing is the book figure.',
  })
  lastCountedOn!: string | null;
}

@ObjectType('UnmappedSalesLine', { simpleResolvers: true, description: 'Sales of a product without a bill of materials: they consumed nothing in the books.' })
export class UnmappedSalesLine {
  @Field(() => ID, { description: 'The branch.' })
  branchId!: string;

  @Field(() => ID, { description: 'The product.' })
  productId!: string;

  @Field(() => String, { description: 'The product name as sold.' })
  productName!: string;

  @Field(() => Int, { description: 'Units sold in the period.' })
  units!: number;

  @Field(() => Int64Scalar, { description: 'Their net amount (after discounts) in IQD.' })
  netSalesIqd!: number;

  @Field(() => Float, { nullable: true, description: "Share of the branch's net sales in % (2 decimals)." })
  percentOfNetSales!: number | null;
}

@ObjectType('BranchVarianceSummary', { simpleResolvers: true, description: "A branch's totals of the usage variance over the period." })
export class BranchVarianceSummary {
  @Field(() => ID, { description: 'The branch.' })
  branchId!: string;

  @Field(() => String, { description: "The branch's name." })
  branchName!: string;

  @Field(() => Int, { description: 'Completed orders in the period.' })
  orderCount!: number;

  @Field(() => Int64Scalar, {
    description: 'Net sales in IQD: Completed orders’ totals less their tax (after discounts), less the refunds made in the period (refundsIqd).',
  })
  netSalesIqd!: number;

  @Field(() => Int64Scalar, {
    description: 'Refunds made in the period (on the business day of the refund) of Completed orders, less their share of tax, in IQD.',
  })
  refundsIqd!: number;

  @Field(() => Int64Scalar, { description: 'Cost of what sales and batches should have consumed, in IQD.' })
  theoreticalCostIqd!: number;

  @Field(() => Int64Scalar, { description: 'theoreticalCostIqd + wasteIqd + unexplainedIqd.' })
  actualCostIqd!: number;

  @Field(() => Int64Scalar, { description: 'Recorded waste in IQD.' })
  wasteIqd!: number;

  @Field(() => Int64Scalar, { description: 'Unexplained variance in IQD (count and manual adjustments).' })
  unexplainedIqd!: number;

  @Field(() => Float, { nullable: true, description: 'theoreticalCostIqd as % of net sales.' })
  theoreticalFoodCostPercent!: number | null;

  @Field(() => Float, { nullable: true, description: 'actualCostIqd as % of net sales.' })
  actualFoodCostPercent!: number | null;

  @Field(() => Int64Scalar, { description: 'Net sales of products without a bill of materials, in IQD.' })
  unmappedSalesIqd!: number;

  @Field(() => Float, { nullable: true, description: 'unmappedSalesIqd as % of net sales.' })
  unmappedSalesPercent!: number | null;

  @Field(() => Int, { description: 'Items flagged at this branch.' })
  flaggedItems!: number;
}

@ObjectType('UsageVarianceReport', {
  simpleResolvers: true,
  description: 'Theoretical against actual usage per item and branch over a period, with the unmapped sales.',
})
export class UsageVarianceReport {
  @Field(() => LocalDateScalar, { description: 'First business date.' })
  from!: string;

  @Field(() => LocalDateScalar, { description: 'Last business date.' })
  to!: string;

  @Field(() => Float, { description: 'The threshold in % of theoretical usage that flags an item.' })
  thresholdPercent!: number;

  @Field(() => [BranchVarianceSummary], { description: 'One per branch of the report.' })
  branches!: BranchVarianceSummary[];

  @Field(() => [UsageVarianceLine], { description: 'Per branch and item, largest unexplained value first.' })
  lines!: UsageVarianceLine[];

  @Field(() => [UnmappedSalesLine], { description: 'Per branch and product sold without a bill of materials, largest first.' })
  unmappedSales!: UnmappedSalesLine[];
}
