import { registerEnumType } from 'type-graphql';
import { addDays } from '../../../core/time/business-day';

export enum ReportCadence {
  Daily = 'Daily',
  Weekly = 'Weekly',
  Monthly = 'Monthly',
}
registerEnumType(ReportCadence, {
  name: 'ReportCadence',
  description: 'Daily: the business day just ended; Weekly: Saturday to Friday (the Iraqi working week); Monthly: the calendar month.',
  valuesConfig: {
    Daily: { description: 'Every day, for the business day just ended.' },
    Weekly: { description: 'Every week, for Saturday to Friday (the Iraqi working week).' },
    Monthly: { description: 'Every month, for the calendar month just ended.' },
  },
});

/** Reports bigger than this are not attached; the mail carries a download link instead. */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/** Day of week of a `YYYY-MM-DD` date: 0 Sunday … 6 Saturday. */
export function dayOfWeek(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

const FRIDAY = 5;
const SATURDAY = 6;

/** The last complete period before the business date `today`. */
export function lastCompletePeriod(cadence: ReportCadence, today: string): { from: string; to: string } {
  switch (cadence) {
    case ReportCadence.Daily:
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case ReportCadence.Weekly: {
      const back = (dayOfWeek(today) - FRIDAY + 7) % 7 || 7;
      const to = addDays(today, -back);
      return { from: addDays(to, -6), to };
    }
    case ReportCadence.Monthly: {
      const [y, m] = today.split('-').map(Number);
      const firstOfThis = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`;
      const to = addDays(firstOfThis, -1);
      return { from: `${to.slice(0, 7)}-01`, to };
    }
  }
}

/**
 * The business date on which the period running on `today` is complete and is sent: the day
 * after it ends (tomorrow; the next Saturday; the first of next month).
 */
export function nextRunDate(cadence: ReportCadence, today: string): string {
  switch (cadence) {
    case ReportCadence.Daily:
      return addDays(today, 1);
    case ReportCadence.Weekly:
      return addDays(today, (SATURDAY - dayOfWeek(today) + 7) % 7 || 7);
    case ReportCadence.Monthly: {
      const [y, m] = today.split('-').map(Number);
      const next = new Date(Date.UTC(y, m, 1));
      return next.toISOString().slice(0, 10);
    }
  }
}
