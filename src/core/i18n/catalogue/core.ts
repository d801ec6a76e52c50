import { defineMessages } from '../define-messages';

/** The kernel's refusals: credentials, request bodies, idempotency, introspection, the period lock. */
export const CORE_MESSAGES = defineMessages('core', [
  ['A request with this Idempotency-Key is still being processed.', 'ما زال طلب بمفتاح Idempotency-Key هذا قيد المعالجة.'],
  ['Introspection is disabled.', 'الاستعلام عن المخطط (introspection) معطّل.'],
  ['Introspection needs a credential.', 'يحتاج الاستعلام عن المخطط (introspection) إلى بيانات اعتماد.'],
  ['The Idempotency-Key header is not valid.', 'ترويسة Idempotency-Key غير صالحة.'],
  ['The access token has expired.', 'انتهت صلاحية رمز الوصول.'],
  ['The access token is not valid.', 'رمز الوصول غير صالح.'],
  ['The business day is locked: days up to {date} are closed for changes.', 'يوم العمل مقفل: الأيام حتى {date} مغلقة أمام التعديلات.'],
  ['The credential no longer grants {permission}.', 'لم تعد بيانات الاعتماد تمنح {permission}.'],
  [
    'The database is unavailable for a moment (it may be moving to another server). Try again in a few seconds.',
    'قاعدة البيانات غير متاحة لحظيًا (قد تكون في طور الانتقال إلى خادم آخر). أعد المحاولة بعد بضع ثوانٍ.',
  ],
  ['The request body encoding is not supported.', 'ترميز جسم الطلب غير مدعوم.'],
  ['The request body is not valid JSON.', 'جسم الطلب ليس JSON صالحًا.'],
  ['The request body is too large.', 'جسم الطلب كبير جدًا.'],
  ['The request body must be JSON.', 'يجب أن يكون جسم الطلب بصيغة JSON.'],
  ['The service is starting. Try again shortly.', 'الخدمة قيد التشغيل. أعد المحاولة بعد قليل.'],
  ['This API key lacks the scope {scope}.', 'ينقص مفتاح API هذا النطاق {scope}.'],
  ['This API key lacks one of the scopes {scopes}.', 'ينقص مفتاح API هذا أحد النطاقات {scopes}.'],
  ['This Idempotency-Key was already used for a different request.', 'استُخدم مفتاح Idempotency-Key هذا من قبل لطلب مختلف.'],
  ['This operation needs a console session; API keys are not accepted.', 'تحتاج هذه العملية إلى جلسة في لوحة التحكم؛ مفاتيح API غير مقبولة.'],
  ['Your role does not allow this action.', 'دورك لا يسمح بهذا الإجراء.'],
  ['A time-clock kiosk may only use the kiosk operations.', 'لا يستخدم جهاز ساعة الدوام إلا عمليات الجهاز.'],
  ['This operation needs a time-clock kiosk credential (X-Clock-Device).', 'تحتاج هذه العملية إلى بيانات اعتماد جهاز ساعة الدوام (X-Clock-Device).'],
  ['{record} is already matched to another statement line.', '{record} مطابَق بالفعل مع سطر كشف آخر.'],
  ['{message}; retry after {seconds} seconds.', '{message}؛ أعد المحاولة بعد {seconds} ثانية.'],
  [
    'The request with this Idempotency-Key was applied, but the service stopped before its response was stored; it will not run again. Read the resource to see the result.',
    'طُبّق الطلب الذي يحمل مفتاح Idempotency-Key هذا، لكن الخدمة توقفت قبل حفظ ردّه؛ لن يُنفَّذ مرة أخرى. اقرأ المورد لمعرفة النتيجة.',
  ],
]);
