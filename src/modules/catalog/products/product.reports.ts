import { keysetBatches } from '../../../core/reports/keyset-batches';
import { type ReportDefinition, ReportFieldType as T, reportField as f } from '../../../core/reports/report-definition';
import { PRODUCT_IMPORT_COLUMNS, productImportCells } from '../imports/product-import-columns';
import { channelsOf } from '../imports/import-snapshot';
import { SALES_CHANNEL_KINDS, type SalesChannelKind } from '../shared/sales-channel-kind';

interface ProductRow {
  id: string;
  code_key: string;
  code: string;
  name: string;
  name_ar: string | null;
  description: string | null;
  description_ar: string | null;
  base_price_iqd: string | number;
  active: boolean;
  channels: SalesChannelKind[] | string;
  sort_order: number;
  image_url: string | null;
  category_code: string | null;
  tax_code: string | null;
}

/**
 * The `catalog.products` domain: its import columns are exactly the product import's, so an
 * import-compatible preset exports what `POST /catalog/imports/products` reads. The English
 * headers are the column names themselves (the import matches headers by name).
 */
export const productsDomain = {
  key: 'catalog.products',
  label: 'Products',
  labelAr: 'المنتجات',
  importColumns: PRODUCT_IMPORT_COLUMNS,
} as const;

const ARABIC: Record<(typeof PRODUCT_IMPORT_COLUMNS)[number], string> = {
  code: 'الرمز',
  name: 'الاسم',
  nameAr: 'الاسم بالعربية',
  description: 'الوصف',
  descriptionAr: 'الوصف بالعربية',
  categoryCode: 'رمز الفئة',
  basePriceIqd: 'السعر الأساسي (د.ع)',
  taxCode: 'رمز الضريبة',
  active: 'فعال',
  channels: 'قنوات البيع',
  sortOrder: 'ترتيب العرض',
  imageUrl: 'رابط الصورة',
};

/**
 * Live products of the organisation (the catalogue as it is now; the period is not used), one
 * row per product, every cell the text `productImportCells` gives: an export is cell-for-cell
 * what the import reads, so re-importing it previews every row as Unchanged.
 */
export const productsReport: ReportDefinition = {
  key: 'catalog.products',
  domain: productsDomain,
  title: 'Products',
  titleAr: 'المنتجات',
  description:
    'Live products (the current catalogue; the period is ignored) as product-import cells: a CSV in English with every column re-imports as Unchanged.',
  permission: 'catalog:read',
  branchScoped: false,
  fields: PRODUCT_IMPORT_COLUMNS.map((column) => f(column, column, ARABIC[column], T.Text)),
  rows(ctx, _query, batchSize) {
    const params: unknown[] = [ctx.organizationId];
    const where = 'p.organization_id = $1 AND p.deleted_at IS NULL';
    const batches = keysetBatches<ProductRow>(
      ctx,
      {
        select: `SELECT p.id, p.code_key, p.code, p.name, p.name_ar, p.description, p.description_ar, p.base_price_iqd, p.active,
                        p.channels, p.sort_order, p.image_url, c.code AS category_code, t.code AS tax_code
                   FROM catalog_products p
                   LEFT JOIN catalog_product_categories c ON c.id = p.category_id AND c.organization_id = p.organization_id
                   LEFT JOIN accounting_tax_codes t ON t.id = p.tax_code_id AND t.organization_id = p.organization_id
                  WHERE ${where}`,
        params,
        orderBy: ['p.code_key', 'p.id'],
        keyOf: (row) => [row.code_key, row.id],
      },
      batchSize,
    );
    return (async function* () {
      for await (const rows of batches) {
        yield rows.map((row) =>
          productImportCells(
            {
              code: row.code,
              name: row.name,
              nameAr: row.name_ar,
              description: row.description,
              descriptionAr: row.description_ar,
              basePriceIqd: Number(row.base_price_iqd),
              active: row.active,
              channels: channelsOf(row.channels),
              sortOrder: row.sort_order,
              imageUrl: row.image_url,
            },
            row.category_code,
            row.tax_code,
            SALES_CHANNEL_KINDS,
          ),
        );
      }
    })();
  },
};
