import { businessDayBounds } from '../../../core/time/business-day';
import { nextRunDate, type ReportCadence } from './report-subscription.rules';

/** The instant the period running on business date `today` closes: the start of the next period's first business day. */
export function nextRunAfter(cadence: ReportCadence, today: string, timeZone: string, dayStartHour: number): Date {
  return businessDayBounds(nextRunDate(cadence, today), timeZone, dayStartHour).start;
}
