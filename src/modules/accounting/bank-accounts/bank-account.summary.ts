import { Field, Int, ObjectType } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';

@ObjectType('BankAccountLineCounts', { simpleResolvers: true, description: 'Statement lines of the account by status.' })
export class BankAccountLineCounts {
  @Field(() => Int, { description: 'Lines still Unmatched.' }) unmatched!: number;
  @Field(() => Int, { description: 'Lines Matched.' }) matched!: number;
  @Field(() => Int, { description: 'Lines Excluded.' }) excluded!: number;
  @Field(() => Int, { description: 'All lines of the account.' }) total!: number;
}

export interface BankAccountSummary {
  counts: BankAccountLineCounts;
  lastStatementDate: string | null;
  lastImportedAt: Date | null;
}

interface SummaryRow {
  bank_account_id: string;
  unmatched: string;
  matched: string;
  excluded: string;
  last_date: string | null;
  last_import: Date | null;
}

/**
 * Line counts and last statement date of many accounts in one grouped query per request (a
 * DataLoader), so a list of accounts costs one extra query whatever its length.
 */
export function bankAccountSummary(ctx: RequestContext, bankAccountId: string): Promise<BankAccountSummary> {
  const loader = ctx.loaders.get<string, BankAccountSummary>('accounting.bank-account-summary', async (ids) => {
    const rows = await ctx.query<SummaryRow>(
      `SELECT a.id AS bank_account_id,
              COUNT(l.id) FILTER (WHERE l.status = 'Unmatched') AS unmatched,
              COUNT(l.id) FILTER (WHERE l.status = 'Matched') AS matched,
              COUNT(l.id) FILTER (WHERE l.status = 'Excluded') AS excluded,
              to_char(MAX(l.date), 'YYYY-MM-DD') AS last_date,
              (SELECT MAX(i.created_at) FROM accounting_statement_imports i WHERE i.bank_account_id = a.id) AS last_import
         FROM accounting_bank_accounts a
         LEFT JOIN accounting_statement_lines l ON l.bank_account_id = a.id
        WHERE a.organization_id = $1 AND a.id = ANY($2::uuid[])
        GROUP BY a.id`,
      [ctx.organizationId, [...ids]],
    );
    const byId = new Map(rows.map((row) => [row.bank_account_id, row]));
    return ids.map((id) => {
      const row = byId.get(id);
      const counts = Object.assign(new BankAccountLineCounts(), {
        unmatched: Number(row?.unmatched ?? 0),
        matched: Number(row?.matched ?? 0),
        excluded: Number(row?.excluded ?? 0),
        total: 0,
      });
      counts.total = counts.unmatched + counts.matched + counts.excluded;
      const lastImport = row?.last_import ?? null;
      return { counts, lastStatementDate: row?.last_date ?? null, lastImportedAt: lastImport === null ? null : new Date(lastImport) };
    });
  });
  return loader.load(bankAccountId);
}
