import { defineMessages } from './define';

/** End-of-day reports and loss pilots (src/modules/loss). */
export const LOSS_MESSAGES = defineMessages('loss', [
  [
    "A {status} pilot's restaurant, dates and checklist no longer change; only its note and final report status can.",
    'لم يعد ممكنًا تغيير مطعم التجربة وتواريخها وقائمة تحققها وهي في الحالة {status}؛ يمكن تغيير ملاحظتها وحالة تقريرها النهائي فقط.',
  ],
  ['The pilot is already {status}.', 'التجربة في الحالة {status} بالفعل.'],
  [
    'This branch already has an end-of-day report for {date}; change that report instead.',
    'لهذا الفرع تقرير نهاية يوم لتاريخ {date} بالفعل؛ عدّل ذلك التقرير بدلًا من ذلك.',
  ],
  ['does not refer to an end-of-day report of this organisation', 'لا يشير إلى تقرير نهاية يوم من تقارير هذه المنظمة'],
  ['must be "<eodReportId>:<part>" with part one of: {list}', 'يجب أن يكون بالصيغة "<eodReportId>:<part>" حيث part واحد من: {list}'],
  ['the report of {date} has nothing to settle for that part', 'لا يوجد في تقرير {date} ما يُسوّى لهذا الجزء'],
]);
