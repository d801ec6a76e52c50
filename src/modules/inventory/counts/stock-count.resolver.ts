import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { InventoryItem } from '../../catalog/inventory-items/inventory-item.entity';
import { inventoryItemLoader } from '../../catalog/inventory-items/inventory-item.loader';
import { StockCount, StockCountLine } from './stock-count.entity';
import { CreateStockCountInput, EnterCountsInput, StockCountFilter } from './stock-count.inputs';
import { stockCountService, stockCountsSort } from './stock-count.service';

export const StockCountPage = Paginated(StockCount, 'StockCount');

@Resolver(() => StockCount)
export class StockCountResolver {
  @Query(() => StockCountPage, { description: 'Count sheets of the organisation. Sort: businessDate (default, desc), createdAt, status.' })
  stockCounts(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(stockCountsSort, 'businessDate Desc') }) list?: ListArgs,
    @Arg('filter', () => StockCountFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: StockCountFilter,
  ) {
    return stockCountService.list(ctx, list, filter);
  }

  @Query(() => StockCount, { description: 'One count sheet (expected quantities hidden from count-only callers).' })
  stockCount(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: "Id of the stock count; 404 when no such stock count is visible to the caller (e.g. another organisation's)." })
    id: string,
  ) {
    return stockCountService.get(ctx, id);
  }

  @Mutation(() => StockCount, { description: 'Opens a count sheet for a branch and business date (409 PERIOD_LOCKED in a locked period).' })
  createStockCount(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateStockCountInput, { description: 'Fields of the new stock count.' }) input: CreateStockCountInput,
  ) {
    return stockCountService.create(ctx, input);
  }

  @Mutation(() => StockCount, { description: 'Enters counted quantities on an Open sheet.' })
  enterStockCounts(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: 'Id of the Open stock count the counted quantities are entered on; 404 (nothing changed) when no such count is visible to the caller.',
    })
    id: string,
    @Arg('input', () => EnterCountsInput, { description: 'Counted quantities per inventory item.' }) input: EnterCountsInput,
  ) {
    return stockCountService.enter(ctx, id, input);
  }

  @Mutation(() => StockCount, { description: 'Submits an Open sheet whose every line is counted.' })
  submitStockCount(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the stock count to submit; 404 (nothing changed) when no such stock count is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return stockCountService.submit(ctx, id);
  }

  @Mutation(() => StockCount, { description: 'Approves a Submitted sheet: posts a CountAdjustment for every difference from the balance.' })
  approveStockCount(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the stock count to approve; 404 (nothing changed) when no such stock count is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return stockCountService.approve(ctx, id);
  }

  @Mutation(() => StockCount, { description: 'Cancels a sheet before approval.' })
  cancelStockCount(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the stock count to cancel; 404 (nothing changed) when no such stock count is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return stockCountService.cancel(ctx, id);
  }
}

@Resolver(() => StockCountLine)
export class StockCountLineResolver {
  @FieldResolver(() => InventoryItem, {
    nullable: true,
    description: "The line's inventory item (name, unit, kind); one query per request for every line asked.",
  })
  inventoryItem(@Root() line: StockCountLine, @Ctx() ctx: RequestContext) {
    return inventoryItemLoader(ctx).load(line.inventoryItemId);
  }
}
