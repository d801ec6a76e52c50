import type { purchasingEn } from './purchasing.en';

export const purchasingAr: typeof purchasingEn = {
  purchasingNav: { purchasing: 'المشتريات', suppliers: 'الموردون' },
  suppliers: {
    title: 'الموردون', new: 'مورّد جديد', created: 'أُنشئ المورّد.', phone: 'الهاتف', taxNumber: 'الرقم الضريبي', state: 'الحالة',
    deactivate: 'إيقاف', activate: 'تفعيل', activeTitle: 'تغيير حالة {{name}}', editTitle: 'تعديل {{name}}',
  },
};
