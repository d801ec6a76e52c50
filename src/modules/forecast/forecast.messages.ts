import { defineMessages } from '../../core/i18n/define-messages';

/** Demand forecast (src/modules/forecast). */
export const FORECAST_MESSAGES = defineMessages('forecast', [
  ['Forecast calendar day', 'يوم تقويم التنبؤ'],
  ['The calendar already has a day of this kind on this date.', 'في التقويم يوم من هذا النوع في هذا التاريخ بالفعل.'],
  ['must be at least 0.5 and below 1', 'يجب أن يكون 0.5 على الأقل وأقل من 1'],
  ['must have at most 3 decimal places', 'يجب ألا يزيد عن 3 منازل عشرية'],
  ['must be 1 to 100 characters', 'يجب أن يكون من 1 إلى 100 حرف'],
  ['must be between 7 and 365', 'يجب أن يكون بين 7 و365'],
  ['must be between 1 and 4', 'يجب أن يكون بين 1 و4'],
  ['must not be after to', 'يجب ألا يكون بعد تاريخ النهاية'],
  ['must be at most {days} days after from', 'يجب ألا يزيد عن {days} يومًا بعد تاريخ البداية'],
]);
