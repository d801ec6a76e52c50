import { registerEnumType } from 'type-graphql';

/** File format of an export or a subscription's attachment. */
export enum ExportFormat {
  Xlsx = 'Xlsx',
  Csv = 'Csv',
}
registerEnumType(ExportFormat, {
  name: 'ExportFormat',
  description: 'Xlsx (Excel workbook) or Csv (UTF-8 with BOM).',
  valuesConfig: {
    Xlsx: { description: 'Excel workbook (one sheet, typed cells).' },
    Csv: { description: 'Comma-separated text, UTF-8 with a byte-order mark so Excel opens Arabic correctly.' },
  },
});

/** Language of headers and sheet direction (the spec writes `en`/`ar`; enum values are PascalCase). */
export enum ExportLang {
  En = 'En',
  Ar = 'Ar',
}
registerEnumType(ExportLang, {
  name: 'ExportLang',
  description: 'En: English headers, left-to-right; Ar: Arabic headers, right-to-left sheet.',
  valuesConfig: { En: { description: 'English column headers, left-to-right sheet.' }, Ar: { description: 'Arabic column headers, right-to-left sheet.' } },
});

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  [ExportFormat.Xlsx]: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  [ExportFormat.Csv]: 'text/csv; charset=utf-8',
};

export const EXTENSIONS: Record<ExportFormat, string> = { [ExportFormat.Xlsx]: 'xlsx', [ExportFormat.Csv]: 'csv' };

/** `<reportKey>_<from>_<to>.<ext>`: the download's file name. */
export function exportFileName(reportKey: string, from: string, to: string, format: ExportFormat): string {
  return `${reportKey}_${from}_${to}.${EXTENSIONS[format]}`;
}
