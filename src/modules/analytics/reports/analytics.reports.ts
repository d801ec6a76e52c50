import { keysetBatches } from '../../../core/reports/keyset-batches';
import { type ReportDefinition, ReportFieldType as T, reportField as f } from '../../../core/reports/report-definition';
import { INVENTORY_UNIT_WORDS_AR } from '../../catalog/inventory-items/inventory-item.rules';
import { reportBranches } from '../analytics-access';
import { varianceService } from '../variance/variance.service';
import { dailyDigestReport } from './daily-digest.report';

/** Usage variance per branch and item over the period (at most 92 days, as the query): every branch the caller covers, or the one filtered. */
export const usageVarianceReport: ReportDefinition = {
  key: 'analytics.usageVariance',
  domain: { key: 'analytics.usageVariance', label: 'Usage variance', labelAr: 'فرق الاستهلاك' },
  title: 'Usage variance by item',
  titleAr: 'فرق الاستهلاك حسب الصنف',
  description:
    'Per branch the caller covers and inventory item: opening, receipts, production outputs, transfers, closing, actual and theoretical usage, waste and the unexplained variance with its value and flag. Filters: flaggedOnly, branchId.',
  permission: 'analytics:read',
  branchScoped: false,
  fields: [
    f('branch', 'Branch', 'الفرع', T.Text),
    f('item', 'Item', 'الصنف', T.Text),
    f('itemAr', 'Item (Arabic)', 'الصنف (عربي)', T.Text),
    f('unit', 'Unit', 'الوحدة', T.Text, { valuesAr: INVENTORY_UNIT_WORDS_AR }),
    f('opening', 'Opening', 'الافتتاحي', T.Decimal),
    f('receipts', 'Receipts', 'الاستلامات', T.Decimal),
    f('productionOutputs', 'Production outputs', 'ناتج الإنتاج', T.Decimal),
    f('transfersIn', 'Transfers in', 'تحويلات واردة', T.Decimal),
    f('transfersOut', 'Transfers out', 'تحويلات صادرة', T.Decimal),
    f('closing', 'Closing', 'الختامي', T.Decimal),
    f('actual', 'Actual usage', 'الاستهلاك الفعلي', T.Decimal),
    f('theoretical', 'Theoretical usage', 'الاستهلاك النظري', T.Decimal),
    f('waste', 'Waste', 'الهدر', T.Decimal),
    f('unexplained', 'Unexplained variance', 'الفرق غير المبرر', T.Decimal),
    f('unexplainedIqd', 'Unexplained (IQD)', 'غير المبرر (دينار)', T.Money),
    f('unexplainedPercentOfTheoretical', 'Unexplained % of theoretical', 'غير المبرر % من النظري', T.Decimal),
    f('unexplainedPercentOfNetSales', 'Unexplained % of net sales', 'غير المبرر % من صافي المبيعات', T.Decimal),
    f('flagged', 'Flagged', 'مؤشر عليه', T.Boolean),
    f('lastCountedOn', 'Last counted', 'آخر جرد', T.Date),
  ],
  filters: [
    { key: 'flaggedOnly', label: 'Flagged only', type: T.Boolean },
    { key: 'branchId', label: 'Branch', type: T.Text },
  ],
  async *rows(ctx, query, batchSize) {
    const branchId = query.filters.branchId;
    const report = await varianceService.report(ctx, {
      branchIds: typeof branchId === 'string' ? [branchId] : null,
      from: query.from,
      to: query.to,
      flaggedOnly: query.filters.flaggedOnly === true,
    });
    const branchNames = new Map(report.branches.map((branch) => [branch.branchId, branch.branchName]));
    const lines = report.lines
      .map((line, index) => ({ line, index, branch: branchNames.get(line.branchId) ?? '' }))
      .sort((a, b) => a.branch.localeCompare(b.branch) || a.line.branchId.localeCompare(b.line.branchId) || a.index - b.index);
    const rows = lines.map(({ line, branch }) => ({
      branch,
      item: line.name,
      itemAr: line.nameAr,
      unit: line.unit,
      opening: line.opening,
      receipts: line.receipts,
      productionOutputs: line.productionOutputs,
      transfersIn: line.transfersIn,
      transfersOut: line.transfersOut,
      closing: line.closing,
      actual: line.actual,
      theoretical: line.theoretical,
      waste: line.waste,
      unexplained: line.unexplained,
      unexplainedIqd: line.unexplainedIqd,
      unexplainedPercentOfTheoretical: line.unexplainedPercentOfTheoretical,
      unexplainedPercentOfNetSales: line.unexplainedPercentOfNetSales,
      flagged: line.flagged,
      lastCountedOn: line.lastCountedOn,
    }));
    // The covered branches' items: bounded by the catalogue, computed in one pass, handed out in batches.
    for (let start = 0; start < rows.length; start += batchSize) yield rows.slice(start, start + batchSize);
  },
};

const CLOSE_SELECT = `FROM analytics_day_closes c JOIN branches b ON b.id = c.branch_id
  WHERE c.organization_id = $1 AND c.branch_id = ANY($2::uuid[]) AND c.business_date BETWEEN $3::date AND $4::date`;

/** The stored daily closes of the period, every branch the caller covers. */
export const dayClosesReport: ReportDefinition = {
  key: 'analytics.dayCloses',
  domain: { key: 'analytics.dayCloses', label: 'Daily close summaries', labelAr: 'ملخصات إغلاق اليوم' },
  title: 'Daily close summaries',
  titleAr: 'ملخصات إغلاق اليوم',
  description:
    'One row per branch and closed business day of the period: orders, net sales (after the refunds made that day), refunds, average ticket, cash variance against the end-of-day report, food cost, production, waste, unexplained variance, flagged items, labour cost and %, prime cost and %, version.',
  permission: 'analytics:read',
  branchScoped: false,
  fields: [
    f('businessDate', 'Business date', 'يوم العمل', T.Date),
    f('branch', 'Branch', 'الفرع', T.Text),
    f('status', 'Status', 'الحالة', T.Text),
    f('version', 'Version', 'الإصدار', T.Integer),
    f('orderCount', 'Orders', 'الطلبات', T.Integer),
    f('netSalesIqd', 'Net sales (IQD)', 'صافي المبيعات (دينار)', T.Money),
    f('refundsIqd', 'Refunds (IQD)', 'المبالغ المستردة (دينار)', T.Money),
    f('averageTicketIqd', 'Average ticket (IQD)', 'متوسط الفاتورة (دينار)', T.Money),
    f('cashVarianceIqd', 'Cash variance (IQD)', 'فرق النقد (دينار)', T.Money),
    f('tillVarianceIqd', 'Till variance (IQD)', 'فرق الصناديق (دينار)', T.Money),
    f('productionOutputIqd', 'Production output (IQD)', 'ناتج الإنتاج (دينار)', T.Money),
    f('wasteIqd', 'Waste (IQD)', 'الهدر (دينار)', T.Money),
    f('unexplainedIqd', 'Unexplained (IQD)', 'غير المبرر (دينار)', T.Money),
    f('unmappedSalesIqd', 'Unmapped sales (IQD)', 'مبيعات بلا وصفة (دينار)', T.Money),
    f('flaggedItems', 'Flagged items', 'الأصناف المؤشر عليها', T.Integer),
    f('labourCostIqd', 'Labour cost (IQD)', 'كلفة العمالة (دينار)', T.Money),
    f('labourPercent', 'Labour %', 'نسبة العمالة', T.Decimal),
    f('primeCostIqd', 'Prime cost (IQD)', 'الكلفة الأساسية (دينار)', T.Money),
    f('primeCostPercent', 'Prime cost %', 'نسبة الكلفة الأساسية', T.Decimal),
  ],
  async *rows(ctx, query, batchSize) {
    const branches = (await reportBranches(ctx, null)).map((branch) => branch.id);
    yield* keysetBatches<{ businessDate: string; id: string }>(
      ctx,
      {
        select: `SELECT c.id, c.business_date::text AS "businessDate", b.name AS branch, c.status, c.version, c.order_count AS "orderCount",
                        c.net_sales_iqd::float8 AS "netSalesIqd", c.refunds_iqd::float8 AS "refundsIqd", c.average_ticket_iqd::float8 AS "averageTicketIqd", c.cash_variance_iqd::float8 AS "cashVarianceIqd", c.till_variance_iqd::float8 AS "tillVarianceIqd",
                        c.production_output_iqd::float8 AS "productionOutputIqd", c.waste_iqd::float8 AS "wasteIqd", c.unexplained_iqd::float8 AS "unexplainedIqd",
                        c.unmapped_sales_iqd::float8 AS "unmappedSalesIqd", c.flagged_items AS "flaggedItems",
                        c.labour_cost_iqd::float8 AS "labourCostIqd", c.labour_percent::float8 AS "labourPercent",
                        c.prime_cost_iqd::float8 AS "primeCostIqd", c.prime_cost_percent::float8 AS "primeCostPercent"
                   ${CLOSE_SELECT}`,
        params: [ctx.organizationId, branches, query.from, query.to],
        orderBy: ['c.business_date', 'c.id'],
        keyOf: (row) => [row.businessDate, row.id],
      },
      batchSize,
    );
  },
};

/** Food cost per branch and day from the stored closes. */
export const foodCostReport: ReportDefinition = {
  key: 'analytics.foodCost',
  domain: { key: 'analytics.foodCost', label: 'Food cost by branch and day', labelAr: 'كلفة الطعام حسب الفرع واليوم' },
  title: 'Food cost by branch and day',
  titleAr: 'كلفة الطعام حسب الفرع واليوم',
  description:
    'Per branch and closed business day: net sales (after the refunds made that day), refunds, theoretical cost and %, actual cost and % (days with a count), waste and unexplained variance in IQD.',
  permission: 'analytics:read',
  branchScoped: false,
  fields: [
    f('businessDate', 'Business date', 'يوم العمل', T.Date),
    f('branch', 'Branch', 'الفرع', T.Text),
    f('netSalesIqd', 'Net sales (IQD)', 'صافي المبيعات (دينار)', T.Money),
    f('refundsIqd', 'Refunds (IQD)', 'المبالغ المستردة (دينار)', T.Money),
    f('theoreticalCostIqd', 'Theoretical cost (IQD)', 'الكلفة النظرية (دينار)', T.Money),
    f('theoreticalFoodCostPercent', 'Theoretical food cost %', 'نسبة الكلفة النظرية', T.Decimal),
    f('actualCostIqd', 'Actual cost (IQD)', 'الكلفة الفعلية (دينار)', T.Money),
    f('actualFoodCostPercent', 'Actual food cost %', 'نسبة الكلفة الفعلية', T.Decimal),
    f('wasteIqd', 'Waste (IQD)', 'الهدر (دينار)', T.Money),
    f('unexplainedIqd', 'Unexplained (IQD)', 'غير المبرر (دينار)', T.Money),
  ],
  async *rows(ctx, query, batchSize) {
    const branches = (await reportBranches(ctx, null)).map((branch) => branch.id);
    yield* keysetBatches<{ businessDate: string; id: string }>(
      ctx,
      {
        select: `SELECT c.id, c.business_date::text AS "businessDate", b.name AS branch, c.net_sales_iqd::float8 AS "netSalesIqd", c.refunds_iqd::float8 AS "refundsIqd",
                        c.theoretical_cost_iqd::float8 AS "theoreticalCostIqd", c.theoretical_food_cost_percent::float8 AS "theoreticalFoodCostPercent",
                        c.actual_cost_iqd::float8 AS "actualCostIqd", c.actual_food_cost_percent::float8 AS "actualFoodCostPercent",
                        c.waste_iqd::float8 AS "wasteIqd", c.unexplained_iqd::float8 AS "unexplainedIqd"
                   ${CLOSE_SELECT}`,
        params: [ctx.organizationId, branches, query.from, query.to],
        orderBy: ['c.business_date', 'c.id'],
        keyOf: (row) => [row.businessDate, row.id],
      },
      batchSize,
    );
  },
};

export const analyticsReports: ReportDefinition[] = [usageVarianceReport, dayClosesReport, foodCostReport, dailyDigestReport];
