import type { FieldErrors } from '../../../core/errors/app-error';

/**
 * Defaults until an organisation changes them: a 12-hour longest shift; overtime after 8 hours a
 * day and 48 a week (Iraq's Labour Law No. 37 of 2015) at a 50 % premium; rest-day work at 100 %;
 * night work (22:00–06:00) marked without a premium; Friday the weekly rest day; 208 contracted
 * hours a month (26 days of 8 hours); targets of 30 % labour and 60 % prime cost.
 */
export const DEFAULT_LABOUR_SETTINGS = {
  maxShiftMinutes: 12 * 60,
  dailyOvertimeAfterMinutes: 8 * 60,
  weeklyOvertimeAfterMinutes: 48 * 60,
  graceMinutes: 5,
  overtimePremiumPercent: 50,
  restDayPremiumPercent: 100,
  nightPremiumPercent: 0,
  nightStartMinute: 22 * 60,
  nightEndMinute: 6 * 60,
  restWeekday: 5,
  contractedMonthlyHours: 208,
  labourPercentTarget: 30,
  primeCostPercentTarget: 60,
} as const;

export type LabourSettingsValues = { -readonly [K in keyof typeof DEFAULT_LABOUR_SETTINGS]: number };

export const LABOUR_SETTINGS_FIELDS = Object.keys(DEFAULT_LABOUR_SETTINGS) as Array<keyof LabourSettingsValues>;

const LIMITS: Record<keyof LabourSettingsValues, [min: number, max: number, unit: string]> = {
  maxShiftMinutes: [60, 24 * 60, 'minutes'],
  dailyOvertimeAfterMinutes: [60, 24 * 60, 'minutes'],
  weeklyOvertimeAfterMinutes: [60, 7 * 24 * 60, 'minutes'],
  graceMinutes: [0, 120, 'minutes'],
  overtimePremiumPercent: [0, 500, 'percent'],
  restDayPremiumPercent: [0, 500, 'percent'],
  nightPremiumPercent: [0, 500, 'percent'],
  nightStartMinute: [0, 1439, 'minutes after midnight'],
  nightEndMinute: [0, 1439, 'minutes after midnight'],
  restWeekday: [0, 6, '(0 Sunday … 6 Saturday)'],
  contractedMonthlyHours: [1, 400, 'hours'],
  labourPercentTarget: [1, 100, 'percent'],
  primeCostPercentTarget: [1, 100, 'percent'],
};

/** Each value a whole number within its bounds. */
export function labourSettingsProblems(values: LabourSettingsValues): FieldErrors {
  const problems: FieldErrors = {};
  for (const field of LABOUR_SETTINGS_FIELDS) {
    const [min, max, unit] = LIMITS[field];
    const value = values[field];
    if (!Number.isInteger(value) || value < min || value > max) {
      problems[field] = [unit === 'minutes' ? `must be a whole number of minutes from ${min} to ${max}` : `must be a whole number from ${min} to ${max}`];
    }
  }
  return problems;
}
