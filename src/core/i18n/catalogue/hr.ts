import { defineMessages } from './define';

/** Employees, departments, leave, advances and loans (src/modules/hr). */
export const HR_MESSAGES = defineMessages('hr', [
  ['A department with this name already exists.', 'يوجد قسم بهذا الاسم بالفعل.'],
  ['A leave type with this name already exists.', 'يوجد نوع إجازة بهذا الاسم بالفعل.'],
  ['Advances are only for Active employees; this employee is {status}.', 'السُّلف للموظفين في الحالة Active فقط؛ وهذا الموظف في الحالة {status}.'],
  ['Every installment of this loan is already repaid.', 'سُدّدت جميع أقساط هذا القرض بالفعل.'],
  [
    'Leave can only be requested for Active or OnLeave employees; this employee is {status}.',
    'لا يمكن طلب إجازة إلا للموظفين في الحالة Active أو OnLeave؛ وهذا الموظف في الحالة {status}.',
  ],
  ['Loans are only for Active employees; this employee is {status}.', 'القروض للموظفين في الحالة Active فقط؛ وهذا الموظف في الحالة {status}.'],
  ['Not enough annual leave: {days} day(s) requested, balance {balance}.', 'رصيد الإجازة السنوية غير كافٍ: طُلب {days} يوم، والرصيد {balance}.'],
  [
    'Not enough annual leave: {days} day(s) requested, {available} available (balance {balance} less {pending} pending).',
    'رصيد الإجازة السنوية غير كافٍ: طُلب {days} يوم، والمتاح {available} (الرصيد {balance} مطروحًا منه {pending} قيد الانتظار).',
  ],
  ['Only HR can cancel an advance that has been approved.', 'وحدها الموارد البشرية تستطيع إلغاء سلفة معتمدة.'],
  ['Only HR can cancel approved leave.', 'وحدها الموارد البشرية تستطيع إلغاء إجازة معتمدة.'],
  ['The department still has positions; move or delete them first.', 'ما زالت في القسم وظائف؛ انقلها أو احذفها أولًا.'],
  [
    'The employee already has an open advance ({id}); it must be settled, rejected or cancelled first.',
    'لدى الموظف سلفة مفتوحة بالفعل ({id})؛ يجب تسويتها أو رفضها أو إلغاؤها أولًا.',
  ],
  [
    'The employee already has {type} leave from {from} to {to} overlapping these dates.',
    'لدى الموظف بالفعل إجازة {type} من {from} إلى {to} تتداخل مع هذه التواريخ.',
  ],
  [
    'The employee is {status}; leave can only be approved for Active or OnLeave employees.',
    'الموظف في الحالة {status}؛ لا تُعتمد الإجازة إلا للموظفين في الحالة Active أو OnLeave.',
  ],
  ['The employee is {status}; only advances of Active employees can be approved.', 'الموظف في الحالة {status}؛ لا تُعتمد إلا سُلف الموظفين في الحالة Active.'],
  ['The employee is {status}; only loans of Active employees can be approved.', 'الموظف في الحالة {status}؛ لا تُعتمد إلا قروض الموظفين في الحالة Active.'],
  ['The employee is already {status}.', 'الموظف في الحالة {status} بالفعل.'],
  ['The employee of this record has been deleted.', 'حُذف الموظف صاحب هذا السجل.'],
  ['You cannot decide on a request for your own employee record.', 'لا يمكنك البتّ في طلب يخص سجلك الوظيفي.'],
  ['You may only make requests for your own employee record.', 'لا يجوز لك تقديم الطلبات إلا لسجلك الوظيفي.'],
  ['does not refer to a department of this organisation', 'لا يشير إلى قسم من أقسام هذه المنظمة'],
  ['does not refer to an employee of this organisation', 'لا يشير إلى موظف من موظفي هذه المنظمة'],
  ['is already linked to another employee', 'مرتبط بالفعل بموظف آخر'],
  ['is already used by another employee of this organisation', 'مستخدم بالفعل لموظف آخر في هذه المنظمة'],
  ['is required when rejecting', 'مطلوب عند الرفض'],
  ['must be an http(s) URL', 'يجب أن يكون عنوان URL يبدأ بـ http أو https'],
  ['must be {record} of this organisation', 'يجب أن يشير إلى {record} من سجلات هذه المنظمة'],
  ['must list at most {n} branches', 'يجب ألا يذكر أكثر من {n} فرعًا'],
  ['the range covers no working day (Fridays are not counted)', 'لا تشمل المدة أي يوم عمل (أيام الجمعة لا تُحسب)'],
  ['{record} has not moved money yet', '{record} لم يُحرّك أي مبلغ بعد'],
  ["{record} is in IQD; the line's account is in {currency}", '{record} بالدينار العراقي (IQD)؛ وحساب السطر بعملة {currency}'],
  ['{record} is money {direction}; the line is money {lineDirection}', 'اتجاه {record} {direction}؛ واتجاه السطر {lineDirection}'],
]);
