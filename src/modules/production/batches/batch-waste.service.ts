import type { RequestContext } from '../../../core/context/request-context';
import { invalidField } from '../../../core/errors/app-error';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { capacityTypeService } from '../../catalog/capacity-types/capacity-type.service';
import { ProductionBatchWaste } from './batch-waste.entity';
import { type BatchWasteInput } from './batch.inputs';
import { BATCH_EVENTS, wastePayload } from './batch.events';
import { lockBatchForWrite } from './batch-access';
import { assertStatusIn, PRODUCING_STATUSES, type WasteKind } from './batch.rules';

export class BatchWasteService {
  /** Records waste (units of a capacity type) while the batch is InProduction or Completed. */
  async record(ctx: RequestContext, batchId: string, input: BatchWasteInput): Promise<ProductionBatchWaste> {
    const reason = input.reason?.trim() || null;
    if (input.kind === 'Other' && !reason) throw invalidField('reason', 'is required when kind is Other');
    const result = await ctx.transaction(async (uow) => {
      const batch = await lockBatchForWrite(uow, ctx, batchId);
      assertStatusIn(batch.status, PRODUCING_STATUSES, 'record waste on');
      const capacityType = (await capacityTypeService.getMany(ctx, [input.capacityTypeId], uow.manager)).get(input.capacityTypeId);
      if (!capacityType || capacityType.deletedAt) throw invalidField('capacityTypeId', 'does not refer to a capacity type of this organisation');
      const entry = uow.manager.create(ProductionBatchWaste, {
        organizationId: ctx.organizationId,
        batchId,
        capacityTypeId: input.capacityTypeId,
        units: input.units,
        kind: input.kind as WasteKind,
        reason,
        createdBy: ctx.actorId,
      });
      await uow.manager.save(entry);
      const payload = wastePayload(entry, batch.businessDate);
      await recordAudit(uow, ctx, { entityType: 'batch', entityId: batchId, action: 'waste-recorded', reason, changes: payload, branchId: batch.branchId });
      await emit(uow, ctx, { type: BATCH_EVENTS.wasteRecorded, resourceId: entry.id, data: payload, branchId: batch.branchId });
      return entry;
    });
    ctx.loaders.clearAll();
    return result;
  }
}

export const batchWasteService = new BatchWasteService();
