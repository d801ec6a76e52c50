import type { RequestContext } from '../../../core/context/request-context';
import { invalidField, notFound, validationError } from '../../../core/errors/app-error';
import { addDays, daysBetween } from '../../../core/time/business-day';
import { branchCalendar } from '../../identity/branches/branch-calendar';
import type { ListArgs } from '../../../core/lists/list-args';
import { fetchPage, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { listSortFields } from '../../../core/lists/sort-fields';
import { InventoryMovement } from '../../inventory/ledger/inventory-movement.entity';
import { reportBranch, reportBranches } from '../analytics-access';
import { analyticsSettingsService } from '../settings/analytics-settings.service';
import { COMPONENT_NAMES, emptySums, fromMilli, itemVariance, percentOf, VARIANCE_COMPONENTS, type VarianceComponent } from './variance.rules';
import {
  type BranchVarianceSummary,
  type UnmappedSalesLine,
  type UsageVarianceInput,
  type UsageVarianceLine,
  type UsageVarianceReport,
  VarianceComponentKind,
} from './variance.types';

const COMPONENT_OF: Record<VarianceComponentKind, VarianceComponent> = {
  [VarianceComponentKind.Receipts]: 'receipts',
  [VarianceComponentKind.ProductionOutputs]: 'productionOutputs',
  [VarianceComponentKind.TransfersIn]: 'transfersIn',
  [VarianceComponentKind.TransfersOut]: 'transfersOut',
  [VarianceComponentKind.SalesUsage]: 'salesUsage',
  [VarianceComponentKind.ProductionInputs]: 'productionInputs',
  [VarianceComponentKind.Waste]: 'waste',
  [VarianceComponentKind.Unexplained]: 'unexplained',
};

export const MAX_PERIOD_DAYS = 92;

interface LedgerRow {
  branch_id: string;
  inventory_item_id: string;
  name: string;
  name_ar: string | null;
  unit: string;
  balance_milli: string | null;
  balance_iqd: string | null;
  after_milli: string;
  after_iqd: string;
  last_counted_on: string | null;
  [column: string]: string | null;
}

interface SalesRow {
  branch_id: string;
  order_count: string;
  net_iqd: string;
}

interface UnmappedRow {
  branch_id: string;
  product_id: string;
  product_name: string;
  units: string;
  net_iqd: string;
}

const componentColumns = COMPONENT_NAMES.map((name) => {
  const kinds = VARIANCE_COMPONENTS[name].map((kind) => `'${kind}'`).join(', ');
  const inPeriod = `m.business_date <= $4::date AND m.kind IN (${kinds})`;
  return `COALESCE(SUM(m.quantity_milli) FILTER (WHERE ${inPeriod}), 0) AS "${name}_milli", COALESCE(SUM(m.value_iqd) FILTER (WHERE ${inPeriod}), 0) AS "${name}_iqd"`;
}).join(',\n            ');

/*
 * One pass over the movements from the first business date on, per branch and item: each
 * component's sums in the period, and the sums after it. The balance row holds on hand now, so
 * closing = now − after and opening = closing − period, without summing the history before the
 * period (docs/analytics.md). Items with no movement in the period are left out by the HAVING.
 */
const LEDGER_SQL = `
WITH mv AS (
     SELECT m.branch_id, m.inventory_item_id,
            COALESCE(SUM(m.quantity_milli) FILTER (WHERE m.business_date > $4::date), 0) AS after_milli,
            COALESCE(SUM(m.value_iqd) FILTER (WHERE m.business_date > $4::date), 0) AS after_iqd,
            ${componentColumns}
       FROM inventory_movements m
      WHERE m.organization_id = $1 AND m.branch_id = ANY($2::uuid[]) AND m.business_date >= $3::date
      GROUP BY m.branch_id, m.inventory_item_id
     HAVING COUNT(*) FILTER (WHERE m.business_date <= $4::date) > 0),
counted AS (
     SELECT c.branch_id, (l->>'inventoryItemId')::uuid AS inventory_item_id, to_char(MAX(c.business_date), 'YYYY-MM-DD') AS last_counted_on
       FROM inventory_counts c CROSS JOIN LATERAL jsonb_array_elements(c.lines) AS l
      WHERE c.organization_id = $1 AND c.branch_id = ANY($2::uuid[]) AND c.status = 'Approved' AND c.business_date BETWEEN $3::date AND $4::date
      GROUP BY 1, 2)
SELECT mv.*, i.name, i.name_ar, i.unit, b.on_hand_milli AS balance_milli, b.value_iqd AS balance_iqd, counted.last_counted_on
  FROM mv
  JOIN catalog_inventory_items i ON i.id = mv.inventory_item_id AND i.organization_id = $1
  LEFT JOIN inventory_balances b ON b.branch_id = mv.branch_id AND b.inventory_item_id = mv.inventory_item_id
  LEFT JOIN counted ON counted.branch_id = mv.branch_id AND counted.inventory_item_id = mv.inventory_item_id`;

const SALES_SQL = `
SELECT o.branch_id, COUNT(*) AS order_count, COALESCE(SUM(o.total - o.tax_total), 0) AS net_iqd
  FROM sales_orders o
 WHERE o.organization_id = $1 AND o.branch_id = ANY($2::uuid[]) AND o.status = 'Completed' AND o.business_date BETWEEN $3::date AND $4::date
 GROUP BY o.branch_id`;

/* Products without any bill-of-materials line, as the completion posting counts them (order-usage.ts). */
const UNMAPPED_SQL = `
SELECT o.branch_id, (l->>'productId') AS product_id, MIN(l->>'name') AS product_name,
       SUM((l->>'quantity')::bigint) AS units, SUM((l->>'netAmount')::bigint) AS net_iqd
  FROM sales_orders o CROSS JOIN LATERAL jsonb_array_elements(o.lines) AS l
 WHERE o.organization_id = $1 AND o.branch_id = ANY($2::uuid[]) AND o.status = 'Completed' AND o.business_date BETWEEN $3::date AND $4::date
   AND NOT EXISTS (SELECT 1 FROM catalog_product_consumables c WHERE c.organization_id = o.organization_id AND c.product_id = (l->>'productId')::uuid)
 GROUP BY o.branch_id, l->>'productId'`;

export function checkPeriod(from: string, to: string): void {
  if (from > to) throw invalidField('to', 'must not be before from');
  if (daysBetween(from, to) + 1 > MAX_PERIOD_DAYS) throw validationError({ to: [`must be at most ${MAX_PERIOD_DAYS} days after from`] });
}

const num = (value: string | null | undefined) => Number(value ?? 0);

export class VarianceService {
  async report(ctx: RequestContext, input: UsageVarianceInput): Promise<UsageVarianceReport> {
    checkPeriod(input.from, input.to);
    const branches = await reportBranches(ctx, input.branchIds);
    const thresholdBp = await analyticsSettingsService.thresholdBp(ctx);
    const args = [ctx.organizationId, branches.map((branch) => branch.id), input.from, input.to];
    // Planned for the branches and range at hand: the spread of a period varies too much for one generic plan.
    const [ledger, sales, unmapped] =
      branches.length === 0
        ? [[], [], []]
        : [
            await ctx.query<LedgerRow>(LEDGER_SQL, args, { prepared: false }),
            await ctx.query<SalesRow>(SALES_SQL, args, { prepared: false }),
            await ctx.query<UnmappedRow>(UNMAPPED_SQL, args, { prepared: false }),
          ];
    const netSales = new Map(sales.map((row) => [row.branch_id, { orders: num(row.order_count), net: num(row.net_iqd) }]));
    const summaries = new Map<string, BranchVarianceSummary>(
      branches.map((branch) => {
        const s = netSales.get(branch.id) ?? { orders: 0, net: 0 };
        return [
          branch.id,
          {
            branchId: branch.id,
            branchName: branch.name,
            orderCount: s.orders,
            netSalesIqd: s.net,
            theoreticalCostIqd: 0,
            actualCostIqd: 0,
            wasteIqd: 0,
            unexplainedIqd: 0,
            theoreticalFoodCostPercent: null,
            actualFoodCostPercent: null,
            unmappedSalesIqd: 0,
            unmappedSalesPercent: null,
            flaggedItems: 0,
          },
        ];
      }),
    );

    const lines: UsageVarianceLine[] = [];
    for (const row of ledger) {
      const sums = emptySums();
      for (const name of COMPONENT_NAMES) {
        sums.qty[name] = num(row[`${name}_milli`]);
        sums.value[name] = num(row[`${name}_iqd`]);
      }
      const periodMilli = COMPONENT_NAMES.reduce((total, name) => total + sums.qty[name], 0);
      sums.openingMilli = num(row.balance_milli) - num(row.after_milli) - periodMilli;
      const v = itemVariance(sums, thresholdBp);
      const summary = summaries.get(row.branch_id)!;
      summary.theoreticalCostIqd += v.theoreticalIqd;
      summary.wasteIqd += v.wasteIqd;
      summary.unexplainedIqd += v.unexplainedIqd;
      summary.actualCostIqd += v.actualIqd;
      if (v.flagged) summary.flaggedItems += 1;
      if (input.flaggedOnly && !v.flagged) continue;
      lines.push({
        branchId: row.branch_id,
        inventoryItemId: row.inventory_item_id,
        name: row.name,
        nameAr: row.name_ar,
        unit: row.unit,
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
        lastCountedOn: row.last_counted_on,
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
      const summary = summaries.get(row.branch_id)!;
      summary.unmappedSalesIqd += num(row.net_iqd);
      return {
        branchId: row.branch_id,
        productId: row.product_id,
        productName: row.product_name,
        units: num(row.units),
        netSalesIqd: num(row.net_iqd),
        percentOfNetSales: percentOf(num(row.net_iqd), summary.netSalesIqd),
      };
    });
    unmappedSales.sort((a, b) => b.netSalesIqd - a.netSalesIqd || a.productName.localeCompare(b.productName) || a.productId.localeCompare(b.productId));
    for (const summary of summaries.values()) {
      summary.theoreticalFoodCostPercent = percentOf(summary.theoreticalCostIqd, summary.netSalesIqd);
      summary.actualFoodCostPercent = percentOf(summary.actualCostIqd, summary.netSalesIqd);
      summary.unmappedSalesPercent = percentOf(summary.unmappedSalesIqd, summary.netSalesIqd);
    }
    return { from: input.from, to: input.to, thresholdPercent: thresholdBp / 100, branches: [...summaries.values()], lines, unmappedSales };
  }

  /**
   * Drill-down: the movements behind one figure of one item's line (all of them when no
   * component is named), with their source documents (kind, id, line). Another organisation's
   * branch or item is 404.
   */
  async sources(
    ctx: RequestContext,
    branchId: string,
    inventoryItemId: string,
    fromDate: string | null | undefined,
    toDate: string | null | undefined,
    component: VarianceComponentKind | null | undefined,
    list: ListArgs | undefined,
  ): Promise<PageResult<InventoryMovement>> {
    await reportBranch(ctx, branchId);
    const [item] = await ctx.query<{ id: string }>(`SELECT id FROM catalog_inventory_items WHERE id = $1 AND organization_id = $2`, [
      inventoryItemId,
      ctx.organizationId,
    ]);
    if (!item) throw notFound('InventoryItem');
    const to = toDate ?? (await branchCalendar(ctx, branchId)).today();
    const from = fromDate ?? addDays(to, -29);
    checkPeriod(from, to);
    const window = resolveListWindow(list, SOURCE_SORTABLE, { sort: 'businessDate', dir: 'asc' });
    const query = ctx.db
      .getRepository(InventoryMovement)
      .createQueryBuilder('m')
      .where('m.organization_id = :organizationId AND m.branch_id = :branchId AND m.inventory_item_id = :inventoryItemId', {
        organizationId: ctx.organizationId,
        branchId,
        inventoryItemId,
      })
      .andWhere('m.business_date BETWEEN :from AND :to', { from, to });
    const kinds = component ? [...VARIANCE_COMPONENTS[COMPONENT_OF[component]]] : COMPONENT_NAMES.flatMap((name) => [...VARIANCE_COMPONENTS[name]]);
    query.andWhere('m.kind IN (:...kinds)', { kinds });
    return fetchPage(ctx, query.orderBy(SOURCE_SORT[window.sort], window.dir).addOrderBy('m.seq', window.dir), window);
  }
}

const SOURCE_SORT = { businessDate: 'm.business_date', createdAt: 'm.seq' } as const;
const SOURCE_SORTABLE = listSortFields('usageVarianceSources', Object.keys(SOURCE_SORT) as Array<keyof typeof SOURCE_SORT>);

export const varianceService = new VarianceService();
