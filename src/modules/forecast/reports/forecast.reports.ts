import { keysetBatches } from '../../../core/reports/keyset-batches';
import { type ReportDefinition, ReportFieldType as T, reportField as f } from '../../../core/reports/report-definition';
import { reportBranches } from '../../analytics/analytics-access';
import { BACKTEST_ORDER } from '../read/forecast-read.service';

/** The backtest report (exports, subscriptions): per branch and item, the chosen model against the baseline. */
export const forecastBacktestReport: ReportDefinition = {
  key: 'forecast.backtests',
  domain: { key: 'forecast.backtests', label: 'Forecast backtest', labelAr: 'اختبار دقة التنبؤ' },
  title: 'Forecast backtest by branch and item',
  titleAr: 'اختبار دقة التنبؤ حسب الفرع والصنف',
  description:
    'Per branch the caller covers and batch input item (its usage, or the rice sold by weight), from the latest stored forecast: the chosen model, the scored weeks, and the WAPE and bias (%) of the chosen model and of the same-weekday baseline at one and seven days ahead. The period is not used (the latest computation is reported).',
  permission: 'forecast:read',
  branchScoped: false,
  fields: [
    f('branch', 'Branch', 'الفرع', T.Text),
    f('item', 'Item', 'الصنف', T.Text),
    f('itemAr', 'Item (Arabic)', 'الصنف بالعربية', T.Text),
    f('measure', 'Measure', 'المقياس', T.Text),
    f('chosenModel', 'Chosen model', 'النموذج المختار', T.Text),
    f('from', 'Scored from', 'التقييم من', T.Date),
    f('to', 'Scored to', 'التقييم إلى', T.Date),
    f('chosenOneDayWape', 'Chosen WAPE 1 day (%)', 'WAPE المختار ليوم (%)', T.Decimal),
    f('chosenOneDayBias', 'Chosen bias 1 day (%)', 'انحياز المختار ليوم (%)', T.Decimal),
    f('chosenSevenDayWape', 'Chosen WAPE 7 days (%)', 'WAPE المختار لسبعة أيام (%)', T.Decimal),
    f('chosenSevenDayBias', 'Chosen bias 7 days (%)', 'انحياز المختار لسبعة أيام (%)', T.Decimal),
    f('baselineOneDayWape', 'Baseline WAPE 1 day (%)', 'WAPE الأساس ليوم (%)', T.Decimal),
    f('baselineOneDayBias', 'Baseline bias 1 day (%)', 'انحياز الأساس ليوم (%)', T.Decimal),
    f('baselineSevenDayWape', 'Baseline WAPE 7 days (%)', 'WAPE الأساس لسبعة أيام (%)', T.Decimal),
    f('baselineSevenDayBias', 'Baseline bias 7 days (%)', 'انحياز الأساس لسبعة أيام (%)', T.Decimal),
    f('computedAt', 'Computed at', 'وقت الحساب', T.DateTime),
  ],
  async *rows(ctx, _query, batchSize) {
    const branches = (await reportBranches(ctx, null)).map((branch) => branch.id);
    // A few series per branch and batch input: read at once, in the backtest list's order (branch, item, measure).
    const pct = (column: string) => `round((s.${column} * 100)::numeric, 2)::float8`;
    const rows = await ctx.query<Record<string, unknown>>(
      `SELECT s.id, s.branch_name AS branch, s.item_name AS item, s.item_name_ar AS "itemAr", s.measure, s.model AS "chosenModel", s.backtest_from::text AS "from", s.backtest_to::text AS "to",
                        ${pct('chosen_one_day_wape')} AS "chosenOneDayWape", ${pct('chosen_one_day_bias')} AS "chosenOneDayBias",
                        ${pct('chosen_seven_day_wape')} AS "chosenSevenDayWape", ${pct('chosen_seven_day_bias')} AS "chosenSevenDayBias",
                        ${pct('baseline_one_day_wape')} AS "baselineOneDayWape", ${pct('baseline_one_day_bias')} AS "baselineOneDayBias",
                        ${pct('baseline_seven_day_wape')} AS "baselineSevenDayWape", ${pct('baseline_seven_day_bias')} AS "baselineSevenDayBias",
                        s.computed_at AS "computedAt"
                   FROM forecast_series s WHERE s.organization_id = $1 AND s.branch_id = ANY($2::uuid[])
         ORDER BY ${BACKTEST_ORDER}, s.id`,
      [ctx.organizationId, branches],
    );
    for (let start = 0; start < rows.length; start += batchSize) yield rows.slice(start, start + batchSize);
  },
};

/** The stored forecast days (exports): per branch, item and day ahead, point, median and upper quantile. */
export const forecastDaysReport: ReportDefinition = {
  key: 'forecast.days',
  domain: { key: 'forecast.days', label: 'Demand forecast', labelAr: 'التنبؤ بالطلب' },
  title: 'Demand forecast by branch, item and day',
  titleAr: 'التنبؤ بالطلب حسب الفرع والصنف واليوم',
  description:
    "Per branch the caller covers, batch input item (its usage, or the rice sold by weight in kg) and forecast business day of the period: the chosen model, the point forecast, the median and the service-level quantile in the item's unit.",
  permission: 'forecast:read',
  branchScoped: false,
  fields: [
    f('businessDate', 'Business date', 'يوم العمل', T.Date),
    f('branch', 'Branch', 'الفرع', T.Text),
    f('item', 'Item', 'الصنف', T.Text),
    f('itemAr', 'Item (Arabic)', 'الصنف بالعربية', T.Text),
    f('measure', 'Measure', 'المقياس', T.Text),
    f('horizon', 'Days ahead', 'أيام مقدمًا', T.Integer),
    f('model', 'Model', 'النموذج', T.Text),
    f('point', 'Forecast', 'التنبؤ', T.Decimal),
    f('median', 'Median', 'الوسيط', T.Decimal),
    f('upper', 'Upper quantile', 'الحد الأعلى', T.Decimal),
    f('serviceLevel', 'Service level', 'مستوى الخدمة', T.Decimal),
  ],
  async *rows(ctx, query, batchSize) {
    const branches = (await reportBranches(ctx, null)).map((branch) => branch.id);
    yield* keysetBatches<{ businessDate: string; id: string }>(
      ctx,
      {
        select: `SELECT d.id, d.business_date::text AS "businessDate", s.branch_name AS branch, s.item_name AS item, s.item_name_ar AS "itemAr", d.measure, d.horizon, d.model,
                        d.point::float8 AS point, d.median::float8 AS median, d.upper::float8 AS upper, d.service_level::float8 AS "serviceLevel"
                   FROM forecast_days d JOIN forecast_series s ON s.branch_id = d.branch_id AND s.inventory_item_id = d.inventory_item_id AND s.measure = d.measure
                    AND s.organization_id = d.organization_id
                  WHERE d.organization_id = $1 AND d.branch_id = ANY($2::uuid[]) AND d.business_date BETWEEN $3::date AND $4::date`,
        params: [ctx.organizationId, branches, query.from, query.to],
        orderBy: ['d.business_date', 'd.id'],
        keyOf: (row) => [row.businessDate, row.id],
      },
      batchSize,
    );
  },
};

export const forecastReports: ReportDefinition[] = [forecastBacktestReport, forecastDaysReport];
