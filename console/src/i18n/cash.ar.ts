import type { cashEn } from './cash.en';

export const cashAr: typeof cashEn = {
  cashNav: { cashSettings: 'العملات وسعر الصرف', tills: 'الصناديق', settlements: 'التسويات' },
  cashSettings: {
    title: 'العملات وسعر الصرف', ratesInForce: 'الأسعار السارية', noForeign: 'لا يُقبل في الصناديق إلا الدينار العراقي.',
    rateLine: '1 {{currency}} = {{iqd}} (منذ {{since}})', noRate: 'لا يوجد سعر لـ {{currency}}: ترفض الصناديق الدفع بـ {{currency}} حتى يُحدَّد سعر.',
    newRate: 'تحديد سعر جديد', currency: 'العملة', iqdPerUnit: 'دينار لكل وحدة', iqdPerUnitHelp: 'مثلًا 1315 أو 1,312.50. يسري من الآن؛ تحتفظ الجلسات المغلقة بأسعارها.',
    rateRequired: 'أدخل سعرًا أكبر من 0 وبمرتبتين عشريتين على الأكثر.', note: 'ملاحظة (مصدر السعر)', setRate: 'تحديد السعر', rateSaved: 'حُفظ السعر؛ يسري على المدفوعات من الآن.',
    history: 'سجل الأسعار، الأحدث أولًا', rate: 'دينار لكل وحدة', since: 'ساري منذ', currencies: 'العملات المقبولة وفئاتها',
    denominationsOf: 'أوراق وعملات {{currency}}', denominationsHelp: 'قيم مفصولة بفواصل، بالوحدات الكاملة (مثلًا 250، 500، 1000).',
    currenciesSaved: 'حُفظت العملات.',
  },
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
