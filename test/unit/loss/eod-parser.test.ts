import { parseEodText } from '../../../src/modules/loss/eod-reports/parser/parse-eod-text';
import { foldText, reportLines } from '../../../src/modules/loss/eod-reports/parser/normalize-text';
import { readAmounts } from '../../../src/modules/loss/eod-reports/parser/read-amount';
import { readDate } from '../../../src/modules/loss/eod-reports/parser/read-date';
import { matchLabels } from '../../../src/modules/loss/eod-reports/parser/match-labels';
import { EOD_CORPUS } from './eod-corpus';

const FIELDS = ['businessDate', 'grossSalesIqd', 'netSalesIqd', 'cashSalesIqd', 'cardSalesIqd', 'qiSalesIqd', 'deliverySalesIqd'] as const;

describe('EOD report text parser: corpus', () => {
  it('has at least 30 texts', () => {
    expect(EOD_CORPUS.length).toBeGreaterThanOrEqual(30);
  });

  for (const example of EOD_CORPUS) {
    it(example.name, () => {
      const outcome = parseEodText(example.text);
      if (example.refused) {
        expect(outcome.ok).toBe(false);
        if (!outcome.ok) expect(outcome.problem).toContain(example.refused);
        return;
      }
      if (!outcome.ok) throw new Error(`refused: ${outcome.problem}`);
      const expected = Object.fromEntries(FIELDS.map((field) => [field, example.expect?.[field] ?? null]));
      expect(outcome.result.candidate).toEqual(expected);
      for (const warning of example.warnings ?? []) expect(outcome.result.warnings.join('\n')).toContain(warning);
      for (const field of outcome.result.fields) {
        expect(field.confidence).toBeGreaterThan(0);
        expect(field.confidence).toBeLessThan(1);
        expect(field.lineNumber).toBeGreaterThan(0);
      }
    });
  }
});

describe('EOD report text parser: details', () => {
  it('names the source line and text of each field and lists unused lines with a reason', () => {
    const outcome = parseEodText('Shop X\nGross Sales: 1,000 IQD\nNet Sales: 900\nCash refund 5');
    if (!outcome.ok) throw new Error(outcome.problem);
    expect(outcome.result.fields).toEqual([
      { field: 'grossSalesIqd', amountIqd: 1000, date: null, lineNumber: 2, lineText: 'Gross Sales: 1,000 IQD', label: 'gross sales', confidence: 0.97 },
      { field: 'netSalesIqd', amountIqd: 900, date: null, lineNumber: 3, lineText: 'Net Sales: 900', label: 'net sales', confidence: 0.92 },
    ]);
    expect(outcome.result.unusedLines).toEqual([
      { lineNumber: 1, text: 'Shop X', reason: 'no known label or amount' },
      { lineNumber: 4, text: 'Cash refund 5', reason: '"refund" is not a field of the report' },
    ]);
    expect(outcome.result.missingFields).toEqual(['businessDate', 'cashSalesIqd', 'cardSalesIqd', 'qiSalesIqd', 'deliverySalesIqd']);
  });

  it('computes the variance with missing payment fields as 0', () => {
    const outcome = parseEodText('Net 1,000\nCash 600\nCard 300');
    if (!outcome.ok) throw new Error(outcome.problem);
    expect(outcome.result.varianceIqd).toBe(100);
  });

  it('lowers confidence for an amount read from the next line, for K/M amounts and for several numbers', () => {
    const outcome = parseEodText('Net Sales\n1,000\nCash 2K\nCard (3) 400');
    if (!outcome.ok) throw new Error(outcome.problem);
    const byField = Object.fromEntries(outcome.result.fields.map((field) => [field.field, field.confidence]));
    expect(byField.netSalesIqd).toBeLessThan(0.8);
    expect(byField.cashSalesIqd).toBeLessThan(0.8);
    expect(outcome.result.candidate.cardSalesIqd).toBe(400);
    expect(byField.cardSalesIqd).toBeLessThan(0.8);
  });

  it('folds digits, letter variants, bidi marks and case', () => {
    expect(foldText('\u200Fإجمالي  المبيعات ١٢٣ ۴۵۶\u200E')).toBe('اجمالي المبيعات 123 456');
    expect(reportLines('a\r\n\r\nb\u2028c').map((line) => line.number)).toEqual([1, 3, 4]);
  });

  it('reads amounts in every separator style and skips dates, times and percentages', () => {
    const values = (text: string) => readAmounts(foldText(text)).map((token) => token.value);
    expect(values('1,250,000')).toEqual([1250000]);
    expect(values('1٬250٬000')).toEqual([1250000]);
    expect(values('1.250.000')).toEqual([1250000]);
    expect(values('1 250 000')).toEqual([1250000]);
    expect(values('1.5M 250K')).toEqual([1500000, 250000]);
    expect(values('23/11/2026 23:58 15%')).toEqual([]);
  });

  it('reads dates in the common layouts', () => {
    expect(readDate('2026-11-23')?.date).toBe('2026-11-23');
    expect(readDate('23-11-2026')?.date).toBe('2026-11-23');
    expect(readDate('nov 23, 2026')?.date).toBe('2026-11-23');
    expect(readDate('31/02/2026')).toBeNull();
  });

  it('matches Arabic labels behind the article and conjunction prefixes but not inside other words', () => {
    expect(matchLabels(foldText('والتوصيل 5'))[0]?.field).toBe('deliverySalesIqd');
    expect(matchLabels(foldText('cashier ahmed'))).toEqual([]);
  });
});
