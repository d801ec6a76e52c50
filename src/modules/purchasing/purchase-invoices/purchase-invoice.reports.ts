import { purchaseDocumentFilters, withPurchaseDocumentFilters } from '../shared/purchase-document.reports';
import { keysetBatches } from '../../../core/reports/keyset-batches';
import { type ReportDefinition, ReportFieldType as T, reportField as f } from '../../../core/reports/report-definition';
import { PurchaseInvoiceStatus } from './purchase-invoice.rules';

interface InvoiceRow {
  id: string;
  invoiceDate: string;
  [key: string]: unknown;
}

/** Purchase invoices of the run's branch dated in the period. */
export const purchaseInvoicesReport: ReportDefinition = {
  key: 'purchasing.invoices',
  domain: { key: 'purchasing.invoices', label: 'Purchase invoices', labelAr: 'فواتير الشراء' },
  title: 'Purchase invoices',
  titleAr: 'فواتير الشراء',
  description:
    'Purchase invoices of the branch with an invoice date in the period: supplier, total, status, approval and payment. Filters: status, supplierId.',
  permission: 'purchasing:read',
  branchScoped: true,
  fields: [
    f('invoiceDate', 'Invoice date', 'تاريخ الفاتورة', T.Date),
    f('invoiceNumber', 'Invoice number', 'رقم الفاتورة', T.Text),
    f('supplier', 'Supplier', 'المورد', T.Text),
    f('totalIqd', 'Total (IQD)', 'المجموع (د.ع)', T.Money),
    f('status', 'Status', 'الحالة', T.Text),
    f('approvedAt', 'Approved at', 'تاريخ الموافقة', T.DateTime),
    f('paidAt', 'Paid at', 'تاريخ الدفع', T.DateTime),
    f('paymentRef', 'Payment reference', 'مرجع الدفع', T.Text),
  ],
  filters: purchaseDocumentFilters(Object.values(PurchaseInvoiceStatus)),
  rows(ctx, query, batchSize) {
    const params: unknown[] = [ctx.organizationId, query.branchId, query.from, query.to];
    const where = withPurchaseDocumentFilters('i.organization_id = $1 AND i.branch_id = $2 AND i.invoice_date BETWEEN $3 AND $4', params, 'i', query.filters);
    return keysetBatches<InvoiceRow>(
      ctx,
      {
        select: `SELECT i.id, i.invoice_date::text AS "invoiceDate", i.invoice_number AS "invoiceNumber", s.name AS supplier,
                        i.total_iqd::bigint AS "totalIqd", i.status, i.approved_at AS "approvedAt", i.paid_at AS "paidAt",
                        i.payment_ref AS "paymentRef"
                   FROM purchasing_invoices i
                   LEFT JOIN purchasing_suppliers s ON s.id = i.supplier_id AND s.organization_id = i.organization_id
                  WHERE ${where}`,
        params,
        orderBy: ['i.invoice_date', 'i.id'],
        keyOf: (row) => [row.invoiceDate, row.id],
      },
      batchSize,
    );
  },
};
