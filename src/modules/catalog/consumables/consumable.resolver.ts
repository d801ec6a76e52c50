import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { Int64Scalar, UuidScalar } from '../../../core/scalars';
import { InventoryItem } from '../inventory-items/inventory-item.entity';
import { inventoryItemLoader } from '../inventory-items/inventory-item.loader';
import { ProductConsumable } from './consumable.entity';
import { AddConsumableInput } from './consumable.inputs';
import { consumableService } from './consumable.service';
import { lineStandardCost } from './consumable-costs';

@Resolver(() => ProductConsumable)
export class ConsumableResolver {
  @Query(() => [ProductConsumable], { description: 'Bill of materials of a product (per product unit).' })
  productConsumables(
    @Ctx() ctx: RequestContext,
    @Arg('productId', () => UuidScalar, {
      description: 'Id of the product whose bill of materials is wanted; 404 when no such product is visible to the caller.',
    })
    productId: string,
  ) {
    return consumableService.list(ctx, productId);
  }

  @Mutation(() => ProductConsumable, { description: 'Adds a line; the same item twice for the same channel scope is 409.' })
  addProductConsumable(
    @Ctx() ctx: RequestContext,
    @Arg('productId', () => UuidScalar, {
      description: 'Id of the product whose bill of materials gets the line; 404 when no such product is visible to the caller.',
    })
    productId: string,
    @Arg('input', () => AddConsumableInput, { description: 'The inventory item, quantity per product unit, channel scope and kind.' })
    input: AddConsumableInput,
  ) {
    return consumableService.add(ctx, productId, input);
  }

  @Mutation(() => ProductConsumable, { description: 'Removes a line from the bill of materials.' })
  removeProductConsumable(
    @Ctx() ctx: RequestContext,
    @Arg('productId', () => UuidScalar, { description: 'Id of the product the line belongs to; 404 when no such product is visible to the caller.' })
    productId: string,
    @Arg('bomLineId', () => UuidScalar, { description: 'Id of the bill-of-materials line to remove; 404 when it is not a line of the product.' })
    bomLineId: string,
  ) {
    return consumableService.remove(ctx, productId, bomLineId);
  }

  @FieldResolver(() => InventoryItem, { nullable: true, description: 'The inventory item consumed; null if it was deleted.' })
  inventoryItem(@Root() line: ProductConsumable, @Ctx() ctx: RequestContext) {
    return inventoryItemLoader(ctx).load(line.inventoryItemId);
  }

  @FieldResolver(() => Int64Scalar, { description: "Standard cost of the line's quantity in IQD (the item's standard cost, units converted)." })
  standardCostIqd(@Root() line: ProductConsumable, @Ctx() ctx: RequestContext) {
    return lineStandardCost(ctx, line);
  }
}
