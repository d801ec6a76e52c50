import type { Runtime } from '../../../core/runtime';
import { serviceTransaction } from '../../../core/db/unit-of-work';
import { RequestContext } from '../../../core/context/request-context';
import { restorePrincipal } from '../../../core/auth/principal';
import { reportCatalog } from '../../../core/reports/report-catalog';
import { mailTransport } from '../../../core/mail/mail-transport';
import type { MailMessage } from '../../../core/mail/mail-message';
import { emit } from '../../../core/outbox/emit';
import { ExportJob } from '../export-jobs/export-job.entity';
import { ExportJobKind, ExportJobStatus } from '../export-jobs/export-job.rules';
import { reportQueryFor, runExportJob } from '../export-jobs/export-job.runner';
import { CONTENT_TYPES, ExportLang } from '../shared/export-format';
import { reportSubscriptionEvents } from '../shared/exports.events';
import { ReportSubscription } from './report-subscription.entity';
import { MAX_ATTACHMENT_BYTES } from './report-subscription.rules';
import { subscriptionPayload } from './report-subscription.service';

export const DELIVER_SUBSCRIPTION_JOB = 'exports.subscriptions.deliver';

/**
 * Produces the report of one period as an export job (kind Subscription, the creator's
 * permissions) and mails it. Idempotent: a period already delivered is skipped, and a retry reuses
 * the period's export. Failures are written to the subscription (lastRunAt, lastError) and
 * rethrown so the job queue retries.
 */
export async function deliverSubscription(
  runtime: Runtime,
  period: { subscriptionId: string; from: string; to: string },
  touch: () => Promise<void>,
): Promise<'sent' | 'empty' | 'skipped'> {
  const manager = runtime.db.dataSource.manager;
  const subscription = await manager.findOne(ReportSubscription, { where: { id: period.subscriptionId } });
  if (!subscription || !subscription.active || subscription.deletedAt) return 'skipped';
  if (subscription.lastPeriodTo && subscription.lastPeriodTo >= period.to) return 'skipped';
  const ctx = new RequestContext(runtime, restorePrincipal(subscription.principal), null, { transport: 'job' });
  try {
    const report = reportCatalog.get(subscription.reportKey);
    if (!report) throw new Error(`The report ${subscription.reportKey} no longer exists.`);
    if (!ctx.can(report.permission)) throw new Error(`The creator no longer holds ${report.permission}.`);
    const query = await reportQueryFor(ctx, { from: period.from, to: period.to, branchId: subscription.branchId, filters: {} });
    // A period that is complete only after its own job (a day's close) waits for it: the queue retries.
    const pending = report.pending ? await report.pending(ctx, query) : null;
    if (pending) throw new Error(pending);
    let job = await manager
      .getRepository(ExportJob)
      .createQueryBuilder('j')
      .where('j.subscription_id = :id AND j.from = :from AND j.to = :to AND j.status IN (:...statuses)', {
        id: subscription.id,
        from: period.from,
        to: period.to,
        statuses: [ExportJobStatus.Queued, ExportJobStatus.Running, ExportJobStatus.Succeeded],
      })
      .getOne();
    if (!job) {
      job = await serviceTransaction(runtime, (uow) =>
        uow.manager.save(
          uow.manager.create(ExportJob, {
            organizationId: subscription.organizationId,
            branchId: subscription.branchId,
            kind: ExportJobKind.Subscription,
            reportKey: report.key,
            savedReportId: null,
            presetId: null,
            subscriptionId: subscription.id,
            format: subscription.format,
            lang: subscription.lang,
            from: period.from,
            to: period.to,
            filters: {},
            fields: report.fields.map((field) => field.key),
            status: ExportJobStatus.Queued,
            rowsWritten: 0,
            createdBy: subscription.createdBy,
            principal: subscription.principal,
          }),
        ),
      );
    }
    if (job.status !== ExportJobStatus.Succeeded) {
      const outcome = await runExportJob(runtime, job.id, touch);
      job = await manager.findOneByOrFail(ExportJob, { id: job.id });
      if (outcome !== 'succeeded' || job.status !== ExportJobStatus.Succeeded) throw new Error(job.error ?? `The report could not be produced (${outcome}).`);
    }
    const empty = job.rowsWritten === 0;
    const summary = report.mailSummary && !empty ? await report.mailSummary(ctx, query, subscription.lang) : null;
    if (!empty || subscription.sendEmpty) await mailTransport(runtime).send(mailOf(runtime, subscription, job, report.title, report.titleAr, summary));
    await ctx.transaction(async (uow) => {
      await uow.manager.update(
        ReportSubscription,
        { id: subscription.id },
        { lastRunAt: runtime.clock.now(), lastSuccessAt: runtime.clock.now(), lastError: null, lastPeriodTo: period.to },
      );
      if (!empty || subscription.sendEmpty) {
        await emit(uow, ctx, {
          type: reportSubscriptionEvents.types.delivered,
          resourceId: subscription.id,
          data: { ...subscriptionPayload(subscription), from: period.from, to: period.to, rows: job!.rowsWritten, exportJobId: job!.id },
          branchId: subscription.branchId,
        });
      }
    });
    return empty && !subscription.sendEmpty ? 'empty' : 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await serviceTransaction(runtime, (uow) =>
      uow.manager.update(ReportSubscription, { id: subscription.id }, { lastRunAt: runtime.clock.now(), lastError: message.slice(0, 1000) }),
    );
    throw error;
  }
}

function mailOf(runtime: Runtime, subscription: ReportSubscription, job: ExportJob, title: string, titleAr: string, summary: string | null): MailMessage {
  const period = job.from === job.to ? job.from : `${job.from} – ${job.to}`;
  const arabic = subscription.lang === ExportLang.Ar;
  const subject = `${arabic ? titleAr : title} ${period}`;
  const rows = `${job.rowsWritten} row(s) / ${job.rowsWritten} صف`;
  const base = { to: subscription.recipientEmail, subject, tag: 'report-subscription' };
  if ((job.fileSize ?? 0) > MAX_ATTACHMENT_BYTES) {
    const link = `${runtime.config.publicBaseUrl.replace(/\/$/, '')}/api/v1/console/export-jobs/${job.id}/download`;
    return {
      ...base,
      text: `${summary ? `${summary}\n\n` : ''}${title} (${period}): ${rows}.\nThe file is too large to attach; download it (sign-in required, kept until ${job.expiresAt?.toISOString() ?? '-'}):\n${link}\n\nالملف كبير جداً للإرفاق؛ يمكن تنزيله من الرابط أعلاه.`,
    };
  }
  return {
    ...base,
    text: summary
      ? `${summary}\n\n${arabic ? 'التقرير مرفق.' : 'The report is attached.'}`
      : `${title} (${period}): ${rows}. The report is attached.\n\n${titleAr} (${period}): التقرير مرفق.`,
    attachments: [
      { filename: job.fileName ?? `${job.reportKey}.${job.format.toLowerCase()}`, contentType: CONTENT_TYPES[job.format], storedFileId: job.fileId! },
    ],
  };
}
