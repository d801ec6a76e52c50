import { foldText } from './normalize-text';

/**
 * The label vocabulary of end-of-day reports, as data: one row per field, language and layout
 * family. A new POS layout or wording is one more row (or one more label in a row). Matching is
 * on folded text (see normalize-text.ts), so spelling variants of hamza, taa marbuta and alef
 * maqsura, diacritics and case need no extra labels.
 *
 * `priority` decides between labels found on the same line (higher wins; equal: the longer
 * label) and scales the confidence of what was read: 100 precise ("Net Sales"), 80 usual short
 * forms ("Net"), 40 payment words that also appear in other phrases ("Cash"), 60 for the
 * `ignore` rows: lines about refunds, discounts, tax, tips… that carry amounts but are not
 * report fields, and must win over the 40s ("Cash refund") but not the 100s.
 */
export type VocabularyField = 'businessDate' | 'grossSalesIqd' | 'netSalesIqd' | 'cashSalesIqd' | 'cardSalesIqd' | 'qiSalesIqd' | 'deliverySalesIqd' | 'ignore';

export interface VocabularyRow {
  field: VocabularyField;
  language: 'en' | 'ar';
  labels: readonly string[];
  priority: number;
  /** Which report layouts the row comes from (for the docs). */
  layout: string;
}

export const EOD_VOCABULARY: readonly VocabularyRow[] = [
  { field: 'businessDate', language: 'en', priority: 100, layout: 'generic', labels: ['business date', 'business day', 'report date', 'date'] },
  {
    field: 'businessDate',
    language: 'ar',
    priority: 100,
    layout: 'generic',
    labels: ['تاريخ العمل', 'يوم العمل', 'تاريخ التقرير', 'التاريخ', 'تاريخ', 'اليوم'],
  },

  {
    field: 'grossSalesIqd',
    language: 'en',
    priority: 100,
    layout: 'generic',
    labels: ['gross sales', 'total sales', 'gross total', 'sales total', 'total gross'],
  },
  { field: 'grossSalesIqd', language: 'en', priority: 80, layout: 'Z report', labels: ['gross', 'grand total'] },
  { field: 'grossSalesIqd', language: 'en', priority: 30, layout: 'Z report', labels: ['total'] },
  {
    field: 'grossSalesIqd',
    language: 'ar',
    priority: 100,
    layout: 'generic',
    labels: ['اجمالي المبيعات', 'مجموع المبيعات', 'المبيعات الاجماليه', 'اجمالي البيع', 'اجمالي مبيعات', 'مجموع البيع'],
  },
  { field: 'grossSalesIqd', language: 'ar', priority: 80, layout: 'chat', labels: ['الاجمالي', 'اجمالي', 'المجموع الكلي'] },

  { field: 'netSalesIqd', language: 'en', priority: 100, layout: 'generic', labels: ['net sales', 'net total', 'total net', 'net revenue'] },
  { field: 'netSalesIqd', language: 'en', priority: 80, layout: 'Z report', labels: ['net'] },
  { field: 'netSalesIqd', language: 'ar', priority: 100, layout: 'generic', labels: ['صافي المبيعات', 'المبيعات الصافيه', 'صافي البيع', 'صافي مبيعات'] },
  { field: 'netSalesIqd', language: 'ar', priority: 80, layout: 'chat', labels: ['الصافي', 'صافي'] },

  { field: 'cashSalesIqd', language: 'en', priority: 100, layout: 'generic', labels: ['cash sales', 'cash total', 'total cash', 'cash payments'] },
  { field: 'cashSalesIqd', language: 'en', priority: 40, layout: 'generic', labels: ['cash'] },
  { field: 'cashSalesIqd', language: 'ar', priority: 100, layout: 'generic', labels: ['المبيعات النقديه', 'مبيعات نقديه', 'مبيعات الكاش'] },
  { field: 'cashSalesIqd', language: 'ar', priority: 40, layout: 'chat', labels: ['نقدي', 'نقدا', 'نقد', 'كاش', 'النقد'] },

  {
    field: 'cardSalesIqd',
    language: 'en',
    priority: 100,
    layout: 'generic',
    labels: ['card sales', 'card payments', 'credit card', 'debit card', 'card total', 'visa/master', 'visa / master', 'visa/mastercard'],
  },
  { field: 'cardSalesIqd', language: 'en', priority: 40, layout: 'generic', labels: ['card', 'cards', 'visa', 'master', 'mastercard', 'pos card'] },
  {
    field: 'cardSalesIqd',
    language: 'ar',
    priority: 100,
    layout: 'generic',
    labels: ['مبيعات البطاقات', 'مبيعات البطاقه', 'بطاقه ائتمان', 'فيزا/ماستر', 'فيزا و ماستر'],
  },
  { field: 'cardSalesIqd', language: 'ar', priority: 40, layout: 'chat', labels: ['بطاقه', 'بطاقات', 'البطاقه', 'البطاقات', 'فيزا', 'ماستر', 'ماستر كارد'] },

  { field: 'qiSalesIqd', language: 'en', priority: 100, layout: 'generic', labels: ['qi card', 'qicard', 'qi-card', 'qi sales', 'qi payments'] },
  { field: 'qiSalesIqd', language: 'en', priority: 80, layout: 'generic', labels: ['qi'] },
  { field: 'qiSalesIqd', language: 'ar', priority: 100, layout: 'generic', labels: ['كي كارد', 'كيكارد', 'كي كارت', 'بطاقه كي', 'الكي كارد', 'ماستر كي'] },

  {
    field: 'deliverySalesIqd',
    language: 'en',
    priority: 100,
    layout: 'generic',
    labels: ['delivery sales', 'delivery apps', 'delivery total', 'online delivery', 'delivery orders'],
  },
  { field: 'deliverySalesIqd', language: 'en', priority: 40, layout: 'generic', labels: ['delivery', 'talabat', 'toters', 'lezzoo'] },
  { field: 'deliverySalesIqd', language: 'ar', priority: 100, layout: 'generic', labels: ['مبيعات التوصيل', 'تطبيقات التوصيل'] },
  { field: 'deliverySalesIqd', language: 'ar', priority: 40, layout: 'chat', labels: ['توصيل', 'التوصيل', 'دليفري', 'ديليفري', 'توترز'] },

  {
    field: 'ignore',
    language: 'en',
    priority: 60,
    layout: 'generic',
    labels: [
      'refund',
      'refunds',
      'void',
      'voids',
      'discount',
      'discounts',
      'tax',
      'vat',
      'tip',
      'tips',
      'change',
      'service charge',
      'delivery fee',
      'opening float',
      'float',
      'cash in drawer',
      'cash deposit',
      'orders',
      'transactions',
      'covers',
      'guests',
      'receipts',
      'count',
      'difference',
      'variance',
      'over/short',
      'total payments',
      'payments total',
      'payment total',
    ],
  },
  {
    field: 'ignore',
    language: 'ar',
    priority: 60,
    layout: 'generic',
    labels: [
      'مرتجع',
      'مرتجعات',
      'مسترجع',
      'خصم',
      'خصومات',
      'الخصم',
      'ضريبه',
      'الضريبه',
      'الغاء',
      'ملغي',
      'اكراميه',
      'بقشيش',
      'رسوم التوصيل',
      'اجور التوصيل',
      'عدد',
      'عدد الطلبات',
      'الفرق',
      'فرق',
      'ايداع',
    ],
  },
];

export interface CompiledLabel {
  field: VocabularyField;
  language: 'en' | 'ar';
  label: string;
  folded: string;
  priority: number;
}

/** Every label folded once, longest first (so "qi card" is tried before "card"). */
export function compileVocabulary(rows: readonly VocabularyRow[] = EOD_VOCABULARY): CompiledLabel[] {
  return rows
    .flatMap((row) => row.labels.map((label) => ({ field: row.field, language: row.language, label, folded: foldText(label), priority: row.priority })))
    .sort((a, b) => b.folded.length - a.folded.length);
}

/** Currency marks, folded: removed before numbers are read, and raise confidence when beside one. */
export const CURRENCY_MARKS: readonly string[] = ['iqd', 'i.q.d', 'dinar', 'dinars', 'د.ع', 'د ع', 'دع', 'دينار', 'الدينار', 'ع.د'];

/** Multipliers written after an amount: "1.5M", "250K", "250 الف", "1.5 مليون". */
export const AMOUNT_MULTIPLIERS: ReadonlyArray<{ marks: readonly string[]; factor: number }> = [
  { marks: ['k', 'thousand', 'الف', 'آلاف', 'الاف'], factor: 1_000 },
  { marks: ['m', 'mn', 'million', 'مليون', 'ملايين'], factor: 1_000_000 },
];

/** Month names (folded) for dates such as "23 Nov 2026" or "23 تشرين الثاني 2026". */
export const MONTH_NAMES: ReadonlyArray<{ month: number; names: readonly string[] }> = [
  { month: 1, names: ['january', 'jan', 'كانون الثاني', 'يناير'] },
  { month: 2, names: ['february', 'feb', 'شباط', 'فبراير'] },
  { month: 3, names: ['march', 'mar', 'اذار', 'مارس'] },
  { month: 4, names: ['april', 'apr', 'نيسان', 'ابريل'] },
  { month: 5, names: ['may', 'ايار', 'مايو'] },
  { month: 6, names: ['june', 'jun', 'حزيران', 'يونيو'] },
  { month: 7, names: ['july', 'jul', 'تموز', 'يوليو'] },
  { month: 8, names: ['august', 'aug', 'اب', 'اغسطس'] },
  { month: 9, names: ['september', 'sept', 'sep', 'ايلول', 'سبتمبر'] },
  { month: 10, names: ['october', 'oct', 'تشرين الاول', 'اكتوبر'] },
  { month: 11, names: ['november', 'nov', 'تشرين الثاني', 'نوفمبر'] },
  { month: 12, names: ['december', 'dec', 'كانون الاول', 'ديسمبر'] },
];
