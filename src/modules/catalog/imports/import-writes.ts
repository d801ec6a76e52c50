import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { codeKey } from '../shared/catalog-rules';
import { SALES_CHANNEL_KINDS, type SalesChannelKind } from '../shared/sales-channel-kind';
import { Product } from '../products/product.entity';
import { productEvents } from '../products/product.events';
import { hiddenBranchesOf } from '../products/product-references';
import { productCategoryService } from '../product-categories/product-category.service';
import { CHANNEL_SEPARATOR, type ProductImportColumn } from './product-import-columns';
import { ImportRowAction } from './import-format';
import type { ImportPlan, PlannedRow } from './import-plan';
import type { LoadedSnapshot, ProductRowValues } from './import-snapshot';
import { runSql } from '../../../core/db/run-sql';

/**
 * Applies a planned import in the caller's transaction with set-based statements (multi-row
 * INSERTs and chunked UPDATE … FROM VALUES), one audit entry and one outbox event per created or
 * changed product (deferred writes, written together before the commit): thousands of rows
 * commit in a few statements instead of thousands.
 */
const CHUNK = 500;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

interface Lookups {
  categoryIdByKey: Map<string, string>;
  taxIdByKey: Map<string, string>;
  taxCodeKey(code: string): string;
}

/** The row's cells over the current values (or the defaults of a new product). */
function valuesOf(row: PlannedRow, current: ProductRowValues | undefined, lookups: Lookups): ProductRowValues {
  const base: ProductRowValues = current
    ? { ...current }
    : {
        id: randomUUID(),
        code: row.cells.code!,
        name: row.cells.name!,
        nameAr: null,
        description: null,
        descriptionAr: null,
        categoryId: null,
        basePriceIqd: 0,
        taxCodeId: null,
        active: true,
        channels: [...SALES_CHANNEL_KINDS],
        sortOrder: 0,
        imageUrl: null,
      };
  const cells = row.cells;
  const has = (column: ProductImportColumn) => column in cells;
  if (has('code')) base.code = cells.code!;
  if (has('name')) base.name = cells.name!;
  if (has('nameAr')) base.nameAr = cells.nameAr ?? null;
  if (has('description')) base.description = cells.description ?? null;
  if (has('descriptionAr')) base.descriptionAr = cells.descriptionAr ?? null;
  if (has('categoryCode')) base.categoryId = cells.categoryCode ? lookups.categoryIdByKey.get(codeKey(cells.categoryCode))! : null;
  if (has('basePriceIqd')) base.basePriceIqd = Number(cells.basePriceIqd);
  if (has('taxCode')) base.taxCodeId = cells.taxCode ? lookups.taxIdByKey.get(lookups.taxCodeKey(cells.taxCode))! : null;
  if (has('active')) base.active = cells.active === 'true';
  if (has('channels')) base.channels = (cells.channels ? cells.channels.split(CHANNEL_SEPARATOR) : []) as SalesChannelKind[];
  if (has('sortOrder')) base.sortOrder = Number(cells.sortOrder);
  if (has('imageUrl')) base.imageUrl = cells.imageUrl ?? null;
  return base;
}

function payload(values: ProductRowValues, hiddenBranchIds: string[]): Record<string, unknown> {
  return { ...values, hiddenBranchIds, deletedAt: null, deleteReason: null };
}

export interface ImportWriteResult {
  created: number;
  updated: number;
  categoriesCreated: number;
}

export async function applyImport(
  uow: UnitOfWork,
  ctx: RequestContext,
  batchId: string,
  plan: ImportPlan,
  snapshot: LoadedSnapshot,
): Promise<ImportWriteResult> {
  const manager = uow.manager;
  const categoryIdByKey = new Map([...snapshot.categories].map(([key, c]) => [key, c.id]));
  for (const code of plan.newCategoryCodes) {
    const category = await productCategoryService.insert(uow, ctx, { code, name: code, nameAr: null, sortOrder: 0, active: true, metadata: null });
    categoryIdByKey.set(codeKey(code), category.id);
  }
  const lookups: Lookups = { categoryIdByKey, taxIdByKey: new Map([...snapshot.taxCodes].map(([key, t]) => [key, t.id])), taxCodeKey: snapshot.taxCodeKey };

  const creates = plan.rows.filter((r) => r.action === ImportRowAction.Create).map((r) => valuesOf(r, undefined, lookups));
  const updateRows = plan.rows.filter((r) => r.action === ImportRowAction.Update);
  const updates = updateRows.map((r) => valuesOf(r, snapshot.values.get(r.productId!), lookups));

  const created = creates.map((v) => ({
    ...v,
    organizationId: ctx.organizationId,
    codeKey: codeKey(v.code),
    deletedAt: null,
    deletedBy: null,
    deleteReason: null,
  }));
  // Ids are the import's own; nothing is read back (no RETURNING to merge into thousands of rows).
  for (const chunk of chunks(created)) await manager.createQueryBuilder().insert().into(Product).values(chunk).updateEntity(false).execute();
  for (const chunk of chunks(updates)) await updateProducts(manager, ctx.organizationId, chunk);

  const hidden = await hiddenBranchesOf(
    manager,
    ctx,
    updates.map((u) => u.id),
  );
  const reason = `Catalogue import ${batchId}`;
  for (const created of creates) {
    await recordAudit(uow, ctx, { entityType: 'product', entityId: created.id, action: 'created', reason, changes: payload(created, []), branchId: null });
    await emit(uow, ctx, { type: productEvents.types.created, resourceId: created.id, data: payload(created, []), branchId: null });
  }
  for (const [index, row] of updateRows.entries()) {
    const values = updates[index];
    const changes = Object.fromEntries(row.changes.map((c) => [c.column, { from: c.before, to: c.after }]));
    await recordAudit(uow, ctx, { entityType: 'product', entityId: values.id, action: 'updated', reason, changes, branchId: null });
    await emit(uow, ctx, { type: productEvents.types.updated, resourceId: values.id, data: payload(values, hidden.get(values.id) ?? []), branchId: null });
  }
  return { created: creates.length, updated: updates.length, categoriesCreated: plan.newCategoryCodes.length };
}

const UPDATE_COLUMNS = [
  ['id', 'uuid'],
  ['code', 'text'],
  ['code_key', 'text'],
  ['name', 'text'],
  ['name_ar', 'text'],
  ['description', 'text'],
  ['description_ar', 'text'],
  ['category_id', 'uuid'],
  ['base_price_iqd', 'bigint'],
  ['tax_code_id', 'uuid'],
  ['active', 'boolean'],
  ['channels', 'text[]'],
  ['sort_order', 'integer'],
  ['image_url', 'text'],
] as const;

async function updateProducts(manager: EntityManager, organizationId: string, rows: ProductRowValues[]): Promise<void> {
  const params: unknown[] = [organizationId];
  const tuples = rows.map((v) => {
    const values = [
      v.id,
      v.code,
      codeKey(v.code),
      v.name,
      v.nameAr,
      v.description,
      v.descriptionAr,
      v.categoryId,
      v.basePriceIqd,
      v.taxCodeId,
      v.active,
      v.channels,
      v.sortOrder,
      v.imageUrl,
    ];
    const placeholders = values.map((value, i) => {
      params.push(value);
      return `$${params.length}::${UPDATE_COLUMNS[i][1]}`;
    });
    return `(${placeholders.join(', ')})`;
  });
  const names = UPDATE_COLUMNS.map(([name]) => name);
  const sets = names
    .filter((n) => n !== 'id')
    .map((n) => `${n} = v.${n}`)
    .join(', ');
  await runSql(
    manager,
    `UPDATE catalog_products p SET ${sets}, updated_at = now() FROM (VALUES ${tuples.join(', ')}) AS v(${names.join(', ')})
      WHERE p.id = v.id AND p.organization_id = $1 AND p.deleted_at IS NULL`,
    params,
  );
}
