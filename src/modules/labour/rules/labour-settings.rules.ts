import type { FieldErrors } from '../../../core/errors/app-error';

/** Defaults until an organisation changes them: a 12-hour longest shift; overtime after 8 hours a day and 48 a week (Iraq's Labour Law No. 37 of 2015). */
export const DEFAULT_LABOUR_SETTINGS = {
  maxShiftMinutes: 12 * 60,
  dailyOvertimeAfterMinutes: 8 * 60,
  weeklyOvertimeAfterMinutes: 48 * 60,
} as const;

export type LabourSettingsValues = { -readonly [K in keyof typeof DEFAULT_LABOUR_SETTINGS]: number };

const LIMITS: Record<keyof LabourSettingsValues, [min: number, max: number]> = {
  maxShiftMinutes: [60, 24 * 60],
  dailyOvertimeAfterMinutes: [60, 24 * 60],
  weeklyOvertimeAfterMinutes: [60, 7 * 24 * 60],
};

/** Each value a whole number of minutes within its bounds. */
export function labourSettingsProblems(values: LabourSettingsValues): FieldErrors {
  const problems: FieldErrors = {};
  for (const [field, [min, max]] of Object.entries(LIMITS) as Array<[keyof LabourSettingsValues, [number, number]]>) {
    const value = values[field];
    if (!Number.isInteger(value) || value < min || value > max) problems[field] = [`must be a whole number of minutes from ${min} to ${max}`];
  }
  return problems;
}
