import { parse as parseCsv } from 'csv-parse/sync';
import { validationError } from '../../../core/errors/app-error';
import { MAX_IMPORT_ROWS, PRODUCT_IMPORT_COLUMNS, type ProductImportColumn, REQUIRED_IMPORT_COLUMNS } from './product-import-columns';
import { ImportFormat } from './import-format';

/** One data row as cells (null = empty cell; a column absent from the row is absent here). */
export interface RawImportRow {
  rowNumber: number;
  cells: Partial<Record<ProductImportColumn, string | null>>;
  /** Keys of a JSON row that are not import columns, or values of a type a cell cannot hold. */
  problems: Array<{ column: string; message: string }>;
}

const KNOWN = new Set<string>(PRODUCT_IMPORT_COLUMNS);

function fileError(message: string): never {
  throw validationError({ content: [message] });
}

/**
 * Parses the content into rows. Problems with the file as a whole (unparseable, unknown or
 * missing CSV columns, too many rows) are a 422 on `content`; problems of one row stay on the row.
 * CSV rows are numbered as a spreadsheet shows them (the header is row 1); JSON rows from 1.
 */
export function parseImportContent(format: ImportFormat, content: string): RawImportRow[] {
  return format === ImportFormat.Csv ? parseCsvContent(content) : parseJsonContent(content);
}

function parseCsvContent(content: string): RawImportRow[] {
  let records: string[][];
  try {
    records = parseCsv(content, { bom: true, skip_empty_lines: true, relax_column_count: false }) as string[][];
  } catch (error) {
    fileError(`is not valid CSV: ${(error as Error).message}`);
  }
  if (records.length === 0) fileError('has no header row');
  const header = records[0].map((name) => name.trim());
  const seen = new Set<string>();
  for (const name of header) {
    if (!KNOWN.has(name)) fileError(`has an unknown column "${name}" (columns: ${PRODUCT_IMPORT_COLUMNS.join(', ')})`);
    if (seen.has(name)) fileError(`repeats the column "${name}"`);
    seen.add(name);
  }
  for (const required of REQUIRED_IMPORT_COLUMNS) if (!seen.has(required)) fileError(`lacks the required column "${required}"`);
  if (records.length - 1 > MAX_IMPORT_ROWS) fileError(`has more than ${MAX_IMPORT_ROWS} rows`);
  if (records.length === 1) fileError('has no product rows');
  return records.slice(1).map((record, index) => {
    const cells: RawImportRow['cells'] = {};
    header.forEach((name, column) => {
      const value = record[column];
      cells[name as ProductImportColumn] = value === undefined || value.trim() === '' ? null : value;
    });
    return { rowNumber: index + 2, cells, problems: [] };
  });
}

function parseJsonContent(content: string): RawImportRow[] {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    fileError('is not valid JSON');
  }
  if (!Array.isArray(data)) fileError('must be a JSON array of product objects');
  if (data.length === 0) fileError('has no product rows');
  if (data.length > MAX_IMPORT_ROWS) fileError(`has more than ${MAX_IMPORT_ROWS} rows`);
  return data.map((entry, index) => {
    const row: RawImportRow = { rowNumber: index + 1, cells: {}, problems: [] };
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      row.problems.push({ column: 'row', message: 'must be an object' });
      return row;
    }
    for (const [key, value] of Object.entries(entry as Record<string, unknown>)) {
      if (!KNOWN.has(key)) {
        row.problems.push({ column: key, message: 'is not a known column' });
        continue;
      }
      const cell = jsonCell(key as ProductImportColumn, value);
      if (cell === undefined) row.problems.push({ column: key, message: 'must be text, a number, true/false or null' });
      else row.cells[key as ProductImportColumn] = cell;
    }
    return row;
  });
}

/** A JSON value as cell text; undefined when the value cannot be a cell. */
function jsonCell(column: ProductImportColumn, value: unknown): string | null | undefined {
  if (value === null) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (column === 'channels' && Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.length ? value.join('|') : null;
  return undefined;
}
