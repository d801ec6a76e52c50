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
  productConsumables(@Ctx() ctx: RequestContext, @Arg('productId', () => UuidScalar) productId: string) {
    return consumableService.list(ctx, productId);
  }

  @Mutation(() => ProductConsumable, { description: 'Adds a line; the same item twice for the same channel scope is 409.' })
  addProductConsumable(
    @Ctx() ctx: RequestContext,
    @Arg('productId', () => UuidScalar) productId: string,
    @Arg('input', () => AddConsumableInput) input: AddConsumableInput,
  ) {
    return consumableService.add(ctx, productId, input);
  }

  @Mutation(() => ProductConsumable, { description: 'Removes a line from the bill of materials.' })
  removeProductConsumable(
    @Ctx() ctx: RequestContext,
    @Arg('productId', () => UuidScalar) productId: string,
    @Arg('bomLineId', () => UuidScalar) bomLineId: string,
  ) {
    return consumableService.remove(ctx, productId, bomLineId);
  }

  @FieldResolver(() => InventoryItem, { nullable: true })
  inventoryItem(@Root() line: ProductConsumable, @Ctx() ctx: RequestContext) {
    return inventoryItemLoader(ctx).load(line.inventoryItemId);
  }

  @FieldResolver(() => Int64Scalar, { description: "Standard cost of the line's quantity in IQD (the item's standard cost, units converted)." })
  standardCostIqd(@Root() line: ProductConsumable, @Ctx() ctx: RequestContext) {
    return lineStandardCost(ctx, line);
  }
}
