/** Whole IQD with thousands separators, in the language's digits (e.g. 1,250,000 IQD / ١٬٢٥٠٬٠٠٠ د.ع.). */
export function formatIqd(amount: number | null | undefined, language: string): string {
  if (amount === null || amount === undefined) return '';
  return new Intl.NumberFormat(language === 'ar' ? 'ar-IQ' : 'en-US', { style: 'currency', currency: 'IQD', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(amount);
}

/** The Arabic name when the console is in Arabic and the record has one; otherwise the name. */
export function localName(name: string, nameAr: string | null | undefined, language: string): string {
  return language === 'ar' && nameAr ? nameAr : name;
}

export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '';
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-IQ' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}

/** Today's date (YYYY-MM-DD) in a branch's time zone, which decides its business day. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
