import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { UuidScalar } from '../../../core/scalars';
import { PurchaseOrder } from '../../purchasing/purchase-orders/purchase-order.entity';
import { StockBalance } from '../ledger/stock-balance.entity';
import { SetParLevelInput } from './par-level.inputs';
import { parLevelService, ReorderSuggestion } from './par-level.service';

@Resolver()
export class ParLevelResolver {
  @Mutation(() => StockBalance, { description: 'Sets (or clears) the par level and reorder quantity of an item at a branch.' })
  setParLevel(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SetParLevelInput, { description: 'Item and the par level for the active branch.' }) input: SetParLevelInput,
  ) {
    return parLevelService.set(ctx, input);
  }

  @Query(() => [ReorderSuggestion], { description: 'Items below par at the active branch, grouped by the supplier they were last ordered from.' })
  reorderSuggestions(@Ctx() ctx: RequestContext) {
    return parLevelService.suggestions(ctx);
  }

  @Mutation(() => PurchaseOrder, { description: "Turns a supplier's reorder suggestions at the active branch into one Draft purchase order." })
  orderReorderSuggestions(
    @Ctx() ctx: RequestContext,
    @Arg('supplierId', () => UuidScalar, {
      description: 'Id of the supplier the draft purchase order is made out to; 404 when no such supplier is visible to the caller.',
    })
    supplierId: string,
  ) {
    return parLevelService.orderSuggestions(ctx, supplierId);
  }
}
