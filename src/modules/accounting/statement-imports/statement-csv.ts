import { parse } from 'csv-parse/sync';
import { type ColumnMap, detectDelimiter, mapColumns } from './statement-columns';
import { cleanText, parseAmount, parseStatementDate } from './statement-values';

/** Limits of one import (documented in docs/accounting.md). */
export const STATEMENT_LIMITS = {
  /** Characters of CSV text (REST and GraphQL bodies are also capped at 1 MiB). */
  maxChars: 5_000_000,
  /** Data lines per file. */
  maxLines: 50_000,
  /** A header is looked for in the first rows (banks put titles above it). */
  headerSearchRows: 10,
  /** Errors reported at most (the import is refused as a whole anyway). */
  maxErrors: 100,
} as const;

export interface ParsedStatementLine {
  /** 1-based line of the file where the row starts. */
  lineNumber: number;
  date: string;
  /** Signed, minor units: money in > 0, out < 0. */
  amount: number;
  balance: number | null;
  description: string | null;
  reference: string | null;
  counterparty: string | null;
}

export type StatementParseResult = { ok: true; lines: ParsedStatementLine[] } | { ok: false; errors: Record<string, string[]> };

interface Row {
  record: string[];
  info: { lines: number };
}

/**
 * Parses a bank statement CSV (comma, semicolon or tab; quoted fields; UTF-8 BOM) into signed
 * amounts in the account's minor unit (`digits` decimals). All or nothing: any bad row makes the
 * result a list of errors keyed `line N`, each message naming its column.
 */
export function parseStatementCsv(csv: string, digits: number): StatementParseResult {
  const errors: Record<string, string[]> = {};
  let errorCount = 0;
  const fail = (line: number, message: string) => {
    if (errorCount >= STATEMENT_LIMITS.maxErrors) return;
    errorCount += 1;
    (errors[`line ${line}`] ??= []).push(message);
  };
  if (csv.length > STATEMENT_LIMITS.maxChars)
    return { ok: false, errors: { csv: [`must be at most ${STATEMENT_LIMITS.maxChars} characters; split the statement into several files`] } };
  const text = csv.replace(/^\uFEFF/, '');
  if (text.trim() === '') return { ok: false, errors: { csv: ['is empty'] } };
  const sample = text.split(/\r?\n/, STATEMENT_LIMITS.headerSearchRows).join('\n');
  let rows: Row[];
  try {
    rows = parse(text, {
      delimiter: detectDelimiter(sample),
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as unknown as Row[];
  } catch (error) {
    const line = Number((error as { lines?: number }).lines) || 1;
    return {
      ok: false,
      errors: { [`line ${line}`]: [`is not valid CSV: ${String((error as Error).message).replace(/^Invalid Record Length: |^[^:]*: /, '')}`] },
    };
  }
  const headerIndex = rows.slice(0, STATEMENT_LIMITS.headerSearchRows).findIndex((row) => mapColumns(row.record).problems.length === 0);
  if (headerIndex < 0) {
    const first = rows[0];
    return { ok: false, errors: { [`line ${first ? startLine(first) : 1}`]: mapColumns(first?.record ?? []).problems } };
  }
  const { columns } = mapColumns(rows[headerIndex].record);
  const headers = rows[headerIndex].record;
  const dataRows = rows.slice(headerIndex + 1);
  if (dataRows.length > STATEMENT_LIMITS.maxLines) {
    return { ok: false, errors: { csv: [`must have at most ${STATEMENT_LIMITS.maxLines} lines; split the statement into several files`] } };
  }
  const lines: ParsedStatementLine[] = [];
  for (const row of dataRows) {
    const line = readRow(row, columns, headers, digits, (message) => fail(startLine(row), message));
    if (line) lines.push(line);
  }
  if (errorCount > 0) return { ok: false, errors };
  if (lines.length === 0) return { ok: false, errors: { csv: ['has no statement lines below its header'] } };
  return { ok: true, lines };
}

/** csv-parse reports the line where a record ends; a quoted field may span lines. */
function startLine(row: Row): number {
  const breaks = row.record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
  return row.info.lines - breaks;
}

function readRow(row: Row, columns: ColumnMap, headers: string[], digits: number, fail: (message: string) => void): ParsedStatementLine | null {
  const cell = (column: keyof ColumnMap) => (columns[column] === undefined ? '' : (row.record[columns[column]!] ?? ''));
  const name = (column: keyof ColumnMap) => headers[columns[column]!]?.trim() || column;
  const amountCells = columns.amount !== undefined ? [cell('amount')] : [cell('debit'), cell('credit')];
  if (cell('date').trim() === '' && amountCells.every((value) => value.trim() === '')) return null;
  let ok = true;
  const problem = (column: keyof ColumnMap, message: string) => {
    ok = false;
    fail(`${name(column)}: ${message}`);
  };
  const date = parseStatementDate(cell('date'));
  if ('problem' in date) problem('date', date.problem);
  let amount: number | null = null;
  if (columns.amount !== undefined) {
    const parsed = parseAmount(cell('amount'), digits);
    if ('problem' in parsed) problem('amount', parsed.problem);
    else if (parsed.value === null) problem('amount', 'is required');
    else amount = parsed.value;
  } else {
    const debit = columns.debit !== undefined ? parseAmount(cell('debit'), digits) : { value: null };
    const credit = columns.credit !== undefined ? parseAmount(cell('credit'), digits) : { value: null };
    if ('problem' in debit) problem('debit', debit.problem);
    if ('problem' in credit) problem('credit', credit.problem);
    if ('value' in debit && 'value' in credit) {
      const out = debit.value ?? 0;
      const inn = credit.value ?? 0;
      if (debit.value === null && credit.value === null) problem(columns.debit !== undefined ? 'debit' : 'credit', 'a debit or a credit is required');
      else if (out !== 0 && inn !== 0) problem('debit', 'a line has either a debit or a credit, not both');
      else amount = inn !== 0 ? Math.abs(inn) : -Math.abs(out);
    }
  }
  let balance: number | null = null;
  if (columns.balance !== undefined) {
    const parsed = parseAmount(cell('balance'), digits);
    if ('problem' in parsed) problem('balance', parsed.problem);
    else balance = parsed.value;
  }
  if (!ok || amount === null || 'problem' in date) return null;
  if (amount === 0) {
    fail(`${name(columns.amount !== undefined ? 'amount' : 'debit')}: must not be zero`);
    return null;
  }
  return {
    lineNumber: startLine(row),
    date: date.value,
    amount,
    balance,
    description: limit(cleanText(cell('description'))),
    reference: limit(cleanText(cell('reference'))),
    counterparty: limit(cleanText(cell('counterparty'))),
  };
}

function limit(text: string | null): string | null {
  return text && text.length > 500 ? text.slice(0, 500) : text;
}
