import { whereTextFilters } from '../../../core/reports/report-filters';
import { type ReportFilter, type ReportFilterValue, ReportFieldType as T } from '../../../core/reports/report-definition';

/** The filters both purchase document reports (orders, invoices) accept: a status of the document's own vocabulary and a supplier. */
export function purchaseDocumentFilters(statuses: readonly string[]): ReportFilter[] {
  return [
    { key: 'status', label: 'Status', type: T.Text, values: [...statuses] },
    { key: 'supplierId', label: 'Supplier id', type: T.Text },
  ];
}

/**
 * Appends the status and supplier conditions of `purchaseDocumentFilters` to a report's WHERE clause,
 * pushing their values onto `params` so the placeholders stay numbered in order.
 */
export function withPurchaseDocumentFilters(where: string, params: unknown[], alias: string, filters: Readonly<Record<string, ReportFilterValue>>): string {
  return whereTextFilters(where, params, filters, { status: `${alias}.status`, supplierId: `${alias}.supplier_id::text` });
}
