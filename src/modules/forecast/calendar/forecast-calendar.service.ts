import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { conflict, notFound } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { type Param, readPage } from '../../../core/lists/read-page';
import { listSortFields } from '../../../core/lists/sort-fields';
import { entityRows } from '../../../core/db/entity-rows';
import { runSql } from '../../../core/db/run-sql';
import { recordAudit, diffFields } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { catchDuplicate, lockOrNotFound } from '../../../core/db/write-helpers';
import { iraqiCalendarDefaults, type CalendarDay } from '../rules/iraqi-calendar';
import { ForecastCalendarDay, type ForecastCalendarKind } from './forecast-calendar.entity';
import type { CreateForecastCalendarDayInput, ForecastCalendarFilter, UpdateForecastCalendarDayInput } from '../read/forecast.types';
import { calendarDayPayload, forecastEvents } from '../forecast.events';

const SORT_COLUMNS = { date: 'c.date', kind: 'c.kind', createdAt: 'c.created_at' } as const;
export const forecastCalendarSort = listSortFields('forecastCalendarDays', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);

const DUPLICATE = 'forecast_calendar_days_org_date_kind';

/** Years seeded at registration: the last one (the history the first forecasts learn from) to five ahead. */
export const SEED_YEARS_BACK = 1;
export const SEED_YEARS_AHEAD = 5;

/**
 * The Iraqi defaults of the years around `year`. Fridays are left out: every model knows the
 * weekday of a date, so a calendar row per Friday would tell it nothing (an owner may still add one).
 */
export function seedCalendar(year: number): CalendarDay[] {
  try {
    return iraqiCalendarDefaults(year - SEED_YEARS_BACK, year + SEED_YEARS_AHEAD, { fridays: false });
  } catch (error) {
    // A runtime without the Umm al-Qura calendar: the years the rules' table covers.
    if (error instanceof RangeError) return iraqiCalendarDefaults(Math.max(2024, year - SEED_YEARS_BACK), 2032, { fridays: false });
    throw error;
  }
}

/** Inserts calendar days for an organisation in one statement (days it already has are kept). */
export async function insertCalendarDays(manager: EntityManager, organizationId: string, days: readonly CalendarDay[]): Promise<void> {
  if (days.length === 0) return;
  await runSql(
    manager,
    `INSERT INTO forecast_calendar_days (organization_id, date, kind, name_en, name_ar)
     SELECT $1, d.date, d.kind, d.name_en, d.name_ar
       FROM unnest($2::date[], $3::text[], $4::text[], $5::text[]) AS d(date, kind, name_en, name_ar)
     ON CONFLICT (organization_id, date, kind) DO NOTHING`,
    [organizationId, days.map((d) => d.date), days.map((d) => d.kind), days.map((d) => d.nameEn), days.map((d) => d.nameAr)],
  );
}

export class ForecastCalendarService {
  /** Seeds a new organisation's calendar with the Iraqi defaults (registration, in its unit of work). */
  async seedDefaults(uow: UnitOfWork, ctx: RequestContext): Promise<void> {
    await insertCalendarDays(uow.manager, ctx.organizationId, seedCalendar(ctx.now().getUTCFullYear()));
  }

  async list(ctx: RequestContext, list: ListArgs | undefined, filter: ForecastCalendarFilter | undefined): Promise<PageResult<ForecastCalendarDay>> {
    const window = resolveListWindow(list, forecastCalendarSort.fields, { sort: 'date', dir: 'asc' });
    const where = (param: Param) => {
      let where = `c.organization_id = ${param(ctx.organizationId)}`;
      if (filter?.from) where += ` AND c.date >= ${param(filter.from)}::date`;
      if (filter?.to) where += ` AND c.date <= ${param(filter.to)}::date`;
      if (filter?.kind) where += ` AND c.kind = ${param(filter.kind)}`;
      if (window.search) {
        const search = param(likePattern(window.search));
        where += ` AND (c.name_en ILIKE ${search} OR c.name_ar ILIKE ${search})`;
      }
      return where;
    };
    const orderBy = `${SORT_COLUMNS[window.sort]} ${window.dir}, c.id ASC`;
    return readPage(ctx, { reader: entityRows(ctx.db.connection, ForecastCalendarDay, 'c'), alias: 'c', where, orderBy }, window);
  }

  /** Every calendar day between two dates, for the forecast job and the charts. */
  async between(ctx: RequestContext, from: string, to: string): Promise<CalendarDay[]> {
    const rows = await ctx.query<{ date: string; kind: ForecastCalendarKind; name_en: string; name_ar: string }>(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, kind, name_en, name_ar FROM forecast_calendar_days
        WHERE organization_id = $1 AND date BETWEEN $2::date AND $3::date ORDER BY date, kind`,
      [ctx.organizationId, from, to],
    );
    return rows.map((row) => ({ date: row.date, kind: row.kind, nameEn: row.name_en, nameAr: row.name_ar }));
  }

  async get(ctx: RequestContext, id: string): Promise<ForecastCalendarDay> {
    const day = await ctx.db.findOne(ForecastCalendarDay, { where: { id, organizationId: ctx.organizationId } });
    if (!day) throw notFound('Forecast calendar day');
    return day;
  }

  async create(ctx: RequestContext, input: CreateForecastCalendarDayInput): Promise<ForecastCalendarDay> {
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        const day = Object.assign(new ForecastCalendarDay(), {
          organizationId: ctx.organizationId,
          date: input.date,
          kind: input.kind,
          nameEn: input.nameEn.trim(),
          nameAr: input.nameAr.trim(),
        });
        await uow.manager.insert(ForecastCalendarDay, day);
        await recordAudit(uow, ctx, {
          entityType: 'forecast-calendar-day',
          entityId: day.id,
          action: 'created',
          changes: calendarDayPayload(day),
          branchId: null,
        });
        await emit(uow, ctx, { type: forecastEvents.types.calendarDay.created, resourceId: day.id, data: calendarDayPayload(day), branchId: null });
        return day;
      }),
    );
  }

  async update(ctx: RequestContext, id: string, input: UpdateForecastCalendarDayInput): Promise<ForecastCalendarDay> {
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        const day = await lockOrNotFound(uow.manager, ForecastCalendarDay, ctx, id, 'Forecast calendar day');
        const next = {
          date: input.date ?? day.date,
          kind: input.kind ?? day.kind,
          nameEn: input.nameEn?.trim() || day.nameEn,
          nameAr: input.nameAr?.trim() || day.nameAr,
        };
        const changes = diffFields(day, next, ['date', 'kind', 'nameEn', 'nameAr']);
        if (Object.keys(changes).length === 0) return day;
        Object.assign(day, next);
        await uow.manager.save(day);
        await recordAudit(uow, ctx, { entityType: 'forecast-calendar-day', entityId: id, action: 'updated', changes, branchId: null });
        await emit(uow, ctx, { type: forecastEvents.types.calendarDay.updated, resourceId: id, data: calendarDayPayload(day), branchId: null });
        return day;
      }),
    );
  }

  async delete(ctx: RequestContext, id: string): Promise<ForecastCalendarDay> {
    return ctx.transaction(async (uow) => {
      const day = await lockOrNotFound(uow.manager, ForecastCalendarDay, ctx, id, 'Forecast calendar day');
      const removed = Object.assign(new ForecastCalendarDay(), day);
      await uow.manager.delete(ForecastCalendarDay, { id, organizationId: ctx.organizationId });
      await recordAudit(uow, ctx, {
        entityType: 'forecast-calendar-day',
        entityId: id,
        action: 'deleted',
        changes: calendarDayPayload(removed),
        branchId: null,
      });
      await emit(uow, ctx, { type: forecastEvents.types.calendarDay.deleted, resourceId: id, data: calendarDayPayload(removed), branchId: null });
      return removed;
    });
  }

  private catchDuplicate<T>(work: () => Promise<T>): Promise<T> {
    return catchDuplicate(work, { [DUPLICATE]: () => conflict('The calendar already has a day of this kind on this date.') });
  }
}

export const forecastCalendarService = new ForecastCalendarService();
