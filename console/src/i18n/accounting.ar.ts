import type { accountingEn } from './accounting.en';

export const accountingAr: typeof accountingEn = {
  moneyNav: { accounting: 'المحاسبة', bankAccounts: 'الحسابات المصرفية', statementLines: 'حركات الكشف', taxCodes: 'رموز الضريبة' },
  moneyEnum: {
    Unmatched: 'غير مطابقة', Matched: 'مطابقة', Excluded: 'مستبعدة',
    HrAdvance: 'سلفة راتب', HrLoanDisbursement: 'صرف قرض', HrLoanInstallment: 'قسط قرض', SupplierPayment: 'دفعة مورّد',
    Transfer: 'تحويل بين الحسابات', Other: 'أخرى', EodSettlement: 'تسوية نهاية اليوم', SalesSettlement: 'تسوية البطاقة أو كي كارد أو المحفظة',
    ExactAmount: 'مبلغ مطابق', AmountWithinTolerance: 'مبلغ قريب', DateDistance: 'التاريخ', ReferenceFound: 'المرجع موجود', NameFound: 'الاسم موجود', Counterparty: 'الطرف المقابل',
    Vat: 'ضريبة القيمة المضافة', SalesTax: 'ضريبة المبيعات', ServiceCharge: 'رسم الخدمة', Withholding: 'ضريبة مستقطعة', Exempt: 'معفى',
    Sales: 'المبيعات', Purchases: 'المشتريات', Both: 'كلاهما',
    Active: 'فعّال', Inactive: 'غير فعّال',
  },
  bankAccounts: {
    title: 'الحسابات المصرفية', new: 'حساب مصرفي جديد', created: 'أُنشئ الحساب المصرفي.', accountNumber: 'رقم الحساب', currency: 'العملة',
    active: 'فعّال', unmatched: 'غير مطابقة', matched: 'مطابقة', excluded: 'مستبعدة', lastStatement: 'آخر كشف',
    deactivate: 'إيقاف', activate: 'تفعيل', import: 'استيراد كشف', lines: 'الحركات',
    activeTitle: 'تغيير حالة {{name}}', activeFilter: 'الحالة',
  },
  statementImport: {
    title: 'استيراد كشف إلى {{name}}', paste: 'الصق نص CSV', file: 'أو اختر ملف CSV', submit: 'استيراد',
    result: 'تم الاستيراد: قُرئ {{read}} سطرًا، {{created}} جديدة، {{duplicates}} مستوردة سابقًا ({{from}} – {{to}}).',
    problems: 'لم يُستورد الملف:',
  },
  statementLines: {
    title: 'حركات الكشف', account: 'الحساب', date: 'التاريخ', description: 'البيان', reference: 'المرجع', counterparty: 'الطرف المقابل',
    amount: 'المبلغ', from: 'من', to: 'إلى', matchedTo: 'مطابقة مع / ملاحظة',
    match: 'مطابقة', exclude: 'استبعاد', reopen: 'إعادة فتح', matchTitle: 'مطابقة حركة {{date}} ({{amount}})',
    suggestions: 'اقتراحات', noSuggestions: 'لا يوجد سجل يناسب هذه الحركة؛ طابقها مع شيء آخر أدناه.', score: '{{score}} نقطة',
    points: '+{{points}}', useSuggestion: 'طابق مع هذا', other: 'شيء آخر', matchType: 'نوع المطابقة', matchedRef: 'المرجع', note: 'ملاحظة',
    excludeTitle: 'استبعاد حركة {{date}}', reopenTitle: 'إعادة فتح حركة {{date}}',
  },
  taxCodes: {
    title: 'رموز الضريبة', new: 'رمز ضريبة جديد', created: 'أُنشئ رمز الضريبة.', code: 'الرمز', kind: 'النوع', rate: 'النسبة (بالألف)', rateHelp: '150 = 15 ٪',
    appliesTo: 'ينطبق على', active: 'فعّال', activeFilter: 'الحالة', deactivate: 'إيقاف', activate: 'تفعيل', deleteTitle: 'حذف رمز الضريبة {{code}}',
    editTitle: 'تعديل رمز الضريبة {{code}}', activeTitle: 'تغيير حالة {{code}}',
  },
};
