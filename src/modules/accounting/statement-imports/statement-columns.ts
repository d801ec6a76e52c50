import { normalizeDigits } from './statement-values';

/** The columns a statement file may have, recognised by header name in English or Arabic. */
export type StatementColumn = 'date' | 'description' | 'reference' | 'counterparty' | 'amount' | 'debit' | 'credit' | 'balance';

const NAMES: Record<StatementColumn, string[]> = {
  date: [
    'date',
    'booking date',
    'transaction date',
    'posting date',
    'value date',
    'txn date',
    'التاريخ',
    'تاريخ',
    'تاريخ العملية',
    'تاريخ الحركة',
    'تاريخ القيد',
    'تاريخ المعاملة',
  ],
  description: [
    'description',
    'details',
    'narrative',
    'narration',
    'memo',
    'particulars',
    'transaction details',
    'البيان',
    'الوصف',
    'التفاصيل',
    'الشرح',
    'تفاصيل العملية',
  ],
  reference: [
    'reference',
    'ref',
    'ref no',
    'ref.',
    'reference no',
    'reference number',
    'cheque no',
    'transaction id',
    'المرجع',
    'رقم المرجع',
    'الرقم المرجعي',
    'رقم العملية',
    'رقم الصك',
  ],
  counterparty: ['counterparty', 'payee', 'payer', 'beneficiary', 'party', 'name', 'الطرف المقابل', 'المستفيد', 'الاسم', 'الجهة'],
  amount: ['amount', 'transaction amount', 'المبلغ', 'القيمة', 'مبلغ العملية'],
  debit: ['debit', 'debits', 'withdrawal', 'withdrawals', 'money out', 'paid out', 'dr', 'مدين', 'المدين', 'سحب', 'السحب', 'سحوبات', 'منه'],
  credit: ['credit', 'credits', 'deposit', 'deposits', 'money in', 'paid in', 'cr', 'دائن', 'الدائن', 'إيداع', 'ايداع', 'الإيداع', 'الايداع', 'إيداعات', 'له'],
  balance: ['balance', 'running balance', 'closing balance', 'الرصيد', 'رصيد'],
};

/** Lower case, no diacritics (tashkeel, tatweel), one space, no trailing ":" or currency in brackets. */
export function headerKey(raw: string): string {
  return normalizeDigits(raw)
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/\(.*?\)|\[.*?\]/g, '')
    .replace(/[_:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('en');
}

const BY_KEY = new Map<string, StatementColumn>();
for (const [column, names] of Object.entries(NAMES) as Array<[StatementColumn, string[]]>) {
  for (const name of names) BY_KEY.set(headerKey(name), column);
}

export type ColumnMap = Partial<Record<StatementColumn, number>>;

/** Column positions by header; unknown headers are ignored; problems are messages for `line 1`. */
export function mapColumns(headers: string[]): { columns: ColumnMap; problems: string[] } {
  const columns: ColumnMap = {};
  const problems: string[] = [];
  headers.forEach((header, index) => {
    const column = BY_KEY.get(headerKey(header));
    if (!column) return;
    if (columns[column] !== undefined) problems.push(`column "${header}" repeats the ${column} column`);
    else columns[column] = index;
  });
  if (columns.date === undefined) problems.push('a date column is required (Date / التاريخ)');
  const hasAmount = columns.amount !== undefined;
  const hasSplit = columns.debit !== undefined || columns.credit !== undefined;
  if (!hasAmount && !hasSplit) problems.push('an amount column, or debit and credit columns, are required (Amount / المبلغ, Debit / مدين, Credit / دائن)');
  if (hasAmount && hasSplit) problems.push('give either an amount column or debit and credit columns, not both');
  return { columns, problems };
}

/** The delimiter of a file: the most frequent of comma, semicolon and tab outside quotes in its first lines. */
export function detectDelimiter(sample: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of sample) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char in counts) counts[char as keyof typeof counts] += 1;
  }
  if (counts['\t'] > 0 && counts['\t'] >= counts[','] && counts['\t'] >= counts[';']) return '\t';
  return counts[';'] > counts[','] ? ';' : ',';
}
