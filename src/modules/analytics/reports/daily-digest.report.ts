import type { RequestContext } from '../../../core/context/request-context';
import { type ReportDefinition, type ReportQuery, ReportFieldType as T, reportField as f } from '../../../core/reports/report-definition';
import { reportBranches } from '../analytics-access';
import type { DayCloseItem } from '../close/day-close.entity';

/** One branch's closed day as the digest shows it (docs/analytics.md, "The daily digest"). */
export interface DigestDay {
  id: string;
  branchId: string;
  /** The close's version the figures come from. */
  version: number;
  businessDate: string;
  branch: string;
  branchAr: string | null;
  orderCount: number;
  /** Net sales after the refunds made that day (docs/analytics.md, "Refunds"). */
  netSalesIqd: number;
  refundsIqd: number;
  averageTicketIqd: number;
  theoreticalFoodCostPercent: number | null;
  actualFoodCostPercent: number | null;
  wasteIqd: number;
  cashVarianceIqd: number | null;
  tillVarianceIqd: number | null;
  flaggedItems: number;
  topItems: DayCloseItem[];
  /** Labour and prime cost of the day (docs/labour.md, "The daily close and the dashboard"). */
  labourCostIqd: number | null;
  labourPercent: number | null;
  primeCostIqd: number | null;
  primeCostPercent: number | null;
  labourAboveTarget: boolean;
  primeCostAboveTarget: boolean;
}

/** The closed days of the period at the branches the caller covers, in date and branch order. */
export async function digestDays(ctx: RequestContext, from: string, to: string, branchIds?: string[]): Promise<DigestDay[]> {
  const branches = branchIds ?? (await reportBranches(ctx, null)).map((branch) => branch.id);
  const rows = await ctx.query<DigestDay>(
    `SELECT c.id, c.branch_id AS "branchId", c.version, c.business_date::text AS "businessDate", b.name AS branch, b.name_ar AS "branchAr", c.order_count AS "orderCount",
            c.net_sales_iqd::float8 AS "netSalesIqd", c.refunds_iqd::float8 AS "refundsIqd", c.average_ticket_iqd::float8 AS "averageTicketIqd",
            c.theoretical_food_cost_percent::float8 AS "theoreticalFoodCostPercent", c.actual_food_cost_percent::float8 AS "actualFoodCostPercent",
            c.waste_iqd::float8 AS "wasteIqd", c.cash_variance_iqd::float8 AS "cashVarianceIqd", c.till_variance_iqd::float8 AS "tillVarianceIqd",
            c.flagged_items AS "flaggedItems", c.top_items AS "topItems",
            c.labour_cost_iqd::float8 AS "labourCostIqd", c.labour_percent::float8 AS "labourPercent",
            c.prime_cost_iqd::float8 AS "primeCostIqd", c.prime_cost_percent::float8 AS "primeCostPercent",
            c.labour_above_target AS "labourAboveTarget", c.prime_cost_above_target AS "primeCostAboveTarget"
       FROM analytics_day_closes c JOIN branches b ON b.id = c.branch_id
      WHERE c.organization_id = $1 AND c.branch_id = ANY($2::uuid[]) AND c.business_date BETWEEN $3::date AND $4::date
      ORDER BY c.business_date, b.name, c.id`,
    [ctx.organizationId, branches, from, to],
  );
  return rows.map((row) => ({ ...row, version: Number(row.version), orderCount: Number(row.orderCount), flaggedItems: Number(row.flaggedItems) }));
}

/** Branches the caller covers, active, whose days of the period are not all closed (Stale counts as not closed). */
export async function unclosedBranches(ctx: RequestContext, from: string, to: string): Promise<string[]> {
  const covered = (await reportBranches(ctx, null)).map((branch) => branch.id);
  const rows = await ctx.query<{ name: string }>(
    `SELECT b.name FROM branches b
      WHERE b.organization_id = $1 AND b.id = ANY($2::uuid[]) AND b.active
        AND (SELECT count(*) FROM analytics_day_closes c
              WHERE c.branch_id = b.id AND c.status = 'Closed' AND c.business_date BETWEEN $3::date AND $4::date) < ($4::date - $3::date + 1)
      ORDER BY b.name`,
    [ctx.organizationId, covered, from, to],
  );
  return rows.map((row) => row.name);
}

const topText = (items: DayCloseItem[], money: (n: number) => string) =>
  items.map((item) => `${item.name} ${money(item.unexplainedIqd)}${item.flagged ? ' !' : ''}`).join('; ');

/** The mail body: one block per branch and day, labels and digits in the subscriber's language. */
export function digestText(days: DigestDay[], from: string, to: string, lang: 'En' | 'Ar'): string {
  const arabic = lang === 'Ar';
  const numbers = new Intl.NumberFormat(arabic ? 'ar-IQ' : 'en-GB', { maximumFractionDigits: 2 });
  const money = (n: number | null) => (n == null ? '—' : arabic ? `${numbers.format(n)} د.ع` : `${numbers.format(n)} IQD`);
  const percent = (n: number | null) => (n == null ? '—' : `${numbers.format(n)} %`);
  const period = from === to ? from : `${from} – ${to}`;
  const L = arabic
    ? {
        title: `الملخص اليومي ${period}`,
        orders: 'الطلبات',
        net: 'صافي المبيعات',
        refunds: 'المبالغ المستردة',
        ticket: 'متوسط الفاتورة',
        food: 'كلفة الطعام (نظرية / فعلية)',
        waste: 'الهدر',
        cash: 'فرق النقد',
        till: 'فرق الصناديق',
        flagged: 'الأصناف المؤشر عليها',
        top: 'أكبر الفروقات',
        labour: 'كلفة العمالة (المبلغ / النسبة)',
        prime: 'الكلفة الأساسية (المبلغ / النسبة)',
        above: 'فوق الهدف',
        none: 'لا أيام مغلقة في هذه الفترة.',
      }
    : {
        title: `Daily digest ${period}`,
        orders: 'Orders',
        net: 'Net sales',
        refunds: 'Refunds',
        ticket: 'Average ticket',
        food: 'Food cost (theoretical / actual)',
        waste: 'Waste',
        cash: 'Cash variance',
        till: 'Till variance',
        flagged: 'Flagged items',
        top: 'Top variances',
        labour: 'Labour cost (amount / %)',
        prime: 'Prime cost (amount / %)',
        above: 'above target',
        none: 'No closed days in this period.',
      };
  const blocks = days.map((day) =>
    [
      `${arabic ? (day.branchAr ?? day.branch) : day.branch} — ${day.businessDate}`,
      `${L.orders}: ${numbers.format(day.orderCount)}`,
      `${L.net}: ${money(day.netSalesIqd)}`,
      `${L.refunds}: ${money(day.refundsIqd)}`,
      `${L.ticket}: ${money(day.averageTicketIqd)}`,
      `${L.food}: ${percent(day.theoreticalFoodCostPercent)} / ${percent(day.actualFoodCostPercent)}`,
      `${L.waste}: ${money(day.wasteIqd)}`,
      `${L.cash}: ${money(day.cashVarianceIqd)}`,
      `${L.till}: ${money(day.tillVarianceIqd)}`,
      `${L.labour}: ${money(day.labourCostIqd)} / ${percent(day.labourPercent)}${day.labourAboveTarget ? ` (${L.above})` : ''}`,
      `${L.prime}: ${money(day.primeCostIqd)} / ${percent(day.primeCostPercent)}${day.primeCostAboveTarget ? ` (${L.above})` : ''}`,
      `${L.flagged}: ${numbers.format(day.flaggedItems)}`,
      `${L.top}: ${day.topItems.length ? topText(day.topItems, money) : '—'}`,
    ].join('\n'),
  );
  return [L.title, ...(blocks.length ? blocks : [L.none])].join('\n\n');
}

/**
 * The daily digest: yesterday's closed day per branch the subscriber covers. Mailed by the report
 * subscriptions once every covered branch's days of the period are closed (pending until then).
 */
export const dailyDigestReport: ReportDefinition = {
  key: 'analytics.dailyDigest',
  domain: { key: 'analytics.dailyDigest', label: 'Daily digest', labelAr: 'الملخص اليومي' },
  title: 'Daily digest',
  titleAr: 'الملخص اليومي',
  description:
    'Per branch and closed business day: orders, net sales (after the refunds made that day), refunds, average ticket, food cost %, waste, cash and till variance, labour cost and %, prime cost and %, each flagged above its target, flagged items and the largest unexplained variances. Subscribed daily, it is mailed once the day is closed.',
  permission: 'analytics:read',
  branchScoped: false,
  fields: [
    f('businessDate', 'Business date', 'يوم العمل', T.Date),
    f('branch', 'Branch', 'الفرع', T.Text),
    f('orderCount', 'Orders', 'الطلبات', T.Integer),
    f('netSalesIqd', 'Net sales (IQD)', 'صافي المبيعات (دينار)', T.Money),
    f('refundsIqd', 'Refunds (IQD)', 'المبالغ المستردة (دينار)', T.Money),
    f('averageTicketIqd', 'Average ticket (IQD)', 'متوسط الفاتورة (دينار)', T.Money),
    f('theoreticalFoodCostPercent', 'Theoretical food cost %', 'نسبة الكلفة النظرية', T.Decimal),
    f('actualFoodCostPercent', 'Actual food cost %', 'نسبة الكلفة الفعلية', T.Decimal),
    f('wasteIqd', 'Waste (IQD)', 'الهدر (دينار)', T.Money),
    f('cashVarianceIqd', 'Cash variance (IQD)', 'فرق النقد (دينار)', T.Money),
    f('tillVarianceIqd', 'Till variance (IQD)', 'فرق الصناديق (دينار)', T.Money),
    f('labourCostIqd', 'Labour cost (IQD)', 'كلفة العمالة (دينار)', T.Money),
    f('labourPercent', 'Labour %', 'نسبة العمالة', T.Decimal),
    f('labourAboveTarget', 'Labour % above target', 'نسبة العمالة فوق الهدف', T.Boolean),
    f('primeCostIqd', 'Prime cost (IQD)', 'الكلفة الأساسية (دينار)', T.Money),
    f('primeCostPercent', 'Prime cost %', 'نسبة الكلفة الأساسية', T.Decimal),
    f('primeCostAboveTarget', 'Prime cost % above target', 'الكلفة الأساسية فوق الهدف', T.Boolean),
    f('flaggedItems', 'Flagged items', 'الأصناف المؤشر عليها', T.Integer),
    f('topVarianceItems', 'Top variance items', 'أكبر الفروقات', T.Text),
  ],
  async *rows(ctx, query, batchSize) {
    // At most one row per branch and day of a digest's period (bounded by the organisation's branches).
    const days = await digestDays(ctx, query.from, query.to);
    const rows = days.map((day) => ({
      businessDate: day.businessDate,
      branch: day.branch,
      orderCount: day.orderCount,
      netSalesIqd: day.netSalesIqd,
      refundsIqd: day.refundsIqd,
      averageTicketIqd: day.averageTicketIqd,
      theoreticalFoodCostPercent: day.theoreticalFoodCostPercent,
      actualFoodCostPercent: day.actualFoodCostPercent,
      wasteIqd: day.wasteIqd,
      cashVarianceIqd: day.cashVarianceIqd,
      tillVarianceIqd: day.tillVarianceIqd,
      labourCostIqd: day.labourCostIqd,
      labourPercent: day.labourPercent,
      labourAboveTarget: day.labourAboveTarget,
      primeCostIqd: day.primeCostIqd,
      primeCostPercent: day.primeCostPercent,
      primeCostAboveTarget: day.primeCostAboveTarget,
      flaggedItems: day.flaggedItems,
      topVarianceItems: day.topItems.map((item) => `${item.name} ${item.unexplainedIqd} IQD`).join('; ') || null,
    }));
    for (let start = 0; start < rows.length; start += batchSize) yield rows.slice(start, start + batchSize);
  },
  async pending(ctx: RequestContext, query: ReportQuery) {
    const open = await unclosedBranches(ctx, query.from, query.to);
    return open.length ? `The business days ${query.from} – ${query.to} are not closed yet at: ${open.join(', ')}.` : null;
  },
  async mailSummary(ctx, query, lang) {
    return digestText(await digestDays(ctx, query.from, query.to), query.from, query.to, lang);
  },
};
