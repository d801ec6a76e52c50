import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription, SortDirection } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { InventoryItem } from '../../catalog/inventory-items/inventory-item.entity';
import { inventoryItemLoader } from '../../catalog/inventory-items/inventory-item.loader';
import { ProductionBatch } from './batch.entity';
import { ProductionBatchOutput } from './batch-output.entity';
import { ProductionBatchWaste } from './batch-waste.entity';
import { BatchFilter, BatchOutputInput, BatchOverflowInput, BatchStatusInput, BatchWasteInput, CreateBatchInput, UpdateBatchInput } from './batch.inputs';
import { batchService, batchesSort } from './batch.service';
import { batchOutputService } from './batch-output.service';
import { batchWasteService } from './batch-waste.service';
import { batchOutputsLoader, batchWasteLoader } from './batch.loaders';
import { batchItemIds } from './batch-access';
import { computeBatchFigures, FigureItem } from './batch-figures';
import { BatchFiguresType } from './batch-figures.types';
import { sortOutputs } from './batch.rules';

export const BatchPage = Paginated(ProductionBatch, 'Batch');

@Resolver(() => ProductionBatch)
export class BatchResolver {
  @Query(() => BatchPage, { description: 'Production batches of the active branch.' })
  batches(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(batchesSort, 'businessDate Desc') }) list?: ListArgs,
    @Arg('filter', () => BatchFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: BatchFilter,
  ) {
    return batchService.list(ctx, list, filter);
  }

  @Query(() => ProductionBatch, { description: 'One batch of the active branch; outputSort/outputDir order its outputs.' })
  batch(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: "Id of the batch; 404 when no such batch is visible to the caller (e.g. another organisation's)." }) id: string,
    @Arg('outputSort', () => String, { nullable: true, description: 'createdAt (default), outputQty, shareIqd, allocationWeight, expiresAt.' })
    outputSort?: string,
    @Arg('outputDir', () => SortDirection, { nullable: true, description: 'Direction of outputSort; null means Asc.' }) outputDir?: SortDirection,
  ) {
    return batchService.get(ctx, id, outputSort, outputDir);
  }

  @Mutation(() => ProductionBatch, { description: 'Creates a Draft batch for a business day of the active branch (one live batch per day).' })
  createBatch(@Ctx() ctx: RequestContext, @Arg('input', () => CreateBatchInput, { description: 'Fields of the new batch.' }) input: CreateBatchInput) {
    return batchService.create(ctx, input);
  }

  @Mutation(() => ProductionBatch, { description: 'Changes the rice parameters of an open batch.' })
  updateBatch(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the batch to change; 404 (nothing changed) when no such batch is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => UpdateBatchInput, { description: 'Fields of the batch to change; a field left out keeps its value.' }) input: UpdateBatchInput,
  ) {
    return batchService.update(ctx, id, input);
  }

  @Mutation(() => ProductionBatch, { description: 'Soft-deletes a batch that is not closed.' })
  deleteBatch(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the batch to delete (soft-delete: it stays readable in the audit trail); 404 (nothing changed) when no such batch is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description: "Why the batch is deleted: kept as the record's deleteReason and in the audit trail. Optional; trimmed, at most 500 characters are kept.",
    })
    reason?: string,
  ) {
    return batchService.delete(ctx, id, reason);
  }

  @Mutation(() => ProductionBatch, { description: 'Closes a batch (from InProduction or Completed) and freezes its costs.' })
  closeBatch(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the batch to close; 404 (nothing changed) when no such batch is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return batchService.close(ctx, id);
  }

  @Mutation(() => ProductionBatch, { description: 'Allows or refuses direct rice sales beyond the reserved amount.' })
  setBatchOverflow(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: 'Id of the batch whose overflow is set; 404 (nothing changed) when no such batch is visible in the active branch.',
    })
    id: string,
    @Arg('input', () => BatchOverflowInput, { description: 'Whether direct rice sales may go beyond the reserved amount.' }) input: BatchOverflowInput,
  ) {
    return batchService.setOverflow(ctx, id, input);
  }

  @Mutation(() => ProductionBatch, { description: 'Moves a batch along the status machine (docs/production.md).' })
  setBatchStatus(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: 'Id of the batch to move to another status; 404 (nothing changed) when no such batch is visible in the active branch.',
    })
    id: string,
    @Arg('input', () => BatchStatusInput, { description: 'The status to move to and why.' }) input: BatchStatusInput,
  ) {
    return batchService.setStatus(ctx, id, input);
  }

  @Mutation(() => ProductionBatchOutput, { description: 'Adds an output to a batch in production or completed.' })
  addBatchOutput(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: 'Id of the batch that gets the output; 404 (nothing changed) when no such batch is visible in the active branch.',
    })
    id: string,
    @Arg('input', () => BatchOutputInput, { description: 'The inventory item produced, the quantity and the expiry.' }) input: BatchOutputInput,
  ) {
    return batchOutputService.add(ctx, id, input);
  }

  @Mutation(() => ProductionBatchOutput, { description: 'Removes (soft-deletes) an output of a batch.' })
  removeBatchOutput(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: 'Id of the batch the output belongs to; 404 (nothing changed) when no such batch is visible in the active branch.',
    })
    id: string,
    @Arg('outputId', () => UuidScalar, { description: 'Id of the output to remove; 404 when it is not an output of this batch.' }) outputId: string,
    @Arg('reason', () => String, {
      nullable: true,
      description: 'Why the output is removed; kept as its deleteReason and in the audit trail. Optional; trimmed, at most 500 characters are kept.',
    })
    reason?: string,
  ) {
    return batchOutputService.remove(ctx, id, outputId, reason);
  }

  @Mutation(() => ProductionBatchWaste, { description: 'Records waste on a batch in production or completed.' })
  recordBatchWaste(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: 'Id of the batch the waste is recorded on; 404 (nothing changed) when no such batch is visible in the active branch.',
    })
    id: string,
    @Arg('input', () => BatchWasteInput, { description: 'Capacity type, units, kind and reason of the waste.' }) input: BatchWasteInput,
  ) {
    return batchWasteService.record(ctx, id, input);
  }

  @FieldResolver(() => [ProductionBatchOutput], { description: 'Live outputs, in the order the batch query asked for (created first by default).' })
  async outputs(@Root() batch: ProductionBatch, @Ctx() ctx: RequestContext) {
    const outputs = await batchOutputsLoader(ctx).load(batch.id);
    const order = batch.outputOrder ?? { sort: 'createdAt', dir: 'asc' };
    return sortOutputs(outputs, order.sort, order.dir);
  }

  @FieldResolver(() => [ProductionBatchWaste], { description: 'Waste entries, oldest first.' })
  waste(@Root() batch: ProductionBatch, @Ctx() ctx: RequestContext) {
    return batchWasteLoader(ctx).load(batch.id);
  }

  @FieldResolver(() => BatchFiguresType, { description: 'Costs, output shares and waste totals of the batch, worked out when read.' })
  async figures(@Root() batch: ProductionBatch, @Ctx() ctx: RequestContext): Promise<BatchFiguresType> {
    const [items, outputs, waste] = await Promise.all([
      inventoryItemLoader(ctx).loadMany(batchItemIds(batch)),
      batchOutputsLoader(ctx).load(batch.id),
      batchWasteLoader(ctx).load(batch.id),
    ]);
    const itemMap = new Map<string, FigureItem>();
    for (const item of items) if (item && !(item instanceof Error)) itemMap.set(item.id, item);
    return computeBatchFigures(batch, itemMap, outputs, waste);
  }

  @FieldResolver(() => InventoryItem, { nullable: true, description: 'The chicken inventory item; null if it was deleted.' })
  chickenItem(@Root() batch: ProductionBatch, @Ctx() ctx: RequestContext) {
    return inventoryItemLoader(ctx).load(batch.chickenItemId);
  }

  @FieldResolver(() => InventoryItem, { nullable: true, description: 'The meat inventory item; null if it was deleted.' })
  meatItem(@Root() batch: ProductionBatch, @Ctx() ctx: RequestContext) {
    return inventoryItemLoader(ctx).load(batch.meatItemId);
  }

  @FieldResolver(() => InventoryItem, { nullable: true, description: 'The rice inventory item; null if it was deleted.' })
  riceItem(@Root() batch: ProductionBatch, @Ctx() ctx: RequestContext) {
    return inventoryItemLoader(ctx).load(batch.riceItemId);
  }
}
