import { EOD_AMOUNT_FIELDS, type EodAmountField, MAX_EOD_AMOUNT_IQD } from '../eod-report.rules';
import { reportLines, type ReportLine } from './normalize-text';
import { blankLabels, type LabelMatch, matchLabels } from './match-labels';
import { type AmountToken, readAmounts } from './read-amount';
import { readDate } from './read-date';

/**
 * Pasted end-of-day report text → a candidate create body (pure; nothing is saved). Every field
 * read names its line and a confidence in (0, 1): nothing is presented as certain. Lines that
 * gave nothing are listed with the reason; totals that do not add up are warnings. Text from
 * which no sales figure can be read is refused (`problem`), never guessed at.
 * Layouts: see docs/loss-control.md.
 */
export type EodParsedFieldName = 'businessDate' | EodAmountField;

export interface EodParsedField {
  field: EodParsedFieldName;
  amountIqd: number | null;
  date: string | null;
  lineNumber: number;
  lineText: string;
  label: string | null;
  confidence: number;
}

export interface EodUnusedLine {
  lineNumber: number;
  text: string;
  reason: string;
}

export interface EodCandidate {
  businessDate: string | null;
  grossSalesIqd: number | null;
  netSalesIqd: number | null;
  cashSalesIqd: number | null;
  cardSalesIqd: number | null;
  qiSalesIqd: number | null;
  deliverySalesIqd: number | null;
}

export interface EodParseResult {
  candidate: EodCandidate;
  fields: EodParsedField[];
  unusedLines: EodUnusedLine[];
  warnings: string[];
  missingFields: EodParsedFieldName[];
  /** net − (cash + card + qi + delivery), missing payment fields counted as 0; null without net. */
  varianceIqd: number | null;
}

export type EodParseOutcome = { ok: true; result: EodParseResult } | { ok: false; problem: string };

export const MAX_PARSE_LINES = 400;

interface Found extends EodParsedField {
  priority: number;
}

const clamp = (value: number) => Math.round(Math.min(0.99, Math.max(0.05, value)) * 100) / 100;
const iqd = (value: number) => value.toLocaleString('en-US');

function baseConfidence(priority: number): number {
  if (priority >= 100) return 0.92;
  if (priority >= 80) return 0.85;
  if (priority >= 40) return 0.8;
  return 0.6;
}

/** The amount of a segment: the one beside a currency mark, else the largest (counts are small). */
function pickAmount(tokens: AmountToken[]): AmountToken | null {
  if (tokens.length === 0) return null;
  const withCurrency = tokens.filter((token) => token.currencyBeside);
  const pool = withCurrency.length ? withCurrency : tokens;
  return pool.reduce((best, token) => (token.value > best.value ? token : best));
}

class Reader {
  readonly found: Found[] = [];
  readonly unused: EodUnusedLine[] = [];
  readonly warnings: string[] = [];
  readonly headerDates: Found[] = [];
  private readonly consumed = new Set<number>();

  constructor(private readonly lines: ReportLine[]) {}

  run(): void {
    this.lines.forEach((line, index) => {
      if (this.consumed.has(line.number)) return;
      this.readLine(line, this.lines[index + 1]);
    });
  }

  private readLine(line: ReportLine, next: ReportLine | undefined): void {
    const matches = matchLabels(line.folded);
    if (matches.length === 0) return this.readUnlabelled(line);
    const best = matches[0];
    if (best.field === 'ignore') return this.skip(line, `"${best.label}" is not a field of the report`);
    const fieldLabels = matches.filter((match) => match.field !== 'ignore');
    const blanked = blankLabels(line.folded, matches);
    if (fieldLabels.length === 1) {
      if (!this.readField(line, best, blanked, next))
        this.skip(line, `"${best.label}" has no ${best.field === 'businessDate' ? 'readable date' : 'amount'} beside it`);
      return;
    }
    // Several labels on one line ("Cash 500,000  Card 300,000"): each label reads up to the next one.
    const ordered = [...matches].sort((a, b) => a.start - b.start);
    let read = 0;
    ordered.forEach((match, index) => {
      if (match.field === 'ignore') return;
      const segment = blanked.slice(match.end, ordered[index + 1]?.start ?? blanked.length);
      if (this.readField(line, match, segment, undefined)) read += 1;
    });
    if (read === 0) this.skip(line, 'several labels but no amounts after them');
  }

  private readField(line: ReportLine, label: LabelMatch, text: string, next: ReportLine | undefined): boolean {
    const field = label.field as EodParsedFieldName;
    if (field === 'businessDate') {
      let token = readDate(text);
      let fromNext = false;
      if (!token && next && matchLabels(next.folded).length === 0) {
        token = readDate(next.folded);
        fromNext = Boolean(token);
      }
      if (!token) return false;
      if (fromNext) this.consumed.add(next!.number);
      if (token.ambiguous) this.warnings.push(`Line ${line.number}: "${token.text}" was read day-first as ${token.date}.`);
      const confidence = clamp((token.ambiguous ? 0.75 : 0.95) - (fromNext ? 0.2 : 0));
      this.found.push({
        field,
        amountIqd: null,
        date: token.date,
        lineNumber: line.number,
        lineText: line.display,
        label: label.label,
        confidence,
        priority: label.priority,
      });
      return true;
    }
    let tokens = readAmounts(text);
    let source = line;
    if (tokens.length === 0 && next && matchLabels(next.folded).length === 0) {
      const below = readAmounts(next.folded);
      if (below.length === 1) {
        tokens = below;
        source = next;
      }
    }
    const token = pickAmount(tokens);
    if (!token) return false;
    if (source !== line) this.consumed.add(source.number);
    if (token.negative) {
      this.warnings.push(`Line ${line.number}: a negative amount (${token.text}) for ${field} was not used.`);
      return false;
    }
    if (token.value > MAX_EOD_AMOUNT_IQD) {
      this.warnings.push(`Line ${line.number}: ${token.text} for ${field} is beyond any day's sales and was not used.`);
      return false;
    }
    if (token.rounded) this.warnings.push(`Line ${source.number}: ${token.text} was rounded to ${iqd(token.value)} IQD.`);
    let confidence = baseConfidence(label.priority) + (token.currencyBeside ? 0.05 : 0);
    if (source !== line) confidence -= 0.2;
    if (tokens.length > 1) confidence -= 0.15;
    if (token.multiplied) confidence -= 0.1;
    if (token.hadFraction) confidence -= 0.2;
    const lineText = source === line ? line.display : `${line.display} / ${source.display}`;
    this.found.push({
      field,
      amountIqd: token.value,
      date: null,
      lineNumber: line.number,
      lineText,
      label: label.label,
      confidence: clamp(confidence),
      priority: label.priority,
    });
    return true;
  }

  /** A line without labels: a printed header date, or nothing usable. */
  private readUnlabelled(line: ReportLine): void {
    const date = readDate(line.folded);
    if (date) {
      const confidence = date.ambiguous ? 0.45 : 0.6;
      this.headerDates.push({
        field: 'businessDate',
        amountIqd: null,
        date: date.date,
        lineNumber: line.number,
        lineText: line.display,
        label: null,
        confidence,
        priority: 0,
      });
      return;
    }
    this.skip(line, readAmounts(line.folded).length ? 'an amount without a known label' : 'no known label or amount');
  }

  private skip(line: ReportLine, reason: string): void {
    this.unused.push({ lineNumber: line.number, text: line.display, reason });
  }
}

/** Keeps one reading per field: highest label priority, then the earliest line; conflicts are warned about. */
function choose(found: Found[], headerDates: Found[], warnings: string[], unused: EodUnusedLine[]): EodParsedField[] {
  const chosen: EodParsedField[] = [];
  const fields: EodParsedFieldName[] = ['businessDate', ...EOD_AMOUNT_FIELDS];
  for (const field of fields) {
    let options = found.filter((item) => item.field === field);
    if (options.length === 0 && field === 'businessDate') options = headerDates;
    if (options.length === 0) continue;
    const best = [...options].sort((a, b) => b.priority - a.priority || a.lineNumber - b.lineNumber)[0];
    const value = (item: Found) => item.amountIqd ?? item.date;
    const conflicting = options.filter((item) => item !== best && value(item) !== value(best));
    const { priority: _priority, ...reading } = best;
    if (conflicting.length) {
      reading.confidence = clamp(reading.confidence - 0.3);
      warnings.push(
        `${field}: line ${best.lineNumber} (${value(best)}) was used; line(s) ${conflicting.map((item) => `${item.lineNumber} (${value(item)})`).join(', ')} disagree.`,
      );
    }
    for (const item of options) {
      if (item !== best && item.priority > 0)
        unused.push({ lineNumber: item.lineNumber, text: item.lineText, reason: `${field} was taken from line ${best.lineNumber}` });
    }
    chosen.push(reading);
  }
  return chosen;
}

function totalsWarnings(candidate: EodCandidate, warnings: string[]): number | null {
  const { grossSalesIqd: gross, netSalesIqd: net } = candidate;
  if (gross !== null && net !== null && net > gross) {
    warnings.push(`Net sales (${iqd(net)} IQD) are more than gross sales (${iqd(gross)} IQD): the report would be refused; check those lines.`);
  }
  const payments = [candidate.cashSalesIqd, candidate.cardSalesIqd, candidate.qiSalesIqd, candidate.deliverySalesIqd];
  if (net === null) return null;
  const sum = payments.reduce<number>((total, value) => total + (value ?? 0), 0);
  const variance = net - sum;
  if (payments.some((value) => value !== null) && variance !== 0) {
    warnings.push(`Cash + card + Qi + delivery = ${iqd(sum)} IQD but net sales are ${iqd(net)} IQD (variance ${iqd(variance)} IQD).`);
  }
  return variance;
}

export function parseEodText(text: string): EodParseOutcome {
  const lines = reportLines(text ?? '');
  if (lines.length === 0) return { ok: false, problem: 'is empty: paste the text of the end-of-day report' };
  if (lines.length > MAX_PARSE_LINES) return { ok: false, problem: `has ${lines.length} lines; at most ${MAX_PARSE_LINES} can be read at once` };
  const reader = new Reader(lines);
  reader.run();
  const fields = choose(reader.found, reader.headerDates, reader.warnings, reader.unused);
  const amounts = fields.filter((field) => field.field !== 'businessDate');
  if (amounts.length === 0) {
    const numbered = reader.unused.filter((line) => line.reason === 'an amount without a known label').length;
    return {
      ok: false,
      problem:
        'could not be read as an end-of-day report: no line pairs a known label (Gross Sales, Net Sales, Cash, Card, Qi Card, Delivery; ' +
        'إجمالي المبيعات، صافي المبيعات، نقدي، بطاقة، كي كارد، توصيل) with an amount' +
        (numbered ? ` (${numbered} line(s) hold numbers without a label)` : ''),
    };
  }
  const candidate: EodCandidate = {
    businessDate: null,
    grossSalesIqd: null,
    netSalesIqd: null,
    cashSalesIqd: null,
    cardSalesIqd: null,
    qiSalesIqd: null,
    deliverySalesIqd: null,
  };
  for (const field of fields) {
    if (field.field === 'businessDate') candidate.businessDate = field.date;
    else candidate[field.field] = field.amountIqd;
  }
  const varianceIqd = totalsWarnings(candidate, reader.warnings);
  const missingFields = (Object.keys(candidate) as EodParsedFieldName[]).filter((field) => candidate[field] === null);
  const unusedLines = reader.unused.sort((a, b) => a.lineNumber - b.lineNumber);
  return { ok: true, result: { candidate, fields, unusedLines, warnings: reader.warnings, missingFields, varianceIqd } };
}
