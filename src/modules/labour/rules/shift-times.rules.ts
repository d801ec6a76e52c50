import { addDays, daysBetween, localDateTime, zonedInstant } from '../../../core/time/business-day';

/**
 * Shift times: a shift is entered as local dates and wall-clock times in its branch's time zone
 * and stored as two instants. Roster weeks start on Saturday (the Iraqi working week, Friday the
 * rest day); a week is named by its Saturday.
 */

/** 0 = Sunday … 6 = Saturday, as Date.getUTCDay. */
export const WEEK_START_DAY = 6;
export const DAYS_IN_WEEK = 7;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of an `HH:MM` wall-clock time; null when it is not one. */
export function minutesOfTime(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** `HH:MM` of minutes after midnight. */
export function timeOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function weekdayOf(date: string): number {
  let weekday = weekdays.get(date);
  if (weekday === undefined) {
    const [y, m, d] = date.split('-').map(Number);
    weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
    if (weekdays.size >= 10_000) weekdays.clear();
    weekdays.set(date, weekday);
  }
  return weekday;
}

/** Weekdays of the dates asked for (a timesheet asks for each of its days many times). */
const weekdays = new Map<string, number>();

/** The Saturday that starts the roster week `date` is in. */
export function weekStartOf(date: string): string {
  let start = weekStarts.get(date);
  if (start === undefined) {
    start = addDays(date, -((weekdayOf(date) - WEEK_START_DAY + DAYS_IN_WEEK) % DAYS_IN_WEEK));
    if (weekStarts.size >= 10_000) weekStarts.clear();
    weekStarts.set(date, start);
  }
  return start;
}

/** Week starts of the dates asked for. */
const weekStarts = new Map<string, string>();

export function isWeekStart(date: string): boolean {
  return weekdayOf(date) === WEEK_START_DAY;
}

/** The seven dates of the week starting `weekStart`. */
export function weekDates(weekStart: string): string[] {
  return Array.from({ length: DAYS_IN_WEEK }, (_, i) => addDays(weekStart, i));
}

/** The instant of a local date and `HH:MM` time in a zone (zones change their offset on whole hours). */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const minutes = minutesOfTime(time);
  if (minutes === null) throw new Error(`Not a time: ${time}`);
  return new Date(zonedInstant(date, Math.floor(minutes / 60), timeZone).getTime() + (minutes % 60) * 60_000);
}

export interface LocalShiftTimes {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

/** The local dates and times of two instants in a zone (how a stored shift is shown and copied). */
export function localTimesOf(startsAt: Date, endsAt: Date, timeZone: string): LocalShiftTimes {
  const start = localDateTime(startsAt, timeZone);
  const end = localDateTime(endsAt, timeZone);
  return {
    startDate: start.date,
    startTime: timeOfMinutes(start.hour * 60 + start.minute),
    endDate: end.date,
    endTime: timeOfMinutes(end.hour * 60 + end.minute),
  };
}

/** Whole minutes from start to end. */
export function spanMinutes(startsAt: Date, endsAt: Date): number {
  return Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000);
}

/** Paid minutes of a shift: its span less the unpaid break (never below zero). */
export function paidMinutes(startsAt: Date, endsAt: Date, breakMinutes: number): number {
  return Math.max(spanMinutes(startsAt, endsAt) - breakMinutes, 0);
}

/** The local dates a shift touches (its start date through the date of its last minute). */
export function datesTouched(startsAt: Date, endsAt: Date, timeZone: string): string[] {
  const first = localDateTime(startsAt, timeZone).date;
  const last = localDateTime(new Date(Math.max(endsAt.getTime() - 60_000, startsAt.getTime())), timeZone).date;
  const span = Math.max(daysBetween(first, last), 0);
  return Array.from({ length: span + 1 }, (_, i) => addDays(first, i));
}
