import type { purchasingEn } from './purchasing.en';

export const purchasingAr: typeof purchasingEn = {
  purchasingNav: {
    purchasing: 'المشتريات', suppliers: 'الموردون', orders: 'أوامر الشراء', invoices: 'فواتير الشراء', approvals: 'طلبات الموافقة', settings: 'إعدادات المشتريات',
  },
  suppliers: {
    title: 'الموردون', new: 'مورّد جديد', created: 'أُنشئ المورّد.', phone: 'الهاتف', taxNumber: 'الرقم الضريبي', state: 'الحالة',
    deactivate: 'إيقاف', activate: 'تفعيل', activeTitle: 'تغيير حالة {{name}}', editTitle: 'تعديل {{name}}',
  },
  purchasing: { supplier: 'المورّد', notes: 'ملاحظات', note: 'ملاحظة', choose: 'اختر واحدًا', lastNote: 'آخر ملاحظة: {{note}}' },
  purchaseLines: {
    item: 'المادة {{n}}', itemHeader: 'المادة', quantity: 'الكمية', unitPrice: 'سعر الوحدة (د.ع)', lineTotal: 'مجموع السطر', total: 'المجموع',
    add: 'إضافة سطر', remove: 'حذف السطر {{n}}',
  },
  purchaseUnit: { Kg: 'كغ', G: 'غ', L: 'لتر', Ml: 'مل', Piece: 'قطعة' },
  purchaseOrders: {
    title: 'أوامر الشراء', new: 'أمر شراء جديد', createDraft: 'إنشاء مسودة', editTitle: 'تعديل مسودة الأمر', reference: 'الأمر',
    order: 'أمر الشراء {{reference}}', expectedDate: 'موعد التسليم المتوقع', approvedAt: 'تاريخ الموافقة', invoicesOfOrder: 'الفواتير المرتبطة بهذا الأمر',
    action: {
      edit: 'تعديل', submit: 'إرسال للموافقة', approve: 'موافقة', reject: 'رفض', revert: 'التراجع عن الموافقة', receive: 'تأكيد الاستلام',
      reopen: 'إعادة إلى مسودة', cancel: 'إلغاء الأمر',
    },
  },
  purchaseInvoices: {
    title: 'فواتير الشراء', new: 'تسجيل فاتورة', record: 'تسجيل مسودة', editTitle: 'تعديل مسودة الفاتورة', number: 'رقم الفاتورة',
    date: 'تاريخ الفاتورة', order: 'أمر الشراء', noOrder: 'بدون أمر (المورّد فقط)', invoice: 'الفاتورة {{number}}', ofOrder: 'الأمر {{reference}}',
    billsOrder: 'تخص أمر الشراء {{reference}}', paidAt: 'تاريخ الدفع', paymentRef: 'مرجع الدفع',
    action: { edit: 'تعديل', submit: 'إرسال للموافقة', approve: 'الموافقة على الدفع', reject: 'رفض', pay: 'تسجيل الدفع', cancel: 'إلغاء الفاتورة' },
  },
  approvals: {
    title: 'طلبات الموافقة', history: 'سجل الموافقات', kind: 'نوع المستند', document: 'المستند', amount: 'المبلغ', reason: 'سبب طلب الموافقة',
    requestedAt: 'تاريخ الطلب', apply: 'موافقة', reject: 'رفض', openInvoice: 'فتح الفاتورة', yours: 'طلبك: يوافق عليه شخص آخر',
  },
  purchasingSettings: {
    title: 'إعدادات المشتريات', saved: 'حُفظت الإعدادات.', threshold: 'حد الموافقة (د.ع)',
    thresholdHelp: 'الأوامر والفواتير التي يتجاوز مجموعها هذا الحد تحتاج موافقة شخص آخر؛ وما دونه أو يساويه يُوافق عليه فورًا.',
    tolerance: 'هامش الفاتورة (د.ع)', toleranceHelp: 'تحتاج الفاتورة موافقة عندما تتجاوز فواتير الأمر مجموعَه بأكثر من هذا المبلغ.',
    updatedAt: 'آخر تغيير {{at}}',
  },
  purchasingEnum: {
    Draft: 'مسودة', PendingApproval: 'بانتظار الموافقة', Approved: 'موافق عليه', Received: 'مستلم', Paid: 'مدفوع', Rejected: 'مرفوض', Cancelled: 'ملغى',
    Pending: 'قيد الانتظار', Applied: 'تمت الموافقة', Reverted: 'متراجع عنه', Withdrawn: 'مسحوب', Requested: 'طُلب',
    PurchaseOrder: 'أمر شراء', PurchaseInvoice: 'فاتورة شراء',
    Planned: 'مخطط', Active: 'جارٍ', Completed: 'مكتمل', Deleted: 'محذوف',
  },
};
