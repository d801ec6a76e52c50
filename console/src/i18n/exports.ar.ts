import type { exportsEn } from './exports.en';

export const exportsAr: typeof exportsEn = {
  exportsNav: { exports: 'التصدير', jobs: 'مهام التصدير', savedReports: 'التقارير المحفوظة', subscriptions: 'اشتراكات التقارير' },
  exportsEnum: {
    Queued: 'في الانتظار', Running: 'قيد التنفيذ', Succeeded: 'جاهز', Failed: 'فشل', Cancelled: 'أُلغي', Expired: 'منتهي',
    Xlsx: 'إكسل (xlsx)', Csv: 'CSV', En: 'الإنجليزية', Ar: 'العربية', Daily: 'يومي', Weekly: 'أسبوعي', Monthly: 'شهري', Report: 'عند الطلب', Subscription: 'اشتراك',
  },
  exportJobs: {
    title: 'مهام التصدير', new: 'تصدير جديد', report: 'التقرير', fields: 'الأعمدة', fieldsHelp: 'اتركها فارغة لكل الأعمدة بترتيب التقرير.',
    format: 'الصيغة', lang: 'لغة الملف', from: 'من', to: 'إلى', queued: 'أُضيف التصدير إلى الانتظار.', period: 'الفترة', progress: 'الصفوف',
    download: 'تنزيل', cancel: 'إلغاء', remove: 'حذف', expires: 'حتى {{at}}', savedReport: 'تقرير محفوظ',
  },
  savedReports: {
    title: 'التقارير المحفوظة', new: 'تقرير محفوظ جديد', created: 'حُفظ التقرير.', shared: 'مشترك مع المؤسسة', private: 'خاص',
    deleteTitle: 'حذف التقرير المحفوظ {{name}}', sharing: 'الظهور',
  },
  subscriptions: {
    title: 'اشتراكات التقارير', new: 'اشتراك جديد', created: 'أُنشئ الاشتراك.', recipient: 'البريد الإلكتروني للمستلم', cadence: 'التكرار',
    sendEmpty: 'أرسل حتى لو كان التقرير فارغًا', nextRun: 'التشغيل القادم', lastRun: 'آخر تشغيل', lastError: 'آخر خطأ', external: 'من خارج المؤسسة',
    activate: 'تفعيل', deactivate: 'إيقاف', deleteTitle: 'حذف اشتراك {{email}}',
  },
};
