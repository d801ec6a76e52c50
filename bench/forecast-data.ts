/*
 * Generated daily sales for the forecast bench and tests (docs/forecast.md, "Generator"): per branch
 * and batch input item, a year of daily usage with a weekly pattern (Thursday and Friday high), a trend,
 * Ramadan (another level and a flatter week, as the day's sales move to the evening), two Eids, the
 * national holidays, a few promotions, noise, branches closed on the first day of Eid al-Fitr, and
 * sold-out days that cut the day's sales short (more likely on busy days). Deterministic for a seed.
 *
 * Every day carries its true demand and its observed usage, so a check can compare a forecast with
 * the sold-out cut against the same data without it.
 */
import { iraqiCalendarDefaults, type CalendarDay } from '../src/modules/forecast/rules/iraqi-calendar';
import { prepareHistory, type DemandDay } from '../src/modules/forecast/rules/history';
import { addDays, dateRange, weekdayOf } from '../src/modules/forecast/rules/dates';

/** mulberry32: a small seeded PRNG with a uniform output in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function normal(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

export interface GeneratedSeries {
  branch: number;
  item: number;
  /** Pieces for the chicken item (item 0), kilograms otherwise. */
  unit: 'piece' | 'kg';
  from: string;
  to: string;
  /** True demand per day (what would have sold without a cut). */
  demand: number[];
  /** Observed usage per day (cut on sold-out days; 0 on closed days). */
  observed: number[];
  closedDays: string[];
  soldOutDays: string[];
  promotionDays: string[];
}

export interface GeneratorOptions {
  seed?: number;
  branches?: number;
  items?: number;
  /** Last business date of the generated year (default 2026-04-30: the last eight weeks hold the end of Ramadan 1447 and Eid al-Fitr). */
  to?: string;
  days?: number;
  /** Share of days (about) that sell out. */
  soldOutRate?: number;
  /** Noise: coefficient of variation of the day's demand. */
  noise?: number;
}

const WEEKLY = [0.92, 0.88, 0.9, 0.95, 1.18, 1.35, 1.02]; // Sunday … Saturday
const RAMADAN_WEEKLY = [0.97, 0.96, 0.97, 1.0, 1.08, 1.12, 1.0];

export function generateSales(options: GeneratorOptions = {}): { calendar: CalendarDay[]; series: GeneratedSeries[] } {
  const random = seededRandom(options.seed ?? 53);
  const branches = options.branches ?? 2;
  const items = options.items ?? 3;
  const to = options.to ?? '2026-04-30';
  const from = addDays(to, -((options.days ?? 365) - 1));
  const soldOutRate = options.soldOutRate ?? 0.06;
  const noise = options.noise ?? 0.12;
  const dates = dateRange(from, to);
  const calendar = iraqiCalendarDefaults(Number(from.slice(0, 4)), Number(to.slice(0, 4)));
  const kinds = new Map<string, Set<string>>();
  for (const day of calendar) (kinds.get(day.date) ?? kinds.set(day.date, new Set()).get(day.date)!).add(day.kind);
  const eidFitrFirst = new Set(
    calendar.filter((d) => d.kind === 'EidAlFitr' && !calendar.some((e) => e.kind === 'EidAlFitr' && e.date === addDays(d.date, -1))).map((d) => d.date),
  );

  const series: GeneratedSeries[] = [];
  for (let branch = 0; branch < branches; branch++) {
    const branchSize = 0.7 + 0.6 * random();
    const closedOnEid = branch % 2 === 1;
    for (let item = 0; item < items; item++) {
      // Chicken pieces, meat kg, rice kg, then the other batch inputs at their own scales.
      const base = (item === 0 ? 90 : item === 1 ? 22 : item === 2 ? 45 : 3 + 40 * random() * random()) * branchSize;
      const trendPerYear = -0.05 + 0.25 * random();
      const ramadanLevel = 0.75 + 0.55 * random();
      const eidLevel = 1.2 + 0.5 * random();
      const promotionLift = 1.15 + 0.25 * random();
      const promotionDays = new Set<string>();
      for (let p = 0; p < 3; p++) {
        const start = Math.floor(random() * (dates.length - 5));
        for (let k = 0; k < 4; k++) promotionDays.add(dates[start + k]);
      }
      const demand: number[] = [];
      const observed: number[] = [];
      const closedDays: string[] = [];
      const soldOutDays: string[] = [];
      dates.forEach((date, t) => {
        const dayKinds = kinds.get(date) ?? new Set();
        const weekday = weekdayOf(date);
        const ramadan = dayKinds.has('Ramadan');
        let mean = base * (1 + trendPerYear * (t / 365)) * (ramadan ? ramadanLevel * RAMADAN_WEEKLY[weekday] : WEEKLY[weekday]);
        if (dayKinds.has('EidAlFitr') || dayKinds.has('EidAlAdha')) mean *= eidLevel;
        else if (dayKinds.has('NationalHoliday') || dayKinds.has('ReligiousHoliday')) mean *= 1.1;
        if (promotionDays.has(date)) mean *= promotionLift;
        const shock = Math.max(0.3, 1 + noise * normal(random));
        const value = Math.max(0, mean * shock);
        const rounded = item === 0 ? Math.round(value) : Math.round(value * 1000) / 1000;
        demand.push(rounded);
        if (closedOnEid && eidFitrFirst.has(date)) {
          closedDays.push(date);
          observed.push(0);
          return;
        }
        // Busy days sell out more often: the batch was sized for an ordinary day.
        const busy = shock > 1.05 ? 2.2 : 0.5;
        if (random() < soldOutRate * busy) {
          const cut = 0.6 + 0.3 * random();
          soldOutDays.push(date);
          observed.push(item === 0 ? Math.floor(rounded * cut) : Math.round(rounded * cut * 1000) / 1000);
        } else {
          observed.push(rounded);
        }
      });
      series.push({ branch, item, unit: item === 0 ? 'piece' : 'kg', from, to, demand, observed, closedDays, soldOutDays, promotionDays: [...promotionDays] });
    }
  }
  return { calendar, series };
}

/**
 * The forecast input of a generated series, `futureDays` past its end. `uncut` gives the same days with
 * the true demand and no sold-out flags (the comparison without the cut).
 */
export function historyOf(series: GeneratedSeries, calendar: readonly CalendarDay[], futureDays: number, uncut = false): DemandDay[] {
  const dates = dateRange(series.from, series.to);
  const closed = new Set(series.closedDays);
  const values = uncut ? series.demand : series.observed;
  return prepareHistory({
    from: series.from,
    to: series.to,
    usage: dates.flatMap((date, t) => (closed.has(date) ? [] : [{ date, quantity: values[t] }])),
    closedDays: series.closedDays,
    soldOutDays: uncut ? [] : series.soldOutDays,
    promotionDays: series.promotionDays,
    calendar,
    futureDays,
  });
}
