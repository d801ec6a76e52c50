import type { RequestContext } from '../../../core/context/request-context';
import { invalidField, notFound, validationError } from '../../../core/errors/app-error';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { normalizeReason } from '../../../core/soft-delete/delete-input';
import { inventoryItemService } from '../../catalog/inventory-items/inventory-item.service';
import { ProductionBatchOutput } from './batch-output.entity';
import { type BatchOutputInput } from './batch.inputs';
import { BATCH_EVENTS, outputPayload } from './batch.events';
import { batchItemIds, liveItemProblem, lockBatchForWrite } from './batch-access';
import { inputCost } from './batch-figures';
import { assertStatusIn, PRODUCING_STATUSES } from './batch.rules';

/** The first instant of a business day in any time zone (UTC+14 starts it 14 hours before UTC midnight). */
function earliestStartOf(businessDate: string): number {
  return Date.parse(`${businessDate}T00:00:00Z`) - 14 * 3600 * 1000;
}

export class BatchOutputService {
  /**
   * Adds an output while the batch is InProduction or Completed. The shares of all live outputs
   * may not exceed the batch input cost (standard costs of its items).
   */
  async add(ctx: RequestContext, batchId: string, input: BatchOutputInput): Promise<ProductionBatchOutput> {
    const result = await ctx.transaction(async (uow) => {
      const batch = await lockBatchForWrite(uow, ctx, batchId);
      assertStatusIn(batch.status, PRODUCING_STATUSES, 'add outputs to');
      const shareIqd = input.shareIqd ?? 0;
      const items = await inventoryItemService.getMany(ctx, [...batchItemIds(batch), input.inventoryItemId], uow.manager);
      const problem = liveItemProblem(items.get(input.inventoryItemId));
      if (problem) throw invalidField('inventoryItemId', problem);
      if (input.expiresAt && input.expiresAt.getTime() < earliestStartOf(batch.businessDate)) {
        throw invalidField('expiresAt', `must not be before the batch business day (${batch.businessDate})`);
      }
      const existing = await uow.manager
        .getRepository(ProductionBatchOutput)
        .createQueryBuilder('o')
        .select('COALESCE(SUM(o.share_iqd), 0)', 'total')
        .where('o.batch_id = :batchId AND o.organization_id = :organizationId AND o.deleted_at IS NULL', { batchId, organizationId: ctx.organizationId })
        .getRawOne<{ total: string }>();
      const cost = inputCost(batch, items).total;
      const shares = Number(existing?.total ?? 0) + shareIqd;
      if (shares > cost) {
        throw validationError({ shareIqd: [`would bring the outputs' shares to ${shares} IQD, above the batch input cost of ${cost} IQD`] });
      }
      const output = uow.manager.create(ProductionBatchOutput, {
        organizationId: ctx.organizationId,
        batchId,
        inventoryItemId: input.inventoryItemId,
        outputQty: input.outputQty,
        shareIqd,
        allocationWeight: input.allocationWeight ?? 1,
        expiresAt: input.expiresAt ?? null,
        createdBy: ctx.actorId,
      });
      await uow.manager.save(output);
      const payload = outputPayload(output, batch.businessDate);
      await recordAudit(uow, ctx, { entityType: 'batch', entityId: batchId, action: 'output-added', changes: payload, branchId: batch.branchId });
      await emit(uow, ctx, { type: BATCH_EVENTS.outputAdded, resourceId: output.id, data: payload, branchId: batch.branchId });
      return output;
    });
    ctx.loaders.clearAll();
    return result;
  }

  /** Removes (soft-deletes) an output while the batch is InProduction or Completed. */
  async remove(ctx: RequestContext, batchId: string, outputId: string, reason: string | null | undefined): Promise<ProductionBatchOutput> {
    const result = await ctx.transaction(async (uow) => {
      const batch = await lockBatchForWrite(uow, ctx, batchId);
      assertStatusIn(batch.status, PRODUCING_STATUSES, 'remove outputs from');
      const output = await uow.manager.findOne(ProductionBatchOutput, { where: { id: outputId, batchId, organizationId: ctx.organizationId } });
      if (!output) throw notFound('Batch output');
      output.deletedAt = ctx.now();
      output.deletedBy = ctx.actorId;
      output.deleteReason = normalizeReason(reason);
      await uow.manager.save(output);
      const payload = outputPayload(output, batch.businessDate);
      await recordAudit(uow, ctx, {
        entityType: 'batch',
        entityId: batchId,
        action: 'output-removed',
        reason: output.deleteReason,
        changes: payload,
        branchId: batch.branchId,
      });
      await emit(uow, ctx, { type: BATCH_EVENTS.outputRemoved, resourceId: output.id, data: payload, branchId: batch.branchId });
      return output;
    });
    ctx.loaders.clearAll();
    return result;
  }
}

export const batchOutputService = new BatchOutputService();
