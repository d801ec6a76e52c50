/**
 * Computes and stores the forecasts of an organisation's branches (docs/forecast.md, "Nightly job"):
 * reads the history of every batch input for every branch, borrows for little history, runs the
 * rules' `forecastSeries` and replaces each branch's stored series and days in one unit of work that
 * also emits `forecast.ready`. Runs in the job only, never while a page waits.
 */
import type { Runtime } from '../../../core/runtime';
import { RequestContext } from '../../../core/context/request-context';
import { systemPrincipal } from '../../../core/auth/principal';
import { runSql } from '../../../core/db/run-sql';
import { emit } from '../../../core/outbox/emit';
import { addDays, businessDateAt } from '../../../core/time/business-day';
import { prepareHistory, type DemandDay } from '../rules/history';
import { borrowHistory, MIN_OWN_DAYS } from '../rules/borrow';
import { forecastSeries, MAX_HORIZON, type SeriesForecast } from '../rules/backtest';
import { dateRange } from '../rules/dates';
import { forecastCalendarService } from '../calendar/forecast-calendar.service';
import { forecastSettingsService } from '../settings/forecast-settings.service';
import { ForecastDayRow, ForecastSeriesRow, type StoredBacktest } from '../store/forecast.entities';
import { forecastEvents } from '../forecast.events';
import { reportBranch } from '../../analytics/analytics-access';

/** The job that recomputes one branch on request (compute/forecast.jobs.ts). */
export const FORECAST_BRANCH_JOB = 'forecast.compute.branch';
import {
  batchItems,
  forecastBranches,
  readOrganizationHistory,
  RICE_BY_WEIGHT_MARK,
  seriesKey,
  soldOutDaysOf,
  type ForecastBranch,
  type OrganizationHistory,
  type SeriesItem,
} from './forecast-history';

/** Days of history read: a year (the regression's training window). */
export const HISTORY_DAYS = 365;
const BASELINE = 'same-weekday-mean';

function jobContext(runtime: Runtime, organizationId: string, branchId: string | null): RequestContext {
  return new RequestContext(runtime, systemPrincipal(organizationId, [], branchId), null, { transport: 'job' });
}

/** The last day a branch's forecast learns from: its yesterday (the day the daily close has just closed). */
export function lastKnownDay(runtime: Runtime, branch: ForecastBranch): string {
  return addDays(businessDateAt(runtime.clock.now(), branch.timeZone, branch.dayStartHour), -1);
}

interface StoredRow {
  branch_id: string;
  last_known_date: string;
}

export interface ComputeOptions {
  /** Only this branch (a recomputation on request); every active branch otherwise. */
  branchId?: string;
  /** Compute even when the stored forecast is already from the branch's yesterday. */
  force?: boolean;
}

export class ForecastComputeService {
  /** `recomputeForecast`: queues the branch's computation (404 for another organisation's branch); the job does the work. */
  async requestRecompute(ctx: RequestContext, branchId: string): Promise<{ branchId: string; queued: boolean }> {
    await reportBranch(ctx, branchId);
    await ctx.runtime.jobs.enqueue(FORECAST_BRANCH_JOB, { organizationId: ctx.organizationId, branchId });
    return { branchId, queued: true };
  }

  /** Organisations with an active branch whose batches name items (the job's work list). */
  async organizations(runtime: Runtime): Promise<string[]> {
    const rows = await runSql<{ organization_id: string }>(
      runtime.db.dataSource.manager,
      `SELECT DISTINCT b.organization_id FROM production_batches b WHERE b.deleted_at IS NULL ORDER BY b.organization_id`,
      [],
    );
    return rows.map((row) => row.organization_id);
  }

  /** Computes the organisation's due branches; answers how many branches were stored. */
  async computeOrganization(runtime: Runtime, organizationId: string, options: ComputeOptions = {}): Promise<number> {
    const ctx = jobContext(runtime, organizationId, null);
    const manager = runtime.db.dataSource.manager;
    const branches = await forecastBranches(manager, organizationId, runtime.clock.now());
    if (branches.length === 0) return 0;
    const stored = new Map(
      (
        await runSql<StoredRow>(
          manager,
          `SELECT branch_id, to_char(max(last_known_date), 'YYYY-MM-DD') AS last_known_date FROM forecast_series WHERE organization_id = $1 GROUP BY branch_id`,
          [organizationId],
        )
      ).map((row) => [row.branch_id, row.last_known_date]),
    );
    const due = branches.filter((branch) => {
      if (options.branchId && branch.id !== options.branchId) return false;
      return options.force || (stored.get(branch.id) ?? '') < lastKnownDay(runtime, branch);
    });
    if (due.length === 0) return 0;

    // One window for the organisation (branches share a zone nearly always): the latest yesterday.
    const last = due.map((branch) => lastKnownDay(runtime, branch)).sort()[due.length - 1];
    const from = addDays(last, -(HISTORY_DAYS - 1));
    const futureTo = addDays(last, MAX_HORIZON);
    const items = await batchItems(manager, organizationId, from);
    const serviceLevel = await forecastSettingsService.serviceLevel(ctx);
    const calendar = await forecastCalendarService.between(ctx, from, futureTo);
    const history = items.length
      ? await readOrganizationHistory(manager, organizationId, [...new Set(items.map((item) => item.id))], from, last, runtime.clock.now(), futureTo)
      : null;

    // Each series is prepared once (a branch's own, and the same series again when another branch borrows it).
    const prepared = history ? new PreparedSeries(branches, history, calendar, from, last) : null;
    let done = 0;
    for (const branch of due) {
      const series = prepared ? this.forecastBranch(branches, branch, items, prepared, serviceLevel) : [];
      await this.store(jobContext(runtime, organizationId, branch.id), branch, last, series);
      done += 1;
    }
    return done;
  }

  /** Every item's series of a branch, prepared, borrowed when short, and forecast. */
  private forecastBranch(
    branches: readonly ForecastBranch[],
    branch: ForecastBranch,
    items: readonly SeriesItem[],
    prepared: PreparedSeries,
    serviceLevel: number,
  ): Array<{ item: SeriesItem; days: readonly DemandDay[]; forecast: SeriesForecast; borrowed: boolean }> {
    const out: Array<{ item: SeriesItem; days: readonly DemandDay[]; forecast: SeriesForecast; borrowed: boolean }> = [];
    for (const item of items) {
      const key = seriesKey(item.id, item.measure);
      const own = prepared.of(branch, item);
      const observed = own.filter((day) => day.usage !== null);
      // A branch with no usage of the item at all, and no other branch to borrow from: nothing to forecast.
      const hasUsage = observed.some((day) => (day.usage ?? 0) > 0);
      const lenders = branches.filter((b) => b.id !== branch.id && prepared.history.usage.get(b.id)?.has(key));
      if (!hasUsage && lenders.length === 0) continue;
      // The own series starts at its first observed day; borrowing fills the dates before it.
      const firstOwn = own.findIndex((day) => day.usage !== null);
      const trimmed = firstOwn < 0 ? own.slice(own.length - MAX_HORIZON) : own.slice(firstOwn);
      // The other branches' series are prepared only for a series short of history of its own.
      const days = !lenders.length
        ? own
        : observed.length >= MIN_OWN_DAYS
          ? trimmed
          : borrowHistory(
              trimmed,
              lenders.map((b) => prepared.of(b, item)),
            );
      const borrowed = days.some((day) => day.borrowed);
      const lastIndex = days.length - 1 - MAX_HORIZON;
      if (lastIndex < 0 || days.slice(0, lastIndex + 1).every((day) => day.usage === null)) continue;
      out.push({ item, days, forecast: forecastSeries(days, lastIndex, { horizon: MAX_HORIZON, serviceLevel }), borrowed });
    }
    return out;
  }

  /** Replaces the branch's stored forecast and emits `forecast.ready`, in one unit of work. */
  private async store(
    ctx: RequestContext,
    branch: ForecastBranch,
    last: string,
    series: Array<{ item: SeriesItem; days: readonly DemandDay[]; forecast: SeriesForecast; borrowed: boolean }>,
  ): Promise<void> {
    const computedAt = ctx.now();
    await ctx.transaction(async (uow) => {
      await runSql(uow.manager, `DELETE FROM forecast_days WHERE organization_id = $1 AND branch_id = $2`, [ctx.organizationId, branch.id]);
      await runSql(uow.manager, `DELETE FROM forecast_series WHERE organization_id = $1 AND branch_id = $2`, [ctx.organizationId, branch.id]);
      const seriesRows: Array<Partial<ForecastSeriesRow>> = [];
      const dayRows: Array<Partial<ForecastDayRow>> = [];
      for (const { item, days, forecast, borrowed } of series) {
        const chosen = forecast.backtest.models.find((m) => m.model === forecast.model)!;
        const baseline = forecast.backtest.models.find((m) => m.model === BASELINE) ?? chosen;
        seriesRows.push({
          organizationId: ctx.organizationId,
          branchId: branch.id,
          inventoryItemId: item.id,
          measure: item.measure,
          branchName: branch.name,
          itemName: item.name,
          itemNameAr: item.nameAr,
          unit: item.unit,
          model: forecast.model,
          serviceLevel: forecast.serviceLevel,
          trainingFrom: forecast.trainingWindow.from,
          trainingTo: forecast.trainingWindow.to,
          trainingDays: forecast.trainingWindow.days,
          borrowed,
          lastKnownDate: last,
          backtestFrom: forecast.backtest.from,
          backtestTo: forecast.backtest.to,
          chosenOneDayWape: chosen.oneDay.wape,
          chosenOneDayBias: chosen.oneDay.bias,
          chosenSevenDayWape: chosen.sevenDay.wape,
          chosenSevenDayBias: chosen.sevenDay.bias,
          baselineOneDayWape: baseline.oneDay.wape,
          baselineOneDayBias: baseline.oneDay.bias,
          baselineSevenDayWape: baseline.sevenDay.wape,
          baselineSevenDayBias: baseline.sevenDay.bias,
          backtest: forecast.backtest as StoredBacktest,
          history: days
            .filter((day) => day.date <= last && !day.borrowed)
            .map((day) => ({ date: day.date, usage: day.usage, soldOut: day.soldOut, closed: day.closed, promotion: day.promotion })),
          computedAt,
        });
        for (const day of forecast.days) {
          dayRows.push({
            organizationId: ctx.organizationId,
            branchId: branch.id,
            inventoryItemId: item.id,
            measure: item.measure,
            businessDate: day.date,
            horizon: day.horizon,
            model: forecast.model,
            trainingFrom: forecast.trainingWindow.from,
            trainingTo: forecast.trainingWindow.to,
            point: round3(day.point),
            median: round3(day.median),
            upper: round3(day.upper),
            serviceLevel: forecast.serviceLevel,
            explanation: day.explanation,
            computedAt,
          });
        }
      }
      if (seriesRows.length) await uow.manager.insert(ForecastSeriesRow, seriesRows);
      if (dayRows.length) await uow.manager.insert(ForecastDayRow, dayRows);
      await emit(uow, ctx, {
        type: forecastEvents.types.ready,
        resourceId: branch.id,
        branchId: branch.id,
        data: { branchId: branch.id, computedAt: computedAt.toISOString(), lastKnownDate: last, series: seriesRows.length, days: MAX_HORIZON },
      });
    });
  }
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

export const forecastComputeService = new ForecastComputeService();

type Calendar = Parameters<typeof prepareHistory>[0]['calendar'];

/**
 * The organisation's series as `prepareHistory` makes them, each made once: the sold-out days are
 * indexed by branch and item first (one pass over the marks), so a series reads its own.
 */
class PreparedSeries {
  private readonly made = new Map<string, DemandDay[]>();
  private readonly soldOut = new Map<string, Set<string>>();

  constructor(
    branches: readonly ForecastBranch[],
    readonly history: OrganizationHistory,
    private readonly calendar: Calendar,
    private readonly from: string,
    private readonly last: string,
  ) {
    const byId = new Map(branches.map((branch) => [branch.id, branch]));
    for (const interval of history.soldOut) {
      const branch = byId.get(interval.branchId);
      if (!branch) continue;
      const days = soldOutDaysOf(interval, branch);
      for (const itemId of interval.itemIds) {
        const key = `${branch.id}|${itemId}`;
        let set = this.soldOut.get(key);
        if (!set) this.soldOut.set(key, (set = new Set()));
        for (const day of days) set.add(day);
      }
    }
  }

  of(branch: ForecastBranch, item: SeriesItem): DemandDay[] {
    const key = `${branch.id}|${seriesKey(item.id, item.measure)}`;
    let days = this.made.get(key);
    if (!days) this.made.set(key, (days = this.prepare(branch, item)));
    return days;
  }

  private prepare(branch: ForecastBranch, item: SeriesItem): DemandDay[] {
    const traded = this.history.traded.get(branch.id) ?? new Set<string>();
    const closedDays = dateRange(this.from, this.last).filter((day) => day <= branch.firstDay || !traded.has(day));
    // An item's marks cut its usage and its rice sold by weight; a product sold by weight's marks cut the rice sold by weight.
    const soldOutDays = new Set(this.soldOut.get(`${branch.id}|${item.id}`) ?? []);
    if (item.measure === 'RiceSoldByWeight') for (const day of this.soldOut.get(`${branch.id}|${RICE_BY_WEIGHT_MARK}`) ?? []) soldOutDays.add(day);
    const usage = [...(this.history.usage.get(branch.id)?.get(seriesKey(item.id, item.measure)) ?? new Map<string, number>())].map(([date, quantity]) => ({
      date,
      quantity,
    }));
    return prepareHistory({
      from: this.from,
      to: this.last,
      usage,
      closedDays,
      soldOutDays,
      promotionDays: this.history.promotionDays,
      calendar: this.calendar,
      futureDays: MAX_HORIZON,
    });
  }
}
