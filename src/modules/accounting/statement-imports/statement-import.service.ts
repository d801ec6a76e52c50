import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { conflict, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { bankAccountService } from '../bank-accounts/bank-account.service';
import { currencyDigits } from '../bank-accounts/currencies';
import { StatementLineStatus } from '../statement-lines/statement-line.rules';
import { StatementImport } from './statement-import.entity';
import { statementImportEvents, statementImportPayload } from './statement-import.events';
import { type ParsedStatementLine, parseStatementCsv } from './statement-csv';
import { fingerprintLines } from './statement-fingerprint';
import { listSortFields } from '../../../core/lists/sort-fields';
import { runSql } from '../../../core/db/run-sql';

const SORT_COLUMNS = { createdAt: 'i.created_at', dateTo: 'i.date_to' } as const;
export const statementImportsSort = listSortFields('statementImports', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = statementImportsSort.fields;
/** Rows per INSERT (12 parameters a row, well under PostgreSQL's 65,535). */
const INSERT_BATCH = 2000;

export class StatementImportService {
  /**
   * Parses the whole file first (422 keyed `line N`, nothing written), then inserts its lines in
   * batches of multi-row INSERT … ON CONFLICT DO NOTHING on (account, fingerprint): lines an
   * earlier import holds are skipped and counted. Lines dated on or before the branch's period
   * lock are imported too (they only record what the bank did); moving them is refused.
   */
  async import(ctx: RequestContext, bankAccountId: string, csv: string): Promise<StatementImport> {
    return ctx.transaction(async (uow) => {
      const account = await bankAccountService.lock(uow.manager, ctx, bankAccountId);
      if (!account.active) throw conflict('The bank account is inactive; activate it before importing statements.');
      const parsed = parseStatementCsv(csv, currencyDigits(account.currencyCode));
      if (!parsed.ok) throw validationError(parsed.errors, 'The statement file has errors; nothing was imported.');
      const dates = parsed.lines.map((line) => line.date).sort();
      const principal = ctx.requirePrincipal();
      const record = Object.assign(new StatementImport(), {
        organizationId: ctx.organizationId,
        bankAccountId,
        linesRead: parsed.lines.length,
        linesCreated: 0,
        duplicatesSkipped: 0,
        dateFrom: dates[0],
        dateTo: dates[dates.length - 1],
        fileSha256: createHash('sha256').update(csv).digest('hex'),
        importedBy: principal.userId ?? null,
        importedByApiKey: principal.apiKeyId ?? null,
      });
      await uow.manager.insert(StatementImport, record);
      record.linesCreated = await insertLines(uow.manager, ctx.organizationId, bankAccountId, record.id, parsed.lines);
      record.duplicatesSkipped = record.linesRead - record.linesCreated;
      await runSql(uow.manager, 'UPDATE accounting_statement_imports SET lines_created = $1, duplicates_skipped = $2 WHERE id = $3', [
        record.linesCreated,
        record.duplicatesSkipped,
        record.id,
      ]);
      await recordAudit(uow, ctx, {
        entityType: 'bank-account',
        entityId: bankAccountId,
        action: 'statement-imported',
        changes: statementImportPayload(record),
        branchId: account.branchId,
      });
      await emit(uow, ctx, {
        type: statementImportEvents.types.completed,
        resourceId: record.id,
        data: statementImportPayload(record),
        branchId: account.branchId,
      });
      return record;
    });
  }

  async list(ctx: RequestContext, bankAccountId: string, list: ListArgs | undefined): Promise<PageResult<StatementImport>> {
    await bankAccountService.get(ctx, bankAccountId);
    const window = resolveListWindow(list, SORTABLE, { sort: 'createdAt', dir: 'desc' });
    const query = ctx.db
      .getRepository(StatementImport)
      .createQueryBuilder('i')
      .where('i.organization_id = :org AND i.bank_account_id = :bankAccountId', { org: ctx.organizationId, bankAccountId });
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('i.id', 'ASC'), window);
  }
}

async function insertLines(
  manager: EntityManager,
  organizationId: string,
  bankAccountId: string,
  importId: string,
  lines: ParsedStatementLine[],
): Promise<number> {
  const prints = fingerprintLines(bankAccountId, lines);
  let created = 0;
  for (let start = 0; start < lines.length; start += INSERT_BATCH) {
    const params: unknown[] = [organizationId, bankAccountId, importId, StatementLineStatus.Unmatched];
    const values: string[] = [];
    for (let index = start; index < Math.min(lines.length, start + INSERT_BATCH); index += 1) {
      const line = lines[index];
      const base = params.length;
      params.push(
        line.date,
        line.amount,
        line.balance,
        line.description,
        line.reference,
        line.counterparty,
        prints[index].fingerprint,
        prints[index].occurrence,
      );
      values.push(
        `($1, $2, $3, $4, $${base + 1}::date, $${base + 2}::bigint, $${base + 3}::bigint, $${base + 4}, $${base + 5}, $${base + 6}, $${base + 7}, $${base + 8}::int)`,
      );
    }
    const rows = await runSql(
      manager,
      `INSERT INTO accounting_statement_lines
         (organization_id, bank_account_id, import_id, status, date, amount, balance, description, reference, counterparty, fingerprint, occurrence)
       VALUES ${values.join(', ')}
       ON CONFLICT (bank_account_id, fingerprint) DO NOTHING
       RETURNING id`,
      params,
    );
    created += rows.length;
  }
  return created;
}

export const statementImportService = new StatementImportService();
