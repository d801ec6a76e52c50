import { inventoryAr } from './inventory.ar';
import { menuAr } from './menu.ar';
import { purchasingAr } from './purchasing.ar';
import { lossAr } from './loss.ar';
import { exportsAr } from './exports.ar';
import { accountingAr } from './accounting.ar';
import type { Resources } from './en';
import { salesAr } from './sales.ar';
import { cashAr } from './cash.ar';
import { hrAr } from './hr.ar';
import { productionAr } from './production.ar';
import { organisationAr } from './organisation.ar';
import { developersAr } from './developers.ar';

export const ar: Resources = {
  ...salesAr,
  ...cashAr,
  app: { title: 'الإدارة', skip: 'انتقل إلى المحتوى', loading: 'جارٍ التحميل…' },
  nav: {
    label: 'التنقل الرئيسي', dashboard: 'لوحة المتابعة', hr: 'الموارد البشرية', departments: 'الأقسام', positions: 'المناصب', employees: 'الموظفون', advances: 'السلف', leave: 'الإجازات',
    developers: 'المطورون', apiKeys: 'مفاتيح الواجهة البرمجية', webhooks: 'الويب هوك', production: 'الإنتاج', batches: 'الدفعات', catalog: 'الكتالوج', items: 'مواد المخزون', capacityTypes: 'أنواع السعة', organisation: 'المؤسسة', members: 'الأعضاء', branches: 'الفروع', audit: 'سجل التدقيق',
  },
  shell: { branch: 'الفرع', language: 'اللغة', signOut: 'تسجيل الخروج', menu: 'القائمة', switched: 'تعمل الآن في {{name}}' },
  auth: {
    invited: 'تلقيت دعوة من مؤسستك؟ اقبل الدعوة',
    acceptTitle: 'قبول الدعوة', acceptHelp: 'أدخل الرمز من رسالة الدعوة واختر كلمة مرور. إن كان لديك حساب فأدخل كلمة مرورك الحالية.',
    acceptPassword: 'كلمة المرور', acceptPasswordHelp: 'إن كنت جديدًا: 10 أحرف على الأقل. إن كان لديك حساب: كلمة مرورك الحالية.',
    acceptSubmit: 'الانضمام والدخول', resendCode: 'إرسال رمز جديد',
    chooseBranchTitle: 'اختر فرعك', chooseBranchHelp: 'تعمل في أكثر من فرع. أي فرع تريد فتحه؟ يمكنك التبديل في أي وقت من الشريط العلوي.',
    signInTitle: 'تسجيل الدخول', email: 'البريد الإلكتروني', password: 'كلمة المرور', branchId: 'معرّف الفرع',
    branchIdHelp: 'أنت عضو في أكثر من مؤسسة: الصق معرّف الفرع الذي تريد فتحه (يظهر في المؤسسة ← الفروع). سيتذكره هذا المتصفح في المرة القادمة.',
    signIn: 'دخول', register: 'تسجيل مؤسسة جديدة', forgot: 'نسيت كلمة المرور؟', backToSignIn: 'العودة إلى تسجيل الدخول',
    expired: 'انتهت جلستك. يرجى تسجيل الدخول مجددًا.',
    registerTitle: 'تسجيل مؤسسة', organizationName: 'اسم المؤسسة', branchName: 'الفرع الأول',
    baseCurrencyCode: 'العملة', ownerName: 'اسمك', sendCode: 'إرسال الرمز',
    codeSent: 'أرسلنا رمزًا من 6 أرقام إلى {{email}}.', code: 'الرمز من البريد', newPassword: 'كلمة المرور الجديدة',
    choosePassword: 'اختر كلمة مرور (10 أحرف على الأقل)', finish: 'إنهاء والدخول',
    resetTitle: 'إعادة تعيين كلمة المرور', resetDone: 'تم تغيير كلمة المرور. ادخل بها.', setPassword: 'تعيين كلمة المرور',
  },
  units: { Kg: 'كغم', G: 'غم', L: 'لتر', Ml: 'مل', Piece: 'قطعة' },
  common: {
    required: 'املأ هذا الحقل.', 
    search: 'بحث', create: 'إنشاء', save: 'حفظ', cancel: 'إلغاء', close: 'إغلاق', edit: 'تعديل', delete: 'حذف',
    name: 'الاسم', nameAr: 'الاسم بالعربية', actions: 'إجراءات', created: 'تاريخ الإنشاء', status: 'الحالة', none: 'لا شيء هنا بعد.',
    total: 'المجموع {{count}}', includeDeleted: 'إظهار المحذوف', deleted: 'محذوف', sortBy: 'ترتيب حسب {{field}}',
    page: 'الصفحة', copy: 'نسخ', copied: 'تم النسخ', reason: 'السبب', yes: 'نعم', no: 'لا', all: 'الكل',
  },
  errors: {
    validation: 'بعض الحقول تحتاج إلى تصحيح.', conflict: 'لا يمكن تنفيذ ذلك الآن: {{detail}}',
    periodLocked: 'الفترة مقفلة: {{detail}}', forbidden: 'دورك لا يسمح بذلك.', notFound: 'غير موجود.',
    rateLimited: 'محاولات كثيرة؛ انتظر قليلًا ثم أعد المحاولة.', unauthorized: 'يرجى تسجيل الدخول.', network: 'تعذّر الوصول إلى الخدمة.',
  },
  dashboard: {
    title: 'لوحة المتابعة', branchToday: '{{branch}} — اليوم ({{date}})', batchesToday: 'دفعات اليوم', noBatches: 'لا توجد دفعة اليوم.',
    pendingHr: 'قرارات الموارد البشرية المعلّقة', advances: 'السلف', leave: 'طلبات الإجازة', loans: 'القروض',
    failingWebhooks: 'ويب هوك متعثّر', noFailing: 'كل الويب هوك تعمل.', failingSince: 'متعثّر منذ {{at}}',
  },
  departments: { title: 'الأقسام', new: 'قسم جديد', created: 'تم إنشاء القسم.', saved: 'تم حفظ القسم.', deleteConfirm: 'حذف هذا القسم؟' },
  positions: { title: 'المناصب', new: 'منصب جديد', titleField: 'المسمى', titleAr: 'المسمى بالعربية', department: 'القسم', baseSalary: 'الراتب الأساسي (د.ع.)', created: 'تم إنشاء المنصب.' },
  apiKeys: {
    title: 'مفاتيح الواجهة البرمجية', new: 'مفتاح جديد', environment: 'البيئة', scopes: 'الصلاحيات', prefix: 'المفتاح', lastUsed: 'آخر استخدام',
    secretTitle: 'انسخ السر الآن', secretOnce: 'هذه المرة الوحيدة التي يظهر فيها السر. احفظه بأمان؛ لا يمكن عرضه مرة أخرى.',
    rotate: 'تدوير', revoke: 'إبطال', revokeConfirm: 'إبطال هذا المفتاح الآن؟ ستفشل الطلبات التي تستخدمه فورًا.',
    rotated: 'صدر سر جديد؛ يبقى القديم صالحًا لساعة.', revoked: 'تم إبطال المفتاح.', includeRevoked: 'إظهار المبطلة', description: 'الوصف',
  },
  webhooks: {
    title: 'الويب هوك', new: 'ويب هوك جديد', url: 'الرابط', events: 'الأحداث', active: 'فعّال', failures: 'الإخفاقات',
    secretOnce: 'سر التوقيع (يظهر الآن فقط):', deliveries: 'التسليمات', retry: 'إعادة الإرسال', attempts: 'المحاولات', event: 'الحدث',
    catalog: 'دليل الأحداث', rotateSecret: 'تدوير السر', lastStatus: 'حالة HTTP', retried: 'أُعيد إرسال التسليم.',
  },
  employees: {
    title: 'الموظفون', new: 'موظف جديد', fullName: 'الاسم الكامل', hireDate: 'تاريخ التعيين', department: 'القسم', position: 'المنصب',
    baseSalary: 'الراتب الأساسي (د.ع.)', allowances: 'المخصصات (د.ع.)', monthlyPay: 'الأجر الشهري', created: 'تمت إضافة الموظف.',
    changeStatus: 'تغيير الحالة', newStatus: 'الحالة الجديدة', statusChanged: 'تم تغيير الحالة.', includeRetired: 'إظهار المتقاعدين', leaveBalance: 'رصيد الإجازة (أيام)',
  },
  advances: {
    title: 'السلف', request: 'طلب سلفة', employee: 'الموظف', amount: 'المبلغ (د.ع.)', requestedAt: 'تاريخ الطلب',
    approve: 'موافقة', reject: 'رفض', pay: 'تسجيل الصرف', settle: 'تسجيل التسوية', cancel: 'إلغاء السلفة', requested: 'تم طلب السلفة.', note: 'ملاحظة',
  },
  leave: {
    title: 'طلبات الإجازة', type: 'النوع', from: 'من', to: 'إلى', days: 'الأيام', approve: 'موافقة', reject: 'رفض', balance: 'الرصيد',
  },
  enum: {
    Automatic: 'تلقائي', Manual: 'يدوي', Retrying: 'ستُعاد المحاولة',
    User: 'مستخدم', ApiKey: 'مفتاح API', Guest: 'زبون (طلب QR)', System: 'النظام', Anonymous: 'غير مسجّل الدخول',
    Active: 'فعّال', OnLeave: 'في إجازة', Suspended: 'موقوف', Resigned: 'مستقيل', Terminated: 'منتهية خدمته', Retired: 'متقاعد',
    Pending: 'قيد الانتظار', Approved: 'مقبول', Rejected: 'مرفوض', Paid: 'مصروف', Settled: 'مسوّى', Cancelled: 'ملغى', Repaid: 'مسدّد',
    Draft: 'مسودة', InProduction: 'قيد الإنتاج', Completed: 'مكتمل', Closed: 'مغلق', Succeeded: 'نجح', Failed: 'فشل',
    Revoked: 'مبطل', Expired: 'منتهي', Live: 'حي', Test: 'تجريبي',
    Owner: 'المالك', Manager: 'المدير', Accountant: 'المحاسب', Hr: 'الموارد البشرية', Staff: 'موظف', Invited: 'مدعو', Disabled: 'معطّل',
    Male: 'ذكر', Female: 'أنثى', Single: 'أعزب', Married: 'متزوج', Divorced: 'مطلّق', Widowed: 'أرمل',
    FullTime: 'دوام كامل', PartTime: 'دوام جزئي', Temporary: 'مؤقت', Seasonal: 'موسمي', DailyWage: 'أجر يومي', Intern: 'متدرّب', Contractor: 'متعاقد',
  },
  catalog: {
    items: 'مواد المخزون', newItem: 'مادة جديدة', unit: 'الوحدة', kind: 'النوع', standardCost: 'الكلفة القياسية (د.ع.)', active: 'فعّالة',
    capacityTypes: 'أنواع السعة', newCapacityType: 'نوع سعة جديد', created: 'تم الحفظ.',
  },
  members: {
    title: 'الأعضاء', invite: 'دعوة عضو', fullName: 'الاسم الكامل', role: 'الدور', branches: 'الفروع', allBranches: 'كل الفروع', invited: 'أُرسلت الدعوة بالبريد.',
  },
  branches: { title: 'الفروع', new: 'فرع جديد', code: 'الرمز', timeZone: 'المنطقة الزمنية', created: 'تم إنشاء الفرع.', active: 'فعّال' },
  audit: {
    title: 'سجل التدقيق', entityType: 'نوع السجل', entityId: 'معرّف السجل', show: 'عرض', at: 'الوقت', action: 'الإجراء', actor: 'المنفّذ', changes: 'التغييرات',
  },
  batches: {
    title: 'دفعات الإنتاج', date: 'يوم العمل', chicken: 'الدجاج', rice: 'الرز الخام (كغ)', cost: 'الكلفة', close: 'إغلاق الدفعة',
    closed: 'أُغلقت الدفعة.', periodLock: 'الفترة مقفلة حتى', notLocked: 'لا يوجد قفل فترة', lockThrough: 'قفل حتى', lock: 'قفل',
  },
  ...accountingAr,
  ...exportsAr,
  ...lossAr,
  ...purchasingAr,
  ...hrAr,
  ...productionAr,
  ...organisationAr,
  ...developersAr,
  ...menuAr,
  ...inventoryAr,
};
