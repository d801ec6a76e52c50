import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { conflict, notFound, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { isUniqueViolation } from '../../../core/db/pg-errors';
import { assertBusinessDayOpen } from '../../settings/period-lock/period-lock.service';
import { branchCalendar } from '../../identity/branches/branch-calendar';
import { EodReport } from './eod-report.entity';
import { type CreateEodReportInput, type EodReportFilter, type UpdateEodReportInput } from './eod-report.inputs';
import { eodReportEvents, eodReportPayload } from './eod-report.events';
import { EOD_AMOUNT_FIELDS, eodAmountErrors, type EodAmounts, EodReportSource, eodVariance, futureDateProblem, paymentTotal } from './eod-report.rules';
import { listSortFields } from '../../../core/lists/sort-fields';
import { lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = {
  businessDate: 'r.business_date',
  grossSalesIqd: 'r.gross_sales_iqd',
  netSalesIqd: 'r.net_sales_iqd',
  varianceIqd: 'r.variance_iqd',
  createdAt: 'r.created_at',
  updatedAt: 'r.updated_at',
} as const;
export const eodReportsSort = listSortFields('eodReports', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = eodReportsSort.fields;
const ONE_PER_DAY = 'loss_eod_reports_branch_day_key';

function amountsOf(report: EodAmounts): EodAmounts {
  return Object.fromEntries(EOD_AMOUNT_FIELDS.map((field) => [field, report[field]])) as EodAmounts;
}

/**
 * End-of-day reports are branch records: every query filters by the caller's organisation and
 * active branch (session branch or X-Branch-Id); another branch's report is 404.
 */
export class EodReportService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: EodReportFilter | undefined): Promise<PageResult<EodReport>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'businessDate', dir: 'desc' });
    if (filter?.from && filter?.to && filter.from > filter.to) throw validationError({ to: ['must not be before from'] });
    const query = ctx.db
      .getRepository(EodReport)
      .createQueryBuilder('r')
      .where('r.organization_id = :organizationId AND r.branch_id = :branchId', { organizationId: ctx.organizationId, branchId: ctx.branchId });
    if (filter?.from) query.andWhere('r.business_date >= :from', { from: filter.from });
    if (filter?.to) query.andWhere('r.business_date <= :to', { to: filter.to });
    if (window.search) query.andWhere('r.source ILIKE :search', { search: likePattern(window.search) });
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('r.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<EodReport> {
    const report = await ctx.db.findOne(EodReport, { where: { id, organizationId: ctx.organizationId, branchId: ctx.branchId } });
    if (!report) throw notFound('EOD report');
    return report;
  }

  async create(ctx: RequestContext, input: CreateEodReportInput): Promise<EodReport> {
    const branchId = ctx.branchId;
    const calendar = await branchCalendar(ctx, branchId);
    const amounts: EodAmounts = {
      grossSalesIqd: input.grossSalesIqd,
      netSalesIqd: input.netSalesIqd,
      cashSalesIqd: input.cashSalesIqd ?? 0,
      cardSalesIqd: input.cardSalesIqd ?? 0,
      qiSalesIqd: input.qiSalesIqd ?? 0,
      deliverySalesIqd: input.deliverySalesIqd ?? 0,
    };
    const errors = eodAmountErrors(amounts);
    const future = futureDateProblem(input.businessDate, calendar.today());
    if (future) errors.businessDate = [future];
    if (Object.keys(errors).length) throw validationError(errors);
    const source = input.source ?? (ctx.principal?.kind === 'apiKey' ? EodReportSource.Api : EodReportSource.Manual);
    try {
      return await ctx.transaction(async (uow) => {
        await assertBusinessDayOpen(uow, ctx, branchId, input.businessDate);
        const report = uow.manager.create(EodReport, {
          organizationId: ctx.organizationId,
          branchId,
          businessDate: input.businessDate,
          ...amounts,
          paymentTotalIqd: paymentTotal(amounts),
          varianceIqd: eodVariance(amounts),
          source,
          createdBy: ctx.actorId,
          updatedBy: ctx.actorId,
        });
        await uow.manager.save(report);
        const payload = eodReportPayload(report);
        await recordAudit(uow, ctx, { entityType: 'eod-report', entityId: report.id, action: 'created', changes: payload, branchId });
        await emit(uow, ctx, { type: eodReportEvents.types.created, resourceId: report.id, data: payload, branchId });
        return report;
      });
    } catch (error) {
      if (isUniqueViolation(error, ONE_PER_DAY)) {
        throw conflict(`This branch already has an end-of-day report for ${input.businessDate}; change that report instead.`);
      }
      throw error;
    }
  }

  /** New amounts or source; the variance follows. Refused (409) once the report's day is locked. */
  async update(ctx: RequestContext, id: string, input: UpdateEodReportInput): Promise<EodReport> {
    return ctx.transaction(async (uow) => {
      const report = await this.lockForWrite(uow, ctx, id);
      const before = amountsOf(report);
      const next = { ...before };
      for (const field of EOD_AMOUNT_FIELDS) if (input[field] != null) next[field] = input[field]!;
      const errors = eodAmountErrors(next);
      if (Object.keys(errors).length) throw validationError(errors);
      const source = input.source ?? report.source;
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const field of EOD_AMOUNT_FIELDS) if (next[field] !== before[field]) changes[field] = { from: before[field], to: next[field] };
      if (source !== report.source) changes.source = { from: report.source, to: source };
      if (Object.keys(changes).length === 0) return report;
      const variance = eodVariance(next);
      if (variance !== report.varianceIqd) changes.varianceIqd = { from: report.varianceIqd, to: variance };
      Object.assign(report, next, { paymentTotalIqd: paymentTotal(next), varianceIqd: variance, source, updatedBy: ctx.actorId });
      await uow.manager.save(report);
      await recordAudit(uow, ctx, { entityType: 'eod-report', entityId: id, action: 'updated', changes, branchId: report.branchId });
      await emit(uow, ctx, { type: eodReportEvents.types.updated, resourceId: id, data: eodReportPayload(report), branchId: report.branchId });
      return report;
    });
  }

  /** A report of the active branch, row-locked; 404 otherwise; 409 PERIOD_LOCKED when its day is locked. */
  private async lockForWrite(uow: UnitOfWork, ctx: RequestContext, id: string): Promise<EodReport> {
    const report = await lockOrNotFound(uow.manager, EodReport, ctx, id, 'EOD report', { branchId: ctx.branchId });
    await assertBusinessDayOpen(uow, ctx, report.branchId, report.businessDate);
    return report;
  }
}

export const eodReportService = new EodReportService();
