import type { RequestContext } from '../../../core/context/request-context';
import { notFound } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { snapshotPrincipal } from '../../../core/auth/principal';
import { normalizeReason } from '../../../core/soft-delete/delete-input';
import { branchCalendar } from '../../identity/branches/branch-calendar';
import { MembershipStatus } from '../../identity/memberships/membership.entity';
import { reportSubscriptionEvents } from '../shared/exports.events';
import { readableReport } from '../shared/report-selection';
import { ExportLang } from '../shared/export-format';
import { ReportSubscription } from './report-subscription.entity';
import type { CreateReportSubscriptionInput, ReportSubscriptionFilter } from './report-subscription.inputs';
import { nextRunDate } from './report-subscription.rules';
import { listSortFields } from '../../../core/lists/sort-fields';
import { lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = { createdAt: 's.created_at', reportKey: 's.report_key', recipientEmail: 's.recipient_email', nextRunAt: 's.next_run_at' } as const;
export const reportSubscriptionsSort = listSortFields('reportSubscriptions', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = reportSubscriptionsSort.fields;

export function subscriptionPayload(subscription: ReportSubscription): Record<string, unknown> {
  return {
    id: subscription.id,
    reportKey: subscription.reportKey,
    recipientEmail: subscription.recipientEmail,
    cadence: subscription.cadence,
    format: subscription.format,
    active: subscription.active,
  };
}

export class ReportSubscriptionService {
  list(ctx: RequestContext, list: ListArgs | undefined, filter: ReportSubscriptionFilter | undefined): Promise<PageResult<ReportSubscription>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'createdAt', dir: 'desc' });
    const query = ctx.db
      .getRepository(ReportSubscription)
      .createQueryBuilder('s')
      .where('s.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (filter?.active != null) query.andWhere('s.active = :active', { active: filter.active });
    if (filter?.reportKey) query.andWhere('s.report_key = :reportKey', { reportKey: filter.reportKey });
    if (window.search) query.andWhere('(s.recipient_email ILIKE :search OR s.report_key ILIKE :search)', { search: likePattern(window.search) });
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('s.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<ReportSubscription> {
    const subscription = await ctx.db.findOne(ReportSubscription, { where: { id, organizationId: ctx.organizationId } });
    if (!subscription) throw notFound('Report subscription');
    return subscription;
  }

  /**
   * The report must be readable by the caller (403 otherwise); runs use the caller's permissions
   * and the active branch's calendar. A recipient who is not a member is allowed and audited.
   */
  async create(ctx: RequestContext, input: CreateReportSubscriptionInput): Promise<ReportSubscription> {
    const report = readableReport(ctx, input.reportKey);
    const calendar = await branchCalendar(ctx, ctx.branchId);
    const email = input.recipientEmail.trim().toLowerCase();
    const members = await ctx.query<{ id: string }>(
      `SELECT u.id FROM users u JOIN memberships m ON m.user_id = u.id
        WHERE m.organization_id = $1 AND m.status = $3 AND lower(u.email) = $2 LIMIT 1`,
      [ctx.organizationId, email, MembershipStatus.Active],
    );
    const external = members.length === 0;
    return ctx.transaction(async (uow) => {
      const subscription = uow.manager.create(ReportSubscription, {
        organizationId: ctx.organizationId,
        branchId: calendar.branchId,
        reportKey: report.key,
        recipientEmail: email,
        externalRecipient: external,
        cadence: input.cadence,
        format: input.format,
        lang: input.lang ?? ExportLang.En,
        sendEmpty: input.sendEmpty ?? false,
        active: true,
        createdBy: ctx.actorId,
        principal: snapshotPrincipal(ctx.requirePrincipal()),
        nextRunAt: calendar.bounds(nextRunDate(input.cadence, calendar.today())).start,
      });
      await uow.manager.save(subscription);
      await recordAudit(uow, ctx, {
        entityType: 'report-subscription',
        entityId: subscription.id,
        action: external ? 'created-external-recipient' : 'created',
        reason: external ? `The recipient ${email} is not a member of the organisation.` : null,
        changes: { ...subscriptionPayload(subscription), externalRecipient: external },
        branchId: subscription.branchId,
      });
      await emit(uow, ctx, {
        type: reportSubscriptionEvents.types.created,
        resourceId: subscription.id,
        data: subscriptionPayload(subscription),
        branchId: subscription.branchId,
      });
      return subscription;
    });
  }

  /** Activation is idempotent (no event when nothing changes); a re-activated one resumes from the next complete period. */
  setActive(ctx: RequestContext, id: string, active: boolean): Promise<ReportSubscription> {
    return ctx.transaction(async (uow) => {
      const subscription = await lockOrNotFound(uow.manager, ReportSubscription, ctx, id, 'Report subscription');
      if (subscription.active === active) return subscription;
      subscription.active = active;
      if (active) {
        const calendar = await branchCalendar(ctx, subscription.branchId);
        subscription.nextRunAt = calendar.bounds(nextRunDate(subscription.cadence, calendar.today())).start;
      }
      await uow.manager.save(subscription);
      await recordAudit(uow, ctx, {
        entityType: 'report-subscription',
        entityId: id,
        action: active ? 'activated' : 'deactivated',
        changes: { active: { from: !active, to: active } },
        branchId: subscription.branchId,
      });
      const type = active ? reportSubscriptionEvents.types.activated : reportSubscriptionEvents.types.deactivated;
      await emit(uow, ctx, { type, resourceId: id, data: subscriptionPayload(subscription), branchId: subscription.branchId });
      return subscription;
    });
  }

  delete(ctx: RequestContext, id: string, reason: string | null | undefined): Promise<ReportSubscription> {
    return ctx.transaction(async (uow) => {
      const subscription = await lockOrNotFound(uow.manager, ReportSubscription, ctx, id, 'Report subscription');
      subscription.deletedAt = ctx.now();
      subscription.deletedBy = ctx.actorId;
      subscription.deleteReason = normalizeReason(reason);
      subscription.active = false;
      await uow.manager.save(subscription);
      await recordAudit(uow, ctx, {
        entityType: 'report-subscription',
        entityId: id,
        action: 'deleted',
        reason: subscription.deleteReason,
        branchId: subscription.branchId,
      });
      await emit(uow, ctx, {
        type: reportSubscriptionEvents.types.deleted,
        resourceId: id,
        data: subscriptionPayload(subscription),
        branchId: subscription.branchId,
      });
      return subscription;
    });
  }
}

export const reportSubscriptionService = new ReportSubscriptionService();
