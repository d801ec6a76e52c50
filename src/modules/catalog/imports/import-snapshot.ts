import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { TaxCode } from '../../accounting/tax-codes/tax-code.entity';
import { TaxAppliesTo, taxCodeAppliesTo, taxCodeKey } from '../../accounting/tax-codes/tax-code.rules';
import { SALES_CHANNEL_KINDS, type SalesChannelKind } from '../shared/sales-channel-kind';
import { codeKey } from '../shared/catalog-rules';
import { productImportCells } from './product-import-columns';
import type { CatalogueSnapshot, SnapshotProduct } from './import-plan';
import { runSql } from '../../../core/db/run-sql';

/** The stored values of a product the import may overwrite (ids, not codes). */
export interface ProductRowValues {
  id: string;
  code: string;
  name: string;
  nameAr: string | null;
  description: string | null;
  descriptionAr: string | null;
  categoryId: string | null;
  basePriceIqd: number;
  taxCodeId: string | null;
  active: boolean;
  channels: SalesChannelKind[];
  sortOrder: number;
  imageUrl: string | null;
}

export interface LoadedSnapshot extends CatalogueSnapshot {
  values: Map<string, ProductRowValues>;
}

interface ProductRow {
  id: string;
  code: string;
  name: string;
  name_ar: string | null;
  description: string | null;
  description_ar: string | null;
  category_id: string | null;
  base_price_iqd: string | number;
  tax_code_id: string | null;
  active: boolean;
  channels: SalesChannelKind[] | string;
  sort_order: number;
  image_url: string | null;
  category_code: string | null;
  tax_code: string | null;
}

/** pg returns text[] as an array; a driver that hands back the literal gets parsed here. */
export function channelsOf(value: SalesChannelKind[] | string): SalesChannelKind[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner ? (inner.split(',') as SalesChannelKind[]) : [];
}

/**
 * The part of the catalogue an import needs: live products with the given codes (with their
 * category and tax codes as cell text), every live category and tax code of the organisation.
 */
export async function loadSnapshot(manager: EntityManager, ctx: RequestContext, codes: string[]): Promise<LoadedSnapshot> {
  const org = ctx.organizationId;
  const keys = [...new Set(codes.map(codeKey))];
  const productRows: ProductRow[] = keys.length
    ? await runSql(
        manager,
        `SELECT p.id, p.code, p.name, p.name_ar, p.description, p.description_ar, p.category_id, p.base_price_iqd, p.tax_code_id,
                p.active, p.channels, p.sort_order, p.image_url, c.code AS category_code, t.code AS tax_code
           FROM catalog_products p
           LEFT JOIN catalog_product_categories c ON c.id = p.category_id AND c.organization_id = p.organization_id
           LEFT JOIN accounting_tax_codes t ON t.id = p.tax_code_id AND t.organization_id = p.organization_id
          WHERE p.organization_id = $1 AND p.deleted_at IS NULL AND p.code_key = ANY($2::text[])`,
        [org, keys],
      )
    : [];
  const categoryRows: Array<{ id: string; code: string; code_key: string }> = await runSql(
    manager,
    'SELECT id, code, code_key FROM catalog_product_categories WHERE organization_id = $1 AND deleted_at IS NULL',
    [org],
  );
  const taxCodes = await manager.find(TaxCode, { where: { organizationId: org } });

  const products = new Map<string, SnapshotProduct>();
  const values = new Map<string, ProductRowValues>();
  for (const row of productRows) {
    const value: ProductRowValues = {
      id: row.id,
      code: row.code,
      name: row.name,
      nameAr: row.name_ar,
      description: row.description,
      descriptionAr: row.description_ar,
      categoryId: row.category_id,
      basePriceIqd: Number(row.base_price_iqd),
      taxCodeId: row.tax_code_id,
      active: row.active,
      channels: channelsOf(row.channels),
      sortOrder: row.sort_order,
      imageUrl: row.image_url,
    };
    values.set(row.id, value);
    products.set(codeKey(row.code), { id: row.id, cells: productImportCells(value, row.category_code, row.tax_code, SALES_CHANNEL_KINDS) });
  }
  return {
    products,
    values,
    categories: new Map(categoryRows.map((row) => [row.code_key, { id: row.id, code: row.code }])),
    taxCodes: new Map(
      taxCodes.map((t) => [
        t.codeKey,
        {
          id: t.id,
          code: t.code,
          problem: !t.active
            ? `tax code ${t.code} is inactive`
            : taxCodeAppliesTo(t.appliesTo, TaxAppliesTo.Sales)
              ? null
              : `tax code ${t.code} does not apply to Sales`,
        },
      ]),
    ),
    taxCodeKey,
  };
}
