import type { inventoryEn } from './inventory.en';

export const inventoryAr: typeof inventoryEn = {
  stockNav: { stock: 'المخزون', onHand: 'المخزون المتوفر', transfers: 'التحويلات', counts: 'جرد المخزون', parLevels: 'الحدود الدنيا' },
  transfers: {
    title: 'التحويلات', new: 'تحويل جديد', create: 'إنشاء مسودة', reference: 'التحويل', from: 'من فرع', to: 'إلى فرع', lines: 'البنود',
    item: 'المادة {{n}}', quantity: 'الكمية', note: 'ملاحظة', addLine: 'إضافة بند', removeLine: 'حذف البند {{n}}', transfer: 'التحويل {{reference}}',
    route: 'من {{from}} إلى {{to}}', sent: 'المرسل', sentValue: 'قيمة المرسل', received: 'المستلم', short: 'النقص (القيمة)', receivedOf: 'المستلم من {{name}}',
    send: 'إرسال', receive: 'استلام', confirmReceive: 'تأكيد الاستلام', cancel: 'إلغاء التحويل', cancelTitle: 'إلغاء هذا التحويل؟',
    cancelText: 'لم يتحرك شيء بعد؛ لا يمكن إرسال تحويل ملغى.',
  },
  counts: {
    title: 'جرد المخزون', new: 'ورقة جرد جديدة', create: 'فتح الورقة', reference: 'الورقة', businessDate: 'يوم العمل', today: 'اليوم',
    items: 'المواد', sheet: 'الجرد {{reference}}', save: 'حفظ الكميات', saved: 'حُفظت الكميات.', submit: 'إرسال', approve: 'اعتماد وترحيل الفروقات',
    counted: 'المعدود', expected: 'المتوقع', difference: 'الفرق', differenceValue: 'قيمة الفرق',
  },
  countStatus: { Open: 'مفتوحة', Submitted: 'مرسلة', Approved: 'معتمدة', Cancelled: 'ملغاة' },
  parLevels: {
    title: 'الحدود الدنيا وإعادة الطلب', set: 'تحديد الحد الأدنى', saved: 'حُفظ الحد الأدنى.', reorderQuantity: 'كمية إعادة الطلب', suggestions: 'اقتراحات إعادة الطلب (الفرع الحالي)',
    noSupplier: 'لم تُطلب من قبل (بلا مورّد)', createOrder: 'إنشاء مسودة أمر شراء', suggested: 'المقترح', unitPrice: 'سعر الوحدة',
  },
  transferStatus: { Draft: 'مسودة', Sent: 'في الطريق', Received: 'مستلم', Cancelled: 'ملغى' },
  stock: {
    title: 'المخزون المتوفر', branch: 'الفرع', activeBranch: 'الفرع الحالي', kind: 'نوع المادة', belowPar: 'تحت الحد الأدنى فقط', item: 'المادة',
    onHand: 'المتوفر', value: 'القيمة', avgCost: 'متوسط الكلفة', parLevel: 'الحد الأدنى', valueTotal: 'قيمة المخزون المعروض: {{value}}',
    negative: 'سالب', low: 'تحت الحد الأدنى', movementsOf: 'حركات {{name}}',
  },
  movements: {
    title: 'حركات {{name}}', back: 'المخزون المتوفر', kind: 'النوع', quantity: 'الكمية', value: 'القيمة', unitCost: 'كلفة الوحدة',
    onHandAfter: 'المتوفر بعدها', businessDate: 'يوم العمل', source: 'المصدر', reason: 'السبب',
  },
  movementKind: {
    Receipt: 'استلام', ProductionInput: 'مدخلات إنتاج', ProductionOutput: 'مخرجات إنتاج', SaleUsage: 'استهلاك مبيعات', Waste: 'هدر',
    TransferOut: 'تحويل صادر', TransferIn: 'تحويل وارد', CountAdjustment: 'تسوية جرد', OpeningBalance: 'رصيد افتتاحي', ManualAdjustment: 'تسوية يدوية',
  },
  sourceKind: {
    PurchaseOrder: 'أمر شراء', ProductionBatch: 'دفعة إنتاج', SalesOrder: 'طلب مبيعات', WasteRecord: 'سجل هدر', Transfer: 'تحويل',
    StockCount: 'جرد', Adjustment: 'تسوية',
  },
};
