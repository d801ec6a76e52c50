import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { Int64Scalar, UuidScalar } from '../../../core/scalars';
import { InventoryItem } from '../inventory-items/inventory-item.entity';
import { inventoryItemLoader } from '../inventory-items/inventory-item.loader';
import { ModifierOption } from '../modifier-groups/modifier-group.entity';
import { ModifierOptionConsumable } from './modifier-consumable.entity';
import { AddModifierConsumableInput } from './modifier-consumable.inputs';
import { modifierConsumableService } from './modifier-consumable.service';
import { lineStandardCost } from './consumable-costs';

function modifierConsumablesLoader(ctx: RequestContext) {
  return ctx.loaders.get<string, ModifierOptionConsumable[]>('catalog.modifier-option-consumables', async (ids) => {
    const found = await modifierConsumableService.byOptions(ctx, ids);
    return ids.map((id) => found.get(id) ?? []);
  });
}

@Resolver(() => ModifierOptionConsumable)
export class ModifierConsumableResolver {
  @Query(() => [ModifierOptionConsumable], { description: 'Bill of materials of a modifier option (per unit of the order line that chooses it).' })
  modifierOptionConsumables(@Ctx() ctx: RequestContext, @Arg('optionId', () => UuidScalar, { description: 'The modifier option.' }) optionId: string) {
    return modifierConsumableService.list(ctx, optionId);
  }

  @Mutation(() => ModifierOptionConsumable, { description: 'Adds a line to a modifier option; the same item twice on one option is 409.' })
  addModifierOptionConsumable(
    @Ctx() ctx: RequestContext,
    @Arg('optionId', () => UuidScalar, { description: 'The modifier option (of a live group).' }) optionId: string,
    @Arg('input', () => AddModifierConsumableInput, { description: 'The item, its quantity per unit of the line, and its unit.' })
    input: AddModifierConsumableInput,
  ) {
    return modifierConsumableService.add(ctx, optionId, input);
  }

  @Mutation(() => ModifierOptionConsumable, { description: "Removes a line from a modifier option's bill of materials." })
  removeModifierOptionConsumable(
    @Ctx() ctx: RequestContext,
    @Arg('optionId', () => UuidScalar, { description: 'The modifier option.' }) optionId: string,
    @Arg('bomLineId', () => UuidScalar, { description: 'The line to remove.' }) bomLineId: string,
  ) {
    return modifierConsumableService.remove(ctx, optionId, bomLineId);
  }

  @FieldResolver(() => InventoryItem, { nullable: true, description: 'The inventory item consumed.' })
  inventoryItem(@Root() line: ModifierOptionConsumable, @Ctx() ctx: RequestContext) {
    return inventoryItemLoader(ctx).load(line.inventoryItemId);
  }

  @FieldResolver(() => Int64Scalar, { description: "Standard cost of the line's quantity in IQD (the item's standard cost, units converted)." })
  standardCostIqd(@Root() line: ModifierOptionConsumable, @Ctx() ctx: RequestContext) {
    return lineStandardCost(ctx, line);
  }
}

@Resolver(() => ModifierOption)
export class ModifierOptionConsumablesResolver {
  @FieldResolver(() => [ModifierOptionConsumable], { description: "The option's bill of materials: what choosing it consumes per unit of the line." })
  consumables(@Root() option: ModifierOption, @Ctx() ctx: RequestContext) {
    return modifierConsumablesLoader(ctx).load(option.id);
  }
}
