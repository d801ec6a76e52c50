import { defineMessages } from '../../core/i18n/define-messages';

/** Stock, counts, transfers, waste and reorder suggestions (src/modules/inventory). */
export const INVENTORY_MESSAGES = defineMessages('inventory', [
  [
    'The item already has movements at this branch; correct it with a manual adjustment or a count.',
    'للصنف حركات في هذا الفرع بالفعل؛ صحّحه بتسوية يدوية أو بجرد.',
  ],
  ['TransferShortfall is recorded by receiving a transfer', 'يُسجَّل TransferShortfall عند استلام التحويل'],
  ['Your membership does not cover this branch.', 'عضويتك لا تشمل هذا الفرع.'],
  ['has no reorder suggestions at this branch', 'ليس له اقتراحات إعادة طلب في هذا الفرع'],
  ['is required when reason is Other', 'مطلوب عندما يكون السبب Other'],
  ['is too large: {detail}', 'كبير جدًا: {detail}'],
  ['is too large: value leaves the int64 range a client can hold', 'كبير جدًا: القيمة تتجاوز نطاق int64 الذي يستطيع العميل حمله'],
  ['is too large: unit cost leaves the int64 range a client can hold', 'كبير جدًا: تكلفة الوحدة تتجاوز نطاق int64 الذي يستطيع العميل حمله'],
  ['is too large: average leaves the int64 range a client can hold', 'كبير جدًا: متوسط التكلفة يتجاوز نطاق int64 الذي يستطيع العميل حمله'],
  ['is too large: on hand leaves the int64 range a client can hold', 'كبير جدًا: الكمية المتوفرة تتجاوز نطاق int64 الذي يستطيع العميل حمله'],
  ['must have at most {n} items', 'يجب ألا يحتوي على أكثر من {n} عنصرًا'],
  ['name at most {n} items: the organisation has more', 'اذكر {n} صنفًا على الأكثر: لدى المنظمة أكثر من ذلك'],
  ['needs a par level', 'يحتاج إلى مستوى مخزون أساسي (par level)'],
  ['the organisation has no active inventory items to count', 'ليس لدى المنظمة أصناف مخزون نشطة لجردها'],
  ['{n} item(s) are not counted yet', '{n} صنف لم يُجرد بعد'],
  [
    'A count that is {status} cannot take this step ({action}); only {list} counts can.',
    'لا يمكن لجرد في الحالة {status} تنفيذ هذه الخطوة ({action})؛ يمكن ذلك للجرد في الحالة {list} فقط.',
  ],
  ['must not be 0', 'يجب ألا يكون 0'],
  [
    'A transfer that is {status} cannot be {verb}; only a {from} transfer can.',
    'لا يمكن {verb} تحويل في الحالة {status}؛ يمكن ذلك للتحويل في الحالة {from} فقط.',
  ],
  ['must be at most {n} in absolute value', 'يجب ألا تزيد قيمته المطلقة على {n}'],
]);
