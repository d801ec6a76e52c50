import type { DayCloseLabour } from '../../../core/modules/day-close-contributions';
import type { UsageVarianceReport } from '../variance/variance.types';
import { percentOf, roundHalfAway } from '../variance/variance.rules';
import type { DayCloseFigures, DayCloseItem } from './day-close.entity';

export const TOP_ITEMS = 5;

/**
 * A day's close from the one-day variance report of its branch: actual cost only when something
 * was counted that day (without a count the closing stock is the book figure, so "actual" would
 * only repeat theoretical plus waste).
 */
export function dayFigures(
  report: UsageVarianceReport,
  productionOutputIqd: number,
  cashVarianceIqd: number | null,
  tillVarianceIqd: number | null = null,
  labour: DayCloseLabour | null = null,
): DayCloseFigures {
  const branch = report.branches[0];
  const counted = report.lines.some((line) => line.lastCountedOn !== null);
  const actualCostIqd = counted ? branch.actualCostIqd : null;
  const topItems: DayCloseItem[] = report.lines
    .filter((line) => line.unexplainedIqd !== 0 || line.unexplained !== 0)
    .slice(0, TOP_ITEMS)
    .map((line) => ({
      inventoryItemId: line.inventoryItemId,
      name: line.name,
      unexplained: line.unexplained,
      unexplainedIqd: line.unexplainedIqd,
      flagged: line.flagged,
    }));
  return {
    orderCount: branch.orderCount,
    netSalesIqd: branch.netSalesIqd,
    refundsIqd: branch.refundsIqd,
    // The day's orders: refunds made today may be of earlier days' orders.
    averageTicketIqd: branch.orderCount === 0 ? 0 : roundHalfAway((branch.netSalesIqd + branch.refundsIqd) / branch.orderCount),
    cashVarianceIqd,
    tillVarianceIqd,
    theoreticalCostIqd: branch.theoreticalCostIqd,
    actualCostIqd,
    theoreticalFoodCostPercent: branch.theoreticalFoodCostPercent,
    actualFoodCostPercent: actualCostIqd === null ? null : percentOf(actualCostIqd, branch.netSalesIqd),
    productionOutputIqd,
    wasteIqd: branch.wasteIqd,
    unexplainedIqd: branch.unexplainedIqd,
    unmappedSalesIqd: branch.unmappedSalesIqd,
    flaggedItems: branch.flaggedItems,
    topItems,
    ...labourFigures(labour, branch.netSalesIqd, actualCostIqd),
  };
}

/**
 * Labour % and prime cost (food cost: the day's actual cost, so none without a count) against net
 * sales, flagged above the organisation's targets; the same rules as the labour report's day.
 */
export function labourFigures(labour: DayCloseLabour | null, netSalesIqd: number, actualCostIqd: number | null) {
  if (!labour)
    return { labourCostIqd: null, labourPercent: null, primeCostIqd: null, primeCostPercent: null, labourAboveTarget: false, primeCostAboveTarget: false };
  const labourPercent = percentOf(labour.labourCostIqd, netSalesIqd);
  const primeCostIqd = actualCostIqd === null ? null : actualCostIqd + labour.labourCostIqd;
  const primeCostPercent = primeCostIqd === null ? null : percentOf(primeCostIqd, netSalesIqd);
  return {
    labourCostIqd: labour.labourCostIqd,
    labourPercent,
    primeCostIqd,
    primeCostPercent,
    labourAboveTarget: labourPercent !== null && labourPercent > labour.labourPercentTarget,
    primeCostAboveTarget: primeCostPercent !== null && primeCostPercent > labour.primeCostPercentTarget,
  };
}

/** Two versions with the same figures are one: a recomputation that changes nothing adds no version. */
export function sameFigures(a: DayCloseFigures, b: DayCloseFigures): boolean {
  return canonical(a) === canonical(b);
}

// jsonb gives keys back in its own order, so compare with keys sorted.
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A business day can be closed once it has ended in the branch's calendar. */
export function closable(businessDate: string, today: string): boolean {
  return businessDate < today;
}
