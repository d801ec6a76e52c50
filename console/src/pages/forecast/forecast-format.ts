import type { TFunction } from 'i18next';
import { formatDate, formatNumber, formatUnit, localName, separator } from '../../ui/format';

/** A model's name in the screen's language (the service sends `same-weekday-mean`, `calendar-regression`). */
interface NamedSeries {
  inventoryItemId: string;
  measure?: string | null;
  itemName: string;
  itemNameAr?: string | null;
}

/** A series' key in the page's address: the item, and the measure when it is not the usage (rice sold by weight). */
export function seriesKey(series: Pick<NamedSeries, 'inventoryItemId' | 'measure'>): string {
  return !series.measure || series.measure === 'Usage' ? series.inventoryItemId : `${series.inventoryItemId}:${series.measure}`;
}

/** The item's name in the console's language; the rice sold by weight says so. */
export function seriesName(series: NamedSeries, language: string, t: TFunction): string {
  const name = localName(series.itemName, series.itemNameAr, language);
  return series.measure === 'RiceSoldByWeight' ? t('forecast.soldByWeight', { name }) : name;
}

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
  return formatNumber(value, language, { style: 'percent', maximumFractionDigits: 1, signDisplay: signed ? 'exceptZero' : 'auto' });
}

/** A forecast figure: one decimal is all a forecast is worth (a stored quantity keeps its three). */
export function formatForecast(value: number | null | undefined, language: string, signed = false): string {
  return formatNumber(value, language, { maximumFractionDigits: 1, signDisplay: signed ? 'exceptZero' : 'auto' });
}

/** The top of a value axis: the smallest 1, 2 or 5 × 10ⁿ step multiple at or above the value. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [0.1, 0.2, 0.25, 0.5, 1].map((f) => f * magnitude).find((s) => value / s <= 8) ?? magnitude;
  return Math.ceil(value / step) * step;
}

/** A quantity with its unit, signed when asked (a calendar effect: +3 kg / −2 kg). */
export function quantityWithUnit(value: number | null | undefined, unit: string, language: string, t: TFunction, signed = false): string {
  if (value === null || value === undefined) return '—';
  return `${formatForecast(value, language, signed)} ${formatUnit(unit, t)}`;
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
  if (Math.abs(explanation.promotionEffect) >= 0.05) lines.push(t('proposal.promotionEffect', { effect: q(explanation.promotionEffect, true) }));
  if (Math.abs(explanation.soldOutAdjustment) >= 0.05) lines.push(t('proposal.soldOutAdjustment', { effect: q(explanation.soldOutAdjustment, true) }));
  return lines;
}

/** True when the chosen model's one-day error is below the baseline's (false while either is unknown). */
export function beatsBaseline(row: { chosenOneDayWape?: number | null; baselineOneDayWape?: number | null }): boolean {
  const chosen = row.chosenOneDayWape;
  const baseline = row.baselineOneDayWape;
  return chosen !== null && chosen !== undefined && baseline !== null && baseline !== undefined && chosen < baseline;
}

/** The calendar kind a marked day is coloured by (the rarest first: an Eid on a Friday is an Eid). */
export function markedKind(kinds: readonly string[]): string | null {
  for (const kind of ['EidAlFitr', 'EidAlAdha', 'Ramadan', 'NationalHoliday', 'ReligiousHoliday', 'Friday']) if (kinds.includes(kind)) return kind;
  return kinds[0] ?? null;
}
