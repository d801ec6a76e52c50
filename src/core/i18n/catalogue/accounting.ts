import { defineMessages } from './define';

/** Bank accounts, statements, reconciliation and tax codes (src/modules/accounting), and the period lock (src/modules/settings). */
export const ACCOUNTING_MESSAGES = defineMessages('accounting', [
  ['A bank account with this account number already exists.', 'يوجد حساب مصرفي بهذا الرقم بالفعل.'],
  ['A tax code with this code already exists.', 'يوجد رمز ضريبي بهذا الرمز بالفعل.'],
  ['The bank account is inactive; activate it before importing statements.', 'الحساب المصرفي غير نشط؛ فعّله قبل استيراد الكشوف.'],
  ['The other line is already {status}.', 'السطر الآخر في الحالة {status} بالفعل.'],
  ['The statement file has errors; nothing was imported.', 'في ملف الكشف أخطاء؛ لم يُستورد شيء.'],
  ['is not a known match type', 'ليس نوع مطابقة معروفًا'],
  ['must be a branch of this organisation', 'يجب أن يكون فرعًا من فروع هذه المنظمة'],
  ['must be a line of another bank account', 'يجب أن يكون سطرًا من حساب مصرفي آخر'],
  ['must be a line of the opposite direction (money in against money out)', 'يجب أن يكون سطرًا في الاتجاه المعاكس (وارد مقابل صادر)'],
  ['must be a statement line of this organisation', 'يجب أن يكون سطر كشف من كشوف هذه المنظمة'],
  ['must be a tax code of this organisation', 'يجب أن يكون رمزًا ضريبيًا من رموز هذه المنظمة'],
  ['must be an ISO 4217 code of: {list}', 'يجب أن يكون رمز ISO 4217 من: {list}'],
  ['tax code {code} does not apply to {target}', 'الرمز الضريبي {code} لا ينطبق على {target}'],
  ['tax code {code} is inactive', 'الرمز الضريبي {code} غير نشط'],
  ['Only the owner can move the period lock earlier or remove it.', 'وحده المالك يستطيع تقديم قفل الفترة إلى تاريخ أبكر أو إزالته.'],
  ['must not be later than {date}: future business days cannot be locked', 'يجب ألا يكون بعد {date}: لا يمكن قفل أيام عمل مستقبلية'],
  ['The day is being closed by another request; try again.', 'يجري إغلاق اليوم بطلب آخر؛ أعد المحاولة.'],
  ['must be a business day that has ended (before {date})', 'يجب أن يكون يوم عمل انتهى (قبل {date})'],
]);
