import { localDateTime } from '../../../core/time/business-day';
import { weekdayOf, weekStartOf } from './shift-times.rules';

/**
 * Timesheets: one employee's business days from their scheduled shifts and their punches
 * (docs/labour.md, "Timesheet rules"). Pure: the caller reads the shifts and punches and passes
 * the settings, the employee's rest weekday and the time zone of each branch.
 */

export type PunchKindName = 'ClockIn' | 'BreakStart' | 'BreakEnd' | 'ClockOut';

export interface TimesheetPunch {
  id: string;
  branchId: string;
  kind: PunchKindName;
  occurredAt: Date;
  /** The branch business date of the punch (as stored with it). */
  businessDate: string;
}

export interface TimesheetShift {
  id: string;
  branchId: string;
  startsAt: Date;
  endsAt: Date;
  breakMinutes: number;
  /** The branch business date the shift starts on. */
  businessDate: string;
}

export interface TimesheetRuleSettings {
  dailyOvertimeAfterMinutes: number;
  weeklyOvertimeAfterMinutes: number;
  /** Minutes after the scheduled start before an arrival is late, and before the end a departure is early. */
  graceMinutes: number;
  /** Night window in local minutes after midnight: [start, end), across midnight when end ≤ start; equal means none. */
  nightStartMinute: number;
  nightEndMinute: number;
}

/** How far a punch may lie outside a shift and still belong to it. */
export const MATCH_WINDOW_MINUTES = 180;

export type MissedPunch = 'ClockIn' | 'ClockOut' | 'BreakStart' | 'BreakEnd';

/** One stretch between a clock-in and a clock-out (either may be missing) with its breaks. */
export interface WorkSession {
  branchId: string;
  /** The business date of the session's first punch. */
  businessDate: string;
  clockIn: Date | null;
  clockOut: Date | null;
  /** Closed breaks punched in the session. */
  breaks: Array<{ start: Date; end: Date }>;
  missed: MissedPunch[];
  shiftId: string | null;
  /** The start and end counted: the punches, a missing one taken from the matched shift. */
  countedStart: Date | null;
  countedEnd: Date | null;
  /** Worked intervals: counted span less the punched breaks. */
  intervals: Array<{ start: Date; end: Date }>;
  workedMinutes: number;
  breakMinutes: number;
}

export interface TimesheetDay {
  businessDate: string;
  /** The roster week (Saturday) of the business date; weekly overtime is counted per week. */
  weekStart: string;
  shifts: TimesheetShift[];
  sessions: WorkSession[];
  scheduledMinutes: number;
  workedMinutes: number;
  /** Punched break minutes. */
  breakMinutes: number;
  paidMinutes: number;
  lateMinutes: number;
  earlyLeaveMinutes: number;
  late: boolean;
  earlyLeave: boolean;
  missedPunches: number;
  unscheduled: boolean;
  /** Shifts of the day with no punch at all (ended by `now`). */
  absentShiftIds: string[];
  dailyOvertimeMinutes: number;
  weeklyOvertimeMinutes: number;
  overtimeMinutes: number;
  nightMinutes: number;
  restDay: boolean;
  /** Paid minutes per branch (the day's cost is shared by them). */
  branchMinutes: Record<string, number>;
}

const MINUTE = 60_000;

function minutesBetween(start: Date, end: Date): number {
  return Math.max(Math.round((end.getTime() - start.getTime()) / MINUTE), 0);
}

type RawSession = Pick<WorkSession, 'branchId' | 'businessDate' | 'clockIn' | 'clockOut' | 'breaks' | 'missed'>;

/** Sessions from one employee's punches in time order: a clock-in opens, a clock-out closes, breaks pair inside. */
export function sessionsOf(punches: TimesheetPunch[]): Array<RawSession> {
  const sorted = [...punches].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const sessions: Array<RawSession> = [];
  let open: (typeof sessions)[number] | null = null;
  let breakStart: Date | null = null;
  const close = (at: Date | null) => {
    if (!open) return;
    if (breakStart) {
      if (at) open.breaks.push({ start: breakStart, end: at });
      else open.missed.push('BreakEnd');
    }
    if (!at) open.missed.push('ClockOut');
    open.clockOut = at;
    sessions.push(open);
    open = null;
    breakStart = null;
  };
  const ensureOpen = (punch: TimesheetPunch) => {
    if (!open) open = { branchId: punch.branchId, businessDate: punch.businessDate, clockIn: null, clockOut: null, breaks: [], missed: ['ClockIn'] };
    return open;
  };
  for (const punch of sorted) {
    switch (punch.kind) {
      case 'ClockIn':
        close(null);
        open = { branchId: punch.branchId, businessDate: punch.businessDate, clockIn: punch.occurredAt, clockOut: null, breaks: [], missed: [] };
        break;
      case 'BreakStart':
        ensureOpen(punch);
        if (!breakStart) breakStart = punch.occurredAt;
        break;
      case 'BreakEnd': {
        const session = ensureOpen(punch);
        if (breakStart) session.breaks.push({ start: breakStart, end: punch.occurredAt });
        else session.missed.push('BreakStart');
        breakStart = null;
        break;
      }
      case 'ClockOut':
        ensureOpen(punch);
        close(punch.occurredAt);
        break;
    }
  }
  close(null);
  return sessions;
}

function overlapMinutes(aStart: number, aEnd: number, bStart: number, bEnd: number): number {
  return Math.max(Math.min(aEnd, bEnd) - Math.max(aStart, bStart), 0);
}

/** The shift a session belongs to: the most overlap with the shift widened by the match window; ties go to the earlier shift. */
export function matchShift(session: Pick<WorkSession, 'clockIn' | 'clockOut'>, shifts: TimesheetShift[]): TimesheetShift | null {
  return matchInOrder(session, [...shifts].sort(byStart));
}

function byStart(a: TimesheetShift, b: TimesheetShift): number {
  return a.startsAt.getTime() - b.startsAt.getTime();
}

/** `matchShift` over shifts already in start order (an employee's shifts are sorted once, not per session). */
function matchInOrder(session: Pick<WorkSession, 'clockIn' | 'clockOut'>, ordered: TimesheetShift[]): TimesheetShift | null {
  const start = (session.clockIn ?? session.clockOut)!.getTime();
  const end = Math.max((session.clockOut ?? session.clockIn)!.getTime(), start + MINUTE);
  let best: TimesheetShift | null = null;
  let bestOverlap = 0;
  for (const shift of ordered) {
    const overlap = overlapMinutes(
      start,
      end,
      shift.startsAt.getTime() - MATCH_WINDOW_MINUTES * MINUTE,
      shift.endsAt.getTime() + MATCH_WINDOW_MINUTES * MINUTE,
    );
    if (overlap > bestOverlap) {
      best = shift;
      bestOverlap = overlap;
    }
  }
  return best;
}

/** Worked intervals of a counted span less its breaks (breaks clipped to the span). */
function workIntervals(start: Date, end: Date, breaks: Array<{ start: Date; end: Date }>): Array<{ start: Date; end: Date }> {
  const intervals: Array<{ start: Date; end: Date }> = [];
  let cursor = start.getTime();
  for (const pause of [...breaks].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    const from = Math.max(pause.start.getTime(), cursor);
    const to = Math.min(pause.end.getTime(), end.getTime());
    if (to <= from) continue;
    if (from > cursor) intervals.push({ start: new Date(cursor), end: new Date(from) });
    cursor = to;
  }
  if (end.getTime() > cursor) intervals.push({ start: new Date(cursor), end });
  return intervals;
}

/** Minutes of [start, end) inside the local night window [nightStart, nightEnd) of every day (across midnight when end ≤ start). */
export function nightMinutesOf(start: Date, end: Date, timeZone: string, nightStartMinute: number, nightEndMinute: number): number {
  const length = (nightEndMinute - nightStartMinute + 1440) % 1440;
  if (length === 0) return 0;
  const local = localDateTime(start, timeZone);
  const from = local.hour * 60 + local.minute + local.second / 60;
  const to = from + (end.getTime() - start.getTime()) / MINUTE;
  let total = 0;
  for (let day = -1; day * 1440 < to; day++) {
    const windowStart = day * 1440 + nightStartMinute;
    total += overlapMinutes(from, to, windowStart, windowStart + length);
  }
  return Math.round(total);
}

/** Why a per-employee weekly rest day cannot be kept, or null when it can (null itself: the organisation's). */
export function restWeekdayProblem(weekday: number | null): string | null {
  if (weekday === null) return null;
  if (!Number.isInteger(weekday) || weekday < 0 || weekday > 6) return 'must be a whole number from 0 to 6';
  return null;
}

/** The weekly rest day of an employee (0 = Sunday … 6 = Saturday): their own where set, otherwise the organisation's. */
export function employeeRestWeekday(own: number | null, organisation: number): number {
  return own ?? organisation;
}

export interface EmployeeTimesheetInput {
  shifts: TimesheetShift[];
  punches: TimesheetPunch[];
  settings: TimesheetRuleSettings;
  /** 0 = Sunday … 6 = Saturday: the employee's own rest day, else the organisation's (`employeeRestWeekday`). */
  restWeekday: number;
  /** IANA zone of each branch (night minutes are local). */
  timeZoneOf: (branchId: string) => string;
  /** Shifts ending after this are not yet absent, and a missing clock-out is not filled past it. */
  now: Date;
}

/**
 * One employee's days, every business date with a shift or a punch, in date order. Each session
 * belongs to its matched shift's business day, an unscheduled one to its first punch's. Weekly
 * overtime needs every day of a roster week: pass whole weeks.
 */
export function employeeTimesheet(input: EmployeeTimesheetInput): TimesheetDay[] {
  const { settings } = input;
  const days = new Map<string, TimesheetDay>();
  const dayOf = (businessDate: string): TimesheetDay => {
    let day = days.get(businessDate);
    if (!day) {
      day = emptyDay(businessDate, input.restWeekday);
      days.set(businessDate, day);
    }
    return day;
  };
  for (const shift of input.shifts) {
    const day = dayOf(shift.businessDate);
    day.shifts.push(shift);
    day.scheduledMinutes += Math.max(minutesBetween(shift.startsAt, shift.endsAt) - shift.breakMinutes, 0);
  }
  const ordered = [...input.shifts].sort(byStart);
  for (const raw of sessionsOf(input.punches)) {
    const shift = matchInOrder(raw, ordered);
    const countedStart = raw.clockIn ?? (shift && shift.startsAt.getTime() < raw.clockOut!.getTime() ? shift.startsAt : null);
    const fillEnd = shift ? new Date(Math.min(shift.endsAt.getTime(), input.now.getTime())) : null;
    const countedEnd = raw.clockOut ?? (fillEnd && raw.clockIn && fillEnd.getTime() > raw.clockIn.getTime() ? fillEnd : null);
    const intervals = countedStart && countedEnd ? workIntervals(countedStart, countedEnd, raw.breaks) : [];
    const workedMinutes = intervals.reduce((sum, part) => sum + minutesBetween(part.start, part.end), 0);
    const session: WorkSession = {
      branchId: raw.branchId,
      businessDate: raw.businessDate,
      clockIn: raw.clockIn,
      clockOut: raw.clockOut,
      breaks: raw.breaks,
      missed: raw.missed,
      shiftId: shift?.id ?? null,
      countedStart,
      countedEnd,
      intervals,
      workedMinutes,
      breakMinutes: raw.breaks.reduce((sum, pause) => sum + minutesBetween(pause.start, pause.end), 0),
    };
    const businessDate = shift?.businessDate ?? raw.businessDate;
    dayOf(businessDate).sessions.push(session);
  }
  for (const day of days.values()) summarise(day, settings, input);
  const inDateOrder = [...days.values()].sort((a, b) => (a.businessDate < b.businessDate ? -1 : 1));
  applyWeeklyOvertime(inDateOrder, settings.weeklyOvertimeAfterMinutes);
  return inDateOrder;
}

function emptyDay(businessDate: string, restWeekday: number): TimesheetDay {
  return {
    businessDate,
    weekStart: weekStartOf(businessDate),
    shifts: [],
    sessions: [],
    scheduledMinutes: 0,
    workedMinutes: 0,
    breakMinutes: 0,
    paidMinutes: 0,
    lateMinutes: 0,
    earlyLeaveMinutes: 0,
    late: false,
    earlyLeave: false,
    missedPunches: 0,
    unscheduled: false,
    absentShiftIds: [],
    dailyOvertimeMinutes: 0,
    weeklyOvertimeMinutes: 0,
    overtimeMinutes: 0,
    nightMinutes: 0,
    restDay: weekdayOf(businessDate) === restWeekday,
    branchMinutes: {},
  };
}

function summarise(day: TimesheetDay, settings: TimesheetRuleSettings, input: EmployeeTimesheetInput): void {
  const addBranch = (branchId: string, minutes: number) => {
    if (minutes > 0) day.branchMinutes[branchId] = (day.branchMinutes[branchId] ?? 0) + minutes;
  };
  for (const session of day.sessions) {
    day.workedMinutes += session.workedMinutes;
    day.breakMinutes += session.breakMinutes;
    day.missedPunches += session.missed.length;
    if (!session.shiftId) {
      day.unscheduled = true;
      addBranch(session.branchId, session.workedMinutes);
    }
    const zone = input.timeZoneOf(session.branchId);
    for (const part of session.intervals) {
      day.nightMinutes += nightMinutesOf(part.start, part.end, zone, settings.nightStartMinute, settings.nightEndMinute);
    }
  }
  let paid = day.sessions.filter((session) => !session.shiftId).reduce((sum, session) => sum + session.workedMinutes, 0);
  for (const shift of day.shifts) {
    const own = day.sessions.filter((session) => session.shiftId === shift.id);
    if (own.length === 0) {
      if (shift.endsAt.getTime() <= input.now.getTime()) day.absentShiftIds.push(shift.id);
      continue;
    }
    const worked = own.reduce((sum, session) => sum + session.workedMinutes, 0);
    const punchedBreaks = own.reduce((sum, session) => sum + session.breakMinutes, 0);
    // The shift's unpaid break is taken whether punched or not; a longer punched break is already out of the worked time.
    const shiftPaid = Math.max(worked - Math.max(shift.breakMinutes - punchedBreaks, 0), 0);
    paid += shiftPaid;
    addBranch(shift.branchId, shiftPaid);
    const firstIn = own.map((session) => session.clockIn).find((at): at is Date => at !== null);
    const outs = own.map((session) => session.clockOut).filter((at): at is Date => at !== null);
    const lastOut = outs.length > 0 ? outs[outs.length - 1] : null;
    if (firstIn && firstIn.getTime() > shift.startsAt.getTime()) {
      const late = minutesBetween(shift.startsAt, firstIn);
      day.lateMinutes += late;
      if (late > settings.graceMinutes) day.late = true;
    }
    if (lastOut && lastOut.getTime() < shift.endsAt.getTime()) {
      const early = minutesBetween(lastOut, shift.endsAt);
      day.earlyLeaveMinutes += early;
      if (early > settings.graceMinutes) day.earlyLeave = true;
    }
  }
  day.paidMinutes = paid;
  day.nightMinutes = Math.min(day.nightMinutes, paid);
  day.dailyOvertimeMinutes = Math.max(paid - settings.dailyOvertimeAfterMinutes, 0);
  day.overtimeMinutes = day.dailyOvertimeMinutes;
}

/** Paid minutes of a roster week beyond the weekly threshold (not counting daily overtime) are overtime on the day they fall. */
export function applyWeeklyOvertime(days: TimesheetDay[], weeklyAfterMinutes: number): void {
  const regularByWeek = new Map<string, number>();
  for (const day of days) {
    const regular = day.paidMinutes - day.dailyOvertimeMinutes;
    const before = regularByWeek.get(day.weekStart) ?? 0;
    const after = before + regular;
    regularByWeek.set(day.weekStart, after);
    day.weeklyOvertimeMinutes = Math.max(after - Math.max(before, weeklyAfterMinutes), 0);
    day.overtimeMinutes = day.dailyOvertimeMinutes + day.weeklyOvertimeMinutes;
  }
}
