import { randomUUID } from 'node:crypto';
import type { Runtime } from '../../../core/runtime';
import { RequestContext } from '../../../core/context/request-context';
import { restorePrincipal } from '../../../core/auth/principal';
import { runSql } from '../../../core/db/run-sql';
import { serviceTransaction } from '../../../core/db/unit-of-work';
import { FileStore, type FileWriter } from '../../../core/files/file-store';
import { reportCatalog } from '../../../core/reports/report-catalog';
import { DEFAULT_REPORT_BATCH } from '../../../core/reports/keyset-batches';
import type { ReportDefinition, ReportField, ReportQuery } from '../../../core/reports/report-definition';
import { emit } from '../../../core/outbox/emit';
import { branchCalendar } from '../../identity/branches/branch-calendar';
import { businessDayBounds, DEFAULT_BUSINESS_DAY_START_HOUR, DEFAULT_TIME_ZONE } from '../../../core/time/business-day';
import { CONTENT_TYPES, exportFileName, ExportLang } from '../shared/export-format';
import { createReportWriter } from '../shared/report-writers';
import { exportJobEvents } from '../shared/exports.events';
import { ExportJob } from './export-job.entity';
import { ExportJobStatus } from './export-job.rules';
import { exportJobPayload } from './export-job.service';

/** Tuning and an observation point for tests (pausing between batches); production leaves it alone. */
export const exportRunSettings: { batchSize: number; afterBatch: ((exportJobId: string, rowsWritten: number) => Promise<void>) | null } = {
  batchSize: DEFAULT_REPORT_BATCH,
  afterBatch: null,
};

type Outcome = 'succeeded' | 'failed' | 'cancelled' | 'taken-over' | 'nothing-to-do';

class Stop extends Error {}

/**
 * One run of an export job. Crash-safe: the run claims the job with a fresh token (a Queued job,
 * or a Running one whose previous run died), removes a partial file of that earlier run, and
 * checks between batches that the job is still its own and not cancelled; every final write is
 * conditional on the token, so two runs never both finish the same job.
 */
export async function runExportJob(runtime: Runtime, exportJobId: string, touch: () => Promise<void> = async () => undefined): Promise<Outcome> {
  const sql = <R>(text: string, params: unknown[]) => runSql<R>(runtime.db.dataSource.manager, text, params);
  const write = <R>(text: string, params: unknown[]) => serviceTransaction(runtime, (uow) => runSql<R>(uow.manager, text, params));
  const token = randomUUID();
  const now = runtime.clock.now();
  const claimed = await write<{ id: string; file_id: string | null }>(
    `UPDATE export_jobs SET status = 'Running', run_token = $2, attempts = attempts + 1, rows_written = 0, error = NULL,
            started_at = COALESCE(started_at, $3), updated_at = $3
      WHERE id = $1 AND status IN ('Queued', 'Running') AND deleted_at IS NULL
      RETURNING id, file_id`,
    [exportJobId, token, now],
  );
  if (claimed.length === 0) return 'nothing-to-do';
  const store = new FileStore(runtime);
  if (claimed[0].file_id) await store.remove(claimed[0].file_id);
  const job = await runtime.db.dataSource.manager.findOneByOrFail(ExportJob, { id: exportJobId });
  const ctx = new RequestContext(runtime, restorePrincipal(job.principal), null, { transport: 'job' });
  // The rows are read on a replica that has everything committed before this run (the creator's
  // own writes included); the job's own state and the file are written on the primary.
  const replica = await ctx.readFromReplica();
  if (replica) ctx.logger.debug({ exportJobId, replica }, 'export rows read from a replica');
  let file: FileWriter | null = null;
  try {
    const report = reportCatalog.get(job.reportKey);
    if (!report) throw new Error(`The report ${job.reportKey} no longer exists.`);
    if (!ctx.can(report.permission)) throw new Error(`The creator no longer holds ${report.permission}.`);
    const fields = job.fields.map((key) => report.fields.find((field) => field.key === key)).filter((field): field is ReportField => Boolean(field));
    const calendar = await calendarOf(ctx, job.branchId);
    const fileName = exportFileName(job.reportKey, job.from, job.to, job.format);
    file = await store.create({ organizationId: job.organizationId, fileName, contentType: CONTENT_TYPES[job.format] });
    const owned = await write(`UPDATE export_jobs SET file_id = $3 WHERE id = $1 AND run_token = $2 AND status = 'Running' RETURNING id`, [
      job.id,
      token,
      file.fileId,
    ]);
    if (owned.length === 0) throw new Stop();
    const writer = createReportWriter(file, {
      format: job.format,
      lang: job.lang,
      fields,
      title: job.lang === ExportLang.Ar ? report.titleAr : report.title,
      timeZone: calendar.timeZone,
    });
    let rows = 0;
    try {
      for await (const batch of rowsOf(report, ctx, job, calendar)) {
        await writer.write(batch);
        rows += batch.length;
        const still = await write(`UPDATE export_jobs SET rows_written = $3 WHERE id = $1 AND run_token = $2 AND status = 'Running' RETURNING id`, [
          job.id,
          token,
          rows,
        ]);
        if (still.length === 0) throw new Stop();
        await touch();
        if (exportRunSettings.afterBatch) await exportRunSettings.afterBatch(job.id, rows);
      }
    } finally {
      await writer.close().catch(() => undefined);
    }
    await file.finish();
    const size = file.size;
    const expires = await sql<{ expires_at: Date }>(`SELECT expires_at FROM stored_files WHERE id = $1`, [file.fileId]);
    const done = await ctx.transaction(async (uow) => {
      const updated = await runSql<{ id: string }>(
        uow.manager,
        `UPDATE export_jobs SET status = 'Succeeded', rows_written = $3, file_name = $4, file_size = $5, expires_at = $6, finished_at = $7, updated_at = $7
          WHERE id = $1 AND run_token = $2 AND status = 'Running' RETURNING id`,
        [job.id, token, rows, fileName, size, expires[0]?.expires_at ?? null, runtime.clock.now()],
      );
      if (updated.length === 0) return false;
      await emit(uow, ctx, {
        type: exportJobEvents.types.succeeded,
        resourceId: job.id,
        data: exportJobPayload({ ...job, status: ExportJobStatus.Succeeded, rowsWritten: rows } as ExportJob),
        branchId: job.branchId,
      });
      return true;
    });
    if (!done) throw new Stop();
    return 'succeeded';
  } catch (error) {
    if (file) await store.remove(file.fileId).catch(() => undefined);
    if (error instanceof Stop) {
      const [row] = await sql<{ status: string }>(`SELECT status FROM export_jobs WHERE id = $1`, [job.id]);
      return row?.status === 'Cancelled' ? 'cancelled' : 'taken-over';
    }
    ctx.logger.warn({ err: error, exportJobId: job.id }, 'export job failed');
    const message = error instanceof Error ? error.message : String(error);
    await ctx.transaction(async (uow) => {
      const updated = await runSql<{ id: string }>(
        uow.manager,
        `UPDATE export_jobs SET status = 'Failed', error = $3, file_id = NULL, finished_at = $4, updated_at = $4
          WHERE id = $1 AND run_token = $2 AND status = 'Running' RETURNING id`,
        [job.id, token, message.slice(0, 1000), runtime.clock.now()],
      );
      if (updated.length) {
        await emit(uow, ctx, {
          type: exportJobEvents.types.failed,
          resourceId: job.id,
          data: exportJobPayload({ ...job, status: ExportJobStatus.Failed } as ExportJob),
          branchId: job.branchId,
        });
      }
    });
    return 'failed';
  }
}

interface RunCalendar {
  timeZone: string;
  dayStartHour: number;
}

/** The branch's zone and day start; without a branch, Asia/Baghdad and the organisation's hour. */
async function calendarOf(ctx: RequestContext, branchId: string | null): Promise<RunCalendar> {
  if (branchId) {
    const calendar = await branchCalendar(ctx, branchId);
    return { timeZone: calendar.timeZone, dayStartHour: calendar.dayStartHour };
  }
  const [row] = await ctx.query<{ hour: number }>(`SELECT business_day_start_hour AS hour FROM organizations WHERE id = $1`, [ctx.organizationId]);
  return { timeZone: DEFAULT_TIME_ZONE, dayStartHour: row ? Number(row.hour) : DEFAULT_BUSINESS_DAY_START_HOUR };
}

function rowsOf(report: ReportDefinition, ctx: RequestContext, job: ExportJob, calendar: RunCalendar) {
  return report.rows(ctx, queryOf(job, calendar), exportRunSettings.batchSize);
}

function queryOf(job: Pick<ExportJob, 'from' | 'to' | 'branchId' | 'filters'>, calendar: RunCalendar): ReportQuery {
  const start = businessDayBounds(job.from, calendar.timeZone, calendar.dayStartHour).start;
  const end = businessDayBounds(job.to, calendar.timeZone, calendar.dayStartHour).end;
  return { from: job.from, to: job.to, branchId: job.branchId, timeZone: calendar.timeZone, start, end, filters: job.filters };
}

/** The query a run of the period would answer (the branch's calendar), for a report's pending and mailSummary hooks. */
export async function reportQueryFor(ctx: RequestContext, job: Pick<ExportJob, 'from' | 'to' | 'branchId' | 'filters'>): Promise<ReportQuery> {
  return queryOf(job, await calendarOf(ctx, job.branchId));
}
