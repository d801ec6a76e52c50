import type { TFunction } from 'i18next';
import { formatDate, formatPercent, formatQuantity, formatUnit, separator } from '../../ui/format';

/** A model's name in the screen's language (the service sends `same-weekday-mean`, `calendar-regression`). */
export function modelName(model: string | null | undefined, t: TFunction): string {
  if (!model) return '—';
  return t(`forecastModel.${model}`, { defaultValue: model });
}

/** The service level as the percentile it names (0.8 → 80), for "P80". */
export function percentile(serviceLevel: number): number {
  return Math.round(serviceLevel * 100);
}

/** A fraction (WAPE, bias) as a percentage; a dash when the service has none (nothing used on the scored days). */
export function percentOrDash(value: number | null | undefined, language: string, signed = false): string {
  if (value === null || value === undefined) return '—';
  const text = formatPercent(value, language);
  return signed && value > 0 ? `+${text}` : text;
}

/** A quantity with its unit, signed when asked (a calendar effect: +3 kg / −2 kg). */
export function quantityWithUnit(value: number | null | undefined, unit: string, language: string, t: TFunction, signed = false): string {
  if (value === null || value === undefined) return '—';
  return `${formatQuantity(value, language, signed)} ${formatUnit(unit, t)}`;
}

export interface Explanation {
  sameWeekdays: ReadonlyArray<{ date: string; usage: number; soldOut: boolean }>;
  calendarKinds: readonly string[];
  calendarEffect: number;
  promotionEffect: number;
  soldOutAdjustment: number;
}

/** The sentences that explain a forecast day: same weekdays of the last weeks, the calendar, promotions, sold-out days. */
export function explanationLines(explanation: Explanation, unit: string, language: string, t: TFunction): string[] {
  const q = (value: number, signed = false) => quantityWithUnit(value, unit, language, t, signed);
  const weekdays = explanation.sameWeekdays
    .map((day) => `${formatDate(day.date, language)}: ${q(day.usage)}${day.soldOut ? ` (${t('forecast.soldOut')})` : ''}`)
    .join(separator(language));
  const lines: string[] = [];
  if (weekdays) lines.push(t('proposal.sameWeekdays', { list: weekdays }));
  lines.push(
    explanation.calendarKinds.length > 0
      ? t('proposal.calendarEffect', {
          kinds: explanation.calendarKinds.map((kind) => t(`calendarKind.${kind}`)).join(separator(language)),
          effect: q(explanation.calendarEffect, true),
        })
      : t('proposal.noCalendar'),
  );
  if (Math.abs(explanation.promotionEffect) > 0.0005) lines.push(t('proposal.promotionEffect', { effect: q(explanation.promotionEffect, true) }));
  if (Math.abs(explanation.soldOutAdjustment) > 0.0005) lines.push(t('proposal.soldOutAdjustment', { effect: q(explanation.soldOutAdjustment, true) }));
  return lines;
}
