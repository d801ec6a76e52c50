import type { TestApp } from '../../support/test-app';
import { generateSales, type GeneratedSeries } from '../../../bench/forecast-data';
import { insertCalendarDays } from '../../../src/modules/forecast/calendar/forecast-calendar.service';
import { iraqiCalendarDefaults } from '../../../src/modules/forecast/rules/iraqi-calendar';
import { addDays, dateRange } from '../../../src/modules/forecast/rules/dates';
import { runSql } from '../../../src/core/db/run-sql';

export const FORECAST = '/api/v1/console/forecast';
/** The generated year ends on 2026-04-30 (bench/forecast-data.ts); the service's today is the day after. */
export const NOW = new Date('2026-05-01T10:00:00Z');
export const LAST = '2026-04-30';

export interface PlantedOptions {
  /** Usage without the sold-out cut (the true demand). */
  uncut?: boolean;
  /** Record the sold-out marks (the audit trail of `sold-out` / `available`). */
  marks?: boolean;
}

/**
 * Plants a generated year (two branches, chicken, meat and rice) into an organisation as the daily
 * close and the sold-out marks would have stored it: the usage sums per branch, item and day
 * (closed days without any), one sold-out mark per sold-out day (18:00–23:00 Baghdad) on the item.
 */
export async function plantYear(
  app: TestApp,
  organizationId: string,
  branchIds: readonly string[],
  itemIds: readonly string[],
  options: PlantedOptions = {},
): Promise<GeneratedSeries[]> {
  const { series } = generateSales({ branches: branchIds.length, items: itemIds.length });
  const manager = app.runtime.db.dataSource.manager;
  await insertCalendarDays(manager, organizationId, iraqiCalendarDefaults(2025, 2026, { fridays: false }));
  const rows: Array<{ branch: string; item: string; date: string; milli: number }> = [];
  const marks: Array<{ branch: string; item: string; at: string; action: string }> = [];
  for (const s of series) {
    const dates = dateRange(s.from, s.to);
    const closed = new Set(s.closedDays);
    const values = options.uncut ? s.demand : s.observed;
    dates.forEach((date, t) => {
      if (!closed.has(date)) rows.push({ branch: branchIds[s.branch], item: itemIds[s.item], date, milli: -Math.round(values[t] * 1000) });
    });
    if (options.marks) {
      for (const date of s.soldOutDays) {
        marks.push({ branch: branchIds[s.branch], item: itemIds[s.item], at: `${date}T15:00:00Z`, action: 'sold-out' });
        marks.push({ branch: branchIds[s.branch], item: itemIds[s.item], at: `${date}T20:00:00Z`, action: 'available' });
      }
    }
  }
  await runSql(
    manager,
    `INSERT INTO analytics_day_item_sums (organization_id, branch_id, business_date, inventory_item_id, movements,
       receipts_milli, receipts_iqd, production_outputs_milli, production_outputs_iqd, transfers_in_milli, transfers_in_iqd,
       transfers_out_milli, transfers_out_iqd, sales_usage_milli, sales_usage_iqd, production_inputs_milli, production_inputs_iqd,
       waste_milli, waste_iqd, unexplained_milli, unexplained_iqd)
     SELECT $1, r.branch, r.day, r.item, 1, 0, 0, 0, 0, 0, 0, 0, 0, r.milli, 0, 0, 0, 0, 0, 0, 0
       FROM unnest($2::uuid[], $3::date[], $4::uuid[], $5::bigint[]) AS r(branch, day, item, milli)`,
    [organizationId, rows.map((r) => r.branch), rows.map((r) => r.date), rows.map((r) => r.item), rows.map((r) => r.milli)],
  );
  if (marks.length) {
    await runSql(
      manager,
      `INSERT INTO audit_entries (organization_id, branch_id, entity_type, entity_id, action, actor_kind, changes, at)
       SELECT $1, m.branch, 'inventory-item', m.item::text, m.action, 'system', '{}'::jsonb, m.at
         FROM unnest($2::uuid[], $3::uuid[], $4::timestamptz[], $5::text[]) AS m(branch, item, at, action)`,
      [organizationId, marks.map((m) => m.branch), marks.map((m) => m.item), marks.map((m) => m.at), marks.map((m) => m.action)],
    );
  }
  return series;
}

/**
 * Plants a generated year of rice sold by weight (kg of cooked rice) as the sales ledger stores it:
 * one completed order a trading day per branch carrying the day's `direct_rice_kg`.
 */
export async function plantRiceByWeight(app: TestApp, organizationId: string, branchIds: readonly string[]): Promise<void> {
  const { series } = generateSales({ branches: branchIds.length, items: 1, seed: 7 });
  const orders: Array<{ branch: string; day: string; kg: number }> = [];
  for (const s of series) {
    const closed = new Set(s.closedDays);
    dateRange(s.from, s.to).forEach((day, t) => {
      if (!closed.has(day)) orders.push({ branch: branchIds[s.branch], day, kg: Math.round(s.observed[t] * 100) / 1000 });
    });
  }
  await runSql(
    app.runtime.db.dataSource.manager,
    `INSERT INTO sales_orders (organization_id, branch_id, source, number, business_date, status, placed_at, status_changed_at, lines, subtotal, discount,
                               taxes, tax_total, total, payments, amount_due_at_counter, direct_rice_kg)
     SELECT $1, o.branch, 'Counter', 'R-1', o.day, 'Completed', o.day + time '12:00', o.day + time '12:00', '[]', 0, 0, '[]', 0, 0, '[]', 0, o.kg
       FROM unnest($2::uuid[], $3::date[], $4::numeric[]) AS o(branch, day, kg)`,
    [organizationId, orders.map((o) => o.branch), orders.map((o) => o.day), orders.map((o) => o.kg)],
  );
}

export function yearBefore(date: string): string {
  return addDays(date, -364);
}
