import type { navEn } from './nav.en';

export const navAr: typeof navEn = {
  workNav: {
    today: 'اليوم',
    sales: 'المبيعات',
    kitchen: 'المطبخ',
    stock: 'المخزون',
    menu: 'قائمة الطعام',
    people: 'الأشخاص',
    money: 'المال',
    reports: 'التقارير',
    settings: 'الإعدادات',
  },
  createDialog: { close: 'إغلاق' },
};
