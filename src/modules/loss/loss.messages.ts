import { defineMessages } from '../../core/i18n/define-messages';

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
  ["must not be after the branch's current business day ({date})", 'يجب ألا يكون بعد يوم العمل الحالي للفرع ({date})'],
  ['an EOD settlement can only match a line of an IQD account', 'لا تُطابَق تسوية نهاية اليوم إلا مع سطر من حساب بالدينار العراقي (IQD)'],
  ['an EOD settlement can only match money coming in', 'لا تُطابَق تسوية نهاية اليوم إلا مع مبلغ وارد'],
  ['is empty: paste the text of the end-of-day report', 'فارغ: الصق نص تقرير نهاية اليوم'],
  ['has {n} lines; at most {max} can be read at once', 'فيه {n} سطرًا؛ ولا يُقرأ أكثر من {max} سطرًا دفعة واحدة'],
  ['An Active pilot cannot be deleted; complete or cancel it first.', 'لا يمكن حذف تجربة في الحالة Active؛ أكملها أو ألغها أولًا.'],
  ['A {status} pilot cannot become {to}; it can become {list}.', 'لا يمكن لتجربة في الحالة {status} أن تصبح {to}؛ يمكن أن تصبح {list}.'],
  ['A {status} pilot is final and cannot become {to}.', 'التجربة في الحالة {status} نهائية ولا يمكن أن تصبح {to}.'],
  ['The pilot is Cancelled; its final report no longer changes.', 'التجربة ملغاة (Cancelled)؛ لم يعد تقريرها النهائي يتغير.'],
  ['A {status} final report cannot become {to}; it can become {list}.', 'لا يمكن لتقرير نهائي في الحالة {status} أن يصبح {to}؛ يمكن أن يصبح {list}.'],
  ['An {status} final report is final and cannot become {to}.', 'التقرير النهائي في الحالة {status} نهائي ولا يمكن أن يصبح {to}.'],
  [
    'A final report can only be {to} when the pilot is {list}; it is {status}.',
    'لا يكون التقرير النهائي {to} إلا عندما تكون التجربة في الحالة {list}؛ وهي في الحالة {status}.',
  ],
]);
