import type { hrEn } from './hr.en';

export const hrAr: typeof hrEn = {
  hrNav: { loans: 'القروض', leaveTypes: 'أنواع الإجازات' },
  hrCommon: {
    phone: 'الهاتف (+964…)', email: 'البريد الإلكتروني',
    reject: 'رفض', rejectTitle: 'رفض: {{name}}', note: 'ملاحظة', noteRequired: 'اذكر السبب (يراه الموظف).',
    deleteTitle: 'حذف: {{name}}', deleteReason: 'سبب الحذف', deleted: 'حُذف.', saved: 'حُفظ.', editTitle: 'تعديل: {{name}}',
  },
  employeePersonal: {
    nationalId: 'رقم البطاقة الوطنية', dateOfBirth: 'تاريخ الميلاد', contractType: 'نوع العقد', gender: 'الجنس', maritalStatus: 'الحالة الاجتماعية',
    address: 'العنوان', emergencyName: 'جهة الاتصال للطوارئ', emergencyPhone: 'هاتف الطوارئ',
  },
  loans: {
    title: 'القروض', request: 'طلب قرض', requested: 'طُلب القرض.', employee: 'الموظف', principal: 'مبلغ القرض (د.ع)',
    installment: 'القسط الشهري (د.ع)', installments: 'الأقساط', repaid: 'المسدَّد', remaining: 'المتبقي', requestedAt: 'تاريخ الطلب',
    approve: 'موافقة', cancel: 'إلغاء القرض', schedule: 'جدول السداد', scheduleTitle: 'جدول السداد: {{name}}',
    plan: '{{count}} أقساط شهرية: {{installment}} لكل قسط، والأخير {{last}}.', planEven: '{{count}} أقساط شهرية بمبلغ {{installment}}.',
    tooMany: 'أكثر من {{max}} قسطاً: ارفع القسط الشهري.', sequence: '#', dueDate: 'الاستحقاق', amount: 'المبلغ', paidAt: 'السداد',
    unpaid: 'غير مسدَّد', repayNext: 'تسجيل سداد القسط التالي', repayDone: 'سُجّل سداد القسط.', approvedOn: 'تاريخ الموافقة',
    noSchedule: 'يُنشأ الجدول عند الموافقة على القرض.', reason: 'السبب',
  },
  leaveTypes: {
    title: 'أنواع الإجازات', new: 'نوع إجازة جديد', created: 'أُنشئ نوع الإجازة.', usesBalance: 'يُخصم من الرصيد السنوي', paid: 'مدفوعة',
    defaults: 'إضافة الأنواع القياسية', defaultsDone: 'أُضيفت الأنواع القياسية (سنوية، مرضية، بدون راتب، أمومة).',
  },
  leaveRequest: {
    request: 'طلب إجازة', requested: 'طُلبت الإجازة.', employee: 'الموظف', type: 'نوع الإجازة', startDate: 'اليوم الأول', endDate: 'اليوم الأخير',
    cancel: 'إلغاء الإجازة', cancelled: 'أُلغيت الإجازة.',
  },
};
