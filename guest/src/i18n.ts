import type { OrderStatus, PaymentKind } from './types';

export type Lang = 'ar' | 'en';

const STORAGE_KEY = 'guest.lang';

const en = {
  switchTo: 'العربية',
  listSeparator: ', ',
  partSeparator: ' · ',
  loading: 'Loading the menu…',
  table: 'Table',
  closed: 'This branch is not taking orders right now.',
  categories: 'Categories',
  add: 'Add',
  addNamed: (name: string) => `Add ${name}`,
  back: 'Back to the menu',
  quantity: 'Quantity',
  decrease: (name: string) => `One less ${name}`,
  increase: (name: string) => `One more ${name}`,
  remove: (name: string) => `Remove ${name}`,
  addToCart: 'Add to cart',
  chooseExactly: (n: number) => `Choose ${count(n)}`,
  chooseBetween: (min: number, max: number) => `Choose ${count(min)} to ${count(max)}`,
  chooseUpTo: (n: number) => `Optional, up to ${count(n)}`,
  chooseAtLeast: (n: number) => `Choose at least ${count(n)}`,
  tooFewChoices: (group: string, min: number) => `${group}: choose at least ${count(min)}.`,
  viewCart: (n: number) => `View cart (${count(n)})`,
  cart: 'Your order',
  emptyCart: 'Your cart is empty.',
  pricing: 'Getting prices…',
  subtotal: 'Subtotal',
  discount: 'Discount',
  taxes: 'Taxes',
  total: 'Total',
  payment: 'Payment',
  payAtCounter: 'Pay at the counter',
  placeOrder: 'Place order',
  placing: 'Sending your order…',
  promotions: 'Offers',
  promoLine: (percent: number) => `${count(percent)}% off`,
  promoMin: 'on orders from',
  invalidToken: "This table's code is not valid. Please ask the staff for help.",
  rateLimited: 'Too many requests. Please try again shortly.',
  offline: 'No connection to the restaurant. Check your connection and try again.',
  failed: 'Something went wrong. Please try again.',
  retry: 'Try again',
  pricesChanged: 'The prices changed. Please check the new total.',
  choosePayment: 'Choose how you will pay.',
  itemUnavailable: 'This item is not available right now.',
  itemQuantity: 'This quantity cannot be ordered.',
  itemOptions: 'The choices for this item are no longer valid. Remove it and add it again.',
  itemNote: 'This note is too long (200 characters at most).',
  lineNote: (name: string) => `Note for ${name}`,
  lineNoteHint: 'For example: no onions',
  orderNote: 'Note for the restaurant',
  orderNoteTooLong: 'The note is too long (500 characters at most).',
  order: 'Order',
  orderNumber: (n: string) => `Order ${n}`,
  status: 'Status',
  dueAtCounter: 'To pay at the counter',
  paid: 'Paid',
  newOrder: 'Order something else',
  orderNotFound: 'This order cannot be found.',
  statusNames: { Placed: 'Placed', Accepted: 'Accepted', Preparing: 'Preparing', Ready: 'Ready', Completed: 'Completed', Cancelled: 'Cancelled' } as Record<
    OrderStatus,
    string
  >,
  paymentKinds: { Cash: 'Cash', Card: 'Card', Qi: 'Qi Card', Wallet: 'Wallet', Other: 'Other' } as Record<PaymentKind, string>,
};

type Strings = typeof en;

const ar: Strings = {
  switchTo: 'English',
  listSeparator: '، ',
  // A middle dot reads as an Arabic zero (٠) between Arabic-Indic figures.
  partSeparator: '، ',
  loading: 'جارٍ تحميل القائمة…',
  table: 'الطاولة',
  closed: 'هذا الفرع لا يستقبل الطلبات الآن.',
  categories: 'الأقسام',
  add: 'أضف',
  addNamed: (name) => `أضف ${name}`,
  back: 'العودة إلى القائمة',
  quantity: 'الكمية',
  decrease: (name) => `إنقاص ${name} واحدًا`,
  increase: (name) => `زيادة ${name} واحدًا`,
  remove: (name) => `حذف ${name}`,
  addToCart: 'أضف إلى السلة',
  chooseExactly: (n) => `اختر ${count(n)}`,
  chooseBetween: (min, max) => `اختر من ${count(min)} إلى ${count(max)}`,
  chooseUpTo: (n) => `اختياري، حتى ${count(n)}`,
  chooseAtLeast: (n) => `اختر ${count(n)} على الأقل`,
  tooFewChoices: (group, min) => `${group}: اختر ${count(min)} على الأقل.`,
  viewCart: (n) => `عرض السلة (${count(n)})`,
  cart: 'طلبك',
  emptyCart: 'السلة فارغة.',
  pricing: 'جارٍ حساب الأسعار…',
  subtotal: 'المجموع الفرعي',
  discount: 'الخصم',
  taxes: 'الضرائب',
  total: 'الإجمالي',
  payment: 'الدفع',
  payAtCounter: 'الدفع عند الكاشير',
  placeOrder: 'أرسل الطلب',
  placing: 'جارٍ إرسال طلبك…',
  promotions: 'العروض',
  promoLine: (percent) => `خصم ${count(percent)}٪`,
  promoMin: 'للطلبات من',
  invalidToken: 'رمز هذه الطاولة غير صالح. يرجى طلب المساعدة من الموظفين.',
  rateLimited: 'طلبات كثيرة. يرجى المحاولة بعد قليل.',
  offline: 'لا يوجد اتصال بالمطعم. تحقق من الاتصال وحاول مرة أخرى.',
  failed: 'حدث خطأ. يرجى المحاولة مرة أخرى.',
  retry: 'حاول مرة أخرى',
  pricesChanged: 'تغيرت الأسعار. يرجى مراجعة الإجمالي الجديد.',
  choosePayment: 'اختر طريقة الدفع.',
  itemUnavailable: 'هذا الصنف غير متوفر الآن.',
  itemQuantity: 'لا يمكن طلب هذه الكمية.',
  itemOptions: 'اختيارات هذا الصنف لم تعد صالحة. احذفه وأضفه من جديد.',
  itemNote: 'هذه الملاحظة طويلة جداً (200 حرف على الأكثر).',
  lineNote: (name: string) => `ملاحظة على ${name}`,
  lineNoteHint: 'مثلاً: بدون بصل',
  orderNote: 'ملاحظة للمطعم',
  orderNoteTooLong: 'الملاحظة طويلة جداً (500 حرف على الأكثر).',
  order: 'الطلب',
  orderNumber: (n) => `الطلب ${n}`,
  status: 'الحالة',
  dueAtCounter: 'المبلغ المطلوب عند الكاشير',
  paid: 'المدفوع',
  newOrder: 'اطلب شيئًا آخر',
  orderNotFound: 'لا يمكن العثور على هذا الطلب.',
  statusNames: { Placed: 'تم استلام الطلب', Accepted: 'تم قبول الطلب', Preparing: 'قيد التحضير', Ready: 'جاهز', Completed: 'مكتمل', Cancelled: 'ملغى' },
  paymentKinds: { Cash: 'نقدًا', Card: 'بطاقة', Qi: 'كي كارد', Wallet: 'محفظة', Other: 'أخرى' },
};

const STRINGS: Record<Lang, Strings> = { ar, en };

/** Arabic unless the guest chose English on this device before. */
export function initialLang(): Lang {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'en' ? 'en' : 'ar';
  } catch {
    return 'ar';
  }
}

let current: Lang = 'ar';

export function setLang(lang: Lang): void {
  current = lang;
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
}

export function lang(): Lang {
  return current;
}

export function t(): Strings {
  return STRINGS[current];
}

/** The Arabic name when reading Arabic and the catalogue has one; the name otherwise. */
export function pick(name: string, nameAr: string | null | undefined): string {
  return current === 'ar' && nameAr ? nameAr : name;
}

const formatters = new Map<Lang, Intl.NumberFormat>();

/** Whole dinars with the locale's separators; the number is always the server's. */
export function money(amount: number): string {
  let formatter = formatters.get(current);
  if (!formatter) {
    formatter = new Intl.NumberFormat(current === 'ar' ? 'ar-IQ' : 'en-IQ', {
      style: 'currency',
      currency: 'IQD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formatters.set(current, formatter);
  }
  return formatter.format(amount);
}

export function count(value: number): string {
  return new Intl.NumberFormat(current === 'ar' ? 'ar-IQ' : 'en-IQ').format(value);
}
