import type { organisationEn } from './organisation.en';

export const organisationAr: typeof organisationEn = {
  orgNav: { settings: 'إعدادات المؤسسة' },
  memberEdit: { edit: 'تعديل', title: 'تعديل {{name}}', saved: 'حُفظ العضو.', status: 'الحالة' },
  branchEdit: {
    edit: 'تعديل',
    title: 'تعديل {{name}}',
    address: 'العنوان',
    phone: 'الهاتف',
    deactivate: 'إيقاف',
    activate: 'تفعيل',
    deactivateTitle: 'إيقاف {{name}}',
    deactivateHelp: 'يُرفض تسجيل الدخول إلى هذا الفرع وتنتهي جلساته؛ وتبقى بياناته محفوظة.',
    activateTitle: 'تفعيل {{name}}',
    saved: 'حُفظ الفرع.',
  },
  orgSettings: {
    title: 'إعدادات المؤسسة',
    name: 'اسم المؤسسة',
    currency: 'العملة الأساسية (تُحدَّد عند التسجيل)',
    dayStart: 'بداية يوم العمل (الساعة، 0–23)',
    dayStartHelp: 'المبيعات قبل هذه الساعة المحلية تتبع يوم العمل السابق.',
    language: 'اللغة الافتراضية',
    priceStep: 'خطوة السعر (د.ع)',
    priceStepHelp: 'تُقرَّب أسعار الرف المشتقة من الشريحة إلى هذا المبلغ.',
    pricesIncludeTax: 'أسعار الرف تشمل الضريبة',
    pricesIncludeTaxHelp: 'مفعّل: تُستخرج الضريبة من السعر. غير مفعّل: تُضاف الضريبة فوقه. يسري على التسعير بعد التغيير.',
    saved: 'حُفظت الإعدادات.',
    En: 'الإنجليزية',
    Ar: 'العربية',
  },
};
