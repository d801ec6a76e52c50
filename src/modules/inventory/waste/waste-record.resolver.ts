import { Arg, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { InventoryItem } from '../../catalog/inventory-items/inventory-item.entity';
import { inventoryItemLoader } from '../../catalog/inventory-items/inventory-item.loader';
import { WasteRecord } from './waste-record.entity';
import { WasteRecordInput } from './waste-record.inputs';
import { wasteRecordService } from './waste-record.service';

@Resolver(() => WasteRecord)
export class WasteRecordResolver {
  @Mutation(() => WasteRecord, { description: 'Records stock thrown away at a branch (a Waste movement at the moving-average cost).' })
  recordWaste(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => WasteRecordInput, { description: 'Item, quantity, business date, reason and note of the waste.' }) input: WasteRecordInput,
  ) {
    return wasteRecordService.record(ctx, input);
  }

  @FieldResolver(() => InventoryItem, { nullable: true, description: 'The inventory item; null if it was deleted.' })
  inventoryItem(@Root() record: WasteRecord, @Ctx() ctx: RequestContext) {
    return inventoryItemLoader(ctx).load(record.inventoryItemId);
  }
}
