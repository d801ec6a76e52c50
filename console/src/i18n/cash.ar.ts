import type { cashEn } from './cash.en';

export const cashAr: typeof cashEn = {
  cashNav: { tills: 'الصناديق', settlements: 'التسويات' },
  tills: {
    title: 'الصناديق', new: 'صندوق جديد', noSession: 'لا توجد جلسة مفتوحة', session: 'الجلسة', open: 'فتح جلسة', openTitle: 'فتح جلسة على {{name}}',
    float: 'الرصيد الافتتاحي ({{currency}})', openButton: 'فتح', goToSession: 'الانتقال إلى الجلسة', status: 'الحالة',
  },
  tillSession: {
    title: 'جلسة الصندوق', openedAt: 'فُتحت {{at}}', floats: 'الرصيد الافتتاحي', movements: 'الحركات', payments: 'مدفوعات الكاونتر',
    newMovement: 'تسجيل حركة', kind: 'النوع', currency: 'العملة', amount: 'المبلغ ({{currency}})', reason: 'السبب', record: 'تسجيل',
    count: 'عدّ الصندوق', countHelp: 'عُدّ كل الأوراق النقدية. لا يظهر المبلغ المتوقع إلا بعد العدّ.', countTotal: 'المعدود: {{amount}}',
    submitCount: 'إرسال العدّ', quantityOf: 'عدد أوراق {{note}}', result: 'المتوقع والمعدود', expected: 'المتوقع', counted: 'المعدود',
    variance: 'الفرق', varianceIqd: 'الفرق بالدينار', totalVariance: 'إجمالي الفرق: {{amount}}', approve: 'اعتماد الإغلاق', reopen: 'إعادة العدّ',
    reopenTitle: 'إعادة العدّ إلى الكاشير', closedBy: 'أُغلقت {{at}}', tendered: 'المدفوع', change: 'الباقي', who: 'بواسطة',
  },
  settlements: {
    title: 'تسويات البطاقات وكي كارد والمحافظ', help: 'ما يستحقه المصرف لكل طريقة دفع ويوم عمل. طابِق حركات المصرف في صفحة حركات الكشف.',
    refresh: 'احتساب اليوم', businessDate: 'يوم العمل', method: 'طريقة الدفع', expected: 'المتوقع', received: 'المستلم', fee: 'العمولة',
    Expected: 'متوقعة', Matched: 'مطابَقة', overdue: 'متأخرة',
  },
  tillEnum: {
    Open: 'مفتوحة', Counted: 'معدودة', Closed: 'مغلقة',
    CashIn: 'إيداع نقدي', CashOut: 'سحب نقدي', SupplierPayout: 'دفع لمورّد', SafeDrop: 'إيداع في الخزنة', NoSale: 'فتح بدون بيع',
  },
};
