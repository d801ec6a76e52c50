/**
 * Demand history of one series (a branch and a batch input item): one day per calendar date, with the
 * flags the models need (docs/forecast.md, "History"). The usage comes from the sales ledger through
 * the bills of materials (the stored usage days of the daily close); this file only shapes it.
 *
 * - A closed or partial day (the branch did not trade, or not the whole day) has no usage (null): a
 *   branch that did not trade is not a zero, so the models leave the day out.
 * - A sold-out day is censored: the day's usage is a lower bound of the demand.
 * - A trading day without any usage row is a real zero.
 */
import { calendarKindsByDate, type CalendarDay, type CalendarKind } from './iraqi-calendar';
import { addDays, dateRange, weekdayOf } from './dates';

export interface UsageDay {
  date: string;
  /** Usage in the item's unit (pieces, kilograms…). */
  quantity: number;
}

export interface HistoryInput {
  /** First and last business dates of the history (both included). */
  from: string;
  to: string;
  usage: readonly UsageDay[];
  /** Days the branch did not trade, or traded only part of the day. */
  closedDays?: Iterable<string>;
  /** Days the item (or a product drawing on it) was marked sold out. */
  soldOutDays?: Iterable<string>;
  /** Days a promotion on a product drawing on the item was active (past and planned). */
  promotionDays?: Iterable<string>;
  calendar?: readonly CalendarDay[];
  /** Days after `to` to append without usage, so the models can read their calendar features. */
  futureDays?: number;
}

export interface DemandDay {
  date: string;
  weekday: number;
  /** Observed usage; null when the day is missing (closed, partial, or in the future). */
  usage: number | null;
  closed: boolean;
  /** Censored: sold out, so the demand was at least `usage`. */
  soldOut: boolean;
  promotion: boolean;
  calendarKinds: readonly CalendarKind[];
  /** Filled from the organisation's other branches (borrow.ts): learnt from, never scored. */
  borrowed?: boolean;
}

/** The series from `from` to `to` plus `futureDays`, one element per date. */
export function prepareHistory(input: HistoryInput): DemandDay[] {
  const closed = new Set(input.closedDays ?? []);
  const soldOut = new Set(input.soldOutDays ?? []);
  const promotion = new Set(input.promotionDays ?? []);
  const kinds = calendarKindsByDate(input.calendar ?? []);
  const usage = new Map<string, number>();
  for (const row of input.usage) {
    if (!Number.isFinite(row.quantity) || row.quantity < 0) throw new RangeError(`Usage of ${row.date} must be a non-negative number`);
    usage.set(row.date, (usage.get(row.date) ?? 0) + row.quantity);
  }
  const end = addDays(input.to, Math.max(0, input.futureDays ?? 0));
  return dateRange(input.from, end).map((date) => {
    const future = date > input.to;
    const isClosed = !future && closed.has(date);
    return {
      date,
      weekday: weekdayOf(date),
      usage: future || isClosed ? null : (usage.get(date) ?? 0),
      closed: isClosed,
      soldOut: !future && !isClosed && soldOut.has(date),
      promotion: promotion.has(date),
      calendarKinds: kinds.get(date) ?? [],
    };
  });
}

/** Days the models may learn from: observed (not missing). */
export function isObserved(day: DemandDay): day is DemandDay & { usage: number } {
  return day.usage !== null;
}
