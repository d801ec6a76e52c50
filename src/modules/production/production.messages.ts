import { defineMessages } from '../../core/i18n/define-messages';

/** Production batches and the rice sold by weight (src/modules/production). */
export const PRODUCTION_MESSAGES = defineMessages('production', [
  ['A batch cannot move from {from} to {to} ({detail}).', 'لا يمكن نقل الدفعة من {from} إلى {to} ({detail}).'],
  ['allowed from {from}: {list}', 'المسموح من {from}: {list}'],
  ['{status} is final', '{status} حالة نهائية'],
  ['Only {kg} kg of cooked rice is left in this batch.', 'لم يتبقَّ في هذه الدفعة سوى {kg} كغ من الرز المطبوخ.'],
  [
    'Only {kg} kg of the rice reserved for direct sale is left; allow overflow on the batch to sell more.',
    'لم يتبقَّ سوى {kg} كغ من الرز المخصص للبيع المباشر؛ اسمح بالتجاوز على الدفعة لبيع المزيد.',
  ],
  ['The batch is already closed.', 'الدفعة مغلقة بالفعل.'],
  ['The batch is cancelled; you cannot {action} it.', 'الدفعة ملغاة؛ لا يمكن {action} هذه الدفعة.'],
  ['The batch is closed; it cannot be deleted.', 'الدفعة مغلقة؛ لا يمكن حذفها.'],
  ['The batch is closed; you cannot {action} it.', 'الدفعة مغلقة؛ لا يمكن {action} هذه الدفعة.'],
  ['This branch already has a batch for {date}; cancel or delete it first.', 'لهذا الفرع دفعة لتاريخ {date} بالفعل؛ ألغها أو احذفها أولًا.'],
  ['You cannot {action} a batch in status {status} (allowed in: {list}).', 'لا يمكن {action} دفعة في الحالة {status} (المسموح في: {list}).'],
  ['is required when kind is Other', 'مطلوب عندما يكون النوع Other'],
  ['must not be before the batch business day ({date})', 'يجب ألا يسبق يوم عمل الدفعة ({date})'],
  [
    "would bring the outputs' shares to {total} IQD, above the batch input cost of {cost} IQD",
    'سيجعل حصص المخرجات {total} دينارًا، أي أكثر من تكلفة مدخلات الدفعة البالغة {cost} دينارًا',
  ],
  [
    'No production batch for {date} at this branch: rice cannot be sold by weight today.',
    'لا توجد دفعة إنتاج لتاريخ {date} في هذا الفرع: لا يمكن بيع الرز بالوزن اليوم.',
  ],
]);
