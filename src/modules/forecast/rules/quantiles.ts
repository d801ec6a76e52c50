/**
 * Forecast quantiles from backtest residuals (docs/forecast.md, "Quantiles"): the median and the
 * upper quantile of a day are the point forecast plus the matching quantile of the chosen model's
 * past errors (actual − forecast) at the same horizon.
 */

export const DEFAULT_SERVICE_LEVEL = 0.8;
/** Fewer residuals than this at a horizon: the residuals of every horizon are pooled. */
export const MIN_RESIDUALS = 14;

/** The `p` quantile of `values` (linear interpolation between order statistics, R type 7); NaN when empty. */
export function quantile(values: readonly number[], p: number): number {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`Quantile ${p} is not between 0 and 1`);
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * p;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
}

export function assertServiceLevel(serviceLevel: number): void {
  if (!(serviceLevel >= 0.5 && serviceLevel < 1)) throw new RangeError(`The service level must be at least 0.5 and below 1 (got ${serviceLevel})`);
}

export interface Band {
  median: number;
  upper: number;
}

/**
 * Median and upper quantile around a point forecast. Never below 0, and the upper quantile is never
 * below the median. Without residuals both are the point forecast.
 */
export function forecastBand(point: number, residuals: readonly number[], serviceLevel = DEFAULT_SERVICE_LEVEL): Band {
  assertServiceLevel(serviceLevel);
  if (!residuals.length) return { median: Math.max(0, point), upper: Math.max(0, point) };
  const median = Math.max(0, point + quantile(residuals, 0.5));
  const upper = Math.max(median, point + quantile(residuals, serviceLevel));
  return { median, upper };
}
