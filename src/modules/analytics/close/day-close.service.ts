import type { RequestContext } from '../../../core/context/request-context';
import { catchDuplicate } from '../../../core/db/write-helpers';
import { conflict, invalidField, notFound } from '../../../core/errors/app-error';
import { emit } from '../../../core/outbox/emit';
import { crashTestHoldAt } from '../../../core/idempotency/crash-test-hold';
import type { ListArgs } from '../../../core/lists/list-args';
import { type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { listSortFields } from '../../../core/lists/sort-fields';
import { dayCloseContributions } from '../../../core/modules/day-close-contributions';
import { branchCalendar } from '../../identity/branches/branch-calendar';
import { reportBranch, reportBranches } from '../analytics-access';
import { checkPeriod, varianceService } from '../variance/variance.service';
import { analyticsEvents, dayClosedPayload } from '../analytics.events';
import { DayClose, DayCloseReason, DayCloseStatus, DayCloseVersion } from './day-close.entity';
import { closable, dayFigures, sameFigures } from './day-close.rules';
import { storeDaySums } from './day-sums';
import type { DayCloseFilter } from './day-close.inputs';

/*
 * What a day's sources look like: the last movement posted for it, its orders (count and last
 * change), its end-of-day report, the threshold, the refunds made that day (refunds are never
 * changed, so their count; left out while there are none) and what the contributing features name
 * (labour: the timesheets' sources). Any late change moves one of them.
 */
export const FINGERPRINT_SQL = (org: string, branch: string, day: string) => `concat_ws('|',${dayCloseContributions
  .all()
  .map((contribution) => `\n  (${contribution.fingerprintSql(org, branch, day)}),`)
  .join('')}
  (SELECT COALESCE(MAX(m.seq), 0) FROM inventory_movements m WHERE m.organization_id = ${org} AND m.branch_id = ${branch} AND m.business_date = ${day}),
  (SELECT COUNT(*) || ':' || COALESCE(MAX(o.updated_at)::text, '') FROM sales_orders o WHERE o.organization_id = ${org} AND o.branch_id = ${branch} AND o.business_date = ${day}),
  (SELECT COALESCE(MAX(r.updated_at)::text, '') FROM loss_eod_reports r WHERE r.organization_id = ${org} AND r.branch_id = ${branch} AND r.business_date = ${day}),
  (SELECT COUNT(*) || ':' || COALESCE(MAX(t.updated_at)::text, '') FROM sales_till_sessions t WHERE t.organization_id = ${org} AND t.branch_id = ${branch} AND t.business_date = ${day} AND t.status = 'Closed'),
  (SELECT COALESCE(MAX(s.variance_threshold_bp), 300) FROM analytics_settings s WHERE s.organization_id = ${org}),
  (SELECT 'refunds:' || NULLIF(COUNT(*), 0) FROM sales_order_refunds f WHERE f.organization_id = ${org} AND f.branch_id = ${branch} AND f.refunded_on = ${day}))`;

const CASH_VARIANCE_SQL = `
SELECT r.cash_sales_iqd - COALESCE((
         SELECT SUM((x->>'amountIqd')::bigint)
           FROM sales_orders o CROSS JOIN LATERAL jsonb_array_elements(o.payments) AS x
          WHERE o.organization_id = $1 AND o.branch_id = $2 AND o.business_date = $3::date AND o.status <> 'Cancelled' AND x->>'kind' = 'Cash'), 0) AS cash_variance
  FROM loss_eod_reports r WHERE r.organization_id = $1 AND r.branch_id = $2 AND r.business_date = $3::date`;

// Only approved sessions: a Counted one can still be reopened and counted again (docs/cash.md).
const TILL_VARIANCE_SQL = `
SELECT SUM(t.variance_iqd)::text AS till_variance
  FROM sales_till_sessions t
 WHERE t.organization_id = $1 AND t.branch_id = $2 AND t.business_date = $3::date AND t.status = 'Closed'`;

const CLOSE_SORT = { businessDate: 'c.business_date', updatedAt: 'c.updated_at' } as const;
export const dayClosesSort = listSortFields('dayCloses', Object.keys(CLOSE_SORT) as Array<keyof typeof CLOSE_SORT>);
const CLOSE_SORTABLE = dayClosesSort.fields;

export class DayCloseService {
  /**
   * Computes a branch's business day and stores it: a first close is version 1; a recomputation
   * that changes a figure adds a version (the old one stays in the history) and emits
   * `analytics.day.closed` again; one that changes nothing only marks the day Closed. Safe to run
   * twice or after a crash: the figures are computed from the ledger, the write is one transaction.
   */
  async close(ctx: RequestContext, branchId: string, businessDate: string, reason: DayCloseReason): Promise<DayClose> {
    const [{ fingerprint }] = await ctx.query<{ fingerprint: string }>(`SELECT ${FINGERPRINT_SQL('$1', '$2', '$3::date')} AS fingerprint`, [
      ctx.organizationId,
      branchId,
      businessDate,
    ]);
    // From the ledger, never from the day's own stored sums: they are what this close replaces.
    const report = await varianceService.report(ctx, { branchIds: [branchId], from: businessDate, to: businessDate, flaggedOnly: false }, 'live');
    const [output] = await ctx.query<{ value: string }>(
      `SELECT COALESCE(SUM(value_iqd), 0) AS value FROM inventory_movements WHERE organization_id = $1 AND branch_id = $2 AND business_date = $3::date AND kind = 'ProductionOutput'`,
      [ctx.organizationId, branchId, businessDate],
    );
    const [cash] = await ctx.query<{ cash_variance: string }>(CASH_VARIANCE_SQL, [ctx.organizationId, branchId, businessDate]);
    const [till] = await ctx.query<{ till_variance: string | null }>(TILL_VARIANCE_SQL, [ctx.organizationId, branchId, businessDate]);
    const tillVariance = till?.till_variance == null ? null : Number(till.till_variance);
    const labourOf = dayCloseContributions.all().find((contribution) => contribution.labour)?.labour;
    const labour = labourOf ? await labourOf(ctx, branchId, businessDate) : null;
    const figures = dayFigures(report, Number(output.value), cash ? Number(cash.cash_variance) : null, tillVariance, labour);

    return ctx.transaction(async (uow) => {
      const existing = await uow.manager.findOne(DayClose, {
        where: { organizationId: ctx.organizationId, branchId, businessDate },
        lock: { mode: 'pessimistic_write' },
      });
      if (existing && sameFigures(this.figuresOf(existing), figures)) {
        // Same figures, but a per-item sum (a late receipt, say) may still have moved: the sums are replaced all the same.
        await storeDaySums(uow.manager, ctx.organizationId, branchId, businessDate);
        if (existing.status !== DayCloseStatus.Closed || existing.fingerprint !== fingerprint || !existing.sumsStored) {
          await uow.manager.update(DayClose, { id: existing.id }, { status: DayCloseStatus.Closed, fingerprint, sumsStored: true });
          Object.assign(existing, { status: DayCloseStatus.Closed, fingerprint, sumsStored: true });
        }
        return existing;
      }
      const close = existing ?? uow.manager.create(DayClose, { organizationId: ctx.organizationId, branchId, businessDate, version: 0 });
      Object.assign(close, figures, { status: DayCloseStatus.Closed, reason, fingerprint, sumsStored: true, version: close.version + 1 });
      const saved = await catchDuplicate(() => uow.manager.save(close), {
        analytics_day_closes_branch_day_key: () => conflict('The day is being closed by another request; try again.'),
      });
      await storeDaySums(uow.manager, ctx.organizationId, branchId, businessDate);
      await uow.manager.insert(DayCloseVersion, {
        organizationId: ctx.organizationId,
        closeId: saved.id,
        version: saved.version,
        reason,
        netSalesIqd: figures.netSalesIqd,
        unexplainedIqd: figures.unexplainedIqd,
        figures,
      });
      // The close row and its version written, the events not yet (test/platform/crash-day-close.test.ts).
      await crashTestHoldAt(ctx, 'day-close-write', `${branchId}:${businessDate}`);
      await emit(uow, ctx, { type: analyticsEvents.types.dayClosed, resourceId: saved.id, data: dayClosedPayload(saved), branchId });
      if (figures.flaggedItems > 0) {
        await emit(uow, ctx, {
          type: analyticsEvents.types.varianceFlagged,
          resourceId: saved.id,
          data: {
            branchId,
            businessDate,
            version: saved.version,
            items: report.lines
              .filter((line) => line.flagged)
              .map((line) => ({ inventoryItemId: line.inventoryItemId, unexplained: line.unexplained, unexplainedIqd: line.unexplainedIqd })),
          },
          branchId,
        });
      }
      return saved;
    });
  }

  /** Closes a day on request (the job does it by itself): the branch must be one the caller covers and the day must have ended. */
  async closeOnRequest(ctx: RequestContext, branchId: string, businessDate: string): Promise<DayClose> {
    await reportBranch(ctx, branchId);
    const today = (await branchCalendar(ctx, branchId)).today();
    if (!closable(businessDate, today)) throw invalidField('businessDate', `must be a business day that has ended (before ${today})`);
    return this.close(ctx, branchId, businessDate, DayCloseReason.Manual);
  }

  async list(ctx: RequestContext, list: ListArgs | undefined, filter: DayCloseFilter | undefined): Promise<PageResult<DayClose>> {
    const window = resolveListWindow(list, CLOSE_SORTABLE, { sort: 'businessDate', dir: 'desc' });
    if (filter?.from && filter.to) checkPeriod(filter.from, filter.to);
    const branches = await reportBranches(ctx, filter?.branchId ? [filter.branchId] : null, () => 'branchId');
    const query = ctx.db
      .getRepository(DayClose)
      .createQueryBuilder('c')
      .where('c.organization_id = :organizationId AND c.branch_id = ANY(:branchIds)', {
        organizationId: ctx.organizationId,
        branchIds: branches.map((b) => b.id),
      });
    if (filter?.from) query.andWhere('c.business_date >= :from', { from: filter.from });
    if (filter?.to) query.andWhere('c.business_date <= :to', { to: filter.to });
    if (filter?.status) query.andWhere('c.status = :status', { status: filter.status });
    return readPage(ctx, query.orderBy(CLOSE_SORT[window.sort], window.dir).addOrderBy('c.id', window.dir), window);
  }

  async get(ctx: RequestContext, id: string): Promise<DayClose> {
    const close = await ctx.db.findOne(DayClose, { where: { id, organizationId: ctx.organizationId } });
    if (!close) throw notFound('DayClose');
    await reportBranch(ctx, close.branchId);
    return close;
  }

  async versions(ctx: RequestContext, close: DayClose): Promise<DayCloseVersion[]> {
    return ctx.db.find(DayCloseVersion, { where: { organizationId: ctx.organizationId, closeId: close.id }, order: { version: 'DESC' } });
  }

  private figuresOf(close: DayClose) {
    return {
      orderCount: close.orderCount,
      netSalesIqd: close.netSalesIqd,
      refundsIqd: close.refundsIqd,
      averageTicketIqd: close.averageTicketIqd,
      cashVarianceIqd: close.cashVarianceIqd,
      tillVarianceIqd: close.tillVarianceIqd,
      theoreticalCostIqd: close.theoreticalCostIqd,
      actualCostIqd: close.actualCostIqd,
      theoreticalFoodCostPercent: close.theoreticalFoodCostPercent,
      actualFoodCostPercent: close.actualFoodCostPercent,
      productionOutputIqd: close.productionOutputIqd,
      wasteIqd: close.wasteIqd,
      unexplainedIqd: close.unexplainedIqd,
      unmappedSalesIqd: close.unmappedSalesIqd,
      flaggedItems: close.flaggedItems,
      topItems: close.topItems,
      labourCostIqd: close.labourCostIqd,
      labourPercent: close.labourPercent,
      primeCostIqd: close.primeCostIqd,
      primeCostPercent: close.primeCostPercent,
      labourAboveTarget: close.labourAboveTarget,
      primeCostAboveTarget: close.primeCostAboveTarget,
    };
  }
}

export const dayCloseService = new DayCloseService();
