import { defineMessages } from '../../../core/i18n/define-messages';

/** Payout imports and their reconciliation (src/modules/delivery/payouts). */
export const PAYOUT_MESSAGES = defineMessages('delivery-payouts', [
  ['Payout', 'الدفعة'],
  ['Payout {reference} of this connection is already imported.', 'الدفعة {reference} لهذا الربط مستوردة بالفعل.'],
  ['The payout file has errors; nothing was imported.', 'في ملف الدفعة أخطاء؛ لم يُستورد شيء.'],
  ['The payout is already matched to another statement line.', 'الدفعة مطابقة بالفعل مع سطر كشف آخر.'],
  ['a delivery payout can only match a line of an IQD account', 'لا تطابق دفعة التوصيل إلا سطرًا من حساب بالدينار العراقي'],
  ['a delivery payout can only match money coming in', 'لا تطابق دفعة التوصيل إلا مبلغًا واردًا'],
  ['is not a delivery payout of this organisation', 'ليست دفعة توصيل من دفعات هذه المنظمة'],
  ['must be the xlsx workbook in base64', 'يجب أن يكون مصنف xlsx بترميز base64'],
  ['is not a readable xlsx workbook', 'ليس مصنف xlsx مقروءًا'],
  ['has no worksheet', 'لا يحوي ورقة عمل'],
  ['is not valid CSV: {problem}', 'ليس ملف CSV صالحًا: {problem}'],
  ['has no header row', 'لا يحوي صف عناوين'],
  ['has no order rows', 'لا يحوي صفوف طلبات'],
  ['has more than {n} order rows', 'يحوي أكثر من {n} صف طلبات'],
  ['a {column} column is required (header "{header}")', 'العمود {column} مطلوب (العنوان "{header}")'],
  ['column "{header}" repeats the {column} column', 'العمود "{header}" يكرر العمود {column}'],
  ['names more than one payout ({list}); import one payout at a time', 'يذكر أكثر من دفعة ({list})؛ استورد دفعة واحدة في كل مرة'],
  ['has more than one payout date', 'يحوي أكثر من تاريخ دفعة'],
  ['has more than one payout total', 'يحوي أكثر من مجموع دفعة'],
  ['is required when the file has no payout id column', 'مطلوب عندما لا يحوي الملف عمود رقم الدفعة'],
  ['is required when the file has no payout date column', 'مطلوب عندما لا يحوي الملف عمود تاريخ الدفعة'],
  ['{column} is required', 'الحقل {column} مطلوب'],
  ['orderId {id} repeats row {row}', 'رقم الطلب {id} يكرر الصف {row}'],
]);
