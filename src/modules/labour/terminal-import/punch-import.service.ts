import type { RequestContext } from '../../../core/context/request-context';
import { recordAudit } from '../../../core/audit/record-audit';
import { runSql } from '../../../core/db/run-sql';
import { notFound, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { listSortFields } from '../../../core/lists/sort-fields';
import { emit } from '../../../core/outbox/emit';
import { staffBranchScope } from '../../hr/shared/hr-access';
import { branchCalendar } from '../../identity/branches/branch-calendar';
import { isBusinessDayLocked } from '../../settings/period-lock/period-lock.rules';
import { rosterBranch } from '../labour-access';
import { punchEvents } from '../labour.events';
import { PunchSource } from '../rules/punch.rules';
import { parseTerminalFile, placeRows, sameTerminalPunch, TerminalFormat } from '../rules/terminal-import.rules';
import { Punch } from '../punches/punch.entity';
import { PunchImport } from './punch-import.entity';
import type { ImportTerminalPunchesInput } from './punch-import.inputs';

const SORT_COLUMNS = { createdAt: 'i.created_at' } as const;
export const punchImportsSort = listSortFields('punchImports', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);

/** At most this many rows in one file (a month of a 600-employee organisation's four scans a day fits). */
export const MAX_TERMINAL_ROWS = 100_000;

/**
 * Terminal imports (docs/labour.md, "Terminal imports"): a file's rows become the branch's
 * punches (source Terminal), employees matched by attendance code, each row de-duplicated against
 * the punches already stored (same employee within a minute), in one transaction with the report.
 */
export class PunchImportService {
  async list(ctx: RequestContext, list: ListArgs | undefined, branchId: string | undefined | null): Promise<PageResult<PunchImport>> {
    const window = resolveListWindow(list, punchImportsSort.fields, { sort: 'createdAt', dir: 'desc' });
    const query = ctx.db
      .getRepository(PunchImport)
      .createQueryBuilder('i')
      .where('i.organization_id = :organizationId', { organizationId: ctx.organizationId });
    const scope = await staffBranchScope(ctx);
    if (scope !== null) query.andWhere('i.branch_id = ANY(CAST(:scope AS uuid[]))', { scope });
    if (branchId) query.andWhere('i.branch_id = :branchId', { branchId });
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('i.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<PunchImport> {
    const row = await ctx.db.findOne(PunchImport, { where: { id, organizationId: ctx.organizationId } });
    if (!row) throw notFound('Punch import');
    await rosterBranch(ctx.db, ctx, row.branchId, null);
    return row;
  }

  async import(ctx: RequestContext, input: ImportTerminalPunchesInput): Promise<PunchImport> {
    return ctx.transaction(async (uow) => {
      const branch = await rosterBranch(uow.manager, ctx, input.branchId, 'branchId');
      const parsed = parseTerminalFile(input.content, input.format ?? TerminalFormat.Auto);
      if (parsed.rows.length === 0) throw validationError({ content: ['has no attendance rows (code and time)'] });
      if (parsed.rows.length > MAX_TERMINAL_ROWS) throw validationError({ content: [`has more than ${MAX_TERMINAL_ROWS} rows; split the file`] });
      // One import of a branch at a time: two imports of one file cannot both pass the duplicate check.
      await runSql(uow.manager, 'SELECT pg_advisory_xact_lock(hashtext($1))', [`labour-punch-import:${branch.id}`]);
      const codes = [...new Set(parsed.rows.map((row) => row.code))];
      const matched = await runSql<{ employee_id: string; attendance_code: string }>(
        uow.manager,
        `SELECT c.employee_id, c.attendance_code FROM labour_employee_clock c JOIN hr_employees e ON e.id = c.employee_id AND e.deleted_at IS NULL
          WHERE c.organization_id = $1 AND c.attendance_code = ANY($2::text[])`,
        [ctx.organizationId, codes],
      );
      const employeeOf = new Map(matched.map((row) => [row.attendance_code, row.employee_id]));
      const unknownCodes = codes.filter((code) => !employeeOf.has(code)).sort();
      const known = parsed.rows.filter((row) => employeeOf.has(row.code));
      const { placed, duplicates: inFile } = placeRows(known, branch.timeZone);

      const invalidRows = [...parsed.invalid];
      const existing = new Map<string, Date[]>();
      if (placed.length) {
        const times = placed.map((row) => row.occurredAt.getTime());
        const stored = await runSql<{ employee_id: string; occurred_at: Date }>(
          uow.manager,
          `SELECT employee_id, occurred_at FROM labour_punches
            WHERE organization_id = $1 AND employee_id = ANY($2::uuid[]) AND voided_at IS NULL AND occurred_at > $3 AND occurred_at < $4`,
          [
            ctx.organizationId,
            [...new Set(placed.map((row) => employeeOf.get(row.code)!))],
            new Date(Math.min(...times) - 60_000),
            new Date(Math.max(...times) + 60_000),
          ],
        );
        for (const row of stored) existing.set(row.employee_id, [...(existing.get(row.employee_id) ?? []), new Date(row.occurred_at)]);
      }
      const calendar = await branchCalendar(ctx, branch.id);
      const [lock] = await runSql<{ locked_through: string | null }>(
        uow.manager,
        "SELECT to_char(locked_through, 'YYYY-MM-DD') AS locked_through FROM settings_period_locks WHERE branch_id = $1 AND organization_id = $2 FOR SHARE",
        [branch.id, ctx.organizationId],
      );
      const report = uow.manager.create(PunchImport, {
        organizationId: ctx.organizationId,
        branchId: branch.id,
        format: parsed.format,
        fileName: input.fileName?.trim() || null,
        rowCount: parsed.rows.length + parsed.invalid.length,
        imported: 0,
        duplicates: inFile.length,
        unknownCodes,
        unknownRows: parsed.rows.length - known.length,
        unknownLines: parsed.rows.filter((row) => !employeeOf.has(row.code)).map((row) => `line ${row.line}: code ${row.code}`),
        firstBusinessDate: null,
        lastBusinessDate: null,
        invalidRows,
        importedBy: ctx.actorId,
      });
      await uow.manager.insert(PunchImport, report);
      const now = ctx.now();
      const punches: Punch[] = [];
      for (const row of placed) {
        const employeeId = employeeOf.get(row.code)!;
        const seen = existing.get(employeeId) ?? [];
        if (seen.some((at) => sameTerminalPunch(at, row.occurredAt))) {
          report.duplicates++;
          continue;
        }
        const businessDate = calendar.businessDateOf(row.occurredAt);
        if (isBusinessDayLocked(businessDate, lock?.locked_through)) {
          invalidRows.push(`line ${row.line}: the business day ${businessDate} is locked`);
          continue;
        }
        seen.push(row.occurredAt);
        existing.set(employeeId, seen);
        punches.push(
          uow.manager.create(Punch, {
            organizationId: ctx.organizationId,
            branchId: branch.id,
            employeeId,
            kind: row.kind,
            occurredAt: row.occurredAt,
            businessDate,
            recordedAt: now,
            source: PunchSource.Terminal,
            deviceId: null,
            deviceKey: null,
            photoFileId: null,
            importId: report.id,
            recordedBy: ctx.actorId,
            originalKind: null,
            originalOccurredAt: null,
            correctedAt: null,
            correctedBy: null,
            correctionReason: null,
            voidedAt: null,
            voidedBy: null,
            voidReason: null,
          }),
        );
      }
      for (let i = 0; i < punches.length; i += 500) await uow.manager.insert(Punch, punches.slice(i, i + 500));
      for (const punch of punches) {
        await emit(uow, ctx, {
          type: punchEvents.types.recorded,
          resourceId: punch.id,
          data: {
            id: punch.id,
            branchId: punch.branchId,
            employeeId: punch.employeeId,
            kind: punch.kind,
            occurredAt: punch.occurredAt.toISOString(),
            businessDate: punch.businessDate,
            source: punch.source,
            deviceId: null,
          },
          branchId: punch.branchId,
        });
      }
      const dates = punches.map((punch) => punch.businessDate).sort();
      report.imported = punches.length;
      report.invalidRows = invalidRows;
      report.firstBusinessDate = dates[0] ?? null;
      report.lastBusinessDate = dates.at(-1) ?? null;
      await uow.manager.update(
        PunchImport,
        { id: report.id },
        {
          imported: report.imported,
          duplicates: report.duplicates,
          invalidRows,
          firstBusinessDate: report.firstBusinessDate,
          lastBusinessDate: report.lastBusinessDate,
        },
      );
      await recordAudit(uow, ctx, {
        entityType: 'punch-import',
        entityId: report.id,
        action: 'imported',
        changes: { fileName: report.fileName, imported: report.imported, duplicates: report.duplicates, unknownCodes },
        branchId: branch.id,
      });
      return report;
    });
  }
}

export const punchImportService = new PunchImportService();
