import { defineMessages } from '../../core/i18n/define-messages';

/** Suppliers, purchase orders, invoices and their approvals (src/modules/purchasing). */
export const PURCHASING_MESSAGES = defineMessages('purchasing', [
  ['A supplier with this name already exists.', 'يوجد مورّد بهذا الاسم بالفعل.'],
  ['Every line of the purchase order has been received.', 'استُلمت جميع أسطر أمر الشراء.'],
  ['Only a Draft purchase invoice can be changed; this one is {status}.', 'لا يمكن تعديل فاتورة الشراء إلا في الحالة Draft؛ وهذه في الحالة {status}.'],
  ['Only a Draft purchase order can be changed; this one is {status}.', 'لا يمكن تعديل أمر الشراء إلا في الحالة Draft؛ وهذا في الحالة {status}.'],
  ['Part of the purchase order has been received; it can no longer be cancelled.', 'استُلم جزء من أمر الشراء؛ لم يعد من الممكن إلغاؤه.'],
  [
    'The approval request belongs to a purchase order; apply it with apply-approval on that order.',
    'طلب الاعتماد يخص أمر شراء؛ طبّقه عبر apply-approval على ذلك الأمر.',
  ],
  ['The approval request does not belong to this purchase order.', 'طلب الاعتماد لا يخص أمر الشراء هذا.'],
  ['The purchase invoice is already paid.', 'فاتورة الشراء مدفوعة بالفعل.'],
  ['The purchase order has been received; its approval can no longer be reverted.', 'استُلم أمر الشراء؛ لم يعد من الممكن التراجع عن اعتماده.'],
  [
    'The purchase order is billed by an approved invoice; its approval can no longer be reverted.',
    'صدرت لأمر الشراء فاتورة معتمدة؛ لم يعد من الممكن التراجع عن اعتماده.',
  ],
  ['The purchase order is billed by an invoice; cancel or reject the invoice first.', 'صدرت لأمر الشراء فاتورة؛ ألغِ الفاتورة أو ارفضها أولًا.'],
  [
    'The purchase order this invoice bills is {status}; only Approved or Received orders can be billed.',
    'أمر الشراء الذي تخصه هذه الفاتورة في الحالة {status}؛ لا تصدر الفواتير إلا للأوامر في الحالة Approved أو Received.',
  ],
  ['The purchasing settings were changed at the same time; try again.', 'عُدّلت إعدادات المشتريات في الوقت نفسه؛ أعد المحاولة.'],
  ['The supplier is already active.', 'المورّد نشط بالفعل.'],
  ['The supplier is already inactive.', 'المورّد غير نشط بالفعل.'],
  ['This supplier already has an invoice with this number.', 'لدى هذا المورّد فاتورة بهذا الرقم بالفعل.'],
  [
    'You cannot apply an approval request you raised yourself; another approver must apply it.',
    'لا يمكنك تطبيق طلب اعتماد قدّمته بنفسك؛ يجب أن يطبّقه معتمِد آخر.',
  ],
  ['a supplier payment is matched from an IQD account only', 'لا تُطابَق دفعة المورّد إلا من حساب بالدينار العراقي (IQD)'],
  ['must have at most {n} lines', 'يجب ألا يحتوي على أكثر من {n} سطرًا'],
  ["must not be after today's business date ({date})", 'يجب ألا يكون بعد تاريخ يوم العمل الحالي ({date})'],
  ["must not be before today's business date ({date})", 'يجب ألا يسبق تاريخ يوم العمل الحالي ({date})'],
  ['must refer to a purchase order of the same supplier', 'يجب أن يشير إلى أمر شراء من المورّد نفسه'],
  [
    'must refer to an Approved or Received purchase order (this one is {status})',
    'يجب أن يشير إلى أمر شراء في الحالة Approved أو Received (وهذا في الحالة {status})',
  ],
  [
    'must refer to an Approved, unpaid purchase invoice (this one is {status})',
    'يجب أن يشير إلى فاتورة شراء في الحالة Approved غير مدفوعة (وهذه في الحالة {status})',
  ],
  ['refers to an inactive supplier', 'يشير إلى مورّد غير نشط'],
  ['the line amount {amount} must pay the invoice total in full ({total})', 'يجب أن يسدد مبلغ السطر {amount} إجمالي الفاتورة كاملًا ({total})'],
  ['The approval request is {status}; only a {from} request can be {verb}.', 'طلب الاعتماد في الحالة {status}؛ لا يمكن {verb} إلا طلب في الحالة {from}.'],
  ['Total {total} IQD is above the approval threshold of {threshold} IQD.', 'الإجمالي {total} دينار أعلى من حد الاعتماد البالغ {threshold} دينار.'],
  [
    'A purchase invoice that is {status} cannot be {verb}; only {list} invoices can.',
    'لا يمكن {verb} فاتورة شراء في الحالة {status}؛ يمكن ذلك للفواتير في الحالة {list} فقط.',
  ],
  [
    'A purchase order that is {status} cannot be {verb}; only {list} orders can.',
    'لا يمكن {verb} أمر شراء في الحالة {status}؛ يمكن ذلك للأوامر في الحالة {list} فقط.',
  ],
  ['quantity must have at most {n} decimals', 'يجب ألا يزيد عدد المنازل العشرية للكمية على {n}'],
  ['the total must be at most {max} IQD', 'يجب ألا يزيد الإجمالي على {max} دينار'],
  ['does not refer to a purchase order of this branch', 'لا يشير إلى أمر شراء من أوامر هذا الفرع'],
  ['does not refer to a purchase invoice of this organisation', 'لا يشير إلى فاتورة شراء من فواتير هذه المنظمة'],
  ['does not refer to a supplier of this organisation', 'لا يشير إلى مورّد من مورّدي هذه المنظمة'],
  ['must be between 0 and 60', 'يجب أن يكون بين 0 و60'],
]);
