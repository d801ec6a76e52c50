import { listSortFields } from '../../../core/lists/sort-fields';
import type { RequestContext } from '../../../core/context/request-context';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { validationError } from '../../../core/errors/app-error';
import { InventoryMovement } from './inventory-movement.entity';
import { StockBalance } from './stock-balance.entity';
import { type MovementFilter, type StockFilter } from './stock.inputs';
import { usableBranch, usableItem } from '../shared/inventory-access';

// name: the catalogue's case-folded name key (its own list's order), so a page walks the items' (organization, name_key)
// index and stops after the page instead of sorting every balance of the branch by collated name (docs/performance.md, "Inventory").
const STOCK_SORT = { name: 'i.name_key', onHand: 'b.on_hand_milli', value: 'b.value_iqd', updatedAt: 'b.updated_at' } as const;
export const stockOnHandSort = listSortFields('stockOnHand', Object.keys(STOCK_SORT) as Array<keyof typeof STOCK_SORT>);
const STOCK_SORTABLE = stockOnHandSort.fields;
const MOVEMENT_SORT = { businessDate: 'm.business_date', createdAt: 'm.seq' } as const;
export const inventoryMovementsSort = listSortFields('inventoryMovements', Object.keys(MOVEMENT_SORT) as Array<keyof typeof MOVEMENT_SORT>);
const MOVEMENT_SORTABLE = inventoryMovementsSort.fields;

export interface StockAtDate {
  branchId: string;
  inventoryItemId: string;
  businessDate: string;
  quantityMilli: number;
  valueIqd: number;
}

/** Reads of stock: balances (never summed from the ledger), movements, and on hand at a past date (summed). */
export class StockService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: StockFilter | undefined): Promise<PageResult<StockBalance>> {
    const window = resolveListWindow(list, STOCK_SORTABLE, { sort: 'name', dir: 'asc' });
    const branchId = filter?.branchId ?? ctx.branchId;
    await usableBranch(ctx.db, ctx, branchId);
    const query = this.balances(ctx, branchId, filter, window.search);
    return readPage(ctx, query.orderBy(STOCK_SORT[window.sort], window.dir).addOrderBy('b.inventory_item_id', 'ASC'), window);
  }

  /** Total value in IQD of the balances the same filter lists. */
  async valueTotal(ctx: RequestContext, filter: StockFilter | undefined, search?: string | null): Promise<number> {
    const branchId = filter?.branchId ?? ctx.branchId;
    await usableBranch(ctx.db, ctx, branchId);
    const row = await this.balances(ctx, branchId, filter, search?.trim() || null)
      .select('COALESCE(SUM(b.value_iqd), 0)', 'total')
      .getRawOne<{ total: string }>();
    return Number(row?.total ?? 0);
  }

  private balances(ctx: RequestContext, branchId: string, filter: StockFilter | undefined, search: string | null) {
    const query = ctx.db
      .getRepository(StockBalance)
      .createQueryBuilder('b')
      .innerJoin('catalog_inventory_items', 'i', 'i.id = b.inventory_item_id AND i.organization_id = b.organization_id')
      .where('b.organization_id = :organizationId AND b.branch_id = :branchId', { organizationId: ctx.organizationId, branchId });
    if (filter?.kind) query.andWhere('i.kind = :kind', { kind: filter.kind });
    if (filter?.belowPar) query.andWhere('b.par_level_milli IS NOT NULL AND b.on_hand_milli < b.par_level_milli');
    if (filter?.negative) query.andWhere('b.on_hand_milli < 0');
    if (search) query.andWhere('(i.name ILIKE :search OR i.name_ar ILIKE :search)', { search: likePattern(search) });
    return query;
  }

  async movements(ctx: RequestContext, list: ListArgs | undefined, filter: MovementFilter | undefined): Promise<PageResult<InventoryMovement>> {
    const window = resolveListWindow(list, MOVEMENT_SORTABLE, { sort: 'createdAt', dir: 'desc' });
    if (filter?.from && filter.to && filter.from > filter.to) throw validationError({ to: ['must not be before from'] });
    const branchId = filter?.branchId ?? ctx.branchId;
    await usableBranch(ctx.db, ctx, branchId);
    const query = ctx.db
      .getRepository(InventoryMovement)
      .createQueryBuilder('m')
      .where('m.organization_id = :organizationId AND m.branch_id = :branchId', { organizationId: ctx.organizationId, branchId });
    if (filter?.inventoryItemId) query.andWhere('m.inventory_item_id = :itemId', { itemId: filter.inventoryItemId });
    if (filter?.kind) query.andWhere('m.kind = :kind', { kind: filter.kind });
    if (filter?.sourceId) query.andWhere('m.source_id = :sourceId', { sourceId: filter.sourceId });
    if (filter?.from) query.andWhere('m.business_date >= :from', { from: filter.from });
    if (filter?.to) query.andWhere('m.business_date <= :to', { to: filter.to });
    if (window.search) query.andWhere('m.reason ILIKE :search', { search: likePattern(window.search) });
    return readPage(ctx, query.orderBy(MOVEMENT_SORT[window.sort], window.dir).addOrderBy('m.seq', window.dir), window);
  }

  /** On hand and value at the end of a business date: the ledger's sum up to it (a report read, not a hot path). */
  async onHandAt(ctx: RequestContext, branchId: string | null | undefined, inventoryItemId: string, businessDate: string): Promise<StockAtDate> {
    const branch = branchId ?? ctx.branchId;
    await usableBranch(ctx.db, ctx, branch);
    await usableItem(ctx.db, ctx, inventoryItemId);
    const [row] = await ctx.query<{ qty: string; value: string }>(
      `SELECT COALESCE(SUM(quantity_milli), 0) AS qty, COALESCE(SUM(value_iqd), 0) AS value FROM inventory_movements
        WHERE organization_id = $1 AND branch_id = $2 AND inventory_item_id = $3 AND business_date <= $4::date`,
      [ctx.organizationId, branch, inventoryItemId, businessDate],
    );
    return { branchId: branch, inventoryItemId, businessDate, quantityMilli: Number(row.qty), valueIqd: Number(row.value) };
  }
}

export const stockService = new StockService();
