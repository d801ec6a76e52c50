import type { salesEn } from './sales.en';

export const salesAr: typeof salesEn = {
  salesNav: {
    sales: 'المبيعات', orders: 'سجل المبيعات', tables: 'طاولات الطلب الذاتي', paymentMethods: 'طرق الدفع', orderBoard: 'لوحة الطلبات', kitchen: 'شاشة المطبخ',
    menu: 'قائمة الطعام', products: 'المنتجات', categories: 'فئات المنتجات', commercial: 'التسويق', channels: 'قنوات البيع', branchGroups: 'مجموعات الفروع', promotions: 'العروض', changeRequests: 'طلبات العروض', quote: 'تسعير سلة',
  },
  orders: {
    title: 'سجل المبيعات', order: 'الطلب {{number}}', number: 'الرقم', businessDate: 'يوم العمل', branch: 'الفرع', channel: 'القناة',
    source: 'المصدر', total: 'الإجمالي', dueAtCounter: 'المستحق عند الكاشير', placedAt: 'وقت الطلب', from: 'من تاريخ', to: 'إلى تاريخ',
    lines: 'البنود', product: 'المنتج', quantity: 'الكمية', unitPrice: 'سعر الوحدة', lineTotal: 'مجموع البند', discount: 'الخصم', net: 'الصافي',
    subtotal: 'المجموع الفرعي', promotion: 'العرض: {{name}}', tax: 'ضريبة {{rate}}٪', payments: 'المدفوعات',
    cancel: 'إلغاء الطلب', confirmCancel: 'تأكيد الإلغاء', cancelledBecause: 'أُلغي: {{reason}}',
    moveTo: { Accepted: 'قبول', Preparing: 'بدء التحضير', Ready: 'جاهز', Completed: 'إكمال' },
  },
  tables: {
    paper: 'الورق', label: 'ملصق (62 × 100 مم)', rotateTitle: 'تدوير رمز QR للطاولة {{name}}؟',
    rotateWarning: 'يصدر رمز جديد ويتوقف الرمز المطبوع عن العمل فورًا: يُرفض الضيوف الذين يمسحونه حتى توضع الورقة الجديدة على الطاولة.',
    localhostWarning: 'رابط الطلب هذا يشير إلى هذا الحاسوب (localhost): لا تستطيع هواتف الضيوف فتحه. عيّن PUBLIC_BASE_URL إلى العنوان العام للخدمة وأصدر الرمز من جديد قبل الطباعة.',
    title: 'طاولات الطلب الذاتي', new: 'طاولة جديدة', area: 'المنطقة', seats: 'المقاعد', qr: 'رمز QR', active: 'فعّالة', inactive: 'غير فعّالة',
    issuedAt: 'صدر {{at}}', noToken: 'لا يوجد رمز', rotate: 'تجديد الرمز', issue: 'إصدار رمز', revoke: 'إبطال الرمز', activate: 'تفعيل', deactivate: 'إيقاف',
    tokenTitle: 'اطبع رمز QR الآن', tokenOnce: 'هذه المرة الوحيدة التي يظهر فيها الرمز. اطبعه الآن؛ وإن ضاعت الورقة فجدّد الرمز.',
    token: 'الرمز', qrAlt: 'رمز QR للطاولة {{name}}', print: 'طباعة', revokeTitle: 'إبطال رمز الطاولة {{name}}',
    revokeWarning: 'لن يتمكن الضيوف من الطلب بالرمز المطبوع حتى يصدر رمز جديد.',
  },
  paymentMethods: { title: 'طرق الدفع', new: 'طريقة دفع جديدة', kind: 'النوع', selfOrder: 'متاحة على الطاولة' },
  promotions: {
    title: 'العروض', new: 'عرض جديد', created: 'أُنشئ العرض.', percent: 'نسبة الخصم ٪', cap: 'الحد الأقصى (د.ع)', minOrder: 'أدنى طلب (د.ع)',
    start: 'اليوم الأول', end: 'اليوم الأخير', everyChannel: 'كل القنوات', switchedOn: 'مفعّل', switchOn: 'تفعيل', switchOff: 'إيقاف',
    deleteTitle: 'حذف العرض {{name}}',
  },
  changeRequests: {
    title: 'طلبات تعديل العروض', propose: 'اقتراح عرض', send: 'إرسال للموافقة', proposed: 'أُرسل للموافقة.',
    promotionToChange: 'العرض المراد تعديله', newPromotion: 'عرض جديد', change: 'تعديل', kind: 'الطلب', terms: 'الشروط', proposedAt: 'تاريخ الاقتراح',
    approve: 'موافقة', reject: 'رفض', note: 'ملاحظة', ownRequest: 'أنت من اقترح هذا؛ يجب أن يوافق عليه شخص آخر.',
  },
  quote: {
    title: 'تسعير سلة', cart: 'السلة', noChannel: 'بدون قناة', product: 'المنتج {{n}}', modifiers: 'الإضافات', addLine: 'إضافة بند',
    removeLine: 'حذف البند {{n}}', price: 'احسب السعر', businessDate: 'يوم العمل {{date}}', tier: 'شريحة السعر: {{reason}}',
    basePrice: 'السعر الأساسي', shelfPrice: 'سعر الرف', promotions: 'العروض المدروسة', noPromotions: 'لا يوجد عرض سارٍ لهذه السلة.',
    applied: 'مطبّق', notApplied: 'غير مطبّق', taxIncluded: 'ضريبة {{rate}}٪ (ضمن السعر)',
  },
  products: {
    title: 'المنتجات', new: 'منتج جديد', edit: 'تعديل {{name}}', code: 'الرمز', price: 'السعر الأساسي (د.ع)', category: 'الفئة',
    taxCode: 'رمز الضريبة', modifierGroups: 'مجموعات الإضافات', channels: 'يُباع عبر', priceRequired: 'مطلوب',
    deleteHelp: 'يُزال المنتج من قائمة الطعام، ويبقى ظاهرًا للاطلاع مع علامة «محذوف».',
  },
  categories: {
    title: 'فئات المنتجات', new: 'فئة منتجات جديدة', sortOrder: 'الترتيب',
    deleteHelp: 'لا تُحذف إلا فئة ليس فيها منتجات نشطة: انقلها إلى فئة أخرى أو أوقفها أولًا.',
  },
  channels: { title: 'قنوات البيع', new: 'قناة بيع جديدة' },
  branchGroups: { title: 'مجموعات الفروع', new: 'مجموعة فروع جديدة', tier: 'شريحة السعر (٪)', members: 'الفروع', add: 'إضافة فرع', remove: 'إزالة' },
  salesEnum: {
    PriceTier: 'شريحة سعر', Region: 'منطقة',
    DineIn: 'داخل المطعم', Takeaway: 'سفري', Delivery: 'توصيل', SelfOrder: 'طلب ذاتي (QR)',
    Placed: 'مستلم', Accepted: 'مقبول', Preparing: 'قيد التحضير', Ready: 'جاهز', Completed: 'مكتمل', Cancelled: 'ملغى',
    Guest: 'ضيف (QR)', Partner: 'شريك', Console: 'لوحة الإدارة',
    Cash: 'نقد', Card: 'بطاقة', Qi: 'كي كارد', Wallet: 'محفظة', Other: 'أخرى',
    Scheduled: 'مجدول', Running: 'سارٍ', Ended: 'منتهٍ', Inactive: 'متوقف',
    Pending: 'قيد الانتظار', Approved: 'موافق عليه', Rejected: 'مرفوض',
    NotStarted: 'لم يبدأ بعد', OtherChannel: 'قناة أخرى', BelowMinimumOrder: 'أقل من الحد الأدنى للطلب', NotTheBest: 'عرض آخر يعطي أكثر',
  },
  liveBoard: {
    title: 'لوحة الطلبات', order: 'الطلب {{number}}', new: 'جديد', empty: 'لا شيء هنا',
    columns: { new: 'جديدة', preparing: 'قيد التحضير', ready: 'جاهزة' },
    state: { live: 'مباشر', connecting: 'جارٍ الاتصال…', offline: 'جارٍ إعادة الاتصال…' },
  },
  kitchen: {
    title: 'شاشة المطبخ', titleStation: 'المطبخ: {{station}}', station: 'المحطة', allStations: 'كل المحطات', otherStation: 'محطة أخرى',
    timers: 'المؤقتات', amberAfter: 'برتقالي بعد (دقائق)', redAfter: 'أحمر بعد (دقائق)', empty: 'لا توجد تذاكر مفتوحة',
    ticket: 'الطلب {{number}}: {{name}}', void: 'إلغاء البند', voidTitle: 'إلغاء {{name}} من الطلب {{number}}',
    bumpTo: { Preparing: 'بدء', Ready: 'جاهز', Served: 'تم التقديم' },
    status: { Queued: 'في الانتظار', Preparing: 'قيد التحضير', Ready: 'جاهز', Served: 'قُدّم', Voided: 'مُلغى' },
  },
};
