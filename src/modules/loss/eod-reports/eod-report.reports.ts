import { keysetBatches } from '../../../core/reports/keyset-batches';
import { whereTextFilters } from '../../../core/reports/report-filters';
import { type ReportDefinition, ReportFieldType as T, reportField as f } from '../../../core/reports/report-definition';
import { EodReportSource } from './eod-report.rules';

interface EodRow {
  id: string;
  businessDate: string;
  [key: string]: unknown;
}

/** The end-of-day reports of the run's branch whose business date is in the period. */
export const eodReportsReport: ReportDefinition = {
  key: 'loss.eodReports',
  domain: { key: 'loss.eodReports', label: 'End-of-day reports', labelAr: 'تقارير نهاية اليوم' },
  title: 'End-of-day reports',
  titleAr: 'تقارير نهاية اليوم',
  description: 'End-of-day reports of the branch with a business date in the period: sales, payment split, variance (net − payment split). Filter: source.',
  permission: 'loss:read',
  branchScoped: true,
  fields: [
    f('businessDate', 'Business date', 'يوم العمل', T.Date),
    f('grossSalesIqd', 'Gross sales (IQD)', 'إجمالي المبيعات (د.ع)', T.Money),
    f('netSalesIqd', 'Net sales (IQD)', 'صافي المبيعات (د.ع)', T.Money),
    f('cashSalesIqd', 'Cash (IQD)', 'نقدي (د.ع)', T.Money),
    f('cardSalesIqd', 'Card (IQD)', 'بطاقة (د.ع)', T.Money),
    f('qiSalesIqd', 'Qi Card (IQD)', 'كي كارد (د.ع)', T.Money),
    f('deliverySalesIqd', 'Delivery (IQD)', 'التوصيل (د.ع)', T.Money),
    f('paymentTotalIqd', 'Payment split total (IQD)', 'مجموع طرق الدفع (د.ع)', T.Money),
    f('varianceIqd', 'Variance (IQD)', 'الفرق (د.ع)', T.Money),
    f('source', 'Source', 'المصدر', T.Text),
  ],
  filters: [{ key: 'source', label: 'Source', type: T.Text, values: Object.values(EodReportSource) }],
  rows(ctx, query, batchSize) {
    const params: unknown[] = [ctx.organizationId, query.branchId, query.from, query.to];
    const where = whereTextFilters('r.organization_id = $1 AND r.branch_id = $2 AND r.business_date BETWEEN $3 AND $4', params, query.filters, {
      source: 'r.source',
    });
    return keysetBatches<EodRow>(
      ctx,
      {
        select: `SELECT r.id, r.business_date::text AS "businessDate", r.gross_sales_iqd::bigint AS "grossSalesIqd",
                        r.net_sales_iqd::bigint AS "netSalesIqd", r.cash_sales_iqd::bigint AS "cashSalesIqd",
                        r.card_sales_iqd::bigint AS "cardSalesIqd", r.qi_sales_iqd::bigint AS "qiSalesIqd",
                        r.delivery_sales_iqd::bigint AS "deliverySalesIqd", r.payment_total_iqd::bigint AS "paymentTotalIqd",
                        r.variance_iqd::bigint AS "varianceIqd", r.source
                   FROM loss_eod_reports r
                  WHERE ${where}`,
        params,
        orderBy: ['r.business_date', 'r.id'],
        keyOf: (row) => [row.businessDate, row.id],
      },
      batchSize,
    );
  },
};
