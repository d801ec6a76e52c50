import { defineMessages } from '../../core/i18n/define-messages';

/** Rosters, shifts, templates, swap requests and labour settings (src/modules/labour). */
export const LABOUR_MESSAGES = defineMessages('labour', [
  ['Shift', 'المناوبة'],
  ['Roster template', 'قالب الجدول'],
  ['Shift swap request', 'طلب تبديل المناوبة'],
  ['must be a Saturday (roster weeks start on Saturday)', 'يجب أن يكون يوم سبت (يبدأ أسبوع الجدول يوم السبت)'],
  ['must be another week', 'يجب أن يكون أسبوعًا آخر'],
  ['must be a time HH:MM (00:00 to 23:59)', 'يجب أن يكون وقتًا بالصيغة HH:MM (من 00:00 إلى 23:59)'],
  ['must be after the start', 'يجب أن يكون بعد البداية'],
  ["makes the shift longer than the organisation's maximum of {hours} hours", 'يجعل المناوبة أطول من الحد الأقصى للمنظمة وهو {hours} ساعة'],
  ['must be shorter than the shift', 'يجب أن تكون أقصر من المناوبة'],
  ['is {status}; only Active employees can be put on a roster', 'في الحالة {status}؛ لا يوضع في الجدول إلا الموظفون في الحالة Active'],
  ['is not assigned to this branch', 'غير معيَّن في هذا الفرع'],
  ['has approved leave on {date}', 'لديه إجازة معتمدة في {date}'],
  [
    'already has a shift from {startDate} {startTime} to {endDate} {endTime} that overlaps this one',
    'لديه بالفعل مناوبة من {startDate} {startTime} إلى {endDate} {endTime} تتداخل مع هذه المناوبة',
  ],
  ['does not refer to a position of this organisation', 'لا يشير إلى وظيفة من وظائف هذه المنظمة'],
  ['does not refer to a published shift of yours', 'لا يشير إلى مناوبة منشورة لك'],
  ['must be another employee', 'يجب أن يكون موظفًا آخر'],
  ['must be the employee the request names, or left out', 'يجب أن يكون الموظف المذكور في الطلب، أو أن يُترك فارغًا'],
  ['is required to approve an open cover request', 'مطلوب لاعتماد طلب تغطية مفتوح'],
  ['must be a whole number of minutes from {min} to {max}', 'يجب أن يكون عددًا صحيحًا من الدقائق بين {min} و{max}'],
  [
    'The roster week is already published; later changes are sent to the employees as they are made.',
    'نُشر جدول هذا الأسبوع بالفعل؛ تُرسل التغييرات اللاحقة إلى الموظفين عند إجرائها.',
  ],
  ['The roster week has no shifts to publish.', 'لا توجد في جدول هذا الأسبوع مناوبات لنشرها.'],
  ['The roster week has no shifts to save as a template.', 'لا توجد في جدول هذا الأسبوع مناوبات لحفظها قالبًا.'],
  ['The branch already has a roster template with this name.', 'لدى الفرع بالفعل قالب جدول بهذا الاسم.'],
  ['The shift has a pending swap request; decide it first.', 'للمناوبة طلب تبديل قيد الانتظار؛ بُتّ فيه أولًا.'],
  ['The shift has already started; it can no longer be swapped.', 'بدأت المناوبة بالفعل؛ لم يعد تبديلها ممكنًا.'],
  ['The shift already has a pending swap request.', 'للمناوبة بالفعل طلب تبديل قيد الانتظار.'],
  ['You cannot decide on a swap request you made or that is for your own shift.', 'لا يمكنك البتّ في طلب تبديل قدّمته أنت أو يخص مناوبتك.'],
  ['Only the employee who asked can withdraw a swap request.', 'لا يسحب طلب التبديل إلا الموظف الذي قدّمه.'],
  [
    'A shift swap request that is {status} cannot be withdrawn; only Pending requests can.',
    'لا يمكن سحب طلب تبديل في الحالة {status}؛ يمكن ذلك للطلبات في الحالة Pending فقط.',
  ],
  [
    'A shift swap request that is {status} cannot be decided; only Pending requests can.',
    'لا يمكن البتّ في طلب تبديل في الحالة {status}؛ يمكن ذلك للطلبات في الحالة Pending فقط.',
  ],
]);
