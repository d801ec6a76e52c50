/**
 * Usage variance (docs/analytics.md): pure arithmetic over the ledger's sums of one item at one
 * branch for a period, and the report built from a period's sums whichever source they came from
 * (stored daily sums or the ledger; variance.sums.ts). Quantities are thousandths of the item's
 * unit, values whole IQD; no float enters a sum.
 */
import type { BranchVarianceSummary, UnmappedSalesLine, UsageVarianceLine, UsageVarianceReport } from './variance.types';

/** The ledger's movement kinds as the variance formula groups them. */
export const VARIANCE_COMPONENTS = {
  receipts: ['Receipt', 'OpeningBalance'],
  productionOutputs: ['ProductionOutput'],
  transfersIn: ['TransferIn'],
  transfersOut: ['TransferOut'],
  salesUsage: ['SaleUsage'],
  productionInputs: ['ProductionInput'],
  waste: ['Waste'],
  unexplained: ['CountAdjustment', 'ManualAdjustment'],
} as const;

export type VarianceComponent = keyof typeof VARIANCE_COMPONENTS;
export const COMPONENT_NAMES = Object.keys(VARIANCE_COMPONENTS) as VarianceComponent[];

/** Signed sums (as the ledger holds them: in positive, out negative) of one item and branch. */
export interface ItemLedgerSums {
  openingMilli: number;
  openingIqd: number;
  qty: Record<VarianceComponent, number>;
  value: Record<VarianceComponent, number>;
}

export interface ItemVariance {
  openingMilli: number;
  receiptsMilli: number;
  productionOutputsMilli: number;
  transfersInMilli: number;
  transfersOutMilli: number;
  closingMilli: number;
  actualMilli: number;
  theoreticalMilli: number;
  salesUsageMilli: number;
  productionInputsMilli: number;
  wasteMilli: number;
  unexplainedMilli: number;
  actualIqd: number;
  theoreticalIqd: number;
  wasteIqd: number;
  unexplainedIqd: number;
  /** Unexplained variance as basis points of theoretical usage; null when nothing was theoretical. */
  unexplainedBpOfTheoretical: number | null;
  flagged: boolean;
}

/** The organisation's default threshold: 3 % of theoretical usage. */
export const DEFAULT_THRESHOLD_BP = 300;
export const MAX_THRESHOLD_BP = 10_000;

/** Half away from zero, as the ledger rounds (costing.rules.ts). */
export function roundHalfAway(value: number): number {
  return value < 0 ? -Math.round(-value) : Math.round(value);
}

/**
 * actual = opening + receipts + production outputs + transfers in − transfers out − closing;
 * theoretical = sales usage (sales × bills of materials, as posted) + production inputs; the
 * unexplained variance is actual − theoretical − waste, which the ledger holds as the count and
 * manual adjustments (positive: more left than the sales and batches explain).
 */
export function itemVariance(sums: ItemLedgerSums, thresholdBp: number): ItemVariance {
  const q = sums.qty;
  const closingMilli = sums.openingMilli + COMPONENT_NAMES.reduce((total, name) => total + q[name], 0);
  const transfersOutMilli = -q.transfersOut;
  const actualMilli = sums.openingMilli + q.receipts + q.productionOutputs + q.transfersIn - transfersOutMilli - closingMilli;
  const salesUsageMilli = -q.salesUsage;
  const productionInputsMilli = -q.productionInputs;
  const theoreticalMilli = salesUsageMilli + productionInputsMilli;
  const wasteMilli = -q.waste;
  const unexplainedMilli = actualMilli - theoreticalMilli - wasteMilli;
  const v = sums.value;
  const theoreticalIqd = -(v.salesUsage + v.productionInputs);
  const wasteIqd = -v.waste;
  const unexplainedIqd = -v.unexplained;
  return {
    openingMilli: sums.openingMilli,
    receiptsMilli: q.receipts,
    productionOutputsMilli: q.productionOutputs,
    transfersInMilli: q.transfersIn,
    transfersOutMilli,
    closingMilli,
    actualMilli,
    theoreticalMilli,
    salesUsageMilli,
    productionInputsMilli,
    wasteMilli,
    unexplainedMilli,
    actualIqd: theoreticalIqd + wasteIqd + unexplainedIqd,
    theoreticalIqd,
    wasteIqd,
    unexplainedIqd,
    unexplainedBpOfTheoretical: theoreticalMilli === 0 ? null : roundHalfAway((unexplainedMilli * 10_000) / theoreticalMilli),
    flagged: exceedsThreshold(unexplainedMilli, theoreticalMilli, thresholdBp),
  };
}

/**
 * Flagged when the unexplained variance, either way, is more than the threshold's share of the
 * theoretical usage; with no theoretical usage any unexplained quantity is flagged.
 */
export function exceedsThreshold(unexplainedMilli: number, theoreticalMilli: number, thresholdBp: number): boolean {
  if (unexplainedMilli === 0) return false;
  if (theoreticalMilli <= 0) return true;
  return Math.abs(unexplainedMilli) * 10_000 > thresholdBp * theoreticalMilli;
}

/** A share in percent with two decimals (IQD over IQD); null when the base is 0. */
export function percentOf(part: number, base: number): number | null {
  if (base === 0) return null;
  return roundHalfAway((part * 10_000) / base) / 100;
}

/** Thousandths to the item's unit. */
export function fromMilli(milli: number): number {
  return milli / 1000;
}

export function emptySums(): ItemLedgerSums {
  const zero = () => Object.fromEntries(COMPONENT_NAMES.map((name) => [name, 0])) as Record<VarianceComponent, number>;
  return { openingMilli: 0, openingIqd: 0, qty: zero(), value: zero() };
}

/** One item at one branch over the period: its component sums, on hand now and the movements after the period. */
export interface ItemPeriodSums {
  branchId: string;
  inventoryItemId: string;
  name: string;
  nameAr: string | null;
  unit: string;
  lastCountedOn: string | null;
  balanceMilli: number;
  afterMilli: number;
  qty: Record<VarianceComponent, number>;
  value: Record<VarianceComponent, number>;
}

export interface BranchPeriodSales {
  branchId: string;
  orders: number;
  /** Net sales, after the period's refunds. */
  netIqd: number;
  /** Refunds made in the period (less their share of tax). */
  refundsIqd: number;
}

export interface UnmappedPeriodSales {
  branchId: string;
  productId: string;
  productName: string;
  units: number;
  netIqd: number;
}

export interface PeriodInput {
  from: string;
  to: string;
  flaggedOnly: boolean;
  thresholdBp: number;
  branches: Array<{ id: string; name: string }>;
}

/**
 * The usage variance report of a period from its sums: lines by unexplained value (largest first),
 * branch totals and unmapped sales. closing = on hand now − after; opening = closing − period.
 */
export function buildReport(input: PeriodInput, items: ItemPeriodSums[], sales: BranchPeriodSales[], unmapped: UnmappedPeriodSales[]): UsageVarianceReport {
  const netSales = new Map(sales.map((row) => [row.branchId, row]));
  const summaries = new Map<string, BranchVarianceSummary>(
    input.branches.map((branch) => [branch.id, emptySummary(branch, netSales.get(branch.id) ?? { orders: 0, netIqd: 0, refundsIqd: 0 })]),
  );
  const lines: UsageVarianceLine[] = [];
  for (const item of items) {
    const periodMilli = COMPONENT_NAMES.reduce((total, name) => total + item.qty[name], 0);
    const v = itemVariance(
      { openingMilli: item.balanceMilli - item.afterMilli - periodMilli, openingIqd: 0, qty: item.qty, value: item.value },
      input.thresholdBp,
    );
    const summary = summaries.get(item.branchId)!;
    summary.theoreticalCostIqd += v.theoreticalIqd;
    summary.wasteIqd += v.wasteIqd;
    summary.unexplainedIqd += v.unexplainedIqd;
    summary.actualCostIqd += v.actualIqd;
    if (v.flagged) summary.flaggedItems += 1;
    if (input.flaggedOnly && !v.flagged) continue;
    lines.push({
      branchId: item.branchId,
      inventoryItemId: item.inventoryItemId,
      name: item.name,
      nameAr: item.nameAr,
      unit: item.unit,
      opening: fromMilli(v.openingMilli),
      receipts: fromMilli(v.receiptsMilli),
      productionOutputs: fromMilli(v.productionOutputsMilli),
      transfersIn: fromMilli(v.transfersInMilli),
      transfersOut: fromMilli(v.transfersOutMilli),
      closing: fromMilli(v.closingMilli),
      actual: fromMilli(v.actualMilli),
      theoretical: fromMilli(v.theoreticalMilli),
      salesUsage: fromMilli(v.salesUsageMilli),
      productionInputs: fromMilli(v.productionInputsMilli),
      waste: fromMilli(v.wasteMilli),
      unexplained: fromMilli(v.unexplainedMilli),
      actualIqd: v.actualIqd,
      theoreticalIqd: v.theoreticalIqd,
      wasteIqd: v.wasteIqd,
      unexplainedIqd: v.unexplainedIqd,
      unexplainedPercentOfTheoretical: v.unexplainedBpOfTheoretical === null ? null : v.unexplainedBpOfTheoretical / 100,
      unexplainedPercentOfNetSales: percentOf(v.unexplainedIqd, summary.netSalesIqd),
      flagged: v.flagged,
      lastCountedOn: item.lastCountedOn,
    });
  }
  lines.sort(
    (a, b) =>
      Math.abs(b.unexplainedIqd) - Math.abs(a.unexplainedIqd) ||
      a.name.localeCompare(b.name) ||
      a.branchId.localeCompare(b.branchId) ||
      a.inventoryItemId.localeCompare(b.inventoryItemId),
  );
  const unmappedSales: UnmappedSalesLine[] = unmapped.map((row) => {
    const summary = summaries.get(row.branchId)!;
    summary.unmappedSalesIqd += row.netIqd;
    return {
      branchId: row.branchId,
      productId: row.productId,
      productName: row.productName,
      units: row.units,
      netSalesIqd: row.netIqd,
      percentOfNetSales: percentOf(row.netIqd, summary.netSalesIqd),
    };
  });
  // Ties broken down to the branch: the same product at two branches must come in one order whichever source the rows came from.
  unmappedSales.sort(
    (a, b) =>
      b.netSalesIqd - a.netSalesIqd ||
      a.productName.localeCompare(b.productName) ||
      a.productId.localeCompare(b.productId) ||
      a.branchId.localeCompare(b.branchId),
  );
  for (const summary of summaries.values()) {
    summary.theoreticalFoodCostPercent = percentOf(summary.theoreticalCostIqd, summary.netSalesIqd);
    summary.actualFoodCostPercent = percentOf(summary.actualCostIqd, summary.netSalesIqd);
    summary.unmappedSalesPercent = percentOf(summary.unmappedSalesIqd, summary.netSalesIqd);
  }
  return { from: input.from, to: input.to, thresholdPercent: input.thresholdBp / 100, branches: [...summaries.values()], lines, unmappedSales };
}

function emptySummary(branch: { id: string; name: string }, sales: Pick<BranchPeriodSales, 'orders' | 'netIqd' | 'refundsIqd'>): BranchVarianceSummary {
  return {
    branchId: branch.id,
    branchName: branch.name,
    orderCount: sales.orders,
    netSalesIqd: sales.netIqd,
    refundsIqd: sales.refundsIqd,
    theoreticalCostIqd: 0,
    actualCostIqd: 0,
    wasteIqd: 0,
    unexplainedIqd: 0,
    theoreticalFoodCostPercent: null,
    actualFoodCostPercent: null,
    unmappedSalesIqd: 0,
    unmappedSalesPercent: null,
    flaggedItems: 0,
  };
}
