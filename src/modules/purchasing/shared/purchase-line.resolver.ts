import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { InventoryItem } from '../../catalog/inventory-items/inventory-item.entity';
import { inventoryItemLoader } from '../../catalog/inventory-items/inventory-item.loader';
import { PurchaseLine } from './purchase-line.types';

@Resolver(() => PurchaseLine)
export class PurchaseLineResolver {
  @FieldResolver(() => InventoryItem, { nullable: true, description: 'The item (deleted ones too, as they were).' })
  inventoryItem(@Root() line: PurchaseLine, @Ctx() ctx: RequestContext) {
    return inventoryItemLoader(ctx).load(line.inventoryItemId);
  }
}
