import type { RequestContext } from '../../../core/context/request-context';
import { invalidField, notFound, validationError } from '../../../core/errors/app-error';
import { addDays, daysBetween } from '../../../core/time/business-day';
import { branchCalendar } from '../../identity/branches/branch-calendar';
import type { ListArgs } from '../../../core/lists/list-args';
import { type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { listSortFields } from '../../../core/lists/sort-fields';
import { InventoryMovement } from '../../inventory/ledger/inventory-movement.entity';
import { reportBranch, reportBranches } from '../analytics-access';
import { analyticsSettingsService } from '../settings/analytics-settings.service';
import { buildReport, COMPONENT_NAMES, emptySums, type ItemPeriodSums, VARIANCE_COMPONENTS, type VarianceComponent } from './variance.rules';
import { dailySales, periodSums, quarterSales, SUM_COLUMN, type SumsSource } from './variance.sums';
import { type UsageVarianceInput, type UsageVarianceReport, VarianceComponentKind } from './variance.types';

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

/** A branch's net sales of one business day (docs/analytics.md, "Refunds"). */
export interface BranchDayNetSales {
  branchId: string;
  businessDate: string;
  orderCount: number;
  netSalesIqd: number;
  refundsIqd: number;
}

/** A branch's net sales of one quarter hour (UTC instant of its start). */
export interface QuarterNetSales {
  branchId: string;
  quarter: Date;
  netSalesIqd: number;
}

export function checkPeriod(from: string, to: string): void {
  if (from > to) throw invalidField('to', 'must not be before from');
  if (daysBetween(from, to) + 1 > MAX_PERIOD_DAYS) throw validationError({ to: [`must be at most ${MAX_PERIOD_DAYS} days after from`] });
}

const num = (value: string | null | undefined) => Number(value ?? 0);

export class VarianceService {
  /**
   * The usage variance of a period. `stored` (the default) reads closed days from their stored
   * sums and the other days live; a close computes its own day with `live`, from the ledger.
   */
  async report(ctx: RequestContext, input: UsageVarianceInput, source: SumsSource = 'stored'): Promise<UsageVarianceReport> {
    checkPeriod(input.from, input.to);
    const branches = await reportBranches(ctx, input.branchIds);
    const thresholdBp = await analyticsSettingsService.thresholdBp(ctx);
    const sums = await periodSums(
      ctx,
      branches.map((branch) => branch.id),
      input.from,
      input.to,
      source,
    );
    const items = sums.ledger.map((row): ItemPeriodSums => {
      const { qty, value } = emptySums();
      for (const name of COMPONENT_NAMES) {
        qty[name] = num(row[`${SUM_COLUMN[name]}_milli`]);
        value[name] = num(row[`${SUM_COLUMN[name]}_iqd`]);
      }
      return {
        branchId: row.branch_id,
        inventoryItemId: row.inventory_item_id,
        name: row.name,
        nameAr: row.name_ar,
        unit: row.unit,
        lastCountedOn: row.last_counted_on,
        balanceMilli: num(row.balance_milli),
        afterMilli: num(row.after_milli),
        qty,
        value,
      };
    });
    return buildReport(
      { from: input.from, to: input.to, flaggedOnly: input.flaggedOnly === true, thresholdBp, branches },
      items,
      sums.sales.map((row) => ({ branchId: row.branch_id, orders: num(row.order_count), netIqd: num(row.net_iqd), refundsIqd: num(row.refunds_iqd) })),
      sums.unmapped.map((row) => ({
        branchId: row.branch_id,
        productId: row.product_id,
        productName: row.product_name,
        units: num(row.units),
        netIqd: num(row.net_iqd),
      })),
    );
  }

  /**
   * Net sales per branch and business day of the period, by the daily close's definition (Completed
   * orders' totals less tax, less the refunds made that day; a closed day's from its close). No
   * access check: the caller has checked the branches.
   */
  async dailyNetSales(ctx: RequestContext, branchIds: string[], from: string, to: string): Promise<BranchDayNetSales[]> {
    return (await dailySales(ctx, branchIds, from, to)).map((row) => ({
      branchId: row.branch_id,
      businessDate: row.business_date,
      orderCount: num(row.order_count),
      netSalesIqd: num(row.net_iqd),
      refundsIqd: num(row.refunds_iqd),
    }));
  }

  /**
   * The same net sales by quarter hour of the period's business days: each order in the quarter it
   * was placed in, each refund (negative) in the quarter it was made in. No access check.
   */
  async quarterNetSales(ctx: RequestContext, branchIds: string[], from: string, to: string): Promise<QuarterNetSales[]> {
    return (await quarterSales(ctx, branchIds, from, to)).map((row) => ({
      branchId: row.branch_id,
      quarter: new Date(row.quarter),
      netSalesIqd: num(row.net_iqd),
    }));
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
    return readPage(ctx, query.orderBy(SOURCE_SORT[window.sort], window.dir).addOrderBy('m.seq', window.dir), window);
  }
}

const SOURCE_SORT = { businessDate: 'm.business_date', createdAt: 'm.seq' } as const;
export const usageVarianceSourcesSort = listSortFields('usageVarianceSources', Object.keys(SOURCE_SORT) as Array<keyof typeof SOURCE_SORT>);
const SOURCE_SORTABLE = usageVarianceSourcesSort.fields;

export const varianceService = new VarianceService();
