import { keysetBatches } from '../../../core/reports/keyset-batches';
import { whereTextFilters } from '../../../core/reports/report-filters';
import { type ReportDefinition, ReportFieldType as T, reportField as f } from '../../../core/reports/report-definition';
import { INVENTORY_KIND_WORDS_AR, INVENTORY_UNIT_WORDS_AR } from '../../catalog/inventory-items/inventory-item.rules';
import { readableBranchCondition } from '../../identity/branches/branch-coverage';
import { InventoryMovementKind, MOVEMENT_KIND_WORDS_AR, SOURCE_KIND_WORDS_AR } from '../shared/inventory-vocabulary';
import { TransferStatus } from '../transfers/transfer.rules';

const TRANSFER_STATUS_WORDS_AR: Readonly<Record<TransferStatus, string>> = { Draft: 'مسودة', Sent: 'في الطريق', Received: 'مستلم', Cancelled: 'ملغى' };

/** Every branch the caller reads, or the one named by the `branchId` filter (compared as text: a malformed id matches nothing). */
const BRANCH_FILTER = { key: 'branchId', label: 'Branch', type: T.Text };

/** Stock on hand and value per branch and item (the balances now; the period is not used). */
export const stockOnHandReport: ReportDefinition = {
  key: 'inventory.stockOnHand',
  domain: { key: 'inventory.stockOnHand', label: 'Stock on hand', labelAr: 'المخزون المتوفر' },
  title: 'Stock on hand and value',
  titleAr: 'المخزون المتوفر وقيمته',
  description:
    'Every item with a balance at every branch the caller reads (filter branchId for one): branch, on hand, moving-average cost, value, par level. The balances at the time of the run.',
  permission: 'inventory:read',
  branchScoped: false,
  fields: [
    f('branch', 'Branch', 'الفرع', T.Text),
    f('item', 'Item', 'الصنف', T.Text),
    f('itemAr', 'Item (Arabic)', 'الصنف (عربي)', T.Text),
    f('kind', 'Kind', 'النوع', T.Text, { valuesAr: INVENTORY_KIND_WORDS_AR }),
    f('unit', 'Unit', 'الوحدة', T.Text, { valuesAr: INVENTORY_UNIT_WORDS_AR }),
    f('onHand', 'On hand', 'الكمية المتوفرة', T.Decimal),
    f('avgCostIqd', 'Average cost (IQD)', 'متوسط الكلفة (دينار)', T.Money),
    f('valueIqd', 'Value (IQD)', 'القيمة (دينار)', T.Money),
    f('parLevel', 'Par level', 'الحد الأدنى', T.Decimal),
    f('belowPar', 'Below par', 'دون الحد الأدنى', T.Boolean),
  ],
  filters: [BRANCH_FILTER],
  rows(ctx, query, batchSize) {
    const params: unknown[] = [ctx.organizationId];
    const where = whereTextFilters(`b.organization_id = $1 AND ${readableBranchCondition(ctx, 'b.branch_id', params)}`, params, query.filters, {
      branchId: 'b.branch_id::text',
    });
    return keysetBatches<{ sortKey: string; key: string }>(
      ctx,
      {
        select: `SELECT * FROM (
                   SELECT b.branch_id::text || ':' || b.inventory_item_id::text AS key, br.name || ' / ' || i.name AS "sortKey", br.name AS branch,
                          i.name AS item, i.name_ar AS "itemAr", i.kind, i.unit, b.on_hand_milli::float8 / 1000 AS "onHand",
                          b.avg_cost_iqd::float8 AS "avgCostIqd", b.value_iqd::float8 AS "valueIqd", b.par_level_milli::float8 / 1000 AS "parLevel",
                          (b.par_level_milli IS NOT NULL AND b.on_hand_milli < b.par_level_milli) AS "belowPar"
                     FROM inventory_balances b JOIN catalog_inventory_items i ON i.id = b.inventory_item_id JOIN branches br ON br.id = b.branch_id
                    WHERE ${where}) v WHERE true`,
        params,
        orderBy: ['v."sortKey"', 'v.key'],
        keyOf: (row) => [row.sortKey, row.key],
      },
      batchSize,
    );
  },
};

/** Movements of the period's business days at every branch the caller reads, with their sources. */
export const movementsReport: ReportDefinition = {
  key: 'inventory.movements',
  domain: { key: 'inventory.movements', label: 'Stock movements', labelAr: 'حركات المخزون' },
  title: 'Stock movements',
  titleAr: 'حركات المخزون',
  description:
    'Every movement with a business date in the period at every branch the caller reads, in posting order, with its branch and source. Filters: kind, branchId.',
  permission: 'inventory:read',
  branchScoped: false,
  fields: [
    f('businessDate', 'Business date', 'يوم العمل', T.Date),
    f('branch', 'Branch', 'الفرع', T.Text),
    f('item', 'Item', 'الصنف', T.Text),
    f('kind', 'Kind', 'النوع', T.Text, { valuesAr: MOVEMENT_KIND_WORDS_AR }),
    f('quantity', 'Quantity', 'الكمية', T.Decimal),
    f('unitCostIqd', 'Unit cost (IQD)', 'كلفة الوحدة (دينار)', T.Money),
    f('valueIqd', 'Value (IQD)', 'القيمة (دينار)', T.Money),
    f('onHandAfter', 'On hand after', 'المتوفر بعدها', T.Decimal),
    f('sourceKind', 'Source', 'المصدر', T.Text, { valuesAr: SOURCE_KIND_WORDS_AR }),
    f('sourceId', 'Source id', 'معرف المصدر', T.Text),
    f('sourceLine', 'Source line', 'سطر المصدر', T.Text),
    f('reason', 'Reason', 'السبب', T.Text),
    f('createdAt', 'Posted at', 'وقت التسجيل', T.DateTime),
  ],
  filters: [{ key: 'kind', label: 'Kind', type: T.Text, values: Object.values(InventoryMovementKind) }, BRANCH_FILTER],
  rows(ctx, query, batchSize) {
    const params: unknown[] = [ctx.organizationId, query.from, query.to];
    const where = whereTextFilters(
      `m.organization_id = $1 AND m.business_date BETWEEN $2 AND $3 AND ${readableBranchCondition(ctx, 'm.branch_id', params)}`,
      params,
      query.filters,
      { kind: 'm.kind', branchId: 'm.branch_id::text' },
    );
    return keysetBatches<{ businessDate: string; seq: string }>(
      ctx,
      {
        select: `SELECT m.seq, m.business_date::text AS "businessDate", br.name AS branch, i.name AS item, m.kind, m.quantity_milli::float8 / 1000 AS quantity,
                        m.unit_cost_iqd::float8 AS "unitCostIqd", m.value_iqd::float8 AS "valueIqd", m.on_hand_after_milli::float8 / 1000 AS "onHandAfter",
                        m.source_kind AS "sourceKind", m.source_id::text AS "sourceId", m.source_line AS "sourceLine", m.reason, m.created_at AS "createdAt"
                   FROM inventory_movements m JOIN catalog_inventory_items i ON i.id = m.inventory_item_id JOIN branches br ON br.id = m.branch_id
                  WHERE ${where}`,
        params,
        orderBy: ['m.business_date', 'm.seq'],
        keyOf: (row) => [row.businessDate, row.seq],
      },
      batchSize,
    );
  },
};

/** Transfers from or to the run's branch sent or received in the period (business dates), one row per line. */
export const transfersReport: ReportDefinition = {
  key: 'inventory.transfers',
  domain: { key: 'inventory.transfers', label: 'Stock transfers', labelAr: 'تحويلات المخزون' },
  title: 'Stock transfers',
  titleAr: 'تحويلات المخزون',
  description:
    "Lines of the transfers from or to the run's branch sent or received on a business date of the period: sent, received, shortfall and its value. Filter: status.",
  permission: 'inventory:read',
  branchScoped: true,
  fields: [
    f('sentDate', 'Sent on', 'تاريخ الإرسال', T.Date),
    f('receivedDate', 'Received on', 'تاريخ الاستلام', T.Date),
    f('status', 'Status', 'الحالة', T.Text, { valuesAr: TRANSFER_STATUS_WORDS_AR }),
    f('fromBranch', 'From', 'من', T.Text),
    f('toBranch', 'To', 'إلى', T.Text),
    f('item', 'Item', 'الصنف', T.Text),
    f('quantity', 'Sent', 'المرسل', T.Decimal),
    f('sentValueIqd', 'Sent value (IQD)', 'قيمة المرسل (دينار)', T.Money),
    f('receivedQuantity', 'Received', 'المستلم', T.Decimal),
    f('shortQuantity', 'Short', 'النقص', T.Decimal),
    f('shortValueIqd', 'Shortfall value (IQD)', 'قيمة النقص (دينار)', T.Money),
  ],
  filters: [{ key: 'status', label: 'Status', type: T.Text, values: Object.values(TransferStatus) }],
  rows(ctx, query, batchSize) {
    const params: unknown[] = [ctx.organizationId, query.branchId, query.from, query.to];
    const where = whereTextFilters(
      't.organization_id = $1 AND (t.from_branch_id = $2 OR t.to_branch_id = $2) AND (t.sent_date BETWEEN $3 AND $4 OR t.received_date BETWEEN $3 AND $4)',
      params,
      query.filters,
      { status: 't.status' },
    );
    return keysetBatches<{ sentDate: string; key: string }>(
      ctx,
      {
        select: `SELECT * FROM (
                   SELECT t.id::text || ':' || lpad(l.n::text, 6, '0') AS key, t.sent_date::text AS "sentDate", t.received_date::text AS "receivedDate", t.status, fb.name AS "fromBranch", tb.name AS "toBranch",
                          i.name AS item, (l.line->>'quantity')::float8 AS quantity, (l.line->>'sentValueIqd')::float8 AS "sentValueIqd",
                          (l.line->>'receivedQuantity')::float8 AS "receivedQuantity", (l.line->>'shortQuantity')::float8 AS "shortQuantity",
                          (l.line->>'shortValueIqd')::float8 AS "shortValueIqd"
                     FROM inventory_transfers t
                     CROSS JOIN LATERAL jsonb_array_elements(t.lines) WITH ORDINALITY AS l(line, n)
                     JOIN branches fb ON fb.id = t.from_branch_id JOIN branches tb ON tb.id = t.to_branch_id
                     LEFT JOIN catalog_inventory_items i ON i.id = (l.line->>'inventoryItemId')::uuid
                    WHERE ${where}) v WHERE true`,
        params,
        orderBy: ['v."sentDate"', 'v.key'],
        keyOf: (row) => [row.sentDate, row.key],
      },
      batchSize,
    );
  },
};

/** Lines of the approved counts of the period at every branch the caller reads: expected, counted, difference and its value. */
export const countVariancesReport: ReportDefinition = {
  key: 'inventory.countVariances',
  domain: { key: 'inventory.countVariances', label: 'Count variances', labelAr: 'فروقات الجرد' },
  title: 'Stock count variances',
  titleAr: 'فروقات جرد المخزون',
  description:
    'Every line of the approved counts with a business date in the period at every branch the caller reads: branch, expected, counted, difference and its value in IQD. Filter: branchId.',
  permission: 'inventory:read',
  branchScoped: false,
  fields: [
    f('businessDate', 'Business date', 'يوم العمل', T.Date),
    f('branch', 'Branch', 'الفرع', T.Text),
    f('item', 'Item', 'الصنف', T.Text),
    f('expectedQuantity', 'Expected', 'المتوقع', T.Decimal),
    f('countedQuantity', 'Counted', 'المعدود', T.Decimal),
    f('differenceQuantity', 'Difference', 'الفرق', T.Decimal),
    f('differenceValueIqd', 'Difference value (IQD)', 'قيمة الفرق (دينار)', T.Money),
  ],
  filters: [BRANCH_FILTER],
  rows(ctx, query, batchSize) {
    const params: unknown[] = [ctx.organizationId, query.from, query.to];
    const where = whereTextFilters(
      `c.organization_id = $1 AND c.status = 'Approved' AND c.business_date BETWEEN $2 AND $3 AND ${readableBranchCondition(ctx, 'c.branch_id', params)}`,
      params,
      query.filters,
      { branchId: 'c.branch_id::text' },
    );
    return keysetBatches<{ businessDate: string; key: string }>(
      ctx,
      {
        select: `SELECT * FROM (
                   SELECT c.id::text || ':' || lpad(l.n::text, 6, '0') AS key, c.business_date::text AS "businessDate", br.name AS branch, i.name AS item,
                          (l.line->>'expectedQuantity')::float8 AS "expectedQuantity", (l.line->>'countedQuantity')::float8 AS "countedQuantity",
                          (l.line->>'differenceQuantity')::float8 AS "differenceQuantity", (l.line->>'differenceValueIqd')::float8 AS "differenceValueIqd"
                     FROM inventory_counts c
                     CROSS JOIN LATERAL jsonb_array_elements(c.lines) WITH ORDINALITY AS l(line, n)
                     JOIN branches br ON br.id = c.branch_id
                     LEFT JOIN catalog_inventory_items i ON i.id = (l.line->>'inventoryItemId')::uuid
                    WHERE ${where}) v WHERE true`,
        params,
        orderBy: ['v."businessDate"', 'v.key'],
        keyOf: (row) => [row.businessDate, row.key],
      },
      batchSize,
    );
  },
};

export const inventoryReports: ReportDefinition[] = [stockOnHandReport, movementsReport, transfersReport, countVariancesReport];
