import { parse as parseCsv } from 'csv-parse/sync';
import type ExcelJSModule from 'exceljs';
import { detectDelimiter } from '../../accounting/statement-imports/statement-columns';

/** At most this many order rows in one payout file. */
export const MAX_PAYOUT_ROWS = 20_000;

export type PayoutFileFormat = 'Csv' | 'Xlsx';

/** The file's cells as text, rows as a spreadsheet shows them (row 1 = header); problems are messages for `content`. */
export type PayoutCells = { ok: true; rows: string[][] } | { ok: false; problem: string };

export function csvCells(text: string): PayoutCells {
  try {
    const rows = parseCsv(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      delimiter: detectDelimiter(text.slice(0, 4096)),
    }) as string[][];
    return { ok: true, rows };
  } catch (error) {
    return { ok: false, problem: `is not valid CSV: ${(error as Error).message}` };
  }
}

/** An xlsx workbook (its first worksheet) as text cells: numbers as written, dates as YYYY-MM-DD, formulas by their result. */
export async function xlsxCells(data: Buffer): Promise<PayoutCells> {
  // Loaded on the first xlsx import, as the exports load it (docs/performance.md, "Test run time").
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const ExcelJS = require('exceljs') as typeof ExcelJSModule;
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    return { ok: false, problem: 'is not a readable xlsx workbook' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, problem: 'has no worksheet' };
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) cells.push(cellText(row.getCell(column).value));
    rows.push(cells);
  });
  return { ok: true, rows };
}

function cellText(value: ExcelJSModule.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJSModule.CellValue);
    if ('text' in value) return String(value.text);
  }
  return '';
}
