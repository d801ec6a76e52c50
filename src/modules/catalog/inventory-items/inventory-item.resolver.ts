import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { InventoryItem } from './inventory-item.entity';
import { InventoryItemFilter, InventoryItemInput } from './inventory-item.inputs';
import { inventoryItemService } from './inventory-item.service';

export const InventoryItemPage = Paginated(InventoryItem, 'InventoryItem');

@Resolver(() => InventoryItem)
export class InventoryItemResolver {
  @Query(() => InventoryItemPage, { description: 'Inventory items of the organisation.' })
  inventoryItems(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true }) list?: ListArgs,
    @Arg('filter', () => InventoryItemFilter, { nullable: true }) filter?: InventoryItemFilter,
  ) {
    return inventoryItemService.list(ctx, list, filter);
  }

  @Query(() => InventoryItem)
  inventoryItem(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return inventoryItemService.get(ctx, id);
  }

  @Mutation(() => InventoryItem)
  createInventoryItem(@Ctx() ctx: RequestContext, @Arg('input', () => InventoryItemInput) input: InventoryItemInput) {
    return inventoryItemService.create(ctx, input);
  }

  @Mutation(() => InventoryItem, { description: 'Changes an item; its unit or kind cannot change while an open production batch uses it.' })
  updateInventoryItem(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string, @Arg('input', () => InventoryItemInput) input: InventoryItemInput) {
    return inventoryItemService.update(ctx, id, input);
  }

  @Mutation(() => InventoryItem, { description: 'Soft-deletes an item; records that use it keep showing it.' })
  deleteInventoryItem(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string, @Arg('reason', () => String, { nullable: true }) reason?: string) {
    return inventoryItemService.delete(ctx, id, reason);
  }
}
