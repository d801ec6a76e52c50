/**
 * Usage variance (docs/analytics.md): pure arithmetic over the ledger's sums of one item at one
 * branch for a period. Quantities are thousandths of the item's unit, values whole IQD; no float
 * enters a sum.
 */

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
