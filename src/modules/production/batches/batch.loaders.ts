import type DataLoader from 'dataloader';
import { entityRows } from '../../../core/db/entity-rows';
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

/*
 * Outputs and waste are read with fixed SQL and the entity's reader (entity-rows.ts): both batches
 * run on every page of batches, where find() cost more CPU than the statements (docs/performance.md,
 * "Lists at scale").
 */

/** Live outputs of batches, one query per request; created order (the batch query re-sorts). */
export function batchOutputsLoader(ctx: RequestContext): DataLoader<string, ProductionBatchOutput[]> {
  return ctx.loaders.get<string, ProductionBatchOutput[]>('production.batch-outputs', async (batchIds) => {
    const reader = entityRows(ctx.db.connection, ProductionBatchOutput, 'o');
    const rows = await ctx.query<Record<string, unknown>>(
      `SELECT ${reader.columns} FROM ${reader.table} o WHERE o.batch_id = ANY($1) AND o.organization_id = $2 AND o.deleted_at IS NULL ORDER BY o.created_at ASC, o.id ASC`,
      [[...batchIds], ctx.organizationId],
    );
    return groupBy(rows.map(reader.map), batchIds);
  });
}

/** Waste entries of batches, one query per request, oldest first. */
export function batchWasteLoader(ctx: RequestContext): DataLoader<string, ProductionBatchWaste[]> {
  return ctx.loaders.get<string, ProductionBatchWaste[]>('production.batch-waste', async (batchIds) => {
    const reader = entityRows(ctx.db.connection, ProductionBatchWaste, 'w');
    const rows = await ctx.query<Record<string, unknown>>(
      `SELECT ${reader.columns} FROM ${reader.table} w WHERE w.batch_id = ANY($1) AND w.organization_id = $2 ORDER BY w.created_at ASC, w.id ASC`,
      [[...batchIds], ctx.organizationId],
    );
    return groupBy(rows.map(reader.map), batchIds);
  });
}

/** Batches by id (for outputs and waste entries that point back at theirs). */
export function batchLoader(ctx: RequestContext): DataLoader<string, ProductionBatch | null> {
  return ctx.loaders.get<string, ProductionBatch | null>('production.batch', async (ids) => {
    const found = await batchService.getMany(ctx, ids);
    return ids.map((id) => found.get(id) ?? null);
  });
}
