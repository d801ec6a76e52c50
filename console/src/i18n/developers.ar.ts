import type { developersEn } from './developers.en';

export const developersAr: typeof developersEn = {
  webhookEdit: {
    edit: 'تعديل',
    title: 'تعديل الخطاف',
    saved: 'حُفظ الخطاف.',
    delete: 'حذف',
    deleteTitle: 'حذف الخطاف {{url}}',
    deleteHelp: 'تُلغى تسليماته المعلّقة.',
    activate: 'تفعيل',
    deactivate: 'إيقاف',
    deactivateTitle: 'إيقاف الخطاف {{url}}',
    deactivateHelp: 'تتوقف التسليمات وتُلغى المعلّقة.',
    inactive: 'موقوف',
    test: 'إرسال تجربة',
    testSent: 'أُرسل حدث التجربة: {{status}}{{http}}.',
  },
};
