import { purchaseDocumentFilters, withPurchaseDocumentFilters } from '../shared/purchase-document.reports';
import { keysetBatches } from '../../../core/reports/keyset-batches';
import { type ReportDefinition, ReportFieldType as T, reportField as f } from '../../../core/reports/report-definition';
import { PurchaseOrderStatus } from './purchase-order.rules';

interface OrderRow {
  id: string;
  createdAt: Date;
  [key: string]: unknown;
}

/** Purchase orders of the run's branch created within the period's business days. */
export const purchaseOrdersReport: ReportDefinition = {
  key: 'purchasing.orders',
  domain: { key: 'purchasing.orders', label: 'Purchase orders', labelAr: 'أوامر الشراء' },
  title: 'Purchase orders',
  titleAr: 'أوامر الشراء',
  description: 'Purchase orders of the branch created within the period (business days): supplier, expected date, total, status. Filters: status, supplierId.',
  permission: 'purchasing:read',
  branchScoped: true,
  fields: [
    f('createdAt', 'Created at', 'تاريخ الإنشاء', T.DateTime),
    f('supplier', 'Supplier', 'المورد', T.Text),
    f('expectedDate', 'Expected date', 'التاريخ المتوقع', T.Date),
    f('totalIqd', 'Total (IQD)', 'المجموع (د.ع)', T.Money),
    f('status', 'Status', 'الحالة', T.Text),
    f('approvedAt', 'Approved at', 'تاريخ الموافقة', T.DateTime),
    f('receivedAt', 'Received at', 'تاريخ الاستلام', T.DateTime),
  ],
  filters: purchaseDocumentFilters(Object.values(PurchaseOrderStatus)),
  rows(ctx, query, batchSize) {
    const params: unknown[] = [ctx.organizationId, query.branchId, query.start, query.end];
    const where = withPurchaseDocumentFilters(
      'o.organization_id = $1 AND o.branch_id = $2 AND o.created_at >= $3 AND o.created_at < $4',
      params,
      'o',
      query.filters,
    );
    return keysetBatches<OrderRow>(
      ctx,
      {
        select: `SELECT o.id, o.created_at AS "createdAt", s.name AS supplier, o.expected_date::text AS "expectedDate",
                        o.total_iqd::bigint AS "totalIqd", o.status, o.approved_at AS "approvedAt", o.received_at AS "receivedAt"
                   FROM purchasing_orders o
                   LEFT JOIN purchasing_suppliers s ON s.id = o.supplier_id AND s.organization_id = o.organization_id
                  WHERE ${where}`,
        params,
        orderBy: ['o.created_at', 'o.id'],
        keyOf: (row) => [row.createdAt, row.id],
      },
      batchSize,
    );
  },
};
