import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { InventoryItem } from '../../catalog/inventory-items/inventory-item.entity';
import { inventoryItemLoader } from '../../catalog/inventory-items/inventory-item.loader';
import { CapacityType } from '../../catalog/capacity-types/capacity-type.entity';
import { capacityTypeLoader } from '../../catalog/capacity-types/capacity-type.loader';
import { ProductionBatch } from './batch.entity';
import { ProductionBatchOutput } from './batch-output.entity';
import { ProductionBatchWaste } from './batch-waste.entity';
import { batchLoader } from './batch.loaders';

@Resolver(() => ProductionBatchOutput)
export class BatchOutputResolver {
  @FieldResolver(() => InventoryItem, { nullable: true, description: 'The inventory item produced; null if it was deleted.' })
  inventoryItem(@Root() output: ProductionBatchOutput, @Ctx() ctx: RequestContext) {
    return inventoryItemLoader(ctx).load(output.inventoryItemId);
  }

  @FieldResolver(() => ProductionBatch, { nullable: true, description: 'The batch, with its updated figures.' })
  batch(@Root() output: ProductionBatchOutput, @Ctx() ctx: RequestContext) {
    return batchLoader(ctx).load(output.batchId);
  }
}

@Resolver(() => ProductionBatchWaste)
export class BatchWasteResolver {
  @FieldResolver(() => CapacityType, { nullable: true, description: 'The capacity type; null if it was deleted.' })
  capacityType(@Root() entry: ProductionBatchWaste, @Ctx() ctx: RequestContext) {
    return capacityTypeLoader(ctx).load(entry.capacityTypeId);
  }

  @FieldResolver(() => ProductionBatch, { nullable: true, description: 'The batch, with its updated figures.' })
  batch(@Root() entry: ProductionBatchWaste, @Ctx() ctx: RequestContext) {
    return batchLoader(ctx).load(entry.batchId);
  }
}
