import type { lossEn } from './loss.en';

export const lossAr: typeof lossEn = {
  lossNav: { loss: 'ضبط الخسائر', eodReports: 'تقارير نهاية اليوم', pilots: 'التجارب' },
  pilots: {
    title: 'تجارب ضبط الخسائر', new: 'تجربة جديدة', created: 'خُطّطت التجربة.', restaurant: 'المطعم', startDate: 'البداية', endDate: 'النهاية', note: 'ملاحظة',
    required: 'مطلوب', checklist: 'قائمة التحقق', noChecklist: 'لا توجد بنود بعد.', newItem: 'بند جديد', addItem: 'إضافة بند', removeItem: 'حذف {{label}}',
    finalReport: 'التقرير النهائي', finalReportTo: 'نقل التقرير النهائي إلى', done: '{{done}} من {{total}} منجز', editTitle: 'التجربة في {{name}}',
    moveTo: { Planned: 'إعادة إلى مخطط', Active: 'بدء', Completed: 'إكمال', Cancelled: 'إلغاء التجربة' },
  },
  eod: {
    verdict: { balanced: 'متوازن', short: 'أقل من صافي المبيعات', over: 'أكثر من صافي المبيعات', differsFromLedger: 'يختلف عن سجل المبيعات' },
    derivedNet: 'لم يرد صافي المبيعات في النص: مُلئ بمجموع النقدي والبطاقة وكي كارد والتوصيل. تحقق قبل الحفظ.',
    derivedGross: 'لم يرد إجمالي المبيعات في النص: مُلئ مساويًا لصافي المبيعات. أضف أي خصومات قبل الحفظ.',
    title: 'تقارير نهاية اليوم', new: 'تقرير نهاية يوم جديد', created: 'حُفظ التقرير.', saved: 'حُفظت الأرقام.', businessDate: 'يوم العمل',
    gross: 'إجمالي المبيعات (د.ع)', net: 'صافي المبيعات (د.ع)', cash: 'نقدًا (د.ع)', card: 'بطاقة (د.ع)', qi: 'كي كارد (د.ع)', delivery: 'منصات التوصيل (د.ع)',
    payments: 'المدفوعات', variance: 'الفرق', source: 'المصدر', review: 'مراجعة', reviewTitle: 'تقرير نهاية يوم {{date}}',
    paste: 'الصق نص التقرير (بالعربية أو الإنجليزية)', parse: 'اقرأ النص', parsed: 'قُرئ من النص؛ راجع الأرقام قبل الحفظ.',
    missing: 'لم يوجد في النص: {{fields}}', from: 'من', to: 'إلى',
    ledgerTitle: 'مقارنة مع سجل المبيعات ({{count}} طلبًا)', kind: 'نوع الدفع', reported: 'المُبلَّغ', ledger: 'السجل',
    kindGross: 'إجمالي المبيعات', kindCash: 'نقدًا', kindCard: 'بطاقة', kindQi: 'كي كارد', kindWallet: 'المحفظة', kindOther: 'أخرى', kindDue: 'مستحق عند الكاشير',
  },
  lossEnum: {
    Manual: 'إدخال يدوي', Parsed: 'من نص ملصق', Pos: 'نقطة البيع', Api: 'تكامل',
    NotStarted: 'لم يبدأ', Draft: 'مسودة', Submitted: 'مُرسل', Accepted: 'مقبول',
  },
};
