/**
 * Corpus of pasted end-of-day report texts with the fields the parser must read (and texts it must
 * refuse). `expect` lists candidate fields; omitted fields must be null.
 */
export interface CorpusCase {
  name: string;
  text: string;
  expect?: Partial<
    Record<'businessDate' | 'grossSalesIqd' | 'netSalesIqd' | 'cashSalesIqd' | 'cardSalesIqd' | 'qiSalesIqd' | 'deliverySalesIqd', string | number>
  >;
  /** Substrings of warnings that must appear. */
  warnings?: string[];
  /** Refused: substring of the problem. */
  refused?: string;
}

const LRM = '\u200E';
const RLM = '\u200F';
const ALM = '\u061C';

export const EOD_CORPUS: CorpusCase[] = [
  {
    name: 'English Z report with colons, IQD and a header date/time',
    text: 'Z REPORT   23/11/2026 23:58\nGross Sales: 1,500,000 IQD\nNet Sales: 1,400,000 IQD\nCash: 800,000\nVisa/Master: 300,000\nQi Card: 200,000\nDelivery: 100,000',
    expect: {
      businessDate: '2026-11-23',
      grossSalesIqd: 1500000,
      netSalesIqd: 1400000,
      cashSalesIqd: 800000,
      cardSalesIqd: 300000,
      qiSalesIqd: 200000,
      deliverySalesIqd: 100000,
    },
  },
  {
    name: 'English with a Date label and ISO date',
    text: 'Date: 2026-11-20\nGross 950000\nNet 900000\nCash 500000\nCard 250000\nQi 100000\nDelivery 50000',
    expect: {
      businessDate: '2026-11-20',
      grossSalesIqd: 950000,
      netSalesIqd: 900000,
      cashSalesIqd: 500000,
      cardSalesIqd: 250000,
      qiSalesIqd: 100000,
      deliverySalesIqd: 50000,
    },
  },
  {
    name: 'Arabic with Arabic-Indic digits, ٬ separators and د.ع',
    text: 'التاريخ: ٢٣/١١/٢٠٢٦\nإجمالي المبيعات: ١٬٥٠٠٬٠٠٠ د.ع\nصافي المبيعات: ١٬٤٠٠٬٠٠٠ د.ع\nنقداً: ٨٠٠٬٠٠٠\nبطاقة: ٣٠٠٬٠٠٠\nكي كارد: ٢٠٠٬٠٠٠\nتوصيل: ١٠٠٬٠٠٠',
    expect: {
      businessDate: '2026-11-23',
      grossSalesIqd: 1500000,
      netSalesIqd: 1400000,
      cashSalesIqd: 800000,
      cardSalesIqd: 300000,
      qiSalesIqd: 200000,
      deliverySalesIqd: 100000,
    },
  },
  {
    name: 'Arabic with Eastern Arabic (Persian) digits and دينار',
    text: 'تاريخ ۲۰۲۶/۱۱/۲۱\nاجمالي المبيعات ۲٬۰۰۰٬۰۰۰ دينار\nصافي ۱٬۹۰۰٬۰۰۰ دينار\nنقدي ۱٬۰۰۰٬۰۰۰\nالبطاقات ۵۰۰٬۰۰۰\nكي كارد ۲۵۰٬۰۰۰\nالتوصيل ۱۵۰٬۰۰۰',
    expect: {
      businessDate: '2026-11-21',
      grossSalesIqd: 2000000,
      netSalesIqd: 1900000,
      cashSalesIqd: 1000000,
      cardSalesIqd: 500000,
      qiSalesIqd: 250000,
      deliverySalesIqd: 150000,
    },
  },
  {
    name: 'mixed RTL text with bidi marks and the amount before the label',
    text: `${RLM}1,200,000 :إجمالي المبيعات${LRM}\n${RLM}1,100,000 :صافي${LRM}\n${ALM}نقدا 600,000\n${LRM}Card ${RLM}300,000\nQi Card 200,000`,
    expect: { grossSalesIqd: 1200000, netSalesIqd: 1100000, cashSalesIqd: 600000, cardSalesIqd: 300000, qiSalesIqd: 200000 },
  },
  {
    name: 'dot thousands separators',
    text: 'Gross Sales 1.250.000\nNet Sales 1.200.000\nCash 700.000\nCard 500.000',
    expect: { grossSalesIqd: 1250000, netSalesIqd: 1200000, cashSalesIqd: 700000, cardSalesIqd: 500000 },
  },
  {
    name: 'space thousands separators (including no-break spaces)',
    text: 'Gross Sales 1 250 000\nNet Sales 1\u00A0200\u00A0000\nCash 1\u202F200\u202F000',
    expect: { grossSalesIqd: 1250000, netSalesIqd: 1200000, cashSalesIqd: 1200000 },
  },
  {
    name: 'M and K multipliers',
    text: 'Gross 1.5M\nNet 1.45M\nCash 750K\nCard 500k\nQi 200K',
    expect: { grossSalesIqd: 1500000, netSalesIqd: 1450000, cashSalesIqd: 750000, cardSalesIqd: 500000, qiSalesIqd: 200000 },
  },
  {
    name: 'Arabic multipliers (مليون / الف)',
    text: 'الاجمالي ٢ مليون\nالصافي ١.٨ مليون\nكاش ٩٠٠ الف',
    expect: { grossSalesIqd: 2000000, netSalesIqd: 1800000, cashSalesIqd: 900000 },
  },
  {
    name: 'amount on the line below its label',
    text: 'Gross Sales\n1,000,000\nNet Sales\n950,000\nCash\n950,000',
    expect: { grossSalesIqd: 1000000, netSalesIqd: 950000, cashSalesIqd: 950000 },
  },
  {
    name: 'several label-amount pairs on one line',
    text: 'Gross: 800,000  Net: 780,000\nCash: 400,000  Card: 280,000  Qi Card: 100,000',
    expect: { grossSalesIqd: 800000, netSalesIqd: 780000, cashSalesIqd: 400000, cardSalesIqd: 280000, qiSalesIqd: 100000 },
  },
  {
    name: 'noise lines (shop name, cashier, refunds, discounts, tax, counts) are left unused',
    text: 'Al-Rafidain Grill\nCashier: Ahmed\nGross Sales 1,000,000\nDiscounts 50,000\nNet Sales 950,000\nCash refund 10,000\nTax 0\nOrders 85\nCash 950,000\nThank you!',
    expect: { grossSalesIqd: 1000000, netSalesIqd: 950000, cashSalesIqd: 950000 },
  },
  {
    name: 'dotted leaders and pipes (table layout)',
    text: '| Gross Sales ........ | 640,000 |\n| Net Sales .......... | 600,000 |\n| Cash ............... | 350,000 |\n| Visa ............... | 250,000 |',
    expect: { grossSalesIqd: 640000, netSalesIqd: 600000, cashSalesIqd: 350000, cardSalesIqd: 250000 },
  },
  {
    name: 'payment count beside the amount: the amount (largest) is taken',
    text: 'Net Sales 500,000\nCash (25) 300,000\nCard 12 x 200,000',
    expect: { netSalesIqd: 500000, cashSalesIqd: 300000, cardSalesIqd: 200000 },
  },
  {
    name: 'Qi Card is not read as a card payment',
    text: 'Net 300,000\nQi Card 100,000\nCard 200,000',
    expect: { netSalesIqd: 300000, qiSalesIqd: 100000, cardSalesIqd: 200000 },
  },
  {
    name: 'totals that do not add up give a variance warning',
    text: 'Gross 1,000,000\nNet 1,000,000\nCash 600,000\nCard 300,000',
    expect: { grossSalesIqd: 1000000, netSalesIqd: 1000000, cashSalesIqd: 600000, cardSalesIqd: 300000 },
    warnings: ['variance 100,000 IQD'],
  },
  {
    name: 'net more than gross is warned about',
    text: 'Gross 900,000\nNet 1,000,000',
    expect: { grossSalesIqd: 900000, netSalesIqd: 1000000 },
    warnings: ['more than gross sales'],
  },
  {
    name: 'two lines disagreeing on a field are warned about',
    text: 'Net Sales 500,000\nCash 300,000\nNet Sales 550,000',
    expect: { netSalesIqd: 500000, cashSalesIqd: 300000 },
    warnings: ['disagree'],
  },
  {
    name: 'English month-name date',
    text: 'Business date: 21 Nov 2026\nNet Sales 400,000',
    expect: { businessDate: '2026-11-21', netSalesIqd: 400000 },
  },
  {
    name: 'English month-first written date',
    text: 'Report date: November 19, 2026\nGross Sales 420,000\nNet Sales 400,000',
    expect: { businessDate: '2026-11-19', grossSalesIqd: 420000, netSalesIqd: 400000 },
  },
  {
    name: 'Iraqi month name in Arabic',
    text: 'التاريخ ٢٢ تشرين الثاني ٢٠٢٦\nصافي المبيعات ٧٥٠٬٠٠٠',
    expect: { businessDate: '2026-11-22', netSalesIqd: 750000 },
  },
  {
    name: 'ambiguous day/month is read day-first with a warning',
    text: 'Date 03/04/2026\nNet Sales 100,000',
    expect: { businessDate: '2026-04-03', netSalesIqd: 100000 },
    warnings: ['day-first'],
  },
  {
    name: 'month-first date when day-first is impossible',
    text: 'Date 11/23/2026\nNet 100,000',
    expect: { businessDate: '2026-11-23', netSalesIqd: 100000 },
  },
  {
    name: 'two-digit year and dot date',
    text: 'Date: 23.11.26\nNet 120,000',
    expect: { businessDate: '2026-11-23', netSalesIqd: 120000 },
  },
  {
    name: 'Arabic chat message with hamza variants and tatweel',
    text: 'مبيعات اليوم\nاجمالى المبيعـات ٩٠٠٬٠٠٠\nصافى المبيعات ٨٥٠٬٠٠٠\nنقــدي ٥٠٠٬٠٠٠\nفيزا ٢٠٠٬٠٠٠\nكى كارد ١٠٠٬٠٠٠\nدليفري ٥٠٬٠٠٠',
    expect: { grossSalesIqd: 900000, netSalesIqd: 850000, cashSalesIqd: 500000, cardSalesIqd: 200000, qiSalesIqd: 100000, deliverySalesIqd: 50000 },
  },
  {
    name: 'fractional amounts are rounded half away from zero with a warning',
    text: 'Net Sales 1,250.50\nCash 1,250.50',
    expect: { netSalesIqd: 1251, cashSalesIqd: 1251 },
    warnings: ['rounded'],
  },
  {
    name: 'plain .00 decimals are whole amounts',
    text: 'Gross Sales 250,000.00 IQD\nNet Sales 240,000.00 IQD',
    expect: { grossSalesIqd: 250000, netSalesIqd: 240000 },
  },
  {
    name: 'a negative cash amount is not used',
    text: 'Net Sales 100,000\nCash -100,000\nCard 100,000',
    expect: { netSalesIqd: 100000, cardSalesIqd: 100000 },
    warnings: ['negative amount'],
  },
  {
    name: 'delivery fee is not delivery sales',
    text: 'Net Sales 300,000\nDelivery fee 5,000\nDelivery sales 80,000',
    expect: { netSalesIqd: 300000, deliverySalesIqd: 80000 },
  },
  {
    name: 'CRLF line endings and tabs',
    text: 'Gross Sales\t700,000\r\nNet Sales\t650,000\r\nCash\t650,000\r\n',
    expect: { grossSalesIqd: 700000, netSalesIqd: 650000, cashSalesIqd: 650000 },
  },
  {
    name: 'percentages and times are not amounts',
    text: 'Closed at 23:45\nDiscount rate 10%\nNet Sales 10% 500,000',
    expect: { netSalesIqd: 500000 },
  },
  {
    name: 'Arabic labels with English digits and IQD',
    text: 'صافي المبيعات 1,300,000 IQD\nالكاش 800,000 IQD\nماستر 500,000 IQD',
    expect: { netSalesIqd: 1300000, cashSalesIqd: 800000, cardSalesIqd: 500000 },
  },
  {
    name: 'million written out and an Egyptian month name',
    text: 'التاريخ ٢٠ نوفمبر ٢٠٢٦\nNet Sales 1.25 million\nCash - 1,250,000',
    expect: { businessDate: '2026-11-20', netSalesIqd: 1250000, cashSalesIqd: 1250000 },
  },
  {
    name: 'header date only (no date label) is used for businessDate',
    text: 'Z REPORT #123\n2026/11/22 23:59\nGross Sales 100,000\nNet Sales 100,000',
    expect: { businessDate: '2026-11-22', grossSalesIqd: 100000, netSalesIqd: 100000 },
  },
  { name: 'refuses empty text', text: '   \n\n  ', refused: 'is empty' },
  { name: 'refuses text without any label', text: 'hello\nhow are you', refused: 'no line pairs a known label' },
  { name: 'refuses numbers without labels', text: '1,200,000\n950,000\n300,000', refused: 'hold numbers without a label' },
  { name: 'refuses a report with only a date', text: 'Date: 23/11/2026\nThank you', refused: 'could not be read' },
  { name: 'refuses labels without amounts', text: 'Gross Sales\nNet Sales\nCash', refused: 'could not be read' },
  { name: 'refuses only noise lines (refunds, tax)', text: 'Refunds 20,000\nTax 5,000\nTips 3,000', refused: 'could not be read' },
];
