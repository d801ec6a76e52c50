/**
 * Reading stored forecasts (docs/forecast.md, "Reading"): lookups by branch, item and date in the
 * tables the job fills, never a computation while a page waits. The backtest report is a list read
 * with `readPage`.
 */
import type { RequestContext } from '../../../core/context/request-context';
import { invalidField, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { type Param, readPage } from '../../../core/lists/read-page';
import { listSortFields } from '../../../core/lists/sort-fields';
import { entityRows } from '../../../core/db/entity-rows';
import { addDays, businessDateAt, daysBetween, DEFAULT_BUSINESS_DAY_START_HOUR } from '../../../core/time/business-day';
import { reportBranch } from '../../analytics/analytics-access';
import { RiceRoundingMethod } from '../../production/batches/batch.rules';
import { forecastQuantity, proposeBatch } from '../rules/batch-proposal';
import type { ForecastExplanation as RulesExplanation } from '../rules/backtest';
import { forecastCalendarService } from '../calendar/forecast-calendar.service';
import { forecastSettingsService } from '../settings/forecast-settings.service';
import { ForecastSeriesRow, type StoredBacktest, type StoredHistoryDay } from '../store/forecast.entities';
import { type ForecastCalendarKind } from '../calendar/forecast-calendar.entity';
import { RICE_BY_WEIGHT_USAGE_SQL, soldOutIntervals, soldOutMinutesOn, SOLD_OUT_SQL, type SoldOutRow } from '../compute/forecast-history';
import {
  BatchInputRole,
  type BranchForecast,
  type BranchForecastArgs,
  type ForecastBacktestFilter,
  type ForecastBacktestRow,
  type ForecastBatchProposal,
  type ForecastBatchProposalArgs,
  type ForecastBatchProposalLine,
  type ForecastExplanation,
  type ForecastOutcomeDay,
  type ForecastOutcomesArgs,
  ForecastMeasure,
  ForecastQuantile,
  type ForecastSeries,
} from './forecast.types';

/** A series' key among a branch's days: the item and what it measures. */
const keyOf = (itemId: string, measure: string) => `${itemId}/${measure}`;

const SORT_COLUMNS = {
  itemName: 's.item_name',
  branchName: 's.branch_name',
  computedAt: 's.computed_at',
  chosenOneDayWape: 's.chosen_one_day_wape',
} as const;
/** The backtest rows' order (and every sort's ties): branch name, item name, the usage before the rice sold by weight. */
export const BACKTEST_ORDER = `s.branch_name ASC, s.item_name ASC, (s.measure <> 'Usage') ASC`;
export const forecastBacktestsSort = listSortFields('forecastBacktests', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);

/** Cooked rice kg per raw kg when the branch has no batch yet (docs/production.md's usual value). */
const DEFAULT_MULTIPLIER = 2.5;
const MAX_OUTCOME_DAYS = 92;
const DEFAULT_HISTORY_DAYS = 56;

interface BranchClock {
  time_zone: string;
  hour: number | null;
}

function explanationOf(stored: RulesExplanation): ForecastExplanation {
  return {
    sameWeekdays: stored.sameWeekdays,
    calendarKinds: stored.calendarKinds as ForecastCalendarKind[],
    calendarEffect: stored.calendarEffect,
    promotionEffect: stored.promotionEffect,
    soldOutAdjustment: stored.soldOutAdjustment,
  };
}

export class ForecastReadService {
  /** The branch's today (its zone, the organisation's business-day start). */
  private async branchToday(ctx: RequestContext, branchId: string): Promise<{ today: string; timeZone: string; hour: number }> {
    const [row] = await ctx.query<BranchClock>(
      `SELECT b.time_zone, o.business_day_start_hour AS hour FROM branches b JOIN organizations o ON o.id = b.organization_id WHERE b.id = $1 AND b.organization_id = $2`,
      [branchId, ctx.organizationId],
    );
    const hour = row?.hour == null ? DEFAULT_BUSINESS_DAY_START_HOUR : Number(row.hour);
    const timeZone = row?.time_zone ?? 'Asia/Baghdad';
    return { today: businessDateAt(ctx.now(), timeZone, hour), timeZone, hour };
  }

  async branchForecast(ctx: RequestContext, args: BranchForecastArgs): Promise<BranchForecast> {
    await reportBranch(ctx, args.branchId);
    const historyDays = args.historyDays ?? DEFAULT_HISTORY_DAYS;
    const params: unknown[] = [ctx.organizationId, args.branchId];
    let itemFilter = '';
    if (args.inventoryItemIds?.length) {
      params.push(args.inventoryItemIds);
      itemFilter = ` AND inventory_item_id = ANY($3::uuid[])`;
    }
    // The stored year of history is cut to the days asked for in the database: only those are sent and parsed.
    const series = await ctx.query<SeriesReadRow>(`${SERIES_SELECT} WHERE organization_id = $1 AND branch_id = $2 ORDER BY item_name, measure DESC, id`, [
      ctx.organizationId,
      args.branchId,
      historyDays,
    ]);
    const wanted = args.inventoryItemIds?.length ? new Set(args.inventoryItemIds) : null;
    const chosen = series.filter((row) => !wanted || wanted.has(row.inventory_item_id));
    const days = await ctx.query<DayRow>(`${DAYS_SELECT} WHERE organization_id = $1 AND branch_id = $2${itemFilter} ORDER BY business_date`, params);
    const byItem = new Map<string, DayRow[]>();
    for (const day of days) {
      const key = keyOf(day.inventory_item_id, day.measure);
      if (!byItem.has(key)) byItem.set(key, []);
      byItem.get(key)!.push(day);
    }
    const lastKnownDate = series[0]?.last_known_date ?? null;
    const computedAt = series[0] ? new Date(series[0].computed_at) : null;
    const out: ForecastSeries[] = chosen.map((row) => ({
      inventoryItemId: row.inventory_item_id,
      measure: row.measure as ForecastMeasure,
      itemName: row.item_name,
      itemNameAr: row.item_name_ar,
      unit: row.unit,
      model: row.model,
      serviceLevel: Number(row.service_level),
      trainingFrom: row.training_from,
      trainingTo: row.training_to,
      trainingDays: row.training_days,
      borrowed: row.borrowed,
      computedAt: new Date(row.computed_at),
      history: row.history,
      days: (byItem.get(keyOf(row.inventory_item_id, row.measure)) ?? []).map((day) => ({
        date: day.business_date,
        horizon: day.horizon,
        point: Number(day.point),
        median: Number(day.median),
        upper: Number(day.upper),
        explanation: explanationOf(day.explanation),
      })),
      backtest: {
        from: row.backtest_from,
        to: row.backtest_to,
        models: row.backtest.models.map((m) => ({
          model: m.model,
          chosen: m.model === row.model,
          oneDayWape: m.oneDay.wape,
          oneDayBias: m.oneDay.bias,
          sevenDayWape: m.sevenDay.wape,
          sevenDayBias: m.sevenDay.bias,
          scoredDays: m.oneDay.days,
        })),
      },
    }));
    let calendar: BranchForecast['calendar'] = [];
    if (lastKnownDate) {
      const from = addDays(lastKnownDate, -(historyDays - 1));
      calendar = (await forecastCalendarService.between(ctx, from, addDays(lastKnownDate, 14))).map((day) => ({
        date: day.date,
        kind: day.kind as ForecastCalendarKind,
        nameEn: day.nameEn,
        nameAr: day.nameAr,
      }));
    }
    return { branchId: args.branchId, computedAt, lastKnownDate, series: out, calendar };
  }

  /** Tomorrow's (or `businessDate`'s) batch from the stored forecasts of its chicken, meat, rice and rice sold by weight. */
  async batchProposal(ctx: RequestContext, args: ForecastBatchProposalArgs): Promise<ForecastBatchProposal> {
    await reportBranch(ctx, args.branchId);
    const { today } = await this.branchToday(ctx, args.branchId);
    const businessDate = args.businessDate ?? addDays(today, 1);
    const [latest] = await ctx.query<LatestBatchRow>(
      `SELECT chicken_item_id, meat_item_id, rice_item_id, cooked_rice_multiplier, rice_rounding_method FROM production_batches
        WHERE organization_id = $1 AND branch_id = $2 AND deleted_at IS NULL ORDER BY business_date DESC, created_at DESC LIMIT 1`,
      [ctx.organizationId, args.branchId],
    );
    return this.propose(ctx, {
      branchId: args.branchId,
      businessDate,
      quantile: args.quantile ?? ForecastQuantile.Upper,
      chickenItemId: args.chickenItemId ?? latest?.chicken_item_id ?? null,
      meatItemId: args.meatItemId ?? latest?.meat_item_id ?? null,
      riceItemId: args.riceItemId ?? latest?.rice_item_id ?? null,
      cookedRiceMultiplier: args.cookedRiceMultiplier ?? (latest ? Number(latest.cooked_rice_multiplier) : DEFAULT_MULTIPLIER),
      riceRoundingMethod: args.riceRoundingMethod ?? (latest?.rice_rounding_method as RiceRoundingMethod | undefined) ?? RiceRoundingMethod.None,
    });
  }

  /** The proposal for given items (also what the batch records at its creation). */
  async propose(
    ctx: RequestContext,
    input: {
      branchId: string;
      businessDate: string;
      quantile: ForecastQuantile;
      chickenItemId: string | null;
      meatItemId: string | null;
      riceItemId: string | null;
      cookedRiceMultiplier: number;
      riceRoundingMethod: RiceRoundingMethod;
    },
  ): Promise<ForecastBatchProposal> {
    const ids = [input.chickenItemId, input.meatItemId, input.riceItemId].filter((id): id is string => Boolean(id));
    const rows = ids.length
      ? await ctx.query<DayRow & { item_name: string; item_name_ar: string | null }>(
          `SELECT d.inventory_item_id, d.measure, to_char(d.business_date, 'YYYY-MM-DD') AS business_date, d.horizon, d.model, d.point, d.median, d.upper, d.explanation, d.computed_at,
                  i.name AS item_name, i.name_ar AS item_name_ar
             FROM forecast_days d JOIN catalog_inventory_items i ON i.id = d.inventory_item_id AND i.organization_id = d.organization_id
            WHERE d.organization_id = $1 AND d.branch_id = $2 AND d.business_date = $3::date AND d.inventory_item_id = ANY($4::uuid[])`,
          [ctx.organizationId, input.branchId, input.businessDate, ids],
        )
      : [];
    const byItem = new Map(rows.map((row) => [keyOf(row.inventory_item_id, row.measure), row]));
    const serviceLevel = await forecastSettingsService.serviceLevel(ctx);
    const dayOf = (id: string | null, measure: ForecastMeasure = ForecastMeasure.Usage) => (id ? byItem.get(keyOf(id, measure)) : undefined);
    const quantity = (id: string | null, measure?: ForecastMeasure) => {
      const row = dayOf(id, measure);
      return row
        ? forecastQuantity({ median: Number(row.median), upper: Number(row.upper) }, input.quantile === ForecastQuantile.Median ? 'median' : 'upper')
        : null;
    };
    const line = (role: BatchInputRole, id: string | null, measure?: ForecastMeasure): ForecastBatchProposalLine => {
      const row = dayOf(id, measure);
      return {
        role,
        inventoryItemId: id,
        itemName: row?.item_name ?? null,
        itemNameAr: row?.item_name_ar ?? null,
        model: row?.model ?? null,
        point: row ? Number(row.point) : null,
        median: row ? Number(row.median) : null,
        upper: row ? Number(row.upper) : null,
        quantity: quantity(id, measure),
        explanation: row ? explanationOf(row.explanation) : null,
      };
    };
    const chicken = quantity(input.chickenItemId);
    const meat = quantity(input.meatItemId);
    const rice = quantity(input.riceItemId);
    // The rice sold by weight is forecast when the branch has sold any; otherwise nothing is reserved.
    const byWeight = quantity(input.riceItemId, ForecastMeasure.RiceSoldByWeight);
    const available = chicken !== null && meat !== null && rice !== null;
    const proposal = available
      ? proposeBatch({
          chickenPieces: chicken,
          meatKg: meat,
          rawRiceKg: rice,
          directRiceKg: byWeight ?? 0,
          cookedRiceMultiplier: input.cookedRiceMultiplier,
          riceRoundingMethod: input.riceRoundingMethod,
        })
      : null;
    const computedAt = rows.length ? new Date(rows[0].computed_at) : null;
    return {
      branchId: input.branchId,
      businessDate: input.businessDate,
      available,
      quantile: input.quantile,
      serviceLevel,
      cookedRiceMultiplier: input.cookedRiceMultiplier,
      riceRoundingMethod: input.riceRoundingMethod,
      chickenCount: proposal?.chickenCount ?? null,
      meatKg: proposal?.meatKg ?? null,
      rawRiceKg: proposal?.rawRiceKg ?? null,
      cookedRiceKg: proposal?.cookedRiceKg ?? null,
      reservedRiceDirectSaleKg: proposal?.reservedRiceDirectSaleKg ?? null,
      lines: [
        line(BatchInputRole.Chicken, input.chickenItemId),
        line(BatchInputRole.Meat, input.meatItemId),
        line(BatchInputRole.Rice, input.riceItemId),
        ...(dayOf(input.riceItemId, ForecastMeasure.RiceSoldByWeight)
          ? [line(BatchInputRole.RiceSoldByWeight, input.riceItemId, ForecastMeasure.RiceSoldByWeight)]
          : []),
      ],
      computedAt,
    };
  }

  async backtests(ctx: RequestContext, list: ListArgs | undefined, filter: ForecastBacktestFilter | undefined): Promise<PageResult<ForecastBacktestRow>> {
    if (filter?.branchId) {
      const [branch] = await ctx.query<{ id: string }>(`SELECT id FROM branches WHERE id = $1 AND organization_id = $2`, [filter.branchId, ctx.organizationId]);
      if (!branch) throw invalidField('filter.branchId', 'is not a branch of this organisation');
    }
    const window = resolveListWindow(list, forecastBacktestsSort.fields, { sort: 'branchName', dir: 'asc' });
    const where = (param: Param) => {
      let where = `s.organization_id = ${param(ctx.organizationId)}`;
      if (filter?.branchId) where += ` AND s.branch_id = ${param(filter.branchId)}`;
      if (filter?.inventoryItemId) where += ` AND s.inventory_item_id = ${param(filter.inventoryItemId)}`;
      return where;
    };
    const orderBy = `${SORT_COLUMNS[window.sort]} ${window.dir}, ${BACKTEST_ORDER}, s.id ASC`;
    const page = await readPage(ctx, { reader: entityRows(ctx.db.connection, ForecastSeriesRow, 's'), alias: 's', where, orderBy }, window);
    return { ...page, items: page.items.map(backtestRowOf) };
  }

  /** After the fact, per business day: proposed (recorded with the batch), decided, used, overproduction waste, sold-out minutes. */
  async outcomes(ctx: RequestContext, args: ForecastOutcomesArgs): Promise<ForecastOutcomeDay[]> {
    await reportBranch(ctx, args.branchId);
    const clock = await this.branchToday(ctx, args.branchId);
    const to = args.to ?? addDays(clock.today, -1);
    const from = args.from ?? addDays(to, -27);
    if (from > to) throw validationError({ from: ['must not be after to'] });
    if (daysBetween(from, to) >= MAX_OUTCOME_DAYS) throw validationError({ to: [`must be at most ${MAX_OUTCOME_DAYS} days after from`] });
    const rows = await ctx.query<OutcomeRow>(OUTCOMES_SQL, [ctx.organizationId, args.branchId, from, to]);
    const soldOut = soldOutIntervals(
      await ctx.query<SoldOutRow>(SOLD_OUT_SQL, [ctx.organizationId, new Date(`${addDays(from, -1)}T00:00:00Z`), new Date(`${addDays(to, 2)}T00:00:00Z`)]),
      new Map(),
      new Set(),
      ctx.now(),
    ).filter((interval) => interval.branchId === args.branchId);
    const num = (value: string | number | null) => (value === null ? null : Number(value));
    return rows.map((row) => ({
      businessDate: row.business_date,
      batchId: row.batch_id,
      proposedChickenCount: num(row.proposed_chicken_count),
      proposedMeatKg: num(row.proposed_meat_kg),
      proposedRawRiceKg: num(row.proposed_raw_rice_kg),
      decidedChickenCount: num(row.chicken_count),
      decidedMeatKg: num(row.meat_kg),
      decidedRawRiceKg: num(row.raw_rice_kg),
      usedChicken: num(row.used_chicken),
      usedMeatKg: num(row.used_meat),
      usedRawRiceKg: num(row.used_rice),
      overproductionWasteUnits: Number(row.overproduction_units ?? 0),
      soldOutMinutes: soldOutMinutesOn(row.business_date, soldOut, { timeZone: clock.timeZone, dayStartHour: clock.hour }),
    }));
  }
}

interface SeriesReadRow {
  inventory_item_id: string;
  measure: string;
  item_name: string;
  item_name_ar: string | null;
  unit: string;
  model: string;
  service_level: string | number;
  training_from: string | null;
  training_to: string | null;
  training_days: number;
  borrowed: boolean;
  last_known_date: string;
  backtest_from: string;
  backtest_to: string;
  backtest: StoredBacktest;
  history: StoredHistoryDay[];
  computed_at: Date;
}

/** A branch's series with the last `$3` days of their stored history. */
const SERIES_SELECT = `SELECT inventory_item_id, measure, item_name, item_name_ar, unit, model, service_level,
       to_char(training_from, 'YYYY-MM-DD') AS training_from, to_char(training_to, 'YYYY-MM-DD') AS training_to, training_days, borrowed,
       to_char(last_known_date, 'YYYY-MM-DD') AS last_known_date, to_char(backtest_from, 'YYYY-MM-DD') AS backtest_from,
       to_char(backtest_to, 'YYYY-MM-DD') AS backtest_to, backtest,
       jsonb_path_query_array(history, '$[last - $n + 1 to last]', jsonb_build_object('n', $3::int)) AS history, computed_at
  FROM forecast_series`;

interface DayRow {
  inventory_item_id: string;
  measure: string;
  business_date: string;
  horizon: number;
  model: string;
  point: string | number;
  median: string | number;
  upper: string | number;
  explanation: RulesExplanation;
  computed_at: Date;
}

const DAYS_SELECT = `SELECT inventory_item_id, measure, to_char(business_date, 'YYYY-MM-DD') AS business_date, horizon, model, point, median, upper, explanation, computed_at FROM forecast_days`;

interface LatestBatchRow {
  chicken_item_id: string;
  meat_item_id: string;
  rice_item_id: string;
  cooked_rice_multiplier: string;
  rice_rounding_method: string;
}

interface OutcomeRow {
  business_date: string;
  batch_id: string | null;
  chicken_count: number | null;
  meat_kg: string | null;
  raw_rice_kg: string | null;
  proposed_chicken_count: number | null;
  proposed_meat_kg: string | null;
  proposed_raw_rice_kg: string | null;
  used_chicken: string | null;
  used_meat: string | null;
  used_rice: string | null;
  overproduction_units: string | number | null;
}

/**
 * One row per business day of the range: the day's live batch, its recorded proposal, the close's
 * usage sums (the rice less what products sold by weight drew, as the forecast learns it) and overproduction waste.
 */
const OUTCOMES_SQL = `SELECT to_char(d.day, 'YYYY-MM-DD') AS business_date, b.id AS batch_id, b.chicken_count, b.meat_kg, b.raw_rice_kg,
       p.proposed_chicken_count, p.proposed_meat_kg, p.proposed_raw_rice_kg,
       (SELECT -s.sales_usage_milli / 1000.0 FROM analytics_day_item_sums s WHERE s.organization_id = $1 AND s.branch_id = $2 AND s.business_date = d.day AND s.inventory_item_id = b.chicken_item_id) AS used_chicken,
       (SELECT -s.sales_usage_milli / 1000.0 FROM analytics_day_item_sums s WHERE s.organization_id = $1 AND s.branch_id = $2 AND s.business_date = d.day AND s.inventory_item_id = b.meat_item_id) AS used_meat,
       (SELECT (-s.sales_usage_milli - COALESCE(w.qty_milli, 0)) / 1000.0 FROM analytics_day_item_sums s WHERE s.organization_id = $1 AND s.branch_id = $2 AND s.business_date = d.day AND s.inventory_item_id = b.rice_item_id) AS used_rice,
       (SELECT sum(w.units) FROM production_batch_waste w WHERE w.organization_id = $1 AND w.batch_id = b.id AND w.kind = 'Overproduction') AS overproduction_units
  FROM generate_series($3::date, $4::date, interval '1 day') AS d(day)
  LEFT JOIN production_batches b ON b.organization_id = $1 AND b.branch_id = $2 AND b.business_date = d.day AND b.deleted_at IS NULL AND b.status <> 'Cancelled'
  LEFT JOIN forecast_batch_proposals p ON p.organization_id = $1 AND p.batch_id = b.id
  LEFT JOIN (${RICE_BY_WEIGHT_USAGE_SQL('$3::date', '$4::date', 'branch_id = $2')}) w ON w.business_date = d.day AND w.inventory_item_id = b.rice_item_id
 ORDER BY d.day`;

function backtestRowOf(row: ForecastSeriesRow): ForecastBacktestRow {
  return {
    id: row.id,
    branchId: row.branchId,
    branchName: row.branchName,
    inventoryItemId: row.inventoryItemId,
    measure: row.measure as ForecastMeasure,
    itemName: row.itemName,
    itemNameAr: row.itemNameAr,
    chosenModel: row.model,
    from: row.backtestFrom,
    to: row.backtestTo,
    chosenOneDayWape: row.chosenOneDayWape,
    chosenOneDayBias: row.chosenOneDayBias,
    chosenSevenDayWape: row.chosenSevenDayWape,
    chosenSevenDayBias: row.chosenSevenDayBias,
    baselineOneDayWape: row.baselineOneDayWape,
    baselineOneDayBias: row.baselineOneDayBias,
    baselineSevenDayWape: row.baselineSevenDayWape,
    baselineSevenDayBias: row.baselineSevenDayBias,
    computedAt: row.computedAt,
  };
}

export const forecastReadService = new ForecastReadService();
