import type DataLoader from 'dataloader';
import { In } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { type ProductionBatch } from './batch.entity';
import { ProductionBatchOutput } from './batch-output.entity';
import { ProductionBatchWaste } from './batch-waste.entity';
import { batchService } from './batch.service';

function groupBy<T extends { batchId: string }>(rows: T[], ids: readonly string[]): T[][] {
  const groups = new Map<string, T[]>(ids.map((id) => [id, []]));
  for (const row of rows) groups.get(row.batchId)?.push(row);
  return ids.map((id) => groups.get(id) ?? []);
}

/** Live outputs of batches, one query per request; created order (the batch query re-sorts). */
export function batchOutputsLoader(ctx: RequestContext): DataLoader<string, ProductionBatchOutput[]> {
  return ctx.loaders.get<string, ProductionBatchOutput[]>('production.batch-outputs', async (batchIds) => {
    const rows = await ctx.db.find(ProductionBatchOutput, {
      where: { batchId: In([...batchIds]), organizationId: ctx.organizationId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return groupBy(rows, batchIds);
  });
}

/** Waste entries of batches, one query per request, oldest first. */
export function batchWasteLoader(ctx: RequestContext): DataLoader<string, ProductionBatchWaste[]> {
  return ctx.loaders.get<string, ProductionBatchWaste[]>('production.batch-waste', async (batchIds) => {
    const rows = await ctx.db.find(ProductionBatchWaste, {
      where: { batchId: In([...batchIds]), organizationId: ctx.organizationId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return groupBy(rows, batchIds);
  });
}

/** Batches by id (for outputs and waste entries that point back at theirs). */
export function batchLoader(ctx: RequestContext): DataLoader<string, ProductionBatch | null> {
  return ctx.loaders.get<string, ProductionBatch | null>('production.batch', async (ids) => {
    const found = await batchService.getMany(ctx, ids);
    return ids.map((id) => found.get(id) ?? null);
  });
}
