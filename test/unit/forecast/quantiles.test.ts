import { forecastBand, quantile } from '../../../src/modules/forecast/rules/quantiles';

describe('forecast quantiles', () => {
  it('interpolates between order statistics', () => {
    expect(quantile([3, 1, 2, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.8)).toBeCloseTo(4.2, 9);
    expect(quantile([7], 0.8)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it('puts the median at the point plus the median residual and the P80 above it', () => {
    const residuals = [-10, -5, -2, 0, 1, 3, 5, 8, 12, 20];
    const band = forecastBand(100, residuals);
    expect(band.median).toBe(102);
    expect(band.upper).toBeCloseTo(100 + quantile(residuals, 0.8), 9);
    expect(band.upper).toBeGreaterThan(band.median);
    expect(forecastBand(100, residuals, 0.95).upper).toBeGreaterThan(band.upper);
  });

  it('never goes below zero nor puts the upper quantile below the median', () => {
    expect(forecastBand(3, [-10, -9, -8])).toEqual({ median: 0, upper: 0 });
    expect(forecastBand(5, [])).toEqual({ median: 5, upper: 5 });
  });

  it('refuses a service level outside 0.5 – 1', () => {
    expect(() => forecastBand(1, [0], 0.4)).toThrow(RangeError);
    expect(() => forecastBand(1, [0], 1)).toThrow(RangeError);
  });
});
