import { CATALOG_CODE_PATTERN, codeKey, imageUrlProblem, MAX_PRICE_IQD, MAX_SORT_ORDER } from '../shared/catalog-rules';
import { SALES_CHANNEL_KINDS, type SalesChannelKind } from '../shared/sales-channel-kind';
import { CHANNEL_SEPARATOR, PRODUCT_IMPORT_COLUMNS, type ProductImportColumn } from './product-import-columns';
import { ImportRowAction } from './import-format';
import type { RawImportRow } from './import-parse';

/**
 * Import planning (pure; unit tested): validates each row against a snapshot of the catalogue and
 * decides its action and its before → after changes, all in the cell text of the import columns.
 */

export interface SnapshotProduct {
  id: string;
  cells: Record<ProductImportColumn, string | null>;
}

export interface SnapshotTaxCode {
  id: string;
  code: string;
  /** Why the tax code cannot be put on a product (inactive, purchases only), or null. */
  problem: string | null;
}

export interface CatalogueSnapshot {
  /** Live products by code key. */
  products: Map<string, SnapshotProduct>;
  /** Live categories by code key. */
  categories: Map<string, { id: string; code: string }>;
  /** Live tax codes by their (upper-cased) key. */
  taxCodes: Map<string, SnapshotTaxCode>;
  taxCodeKey(code: string): string;
}

export interface ImportCellChange {
  column: string;
  before: string | null;
  after: string | null;
}

export interface ImportRowError {
  rowNumber: number;
  column: string;
  message: string;
}

export interface PlannedRow {
  rowNumber: number;
  code: string | null;
  action: ImportRowAction;
  productId: string | null;
  changes: ImportCellChange[];
  errors: ImportRowError[];
  /** Normalised cells of the row (absent: keep on update, default on create). Not stored. */
  cells: Partial<Record<ProductImportColumn, string | null>>;
}

export interface ImportPlan {
  rows: PlannedRow[];
  /** Category codes the commit creates (as first written in the file). */
  newCategoryCodes: string[];
}

const TEXT_LIMITS: Partial<Record<ProductImportColumn, number>> = {
  name: 120,
  nameAr: 120,
  description: 2000,
  descriptionAr: 2000,
  code: 40,
  categoryCode: 40,
};
const CHANNEL_BY_KEY = new Map(SALES_CHANNEL_KINDS.map((kind) => [kind.toLowerCase(), kind]));

type CellCheck = { value: string | null } | { error: string };

function checkCell(column: ProductImportColumn, raw: string | null, snapshot: CatalogueSnapshot, newCategories: Map<string, string>): CellCheck {
  if (raw === null) {
    if (column === 'code' || column === 'name' || column === 'basePriceIqd') return { error: 'is required' };
    return { value: null };
  }
  if (raw.includes('\u0000')) return { error: 'must not contain the NUL character' };
  const value = raw.trim();
  const limit = TEXT_LIMITS[column];
  if (limit && value.length > limit) return { error: `must be at most ${limit} characters` };
  switch (column) {
    case 'code':
      return CATALOG_CODE_PATTERN.test(value) ? { value } : { error: 'may contain only letters, digits, dot, dash and underscore' };
    case 'categoryCode': {
      if (!CATALOG_CODE_PATTERN.test(value)) return { error: 'may contain only letters, digits, dot, dash and underscore' };
      const existing = snapshot.categories.get(codeKey(value));
      if (existing) return { value: existing.code };
      const key = codeKey(value);
      if (!newCategories.has(key)) newCategories.set(key, value);
      return { value: newCategories.get(key)! };
    }
    case 'basePriceIqd':
      if (!/^\d+$/.test(value)) return { error: 'must be a whole number of IQD, 0 or more' };
      return Number(value) > MAX_PRICE_IQD ? { error: `must be at most ${MAX_PRICE_IQD}` } : { value: String(Number(value)) };
    case 'sortOrder':
      if (!/^\d+$/.test(value)) return { error: 'must be a whole number, 0 or more' };
      return Number(value) > MAX_SORT_ORDER ? { error: `must be at most ${MAX_SORT_ORDER}` } : { value: String(Number(value)) };
    case 'active': {
      const lower = value.toLowerCase();
      return lower === 'true' || lower === 'false' ? { value: lower } : { error: 'must be true or false' };
    }
    case 'taxCode': {
      const taxCode = snapshot.taxCodes.get(snapshot.taxCodeKey(value));
      if (!taxCode) return { error: 'is not a tax code of this organisation' };
      return taxCode.problem ? { error: taxCode.problem } : { value: taxCode.code };
    }
    case 'channels': {
      const kinds = new Set<SalesChannelKind>();
      for (const part of value.split(CHANNEL_SEPARATOR)) {
        const kind = CHANNEL_BY_KEY.get(part.trim().toLowerCase());
        if (!kind) return { error: `must be channel kinds separated by "${CHANNEL_SEPARATOR}" (${SALES_CHANNEL_KINDS.join(', ')})` };
        if (kinds.has(kind)) return { error: `repeats ${kind}` };
        kinds.add(kind);
      }
      return { value: SALES_CHANNEL_KINDS.filter((kind) => kinds.has(kind)).join(CHANNEL_SEPARATOR) };
    }
    case 'imageUrl': {
      const problem = imageUrlProblem(value);
      return problem ? { error: problem } : { value };
    }
    default:
      return { value };
  }
}

/** Columns whose empty cell keeps the current value (update) or takes the default (create). */
const EMPTY_KEEPS = new Set<ProductImportColumn>(['active', 'channels', 'sortOrder']);

export function planImport(rows: RawImportRow[], snapshot: CatalogueSnapshot): ImportPlan {
  const newCategories = new Map<string, string>();
  const firstRowOfCode = new Map<string, number>();
  const planned = rows.map((row): PlannedRow => {
    const errors: ImportRowError[] = row.problems.map((p) => ({ rowNumber: row.rowNumber, ...p }));
    const cells: PlannedRow['cells'] = {};
    for (const column of PRODUCT_IMPORT_COLUMNS) {
      const required = column === 'code' || column === 'name' || column === 'basePriceIqd';
      if (!(column in row.cells) && !required) continue;
      const raw = row.cells[column] ?? null;
      if (raw === null && EMPTY_KEEPS.has(column)) continue;
      const checked = checkCell(column, raw, snapshot, newCategories);
      if ('error' in checked) errors.push({ rowNumber: row.rowNumber, column, message: checked.error });
      else cells[column] = checked.value;
    }
    const code = cells.code ?? null;
    if (code !== null) {
      const key = codeKey(code);
      const first = firstRowOfCode.get(key);
      if (first !== undefined) errors.push({ rowNumber: row.rowNumber, column: 'code', message: `repeats the code of row ${first}` });
      else firstRowOfCode.set(key, row.rowNumber);
    }
    const existing = code !== null ? snapshot.products.get(codeKey(code)) : undefined;
    if (errors.length > 0)
      return { rowNumber: row.rowNumber, code, action: ImportRowAction.Error, productId: existing?.id ?? null, changes: [], errors, cells };
    if (!existing) return { rowNumber: row.rowNumber, code, action: ImportRowAction.Create, productId: null, changes: [], errors, cells };
    const changes: ImportCellChange[] = [];
    for (const column of PRODUCT_IMPORT_COLUMNS) {
      if (!(column in cells)) continue;
      const before = existing.cells[column] ?? null;
      const after = cells[column] ?? null;
      if (before !== after) changes.push({ column, before, after });
    }
    return {
      rowNumber: row.rowNumber,
      code,
      action: changes.length > 0 ? ImportRowAction.Update : ImportRowAction.Unchanged,
      productId: existing.id,
      changes,
      errors,
      cells,
    };
  });
  // Categories only referenced by rows in error are not created.
  const used = new Set(planned.filter((r) => r.action !== ImportRowAction.Error && r.cells.categoryCode).map((r) => codeKey(r.cells.categoryCode!)));
  return { rows: planned, newCategoryCodes: [...newCategories].filter(([key]) => used.has(key)).map(([, code]) => code) };
}

/** What the preview stored and the commit must find again: actions and changes per row. */
export function planSignature(rows: Array<Pick<PlannedRow, 'rowNumber' | 'action' | 'changes' | 'productId'>>): string {
  return JSON.stringify(rows.map((r) => [r.rowNumber, r.action, r.productId, r.changes.map((c) => [c.column, c.before, c.after])]));
}
