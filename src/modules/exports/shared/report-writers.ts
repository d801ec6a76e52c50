import type { Writable } from 'node:stream';
import type ExcelJSModule from 'exceljs';
import { stringify } from 'csv-stringify';
import { type ReportField, ReportFieldType, type ReportRow } from '../../../core/reports/report-definition';
import { localDateTime } from '../../../core/time/business-day';
import { ExportFormat, ExportLang } from './export-format';

/** Streams rows into a file format. `write` honours backpressure; `close` ends the output. */
export interface ReportWriter {
  write(rows: ReportRow[]): Promise<void>;
  close(): Promise<void>;
}

export interface WriterOptions {
  format: ExportFormat;
  lang: ExportLang;
  fields: readonly ReportField[];
  /** The sheet's name, in the file's language. */
  title: string;
  /** DateTime cells are written as this zone's wall-clock time. */
  timeZone: string;
}

const MONEY_FORMAT = '#,##0';
const DECIMAL_FORMAT = '#,##0.###';
const DATE_FORMAT = 'yyyy-mm-dd';
const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';

export function createReportWriter(output: Writable, options: WriterOptions): ReportWriter {
  return options.format === ExportFormat.Xlsx ? xlsxWriter(output, options) : csvWriter(output, options);
}

function header(field: ReportField, lang: ExportLang): string {
  return lang === ExportLang.Ar ? field.labelAr : field.label;
}

/** A row's value of a field, a closed vocabulary's word in Arabic files (a kind, a unit, a status). */
function valueOf(row: ReportRow, field: ReportField, lang: ExportLang): unknown {
  const value = row[field.key];
  if (lang === ExportLang.Ar && field.valuesAr && typeof value === 'string') return field.valuesAr[value] ?? value;
  return value;
}

/** The fixed decimals of a row's cell, or null where the column's own format applies. */
function decimalsOf(row: ReportRow, field: ReportField): number | null {
  if (field.decimals === undefined) return null;
  return typeof field.decimals === 'number' ? field.decimals : field.decimals(row);
}

function fixedFormat(decimals: number): string {
  return decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : MONEY_FORMAT;
}

/** A `YYYY-MM-DD` date as the Excel date of that day (UTC midnight, no zone shift). */
function excelDate(value: string): Date {
  const [y, m, d] = value.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** An instant as its wall-clock time in the zone, for Excel (which has no zones). */
function excelDateTime(value: Date, timeZone: string): Date {
  const local = localDateTime(value, timeZone);
  const [y, m, d] = local.date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d, local.hour, local.minute, local.second));
}

function cell(value: unknown, type: ReportFieldType, timeZone: string): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case ReportFieldType.Money:
    case ReportFieldType.Integer:
    case ReportFieldType.Decimal:
      return Number(value);
    case ReportFieldType.Date:
      return typeof value === 'string' ? excelDate(value) : value;
    case ReportFieldType.DateTime:
      return excelDateTime(value instanceof Date ? value : new Date(String(value)), timeZone);
    case ReportFieldType.Boolean:
      return Boolean(value);
    default:
      return String(value);
  }
}

function numFmt(type: ReportFieldType): string | undefined {
  switch (type) {
    case ReportFieldType.Money:
    case ReportFieldType.Integer:
      return MONEY_FORMAT;
    case ReportFieldType.Decimal:
      return DECIMAL_FORMAT;
    case ReportFieldType.Date:
      return DATE_FORMAT;
    case ReportFieldType.DateTime:
      return DATE_TIME_FORMAT;
    default:
      return undefined;
  }
}

/** exceljs's streaming writer: rows are committed as they come, never kept. */
function xlsxWriter(output: Writable, options: WriterOptions): ReportWriter {
  // Loaded on the first xlsx export: evaluating exceljs is one of the costliest parts of loading the service, which
  // every start and every test file would pay (docs/performance.md, "Test run time").
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const ExcelJS = require('exceljs') as typeof ExcelJSModule;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const rtl = options.lang === ExportLang.Ar;
  const sheet = workbook.addWorksheet(options.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '), {
    views: [{ rightToLeft: rtl, state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = options.fields.map((field) => ({
    header: header(field, options.lang),
    key: field.key,
    width: Math.max(12, Math.min(40, header(field, options.lang).length + 4)),
    style: numFmt(field.type) ? { numFmt: numFmt(field.type) } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    async write(rows) {
      for (const row of rows) {
        const values: Record<string, unknown> = {};
        for (const field of options.fields) values[field.key] = cell(valueOf(row, field, options.lang), field.type, options.timeZone);
        const added = sheet.addRow(values);
        for (const field of options.fields) {
          const decimals = decimalsOf(row, field);
          if (decimals !== null) added.getCell(field.key).numFmt = fixedFormat(decimals);
        }
        added.commit();
      }
      await drained(output);
    },
    async close() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

function csvText(value: unknown, type: ReportFieldType, timeZone: string, decimals: number | null): string {
  if (value === null || value === undefined) return '';
  if (decimals !== null) return Number(value).toFixed(decimals);
  if (type === ReportFieldType.DateTime) {
    const local = localDateTime(value instanceof Date ? value : new Date(String(value)), timeZone);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${local.date} ${pad(local.hour)}:${pad(local.minute)}:${pad(local.second)}`;
  }
  if (type === ReportFieldType.Boolean) return value ? 'true' : 'false';
  return String(value);
}

/** csv-stringify with a BOM, so Excel opens the UTF-8 (Arabic) text correctly. */
function csvWriter(output: Writable, options: WriterOptions): ReportWriter {
  const csv = stringify({ bom: true, header: true, columns: options.fields.map((field) => ({ key: field.key, header: header(field, options.lang) })) });
  csv.pipe(output, { end: false });
  return {
    async write(rows) {
      for (const row of rows) {
        const values: Record<string, string> = {};
        for (const field of options.fields)
          values[field.key] = csvText(valueOf(row, field, options.lang), field.type, options.timeZone, decimalsOf(row, field));
        if (!csv.write(values)) await new Promise<void>((resolve) => csv.once('drain', resolve));
      }
      await drained(output);
    },
    async close() {
      await new Promise<void>((resolve, reject) => {
        csv.once('error', reject);
        csv.once('end', resolve);
        csv.end();
      });
    },
  };
}

/** Waits while the file stream is over its buffer (its chunks are being written). */
function drained(output: Writable): Promise<void> {
  if (!output.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve) => output.once('drain', () => resolve()));
}
