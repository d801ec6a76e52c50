/**
 * The columns of a product import (CSV headers; JSON object keys), in this order. An
 * import-compatible export preset of products produces exactly these columns with the cell text
 * of `productImportCells`, so export → edit → import round-trips (unchanged rows come back as
 * Unchanged). Only `code`, `name` and `basePriceIqd` are required; a column left out of the file
 * keeps the current value on updates and takes the default on creation.
 */
export const PRODUCT_IMPORT_COLUMNS = [
  'code',
  'name',
  'nameAr',
  'description',
  'descriptionAr',
  'categoryCode',
  'basePriceIqd',
  'taxCode',
  'active',
  'channels',
  'sortOrder',
  'imageUrl',
] as const;
export type ProductImportColumn = (typeof PRODUCT_IMPORT_COLUMNS)[number];

export const REQUIRED_IMPORT_COLUMNS: readonly ProductImportColumn[] = ['code', 'name', 'basePriceIqd'];

/** Separator of channel kinds inside the `channels` cell (`DineIn|Takeaway`). */
export const CHANNEL_SEPARATOR = '|';

/** Most data rows one import may carry (the request body limit of 1 MB applies too). */
export const MAX_IMPORT_ROWS = 10_000;

export interface ProductCellSource {
  code: string;
  name: string;
  nameAr: string | null;
  description: string | null;
  descriptionAr: string | null;
  basePriceIqd: number;
  active: boolean;
  channels: readonly string[];
  sortOrder: number;
  imageUrl: string | null;
}

/**
 * A product as import cells (null = empty cell): the text an export writes and the form in which
 * the import preview shows before → after. Channels are written in the enum's order.
 */
export function productImportCells(
  product: ProductCellSource,
  categoryCode: string | null,
  taxCode: string | null,
  channelOrder: readonly string[],
): Record<ProductImportColumn, string | null> {
  return {
    code: product.code,
    name: product.name,
    nameAr: product.nameAr,
    description: product.description,
    descriptionAr: product.descriptionAr,
    categoryCode,
    basePriceIqd: String(product.basePriceIqd),
    taxCode,
    active: product.active ? 'true' : 'false',
    channels: channelOrder.filter((kind) => product.channels.includes(kind)).join(CHANNEL_SEPARATOR),
    sortOrder: String(product.sortOrder),
    imageUrl: product.imageUrl,
  };
}
