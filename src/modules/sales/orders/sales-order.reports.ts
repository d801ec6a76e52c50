import { keysetBatches } from '../../../core/reports/keyset-batches';
import { whereTextFilters } from '../../../core/reports/report-filters';
import { type ReportDefinition, ReportFieldType as T, reportField as f } from '../../../core/reports/report-definition';
import { readableBranchCondition } from '../../identity/branches/branch-coverage';
import { OrderSource, OrderStatus } from '../shared/sales-vocabulary';

/** Statuses and sources as Arabic files write them (the console's words). */
const STATUS_WORDS_AR: Readonly<Record<OrderStatus, string>> = {
  Placed: 'مستلم',
  Accepted: 'مقبول',
  Preparing: 'قيد التحضير',
  Ready: 'جاهز',
  Completed: 'مكتمل',
  Cancelled: 'ملغى',
};
const SOURCE_WORDS_AR: Readonly<Record<OrderSource, string>> = { Guest: 'ضيف (QR)', Partner: 'شريك', Console: 'لوحة الإدارة', Delivery: 'منصة توصيل' };

interface KeyedRow {
  id: string;
  placedAt: Date;
  [key: string]: unknown;
}

/** The sales ledger: one row per order with a business date in the period, at every branch the caller reads. */
export const salesOrdersReport: ReportDefinition = {
  key: 'sales.orders',
  domain: { key: 'sales.orders', label: 'Sales orders', labelAr: 'طلبات المبيعات' },
  title: 'Sales orders',
  titleAr: 'طلبات المبيعات',
  description:
    'Every order with a business date in the period at every branch the caller reads, in the order placed: branch, number, status, source, channel, table, items, subtotal, discount, tax, total, paid, refunded and the amount due at the counter (whole IQD), and the reason of a cancellation. Filters: status, source, branchId.',
  permission: 'sales:read',
  branchScoped: false,
  fields: [
    f('businessDate', 'Business date', 'يوم العمل', T.Date),
    f('branch', 'Branch', 'الفرع', T.Text),
    f('number', 'Number', 'الرقم', T.Text),
    f('placedAt', 'Placed at', 'وقت الطلب', T.DateTime),
    f('status', 'Status', 'الحالة', T.Text, { valuesAr: STATUS_WORDS_AR }),
    f('source', 'Source', 'المصدر', T.Text, { valuesAr: SOURCE_WORDS_AR }),
    f('channel', 'Channel', 'القناة', T.Text),
    f('table', 'Table', 'الطاولة', T.Text),
    f('items', 'Items', 'عدد الأصناف', T.Integer),
    f('subtotalIqd', 'Subtotal (IQD)', 'المجموع الفرعي (دينار)', T.Money),
    f('discountIqd', 'Discount (IQD)', 'الخصم (دينار)', T.Money),
    f('taxIqd', 'Tax (IQD)', 'الضريبة (دينار)', T.Money),
    f('totalIqd', 'Total (IQD)', 'الإجمالي (دينار)', T.Money),
    f('paidIqd', 'Paid (IQD)', 'المدفوع (دينار)', T.Money),
    f('refundedIqd', 'Refunded (IQD)', 'المسترد (دينار)', T.Money),
    f('dueAtCounterIqd', 'Due at the counter (IQD)', 'المستحق عند الكاشير (دينار)', T.Money),
    f('cancelReason', 'Cancellation reason', 'سبب الإلغاء', T.Text),
  ],
  filters: [
    { key: 'status', label: 'Status', type: T.Text, values: Object.values(OrderStatus) },
    { key: 'source', label: 'Source', type: T.Text, values: Object.values(OrderSource) },
    { key: 'branchId', label: 'Branch', type: T.Text },
  ],
  rows(ctx, query, batchSize) {
    const params: unknown[] = [ctx.organizationId, query.from, query.to];
    const where = whereTextFilters(
      `o.organization_id = $1 AND o.business_date BETWEEN $2 AND $3 AND ${readableBranchCondition(ctx, 'o.branch_id', params)}`,
      params,
      query.filters,
      { status: 'o.status', source: 'o.source', branchId: 'o.branch_id::text' },
    );
    return keysetBatches<KeyedRow>(
      ctx,
      {
        select: `SELECT o.id, o.placed_at AS "placedAt", o.business_date::text AS "businessDate", br.name AS branch, o.number, o.status, o.source,
                        ch.name AS channel, tb.name AS "table",
                        (SELECT coalesce(sum((l->>'quantity')::int), 0) FROM jsonb_array_elements(o.lines) l)::int AS items,
                        o.subtotal::bigint AS "subtotalIqd", o.discount::bigint AS "discountIqd", o.tax_total::bigint AS "taxIqd", o.total::bigint AS "totalIqd",
                        (SELECT coalesce(sum((p->>'amountIqd')::bigint), 0) FROM jsonb_array_elements(o.payments) p)::bigint AS "paidIqd", o.refunded_iqd::bigint AS "refundedIqd",
                        o.amount_due_at_counter::bigint AS "dueAtCounterIqd", o.cancel_reason AS "cancelReason"
                   FROM sales_orders o JOIN branches br ON br.id = o.branch_id
                   LEFT JOIN commercial_sales_channels ch ON ch.id = o.channel_id
                   LEFT JOIN sales_self_order_tables tb ON tb.id = o.table_id
                  WHERE ${where}`,
        params,
        orderBy: ['o.placed_at', 'o.id'],
        keyOf: (row) => [row.placedAt, row.id],
      },
      batchSize,
    );
  },
};
