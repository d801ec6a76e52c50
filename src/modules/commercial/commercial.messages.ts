import { defineMessages } from '../../core/i18n/define-messages';

/** Branch groups, sales channels and promotions (src/modules/commercial). */
export const COMMERCIAL_MESSAGES = defineMessages('commercial', [
  ['A branch can be in only one PriceTier group.', 'لا يمكن أن يكون الفرع إلا في مجموعة PriceTier واحدة.'],
  ['A branch group with this name already exists.', 'توجد مجموعة فروع بهذا الاسم بالفعل.'],
  ['A sales channel with this name already exists.', 'توجد قناة بيع بهذا الاسم بالفعل.'],
  ['The branch is already in another PriceTier group; remove it there first.', 'الفرع موجود بالفعل في مجموعة PriceTier أخرى؛ أزله منها أولًا.'],
  ['The promotion is already active.', 'العرض نشط بالفعل.'],
  ['The promotion is already inactive.', 'العرض غير نشط بالفعل.'],
  [
    'The promotion was changed after the request was made; make a new request against its current version.',
    'عُدّل العرض بعد تقديم الطلب؛ قدّم طلبًا جديدًا على نسخته الحالية.',
  ],
  ['The promotion was deleted after the request was made; make a new request.', 'حُذف العرض بعد تقديم الطلب؛ قدّم طلبًا جديدًا.'],
  ['The request is already {status}.', 'سبق {status} الطلب.'],
  ['The sales channel is already active.', 'قناة البيع نشطة بالفعل.'],
  ['The sales channel is already inactive.', 'قناة البيع غير نشطة بالفعل.'],
  ['You cannot approve your own change request; another approver must decide it.', 'لا يمكنك اعتماد طلب التغيير الذي قدّمته بنفسك؛ يجب أن يبتّ فيه معتمِد آخر.'],
  ['applies only to PriceTier groups', 'ينطبق على مجموعات PriceTier فقط'],
  ['is not a promotion of this organisation', 'ليس عرضًا من عروض هذه المنظمة'],
  ['is required to reject', 'مطلوب للرفض'],
  ['must be Approve or Reject', 'يجب أن يكون Approve أو Reject'],
  ['must be PriceTier or Region', 'يجب أن يكون PriceTier أو Region'],
  ['must be one of DineIn, Takeaway, Delivery, SelfOrder, Partner', 'يجب أن يكون واحدًا من DineIn وTakeaway وDelivery وSelfOrder وPartner'],
]);
