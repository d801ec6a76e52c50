import { parseStatementCsv } from '../../../src/modules/accounting/statement-imports/statement-csv';
import { parseAmount, parseStatementDate } from '../../../src/modules/accounting/statement-imports/statement-values';
import { fingerprintLines } from '../../../src/modules/accounting/statement-imports/statement-fingerprint';

const ok = (csv: string, digits = 0) => {
  const result = parseStatementCsv(csv, digits);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.lines;
};
const errors = (csv: string, digits = 0) => {
  const result = parseStatementCsv(csv, digits);
  if (result.ok) throw new Error('expected errors');
  return result.errors;
};

describe('statement CSV corpus', () => {
  const samples: Array<
    [
      string,
      string,
      number,
      Array<
        Partial<{ date: string; amount: number; description: string | null; reference: string | null; counterparty: string | null; balance: number | null }>
      >,
    ]
  > = [
    [
      'English, comma, signed amount',
      'Date,Description,Reference,Amount\n2026-01-05,Card settlement,ST-1,250000\n2026-01-06,Rent,RN-9,-1500000\n',
      0,
      [
        { date: '2026-01-05', amount: 250000, description: 'Card settlement', reference: 'ST-1' },
        { date: '2026-01-06', amount: -1500000 },
      ],
    ],
    ['semicolon with DD/MM/YYYY', 'Date;Description;Amount\n05/01/2026;Qi settlement;125000\n', 0, [{ date: '2026-01-05', amount: 125000 }]],
    ['tab separated with DD-MM-YYYY', 'Date\tDetails\tAmount\n31-01-2026\tDeposit\t5000\n', 0, [{ date: '2026-01-31', amount: 5000, description: 'Deposit' }]],
    ['UTF-8 BOM', '\uFEFFDate,Amount\n2026-02-01,100\n', 0, [{ date: '2026-02-01', amount: 100 }]],
    [
      'quoted fields with delimiters, quotes and line breaks',
      'Date,Description,Amount\n2026-01-05,"Supplier, ""Al Noor"" Ltd\nInvoice 7","1,250,000"\n',
      0,
      [{ description: 'Supplier, "Al Noor" Ltd Invoice 7', amount: 1250000 }],
    ],
    [
      'debit and credit columns',
      'Date,Description,Debit,Credit,Balance\n2026-01-05,Salary advance,300000,,700000\n2026-01-06,Cash deposit,,450000,1150000\n',
      0,
      [
        { amount: -300000, balance: 700000 },
        { amount: 450000, balance: 1150000 },
      ],
    ],
    [
      'Arabic headers with debit/credit',
      'التاريخ,البيان,المرجع,مدين,دائن,الرصيد\n2026-01-05,سلفة راتب,ADV-1,250000,,0\n',
      0,
      [{ date: '2026-01-05', description: 'سلفة راتب', reference: 'ADV-1', amount: -250000 }],
    ],
    [
      'Arabic headers with amount and counterparty',
      'التاريخ;الوصف;المبلغ;المستفيد\n05/01/2026;تحويل;1000;علي حسن\n',
      0,
      [{ amount: 1000, counterparty: 'علي حسن' }],
    ],
    ['Arabic-Indic digits in dates and amounts', 'التاريخ,المبلغ\n٢٠٢٦-٠١-٠٥,٢٥٠٬٠٠٠\n', 0, [{ date: '2026-01-05', amount: 250000 }]],
    ['Eastern Arabic-Indic digits', 'Date,Amount\n۰۵/۰۱/۲۰۲۶,۱۲۳۴\n', 0, [{ date: '2026-01-05', amount: 1234 }]],
    ['USD with cents', 'Date,Amount\n2026-01-05,"1,234.56"\n2026-01-06,-0.5\n', 2, [{ amount: 123456 }, { amount: -50 }]],
    ['European marks in USD', 'Date;Amount\n2026-01-05;1.234,56\n', 2, [{ amount: 123456 }]],
    ['IQD with dot thousands', 'Date;Amount\n2026-01-05;1.250.000\n', 0, [{ amount: 1250000 }]],
    ['negatives in parentheses and trailing minus', 'Date,Amount\n2026-01-05,(5000)\n2026-01-06,7000-\n', 0, [{ amount: -5000 }, { amount: -7000 }]],
    [
      'title rows above the header and blank lines',
      'Rafidain Bank statement\nAccount 0012345\n\nDate,Description,Amount\n2026-01-05,Deposit,10\n\n',
      0,
      [{ amount: 10 }],
    ],
    ['CRLF line ends and unknown columns ignored', 'Date,Channel,Amount\r\n2026-01-05,ATM,10\r\n', 0, [{ amount: 10, description: null }]],
    [
      'headers with case, spaces and colons',
      ' BOOKING DATE : ,Narrative,Money In,Money Out\n2026-01-05,Sale,100,\n',
      0,
      [{ amount: 100, description: 'Sale' }],
    ],
    ['spaces as thousands separators', 'Date,Amount\n2026-01-05,1 250 000\n', 0, [{ amount: 1250000 }]],
    ['negative debit values stay money out', 'Date,Debit,Credit\n2026-01-05,-500,\n', 0, [{ amount: -500 }]],
    ['totals row without a date or amount is skipped', 'Date,Description,Amount\n2026-01-05,Sale,100\n,Closing balance,\n', 0, [{ amount: 100 }]],
    ['single-digit day and month', 'Date,Amount\n5/1/2026,100\n', 0, [{ date: '2026-01-05' }]],
  ];

  it.each(samples)('parses %s', (_name, csv, digits, expected) => {
    const lines = ok(csv, digits);
    expect(lines).toHaveLength(expected.length);
    expected.forEach((fields, index) => expect(lines[index]).toMatchObject(fields));
  });

  it('reports every bad row by line and column, and nothing else', () => {
    const result = errors('Date,Description,Amount\n2026-01-05,ok,100\n2026-02-30,bad date,100\n2026-01-07,bad amount,12x\n2026-01-08,zero,0\n');
    expect(result).toEqual({
      'line 3': ['Date: is not a real calendar date'],
      'line 4': ['Amount: is not an amount'],
      'line 5': ['Amount: must not be zero'],
    });
  });

  it('refuses decimals an IQD account does not have and too many for USD', () => {
    expect(errors('Date,Amount\n2026-01-05,10.5\n')).toEqual({ 'line 2': ['Amount: must be a whole amount (no decimals)'] });
    expect(errors('Date,Amount\n2026-01-05,10.555\n', 2)).toEqual({ 'line 2': ['Amount: must have at most 2 decimals'] });
  });

  it('refuses a row with both a debit and a credit, and one with neither', () => {
    const result = errors('Date,Debit,Credit\n2026-01-05,10,20\n2026-01-06,,\n');
    expect(result['line 2']).toEqual(['Debit: a line has either a debit or a credit, not both']);
    expect(result['line 3']).toEqual(['Debit: a debit or a credit is required']);
  });

  it('refuses a file without a recognised header on line 1', () => {
    expect(errors('When,What,How much\n2026-01-05,x,1\n')['line 1'][0]).toMatch(/date column is required/);
    expect(errors('Date,Description\n2026-01-05,x\n')['line 1'][0]).toMatch(/amount column/);
    expect(errors('Date,Amount,Debit\n2026-01-05,1,\n')['line 1']).toContain('give either an amount column or debit and credit columns, not both');
  });

  it('refuses broken quoting, an empty file and a header without lines', () => {
    expect(Object.keys(errors('Date,Amount\n2026-01-05,"100\n'))[0]).toMatch(/^line \d+$/);
    expect(errors('')).toEqual({ csv: ['is empty'] });
    expect(errors('Date,Amount\n')).toEqual({ csv: ['has no statement lines below its header'] });
  });

  it('refuses a file over the line limit', () => {
    const body = 'Date,Amount\n' + '2026-01-05,1\n'.repeat(50_001);
    expect(errors(body)).toEqual({ csv: [expect.stringMatching(/at most 50000 lines/)] });
  });
});

describe('statement values', () => {
  it('parses amounts without floating point error', () => {
    expect(parseAmount('0.29', 2)).toEqual({ value: 29 });
    expect(parseAmount('90071992547409.93', 2)).toEqual({ problem: 'is too large' });
    expect(parseAmount('', 0)).toEqual({ value: null });
    expect(parseAmount('1,23', 0)).toEqual({ problem: 'must be a whole amount (no decimals)' });
    expect(parseAmount('1,2,3', 0)).toEqual({ problem: 'is not an amount' });
    expect(parseAmount('1,000.00', 0)).toEqual({ value: 1000 });
  });

  it('parses the three date layouts and refuses others', () => {
    expect(parseStatementDate('2026-01-05')).toEqual({ value: '2026-01-05' });
    expect(parseStatementDate('05/01/2026')).toEqual({ value: '2026-01-05' });
    expect(parseStatementDate('05-01-2026')).toEqual({ value: '2026-01-05' });
    expect(parseStatementDate('Jan 5 2026')).toEqual({ problem: expect.stringMatching(/not a date/) });
    expect(parseStatementDate('29/02/2025')).toEqual({ problem: 'is not a real calendar date' });
  });
});

describe('import fingerprints', () => {
  const line = (amount: number, description = 'Deposit') => ({
    lineNumber: 2,
    date: '2026-01-05',
    amount,
    balance: null,
    description,
    reference: null,
    counterparty: null,
  });

  it('numbers identical lines of one file and gives the same fingerprints to the same file again', () => {
    const first = fingerprintLines('acc', [line(10), line(10), line(20)]);
    expect(first.map((f) => f.occurrence)).toEqual([1, 2, 1]);
    expect(new Set(first.map((f) => f.fingerprint)).size).toBe(3);
    expect(fingerprintLines('acc', [line(10), line(10), line(20)])).toEqual(first);
  });

  it('ignores case and spacing of the description, but not the account', () => {
    expect(fingerprintLines('acc', [line(10, ' deposit ')])[0]).toEqual(fingerprintLines('acc', [line(10, 'DEPOSIT')])[0]);
    expect(fingerprintLines('other', [line(10)])[0].fingerprint).not.toBe(fingerprintLines('acc', [line(10)])[0].fingerprint);
  });
});
