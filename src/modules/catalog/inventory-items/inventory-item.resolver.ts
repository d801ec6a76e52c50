import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { InventoryItem } from './inventory-item.entity';
import { InventoryItemFilter, InventoryItemInput } from './inventory-item.inputs';
import { inventoryItemService, inventoryItemsSort } from './inventory-item.service';

export const InventoryItemPage = Paginated(InventoryItem, 'InventoryItem');

@Resolver(() => InventoryItem)
export class InventoryItemResolver {
  @Query(() => InventoryItemPage, { description: 'Inventory items of the organisation.' })
  inventoryItems(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(inventoryItemsSort, 'name Asc') }) list?: ListArgs,
    @Arg('filter', () => InventoryItemFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: InventoryItemFilter,
  ) {
    return inventoryItemService.list(ctx, list, filter);
  }

  @Query(() => InventoryItem, { description: 'One inventory item (a stock-kept thing bought or produced) of the organisation.' })
  inventoryItem(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the inventory item; 404 when no such inventory item is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return inventoryItemService.get(ctx, id);
  }

  @Mutation(() => InventoryItem, { description: 'Creates an inventory item.' })
  createInventoryItem(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => InventoryItemInput, { description: 'Fields of the new inventory item.' }) input: InventoryItemInput,
  ) {
    return inventoryItemService.create(ctx, input);
  }

  @Mutation(() => InventoryItem, { description: 'Changes an item; its unit or kind cannot change while an open production batch uses it.' })
  updateInventoryItem(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the inventory item to change; 404 (nothing changed) when no such inventory item is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => InventoryItemInput, { description: 'Fields of the inventory item to change; a field left out keeps its value.' })
    input: InventoryItemInput,
  ) {
    return inventoryItemService.update(ctx, id, input);
  }

  @Mutation(() => InventoryItem, { description: 'Soft-deletes an item; records that use it keep showing it.' })
  deleteInventoryItem(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the inventory item to delete (soft-delete: it stays readable in the audit trail); 404 (nothing changed) when no such inventory item is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description:
        "Why the inventory item is deleted: kept as the record's deleteReason and in the audit trail. Optional; trimmed, at most 500 characters are kept.",
    })
    reason?: string,
  ) {
    return inventoryItemService.delete(ctx, id, reason);
  }
}
