import { Arg, Ctx, Field, FieldResolver, Float, ID, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { Int64Scalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { InventoryItem } from '../../catalog/inventory-items/inventory-item.entity';
import { inventoryItemLoader } from '../../catalog/inventory-items/inventory-item.loader';
import { InventoryMovement } from './inventory-movement.entity';
import { StockBalance } from './stock-balance.entity';
import { MovementFilter, OpeningBalanceInput, StockAdjustmentInput, StockFilter } from './stock.inputs';
import { stockService, inventoryMovementsSort, stockOnHandSort } from './stock.service';
import { adjustmentService } from './adjustment.service';
import { StockAcrossBranchesPage, stockAcrossBranches, stockOnHandAcrossBranchesSort } from './stock-across-branches';

export const StockBalancePage = Paginated(StockBalance, 'StockBalance');
export const InventoryMovementPage = Paginated(InventoryMovement, 'InventoryMovement');

@ObjectType('StockAtDate', {
  simpleResolvers: true,
  description: 'On hand and value of an item at a branch at the end of a business date (the ledger summed up to it).',
})
export class StockAtDateType {
  @Field(() => ID, { description: 'Id of the branch.' })
  branchId!: string;

  @Field(() => ID, { description: 'Id of the inventory item.' })
  inventoryItemId!: string;

  @Field(() => LocalDateScalar, { description: 'The business date (YYYY-MM-DD) the quantity is at the end of.' })
  businessDate!: string;

  @Field(() => Float, { description: "On hand in the item's unit." })
  quantity!: number;

  @Field(() => Int64Scalar, { description: 'Value in IQD.' })
  valueIqd!: number;
}

@Resolver(() => StockBalance)
export class StockResolver {
  @Query(() => StockBalancePage, {
    description: 'Stock on hand of a branch (the active one by default), per item; Search matches item names. Sort: name (default), onHand, value, updatedAt.',
  })
  stockOnHand(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(stockOnHandSort, 'name Asc') }) list?: ListArgs,
    @Arg('filter', () => StockFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: StockFilter,
  ) {
    return stockService.list(ctx, list, filter);
  }

  @Query(() => StockAcrossBranchesPage, {
    description:
      'Stock on hand of every item at every branch the caller may read, with totals per item (from the balances). Search matches item names. Sort: name (default).',
  })
  stockOnHandAcrossBranches(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(stockOnHandAcrossBranchesSort, 'name Asc') }) list?: ListArgs,
  ) {
    return stockAcrossBranches(ctx, list);
  }

  @Query(() => Int64Scalar, { description: 'Total value in IQD of the stock the same filter lists.' })
  stockValueTotal(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => StockFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: StockFilter,
    @Arg('search', () => String, { nullable: true, description: 'Item name contains (as the list search).' }) search?: string,
  ) {
    return stockService.valueTotal(ctx, filter, search);
  }

  @Query(() => StockAtDateType, { description: 'On hand and value of an item at a branch at the end of a past business date.' })
  async stockAt(
    @Ctx() ctx: RequestContext,
    @Arg('inventoryItemId', () => UuidScalar, { description: 'Id of the inventory item; 404 when no such item is visible to the caller.' })
    inventoryItemId: string,
    @Arg('businessDate', () => LocalDateScalar, { description: 'The business date (YYYY-MM-DD) at whose end the stock is wanted.' }) businessDate: string,
    @Arg('branchId', () => UuidScalar, { nullable: true, description: 'The active branch when left out.' }) branchId?: string,
  ): Promise<StockAtDateType> {
    const at = await stockService.onHandAt(ctx, branchId, inventoryItemId, businessDate);
    return {
      branchId: at.branchId,
      inventoryItemId: at.inventoryItemId,
      businessDate: at.businessDate,
      quantity: at.quantityMilli / 1000,
      valueIqd: at.valueIqd,
    };
  }

  @Query(() => InventoryMovementPage, {
    description: 'Movements of a branch (the active one by default), newest first. Sort: createdAt (default), businessDate; Search matches the reason.',
  })
  inventoryMovements(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(inventoryMovementsSort, 'createdAt Desc') }) list?: ListArgs,
    @Arg('filter', () => MovementFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: MovementFilter,
  ) {
    return stockService.movements(ctx, list, filter);
  }

  @Mutation(() => InventoryMovement, { description: 'Records the opening stock of an item at a branch (409 once the item has any movement there).' })
  recordOpeningBalance(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => OpeningBalanceInput, { description: 'Item, quantity and unit cost of the opening balance.' }) input: OpeningBalanceInput,
  ) {
    return adjustmentService.openingBalance(ctx, input);
  }

  @Mutation(() => InventoryMovement, { description: 'Corrects stock by a signed quantity with a reason (ManualAdjustment).' })
  adjustStock(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => StockAdjustmentInput, { description: 'Item, signed quantity change and reason.' }) input: StockAdjustmentInput,
  ) {
    return adjustmentService.adjust(ctx, input);
  }

  @FieldResolver(() => InventoryItem, { nullable: true, description: 'The inventory item; null if it was deleted.' })
  inventoryItem(@Root() balance: StockBalance, @Ctx() ctx: RequestContext) {
    return inventoryItemLoader(ctx).load(balance.inventoryItemId);
  }
}

@Resolver(() => InventoryMovement)
export class InventoryMovementResolver {
  @FieldResolver(() => InventoryItem, { nullable: true, description: 'The inventory item; null if it was deleted.' })
  inventoryItem(@Root() movement: InventoryMovement, @Ctx() ctx: RequestContext) {
    return inventoryItemLoader(ctx).load(movement.inventoryItemId);
  }
}
