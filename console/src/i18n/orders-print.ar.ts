import type { ordersPrintEn } from './orders-print.en';

export const ordersPrintAr: typeof ordersPrintEn = {
  orderPrint: {
    table: 'الطاولة',
    channel: 'القناة',
    note: 'ملاحظة الضيف',
    lineNote: 'ملاحظة',
    printKitchen: 'طباعة تذكرة المطبخ',
    printReceipt: 'طباعة الإيصال',
    kitchenTitle: 'تذكرة المطبخ',
    receiptTitle: 'إيصال',
    placed: 'وقت الطلب',
    subtotal: 'المجموع الفرعي',
    discount: 'الخصم',
    tax: 'الضريبة',
    total: 'الإجمالي',
    dueAtCounter: 'المطلوب دفعه عند الكاونتر',
    thanks: 'شكراً لكم',
  },
};
