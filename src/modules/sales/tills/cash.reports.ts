import { keysetBatches } from '../../../core/reports/keyset-batches';
import { whereTextFilters } from '../../../core/reports/report-filters';
import { type ReportDefinition, ReportFieldType as T, reportField as f } from '../../../core/reports/report-definition';
import { MINOR_DIGITS } from '../cash/currency.rules';
import { TILL_MOVEMENT_KINDS, type TillMovementKind, TillSessionStatus } from './till-vocabulary';

const SESSION_STATUS_WORDS_AR: Readonly<Record<TillSessionStatus, string>> = { Open: 'مفتوحة', Counted: 'معدودة', Closed: 'مغلقة' };
const MOVEMENT_KIND_WORDS_AR: Readonly<Record<TillMovementKind, string>> = {
  CashIn: 'إيداع نقدي',
  CashOut: 'سحب نقدي',
  SupplierPayout: 'دفع لمورّد',
  SafeDrop: 'إيداع في الخزنة',
  NoSale: 'فتح بدون بيع',
  Refund: 'استرداد',
};

/** Cents as dollars in SQL (exact in numeric, a float for the writer). */
const dollars = (cents: string) => `(${cents})::numeric / 100`;

interface KeyedRow {
  id: string;
  sortKey: unknown;
  [key: string]: unknown;
}

const part = (currency: string, field: 'expected' | 'counted') =>
  `(SELECT (v->>'${field}')::bigint FROM jsonb_array_elements(s.variances) v WHERE v->>'currency' = '${currency}')`;

/** Till sessions of the branch opened on a business day of the period, with expected, counted and the variance. */
export const tillSessionsReport: ReportDefinition = {
  key: 'sales.tillSessions',
  domain: { key: 'sales.tillSessions', label: 'Till sessions', labelAr: 'جلسات الصندوق' },
  title: 'Till sessions and variances',
  titleAr: 'جلسات الصندوق والفروقات',
  description:
    'Sessions of the branch by business day: status, expected and counted cash in IQD and in USD (dollars, two decimals), variance in IQD at the rates stored with the count. Filter: status.',
  permission: 'cash:approve',
  branchScoped: true,
  fields: [
    f('businessDate', 'Business date', 'يوم العمل', T.Date),
    f('till', 'Till', 'الصندوق', T.Text),
    f('status', 'Status', 'الحالة', T.Text, { valuesAr: SESSION_STATUS_WORDS_AR }),
    f('openedAt', 'Opened at', 'وقت الفتح', T.DateTime),
    f('closedAt', 'Closed at', 'وقت الإغلاق', T.DateTime),
    f('expectedIqd', 'Expected (IQD)', 'المتوقع (د.ع)', T.Money),
    f('countedIqd', 'Counted (IQD)', 'المعدود (د.ع)', T.Money),
    f('expectedUsd', 'Expected (USD)', 'المتوقع (دولار)', T.Decimal, { decimals: 2 }),
    f('countedUsd', 'Counted (USD)', 'المعدود (دولار)', T.Decimal, { decimals: 2 }),
    f('varianceIqd', 'Variance (IQD)', 'الفرق (د.ع)', T.Money),
    f('recounts', 'Recounts', 'إعادات العد', T.Integer),
  ],
  filters: [{ key: 'status', label: 'Status', type: T.Text, values: Object.values(TillSessionStatus) }],
  rows(ctx, query, batchSize) {
    const params: unknown[] = [ctx.organizationId, query.branchId, query.from, query.to];
    const where = whereTextFilters('s.organization_id = $1 AND s.branch_id = $2 AND s.business_date BETWEEN $3 AND $4', params, query.filters, {
      status: 's.status',
    });
    return keysetBatches<KeyedRow>(
      ctx,
      {
        select: `SELECT * FROM (SELECT s.id, s.opened_at AS "sortKey", s.business_date::text AS "businessDate", t.name AS till, s.status,
                        s.opened_at AS "openedAt", s.closed_at AS "closedAt",
                        ${part('IQD', 'expected')} AS "expectedIqd", ${part('IQD', 'counted')} AS "countedIqd",
                        ${dollars(part('USD', 'expected'))}::float8 AS "expectedUsd", ${dollars(part('USD', 'counted'))}::float8 AS "countedUsd",
                        s.variance_iqd::bigint AS "varianceIqd", s.recounts
                   FROM sales_till_sessions s JOIN sales_tills t ON t.id = s.till_id
                  WHERE ${where}) x WHERE true`,
        params,
        orderBy: ['x."sortKey"', 'x.id'],
        keyOf: (row) => [row.sortKey, row.id],
      },
      batchSize,
    );
  },
};

/** Cash movements of the branch's sessions opened in the period. */
export const tillMovementsReport: ReportDefinition = {
  key: 'sales.tillMovements',
  domain: { key: 'sales.tillMovements', label: 'Cash movements', labelAr: 'حركات النقد' },
  title: 'Cash movements',
  titleAr: 'حركات النقد',
  description:
    'Cash in, cash out, supplier payouts, safe drops and no-sale opens of the branch, with reason and who. Amounts in their currency (dinars; dollars with two decimals). Filter: kind.',
  permission: 'cash:approve',
  branchScoped: true,
  fields: [
    f('businessDate', 'Business date', 'يوم العمل', T.Date),
    f('recordedAt', 'Recorded at', 'وقت التسجيل', T.DateTime),
    f('till', 'Till', 'الصندوق', T.Text),
    f('kind', 'Kind', 'النوع', T.Text, { valuesAr: MOVEMENT_KIND_WORDS_AR }),
    f('currency', 'Currency', 'العملة', T.Text),
    f('amount', 'Amount', 'المبلغ', T.Decimal, { decimals: (row) => MINOR_DIGITS[String(row.currency)] ?? 0 }),
    f('reason', 'Reason', 'السبب', T.Text),
    f('recordedBy', 'Recorded by', 'سجّلها', T.Text),
  ],
  filters: [{ key: 'kind', label: 'Kind', type: T.Text, values: TILL_MOVEMENT_KINDS }],
  async *rows(ctx, query, batchSize) {
    const params: unknown[] = [ctx.organizationId, query.branchId, query.from, query.to];
    const where = whereTextFilters('m.organization_id = $1 AND m.branch_id = $2 AND s.business_date BETWEEN $3 AND $4', params, query.filters, {
      kind: 'm.kind',
    });
    const batches = keysetBatches<KeyedRow>(
      ctx,
      {
        select: `SELECT m.id, m.created_at AS "recordedAt", s.business_date::text AS "businessDate", t.name AS till, m.kind, m.currency,
                        m.amount::bigint AS amount, m.reason, u.full_name AS "recordedBy"
                   FROM sales_till_movements m JOIN sales_till_sessions s ON s.id = m.session_id JOIN sales_tills t ON t.id = s.till_id
                   LEFT JOIN users u ON u.id = m.created_by
                  WHERE ${where}`,
        params,
        orderBy: ['m.created_at', 'm.id'],
        keyOf: (row) => [row.recordedAt, row.id],
      },
      batchSize,
    );
    // Stored in the minor unit (cents); written in the currency's own unit (dollars).
    for await (const batch of batches)
      yield batch.map((row) => ({ ...row, amount: row.amount === null ? null : Number(row.amount) / 10 ** (MINOR_DIGITS[String(row.currency)] ?? 0) }));
  },
};

/** Expected card, Qi and wallet settlements of the branch and their match state. */
export const settlementsReport: ReportDefinition = {
  key: 'sales.settlements',
  domain: { key: 'sales.settlements', label: 'Settlements', labelAr: 'التسويات' },
  title: 'Card, Qi and wallet settlements',
  titleAr: 'تسويات البطاقات وكي كارد والمحافظ',
  description: 'Expected settlements by business day and payment method, with what the bank paid, the fee and whether they are overdue. Filter: status.',
  permission: 'cash:approve',
  branchScoped: true,
  fields: [
    f('businessDate', 'Business date', 'يوم العمل', T.Date),
    f('method', 'Payment method', 'طريقة الدفع', T.Text),
    f('kind', 'Kind', 'النوع', T.Text),
    f('expectedIqd', 'Expected (IQD)', 'المتوقع (د.ع)', T.Money),
    f('receivedIqd', 'Received (IQD)', 'المستلم (د.ع)', T.Money),
    f('feeIqd', 'Fee (IQD)', 'العمولة (د.ع)', T.Money),
    f('status', 'Status', 'الحالة', T.Text),
    f('overdue', 'Overdue', 'متأخرة', T.Boolean),
  ],
  filters: [{ key: 'status', label: 'Status', type: T.Text, values: ['Expected', 'Matched'] }],
  rows(ctx, query, batchSize) {
    const params: unknown[] = [ctx.organizationId, query.branchId, query.from, query.to];
    const where = whereTextFilters('s.organization_id = $1 AND s.branch_id = $2 AND s.business_date BETWEEN $3 AND $4', params, query.filters, {
      status: 's.status',
    });
    return keysetBatches<KeyedRow>(
      ctx,
      {
        select: `SELECT s.id, s.business_date::text AS "businessDate", s.method_name AS method, s.kind, s.expected_iqd::bigint AS "expectedIqd",
                        s.received_iqd::bigint AS "receivedIqd", s.fee_iqd::bigint AS "feeIqd", s.status, (s.overdue_at IS NOT NULL) AS overdue
                   FROM sales_settlements s
                  WHERE ${where}`,
        params,
        orderBy: ['s.business_date', 's.id'],
        keyOf: (row) => [row.businessDate, row.id],
      },
      batchSize,
    );
  },
};

export const cashReports = [tillSessionsReport, tillMovementsReport, settlementsReport];
