/** Addresses and small computations shared by the dashboard and the usage-variance pages. */

/** The usage-variance page of a branch and period (`flagged` keeps only flagged items). */
export function variancePath(branchId: string, from: string, to: string, flagged = false): string {
  const query = new URLSearchParams({ branch: branchId, from, to });
  if (flagged) query.set('flagged', '1');
  return `/reports/usage-variance?${query.toString()}`;
}

/** The drill-down of one figure of an item's line (every movement of the period without a component). */
export function sourcesPath(branchId: string, itemId: string, from: string, to: string, component?: string): string {
  const query = new URLSearchParams({ from, to });
  if (component) query.set('component', component);
  return `/reports/usage-variance/${branchId}/items/${itemId}?${query.toString()}`;
}

/** The sales ledger of a branch over a period. */
export function ordersPath(branchId: string, from: string, to: string): string {
  return `/sales/orders?${new URLSearchParams({ branch: branchId, from, to }).toString()}`;
}

/** A business date moved by whole days (YYYY-MM-DD in, YYYY-MM-DD out). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Inclusive number of days between two business dates. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The service states food cost and variance as percentages (15.79); the formatters take fractions. */
export function fractionOf(percent: number | null | undefined): number | null {
  return percent === null || percent === undefined ? null : percent / 100;
}

/** The longest period the usage variance accepts (docs/analytics.md). */
export const MAX_VARIANCE_DAYS = 92;

/** The timesheets of a branch for one business day: each employee's shifts against their punches. */
export function timesheetsPath(branchId: string, day: string): string {
  return `/labour/timesheets?${new URLSearchParams({ branch: branchId, from: day, to: day }).toString()}`;
}

/** The roster of a branch for the week holding a business day (its shifts). */
export function rostersPath(branchId: string, day: string): string {
  return `/labour/rosters?${new URLSearchParams({ branch: branchId, date: day }).toString()}`;
}
