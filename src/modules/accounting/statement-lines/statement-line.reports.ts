import { keysetBatches } from '../../../core/reports/keyset-batches';
import { whereTextFilters } from '../../../core/reports/report-filters';
import { type ReportDefinition, ReportFieldType as T, reportField as f } from '../../../core/reports/report-definition';
import { StatementLineStatus } from './statement-line.rules';

interface LineRow {
  id: string;
  date: string;
  [key: string]: unknown;
}

/**
 * Bank statement lines dated in the period, over the organisation's accounts. `amount` is in the
 * minor unit of the account's currency (whole dinars for IQD, cents for USD…): read it with
 * `currencyCode`.
 */
export const statementLinesReport: ReportDefinition = {
  key: 'accounting.statementLines',
  domain: { key: 'accounting.statementLines', label: 'Bank statement lines', labelAr: 'حركات كشف الحساب' },
  title: 'Bank statement lines',
  titleAr: 'حركات كشف الحساب',
  description:
    'Statement lines dated in the period with their account, amount (minor unit of the account currency: whole IQD, cents of USD…), status and match. Filters: bankAccountId, status.',
  permission: 'accounting:read',
  branchScoped: false,
  fields: [
    f('date', 'Date', 'التاريخ', T.Date),
    f('bankAccount', 'Bank account', 'الحساب المصرفي', T.Text),
    f('currencyCode', 'Currency', 'العملة', T.Text),
    f('amount', 'Amount (minor unit of the currency)', 'المبلغ (بأصغر وحدة للعملة)', T.Money),
    f('description', 'Description', 'الوصف', T.Text),
    f('reference', 'Reference', 'المرجع', T.Text),
    f('counterparty', 'Counterparty', 'الطرف الآخر', T.Text),
    f('status', 'Status', 'الحالة', T.Text),
    f('matchType', 'Match type', 'نوع المطابقة', T.Text),
    f('matchedRef', 'Matched reference', 'مرجع المطابقة', T.Text),
    f('matchLabel', 'Matched to', 'مطابق مع', T.Text),
  ],
  filters: [
    { key: 'bankAccountId', label: 'Bank account id', type: T.Text },
    { key: 'status', label: 'Status', type: T.Text, values: Object.values(StatementLineStatus) },
  ],
  rows(ctx, query, batchSize) {
    const params: unknown[] = [ctx.organizationId, query.from, query.to];
    const where = whereTextFilters('l.organization_id = $1 AND l.date BETWEEN $2 AND $3', params, query.filters, {
      bankAccountId: 'l.bank_account_id::text',
      status: 'l.status',
    });
    return keysetBatches<LineRow>(
      ctx,
      {
        select: `SELECT l.id, l.date::text AS date, a.name AS "bankAccount", a.currency_code AS "currencyCode", l.amount::bigint AS amount,
                        l.description, l.reference, l.counterparty, l.status, l.match_type AS "matchType",
                        l.matched_ref AS "matchedRef", l.match_label AS "matchLabel"
                   FROM accounting_statement_lines l
                   JOIN accounting_bank_accounts a ON a.id = l.bank_account_id AND a.organization_id = l.organization_id
                  WHERE ${where}`,
        params,
        orderBy: ['l.date', 'l.id'],
        keyOf: (row) => [row.date, row.id],
      },
      batchSize,
    );
  },
};
