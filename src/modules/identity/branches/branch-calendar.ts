import type { RequestContext } from '../../../core/context/request-context';
import { notFound } from '../../../core/errors/app-error';
import { businessDateAt, businessDayBounds, localDate } from '../../../core/time/business-day';

/**
 * "Today" and business dates as one branch sees them: its IANA zone and the organisation's
 * business-day start hour. Every rule that speaks of today, a business date or a date filter asks
 * this, never the server's clock in UTC.
 */
export interface BranchCalendar {
  branchId: string;
  timeZone: string;
  dayStartHour: number;
  /** The business date now (before the start hour it is still yesterday's business day). */
  today(): string;
  /** The calendar date now in the branch's zone. */
  localToday(): string;
  businessDateOf(instant: Date): string;
  /** [start, end) of a business date, as instants. */
  bounds(date: string): { start: Date; end: Date };
}

interface CalendarRow {
  id: string;
  time_zone: string;
  business_day_start_hour: number;
}

/**
 * The calendar of a branch of the caller's organisation (the active branch by default). One query
 * per request however many rules ask; another organisation's branch is 404.
 */
export async function branchCalendar(ctx: RequestContext, branchId: string = ctx.branchId): Promise<BranchCalendar> {
  const loader = ctx.loaders.get<string, CalendarRow | null>('identity.branch-calendar', async (ids) => {
    const rows = await ctx.query<CalendarRow>(
      `SELECT b.id, b.time_zone, o.business_day_start_hour
         FROM branches b JOIN organizations o ON o.id = b.organization_id
        WHERE b.organization_id = $1 AND b.id = ANY($2::uuid[])`,
      [ctx.organizationId, [...ids]],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });
  const row = await loader.load(branchId);
  if (!row) throw notFound('Branch');
  return calendarOf(ctx, branchId, row.time_zone, Number(row.business_day_start_hour));
}

/**
 * The calendar for organisation-wide records (HR): the caller's active branch, or for a caller
 * without one (an API key without X-Branch-Id) the organisation's oldest active branch.
 */
export async function callerCalendar(ctx: RequestContext): Promise<BranchCalendar> {
  const active = ctx.requirePrincipal().branchId;
  if (active) return branchCalendar(ctx, active);
  const [main] = await ctx.query<{ id: string }>(`SELECT id FROM branches WHERE organization_id = $1 ORDER BY active DESC, created_at ASC, id ASC LIMIT 1`, [
    ctx.organizationId,
  ]);
  if (!main) throw notFound('Branch');
  return branchCalendar(ctx, main.id);
}

function calendarOf(ctx: RequestContext, branchId: string, timeZone: string, dayStartHour: number): BranchCalendar {
  return {
    branchId,
    timeZone,
    dayStartHour,
    today: () => businessDateAt(ctx.now(), timeZone, dayStartHour),
    localToday: () => localDate(ctx.now(), timeZone),
    businessDateOf: (instant) => businessDateAt(instant, timeZone, dayStartHour),
    bounds: (date) => businessDayBounds(date, timeZone, dayStartHour),
  };
}
