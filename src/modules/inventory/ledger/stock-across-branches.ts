import { In } from 'typeorm';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import type { ListArgs } from '../../../core/lists/list-args';
import { COUNT_CAP, COUNT_PAGES_AHEAD, emptyPage, likePattern, resolveListWindow } from '../../../core/lists/list-window';
import { listSortFields } from '../../../core/lists/sort-fields';
import { readPage } from '../../../core/lists/read-page';
import { Int64Scalar } from '../../../core/scalars';
import { Branch } from '../../identity/branches/branch.entity';
import { readableBranchCondition } from '../../identity/branches/branch-coverage';
import { InventoryItem } from '../../catalog/inventory-items/inventory-item.entity';
import { StockBalance } from './stock-balance.entity';

// name: the items' case-folded name key, the catalogue's own order (its (organization, name_key) index).
const ACROSS_SORT = { name: 'i.name_key' } as const;
export const stockOnHandAcrossBranchesSort = listSortFields('stockOnHandAcrossBranches', Object.keys(ACROSS_SORT) as Array<keyof typeof ACROSS_SORT>);

@ObjectType('BranchStock', { simpleResolvers: true, description: 'On hand and value of one item at one branch (its balance row).' })
export class BranchStock {
  @Field(() => ID, { description: 'Id of the branch.' })
  branchId!: string;

  @Field(() => Float, { description: "On hand in the item's unit." })
  quantity!: number;

  @Field(() => Int64Scalar, { description: 'Value of the stock on hand in IQD.' })
  valueIqd!: number;
}

@ObjectType('ItemStockAcrossBranches', {
  simpleResolvers: true,
  description: 'One inventory item with its stock at every branch the caller may read, and the totals.',
})
export class ItemStockAcrossBranches {
  @Field(() => ID, { description: 'Id of the inventory item.' })
  inventoryItemId!: string;

  @Field(() => InventoryItem, { description: 'The inventory item.' })
  inventoryItem!: InventoryItem;

  @Field(() => [BranchStock], { description: 'The branches holding a balance of the item, in the order of the page’s branches; a branch left out holds none.' })
  branches!: BranchStock[];

  @Field(() => Float, { description: "On hand summed over the listed branches, in the item's unit." })
  totalQuantity!: number;

  @Field(() => Int64Scalar, { description: 'Value summed over the listed branches, in IQD.' })
  totalValueIqd!: number;
}

@ObjectType('StockAcrossBranchesPage', {
  simpleResolvers: true,
  description: 'A page of inventory items with their stock at every branch the caller may read.',
})
export class StockAcrossBranchesPage {
  @Field(() => [Branch], { description: 'The branches the caller may read (the matrix columns), by name.' })
  branches!: Branch[];

  @Field(() => [ItemStockAcrossBranches], { description: "The items of this page, in the list's sort order." })
  items!: ItemStockAcrossBranches[];

  @Field(() => Int, { description: "This page's number, from 1." })
  page!: number;

  @Field(() => Int, { description: 'Records per page (1 to 100; default 20).' })
  perPage!: number;

  @Field(() => Int, {
    description: `Matching items, counted up to ${COUNT_PAGES_AHEAD} pages beyond this one (at most ${COUNT_CAP}); when totalIsExact is false there are at least this many.`,
  })
  total!: number;

  @Field(() => Int, { description: 'Pages of perPage records in total.' })
  totalPages!: number;

  @Field(() => Boolean, { description: 'False when the count stopped at its cap: total is then "at least".' })
  totalIsExact!: boolean;
}

/**
 * Stock of every item at every branch the caller may read (docs/inventory.md, "Stock across
 * branches"): a page of items that hold a balance at one of them, then those items' balance rows
 * (never the ledger summed).
 */
export async function stockAcrossBranches(ctx: RequestContext, list: ListArgs | undefined): Promise<StockAcrossBranchesPage> {
  const window = resolveListWindow(list, stockOnHandAcrossBranchesSort.fields, { sort: 'name', dir: 'asc' });
  const params: unknown[] = [];
  const readable = await ctx.query<{ id: string }>(`SELECT b.id FROM branches b WHERE ${readableBranchCondition(ctx, 'b.id', params)}`, params);
  const branchIds = readable.map((row) => row.id);
  if (branchIds.length === 0) return { branches: [], ...emptyPage<ItemStockAcrossBranches>(window) };
  const branches = await ctx.db
    .getRepository(Branch)
    .find({ where: { organizationId: ctx.organizationId, id: In(branchIds) }, order: { name: 'ASC', id: 'ASC' } });

  const query = ctx.db
    .getRepository(InventoryItem)
    .createQueryBuilder('i')
    .where('i.organization_id = :organizationId', { organizationId: ctx.organizationId })
    .andWhere(
      'EXISTS (SELECT 1 FROM inventory_balances sb WHERE sb.organization_id = i.organization_id AND sb.inventory_item_id = i.id AND sb.branch_id = ANY(:branchIds))',
      { branchIds },
    );
  if (window.search) query.andWhere('(i.name ILIKE :search OR i.name_ar ILIKE :search)', { search: likePattern(window.search) });
  const page = await readPage(ctx, query.orderBy(ACROSS_SORT[window.sort], window.dir).addOrderBy('i.id', window.dir), window);

  const itemIds = page.items.map((item) => item.id);
  const balances = itemIds.length
    ? await ctx.db.getRepository(StockBalance).find({ where: { organizationId: ctx.organizationId, inventoryItemId: In(itemIds), branchId: In(branchIds) } })
    : [];
  const column = new Map(branches.map((branch, index) => [branch.id, index]));
  const items = page.items.map((item) => {
    const rows = balances.filter((b) => b.inventoryItemId === item.id).sort((a, b) => column.get(a.branchId)! - column.get(b.branchId)!);
    const totalMilli = rows.reduce((sum, b) => sum + b.onHandMilli, 0);
    return {
      inventoryItemId: item.id,
      inventoryItem: item,
      branches: rows.map((b) => ({ branchId: b.branchId, quantity: b.onHandMilli / 1000, valueIqd: b.valueIqd })),
      totalQuantity: totalMilli / 1000,
      totalValueIqd: rows.reduce((sum, b) => sum + b.valueIqd, 0),
    };
  });
  return { ...page, branches, items };
}
