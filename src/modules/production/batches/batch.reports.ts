import { keysetBatches } from '../../../core/reports/keyset-batches';
import { whereTextFilters } from '../../../core/reports/report-filters';
import { type ReportDefinition, ReportFieldType as T, reportField as f } from '../../../core/reports/report-definition';
import { BATCH_STATUSES } from './batch.rules';

/** The branch's production batches of the period's business days (deleted ones left out). */
export const batchesReport: ReportDefinition = {
  key: 'production.batches',
  domain: { key: 'production.batches', label: 'Production batches', labelAr: 'دفعات الإنتاج' },
  title: 'Production batches',
  titleAr: 'دفعات الإنتاج',
  description: "Batches of the run's branch with a business date in the period, by date. Filter: status.",
  permission: 'production:read',
  branchScoped: true,
  fields: [
    f('businessDate', 'Business date', 'يوم العمل', T.Date),
    f('status', 'Status', 'الحالة', T.Text),
    f('chickenItem', 'Chicken item', 'صنف الدجاج', T.Text),
    f('chickenCount', 'Chickens', 'عدد الدجاج', T.Integer),
    f('meatItem', 'Meat item', 'صنف اللحم', T.Text),
    f('meatKg', 'Meat (kg)', 'اللحم (كغ)', T.Decimal),
    f('riceItem', 'Rice item', 'صنف الرز', T.Text),
    f('rawRiceKg', 'Raw rice (kg)', 'الرز النيء (كغ)', T.Decimal),
    f('cookedRiceMultiplier', 'Cooked rice multiplier', 'معامل الرز المطبوخ', T.Decimal),
    f('reservedRiceDirectSaleKg', 'Rice reserved for direct sale (kg)', 'رز محجوز للبيع المباشر (كغ)', T.Decimal),
    f('notes', 'Notes', 'ملاحظات', T.Text),
    f('closedAt', 'Closed at', 'تاريخ الإغلاق', T.DateTime),
  ],
  filters: [{ key: 'status', label: 'Status', type: T.Text, values: BATCH_STATUSES }],
  rows(ctx, query, batchSize) {
    const params: unknown[] = [ctx.organizationId, query.branchId, query.from, query.to];
    const where = whereTextFilters(
      'b.organization_id = $1 AND b.branch_id = $2 AND b.deleted_at IS NULL AND b.business_date BETWEEN $3 AND $4',
      params,
      query.filters,
      { status: 'b.status' },
    );
    return keysetBatches<{ id: string; businessDate: string }>(
      ctx,
      {
        select: `SELECT b.id, b.business_date::text AS "businessDate", b.status, ci.name AS "chickenItem", b.chicken_count AS "chickenCount",
                        mi.name AS "meatItem", b.meat_kg::float8 AS "meatKg", ri.name AS "riceItem", b.raw_rice_kg::float8 AS "rawRiceKg",
                        b.cooked_rice_multiplier::float8 AS "cookedRiceMultiplier",
                        b.reserved_rice_direct_sale_kg::float8 AS "reservedRiceDirectSaleKg", b.notes, b.closed_at AS "closedAt"
                   FROM production_batches b
                   LEFT JOIN catalog_inventory_items ci ON ci.id = b.chicken_item_id
                   LEFT JOIN catalog_inventory_items mi ON mi.id = b.meat_item_id
                   LEFT JOIN catalog_inventory_items ri ON ri.id = b.rice_item_id
                  WHERE ${where}`,
        params,
        orderBy: ['b.business_date', 'b.id'],
        keyOf: (row) => [row.businessDate, row.id],
      },
      batchSize,
    );
  },
};
