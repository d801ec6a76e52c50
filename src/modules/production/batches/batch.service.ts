import { type EntityManager, In } from 'typeorm';
import { postStock } from '../../../core/stock/stock-postings';
import { toMilli } from '../../catalog/inventory-items/inventory-item.rules';
import { ProductionBatchOutput } from './batch-output.entity';
import type { RequestContext } from '../../../core/context/request-context';
import { addDays } from '../../../core/time/business-day';
import { branchCalendar } from '../../identity/branches/branch-calendar';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { conflict, type FieldErrors, notFound, validationError } from '../../../core/errors/app-error';
import type { ListArgs, SortDirection } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { type Param, readPage } from '../../../core/lists/read-page';
import { entityRows } from '../../../core/db/entity-rows';
import { diffFields, recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { isUniqueViolation } from '../../../core/db/pg-errors';
import { normalizeReason } from '../../../core/soft-delete/delete-input';
import { assertBusinessDayOpen } from '../../settings/period-lock/period-lock.service';
import { inventoryItemService } from '../../catalog/inventory-items/inventory-item.service';
import { ProductionBatch } from './batch.entity';
import { type BatchFilter, type BatchOverflowInput, type BatchStatusInput, type CreateBatchInput, type UpdateBatchInput } from './batch.inputs';
import { BATCH_EVENTS, batchPayload } from './batch.events';
import { batchItemIds, batchReferenceErrors, lockBatchForWrite } from './batch-access';
import { inputCost } from './batch-figures';
import {
  assertStatusIn,
  assertTransition,
  BatchStatus,
  OPEN_STATUSES,
  OUTPUT_SORTS,
  resolveOutputSort,
  RiceRoundingMethod,
  riceParameterErrors,
} from './batch.rules';
import { listSortFields } from '../../../core/lists/sort-fields';
import { recordBatchProposal } from '../../forecast/proposal/batch-proposal-record';

const SORT_COLUMNS = {
  businessDate: 'b.business_date',
  status: 'b.status',
  createdAt: 'b.created_at',
  updatedAt: 'b.updated_at',
} as const;
export const batchesSort = listSortFields('batches', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = batchesSort.fields;
const ONE_PER_DAY = 'production_batches_branch_day_key';
/** How far ahead a batch may be planned. */
export const MAX_DAYS_AHEAD = 7;

/** The latest business date a batch may carry: MAX_DAYS_AHEAD after the branch's business today. */
export function latestBatchDate(today: string): string {
  return addDays(today, MAX_DAYS_AHEAD);
}
const RICE_FIELDS = ['cookedRiceMultiplier', 'reservedRiceDirectSaleKg', 'riceRoundingMethod'] as const;

function merge(target: FieldErrors, source: FieldErrors): FieldErrors {
  for (const [field, messages] of Object.entries(source)) target[field] = [...(target[field] ?? []), ...messages];
  return target;
}

export class BatchService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: BatchFilter | undefined): Promise<PageResult<ProductionBatch>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'businessDate', dir: 'desc' });
    if (filter?.from && filter?.to && filter.from > filter.to) throw validationError({ to: ['must not be before from'] });
    const where = (param: Param) => {
      let where = `b.organization_id = ${param(ctx.organizationId)} AND b.branch_id = ${param(ctx.branchId)}`;
      if (!filter?.includeDeleted) where += ' AND b.deleted_at IS NULL';
      if (filter?.status) where += ` AND b.status = ${param(filter.status)}`;
      if (filter?.from) where += ` AND b.business_date >= ${param(filter.from)}`;
      if (filter?.to) where += ` AND b.business_date <= ${param(filter.to)}`;
      if (window.search) where += ` AND b.notes ILIKE ${param(likePattern(window.search))}`;
      return where;
    };
    const orderBy = `${SORT_COLUMNS[window.sort]} ${window.dir}, b.id ASC`;
    // Fixed SQL: building it with the query builder cost more CPU than reading the page.
    return readPage(ctx, { reader: entityRows(ctx.db.connection, ProductionBatch, 'b'), alias: 'b', where, orderBy, plannedOnce: true }, window);
  }

  /** One batch of the active branch (deleted ones too), with the order its outputs are listed in. */
  async get(ctx: RequestContext, id: string, outputSort?: string | null, outputDir?: SortDirection | null): Promise<ProductionBatch> {
    const sort = resolveOutputSort(outputSort);
    if (!sort) throw validationError({ outputSort: [`must be one of: ${OUTPUT_SORTS.join(', ')}`] });
    const batch = await ctx.db.findOne(ProductionBatch, {
      where: { id, organizationId: ctx.organizationId, branchId: ctx.branchId },
      withDeleted: true,
    });
    if (!batch) throw notFound('Batch');
    batch.outputOrder = { sort, dir: outputDir === 'desc' ? 'desc' : 'asc' };
    return batch;
  }

  /** Batches by id for DataLoaders (organisation-scoped, deleted ones included). */
  async getMany(ctx: RequestContext, ids: readonly string[]): Promise<Map<string, ProductionBatch>> {
    const rows = await ctx.db.find(ProductionBatch, { where: { id: In([...ids]), organizationId: ctx.organizationId }, withDeleted: true });
    return new Map(rows.map((row) => [row.id, row]));
  }

  async create(ctx: RequestContext, input: CreateBatchInput): Promise<ProductionBatch> {
    const branchId = ctx.branchId;
    const extras = (input.extras ?? []).map((extra) => ({ inventoryItemId: extra.inventoryItemId, quantity: extra.quantity, unit: extra.unit }));
    const rice = {
      rawRiceKg: input.rawRiceKg,
      cookedRiceMultiplier: input.cookedRiceMultiplier,
      reservedRiceDirectSaleKg: input.reservedRiceDirectSaleKg ?? 0,
      riceRoundingMethod: input.riceRoundingMethod ?? RiceRoundingMethod.None,
    };
    const latest = latestBatchDate((await branchCalendar(ctx, branchId)).today());
    const errors: FieldErrors = riceParameterErrors(rice);
    if (input.businessDate > latest) merge(errors, { businessDate: [`must not be more than ${MAX_DAYS_AHEAD} days ahead (${latest})`] });
    try {
      return await ctx.transaction(async (uow) => {
        await assertBusinessDayOpen(uow, ctx, branchId, input.businessDate);
        merge(errors, await batchReferenceErrors(uow.manager, ctx, { ...input, extras }));
        if (Object.keys(errors).length) throw validationError(errors);
        const batch = uow.manager.create(ProductionBatch, {
          organizationId: ctx.organizationId,
          branchId,
          businessDate: input.businessDate,
          chickenItemId: input.chickenItemId,
          chickenCount: input.chickenCount,
          meatItemId: input.meatItemId,
          meatKg: input.meatKg,
          riceItemId: input.riceItemId,
          ...rice,
          extras,
          notes: input.notes?.trim() || null,
          allowDirectRiceOverflow: false,
          status: BatchStatus.Draft,
          costSnapshot: null,
          closedAt: null,
          closedBy: null,
          createdBy: ctx.actorId,
        });
        await uow.manager.save(batch);
        // What the forecast proposed for the day, recorded beside what was decided (docs/forecast.md).
        await recordBatchProposal(uow, ctx, batch);
        await recordAudit(uow, ctx, { entityType: 'batch', entityId: batch.id, action: 'created', changes: batchPayload(batch), branchId });
        await emit(uow, ctx, { type: BATCH_EVENTS.created, resourceId: batch.id, data: batchPayload(batch), branchId });
        return batch;
      });
    } catch (error) {
      if (isUniqueViolation(error, ONE_PER_DAY)) {
        throw conflict(`This branch already has a batch for ${input.businessDate}; cancel or delete it first.`);
      }
      throw error;
    }
  }

  /** Rice parameters, while the batch is open; reserved rice may not exceed the cooked rice. */
  async update(ctx: RequestContext, id: string, input: UpdateBatchInput): Promise<ProductionBatch> {
    return this.write(ctx, async (uow) => {
      const batch = await lockBatchForWrite(uow, ctx, id);
      assertStatusIn(batch.status, OPEN_STATUSES, 'change');
      const next = {
        cookedRiceMultiplier: input.cookedRiceMultiplier ?? batch.cookedRiceMultiplier,
        reservedRiceDirectSaleKg: input.reservedRiceDirectSaleKg ?? batch.reservedRiceDirectSaleKg,
        riceRoundingMethod: (input.riceRoundingMethod ?? batch.riceRoundingMethod) as RiceRoundingMethod,
      };
      const errors = riceParameterErrors({ rawRiceKg: batch.rawRiceKg, ...next });
      if (Object.keys(errors).length) throw validationError(errors);
      const changes = diffFields(batch, next, RICE_FIELDS);
      if (Object.keys(changes).length === 0) return batch;
      Object.assign(batch, next);
      await uow.manager.save(batch);
      await recordAudit(uow, ctx, { entityType: 'batch', entityId: id, action: 'updated', changes, branchId: batch.branchId });
      await emit(uow, ctx, { type: BATCH_EVENTS.updated, resourceId: id, data: batchPayload(batch), branchId: batch.branchId });
      return batch;
    });
  }

  async setOverflow(ctx: RequestContext, id: string, input: BatchOverflowInput): Promise<ProductionBatch> {
    return this.write(ctx, async (uow) => {
      const batch = await lockBatchForWrite(uow, ctx, id);
      assertStatusIn(batch.status, OPEN_STATUSES, 'change');
      if (batch.allowDirectRiceOverflow === input.allowDirectRiceOverflow) return batch;
      const changes = { allowDirectRiceOverflow: { from: batch.allowDirectRiceOverflow, to: input.allowDirectRiceOverflow } };
      batch.allowDirectRiceOverflow = input.allowDirectRiceOverflow;
      await uow.manager.save(batch);
      await recordAudit(uow, ctx, { entityType: 'batch', entityId: id, action: 'overflow-changed', changes, branchId: batch.branchId });
      await emit(uow, ctx, { type: BATCH_EVENTS.updated, resourceId: id, data: batchPayload(batch), branchId: batch.branchId });
      return batch;
    });
  }

  /** PUT status: moves along an edge of the state machine; Closed goes through close(). */
  async setStatus(ctx: RequestContext, id: string, input: BatchStatusInput): Promise<ProductionBatch> {
    const target = input.status as BatchStatus;
    if (target === 'Closed') return this.close(ctx, id, input.reason);
    return this.write(ctx, async (uow) => {
      const batch = await lockBatchForWrite(uow, ctx, id);
      const previous = batch.status;
      assertTransition(previous, target);
      batch.status = target;
      await uow.manager.save(batch);
      await this.recordStatusChange(uow, ctx, batch, previous, normalizeReason(input.reason));
      return batch;
    });
  }

  /**
   * Closes the batch (from InProduction or Completed): freezes the unit costs of its items so its
   * figures no longer move with standard costs, and refuses every later change.
   */
  async close(ctx: RequestContext, id: string, reason?: string | null): Promise<ProductionBatch> {
    return this.write(ctx, async (uow) => {
      const batch = await lockBatchForWrite(uow, ctx, id);
      if (batch.status === 'Closed') throw conflict('The batch is already closed.');
      const previous = batch.status;
      assertTransition(previous, BatchStatus.Closed);
      const items = await inventoryItemService.getMany(ctx, batchItemIds(batch), uow.manager);
      batch.costSnapshot = Object.fromEntries([...items.values()].map((item) => [item.id, item.standardCostIqd]));
      batch.status = BatchStatus.Closed;
      batch.closedAt = ctx.now();
      batch.closedBy = ctx.actorId;
      await uow.manager.save(batch);
      const figures = inputCost(batch, items);
      const cost = figures.total;
      await postBatchStock(uow, ctx, batch, figures.lines);
      await this.recordStatusChange(uow, ctx, batch, previous, normalizeReason(reason), { inputCostIqd: cost });
      await emit(uow, ctx, { type: BATCH_EVENTS.closed, resourceId: id, data: { ...batchPayload(batch), inputCostIqd: cost }, branchId: batch.branchId });
      return batch;
    });
  }

  /** Soft delete with a reason; a closed batch is part of the books and cannot be deleted. */
  async delete(ctx: RequestContext, id: string, reason: string | null | undefined): Promise<ProductionBatch> {
    return this.write(ctx, async (uow) => {
      const batch = await lockBatchForWrite(uow, ctx, id);
      if (batch.status === 'Closed') throw conflict('The batch is closed; it cannot be deleted.');
      batch.deletedAt = ctx.now();
      batch.deletedBy = ctx.actorId;
      batch.deleteReason = normalizeReason(reason);
      await uow.manager.save(batch);
      await recordAudit(uow, ctx, { entityType: 'batch', entityId: id, action: 'deleted', reason: batch.deleteReason, branchId: batch.branchId });
      await emit(uow, ctx, { type: BATCH_EVENTS.deleted, resourceId: id, data: batchPayload(batch), branchId: batch.branchId });
      return batch;
    });
  }

  private async recordStatusChange(
    uow: UnitOfWork,
    ctx: RequestContext,
    batch: ProductionBatch,
    previous: BatchStatus,
    reason: string | null,
    extra: Record<string, unknown> = {},
  ): Promise<void> {
    await recordAudit(uow, ctx, {
      entityType: 'batch',
      entityId: batch.id,
      action: batch.status === 'Closed' ? 'closed' : 'status-changed',
      reason,
      changes: { status: { from: previous, to: batch.status }, ...extra },
      branchId: batch.branchId,
    });
    await emit(uow, ctx, {
      type: BATCH_EVENTS.statusChanged,
      resourceId: batch.id,
      data: { ...batchPayload(batch), previousStatus: previous },
      branchId: batch.branchId,
    });
  }

  /** A write in a transaction; cached rows of this request are dropped afterwards. */
  private async write<T>(ctx: RequestContext, work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
    const result = await ctx.transaction(work);
    ctx.loaders.clearAll();
    return result;
  }
}

export const batchService = new BatchService();

/** Open batches that consume an item block changes of its unit or kind (they would re-price the batch). */
export async function openBatchesUsingItem(ctx: RequestContext, manager: EntityManager, itemId: string): Promise<number> {
  return manager
    .getRepository(ProductionBatch)
    .createQueryBuilder('b')
    .where('b.organization_id = :organizationId', { organizationId: ctx.organizationId })
    .andWhere('b.status IN (:...statuses)', { statuses: [...OPEN_STATUSES] })
    .andWhere('(b.chicken_item_id = :itemId OR b.meat_item_id = :itemId OR b.rice_item_id = :itemId OR b.extras @> :extra::jsonb)', {
      itemId,
      extra: JSON.stringify([{ inventoryItemId: itemId }]),
    })
    .getCount();
}

/**
 * A closing batch moves stock in its own transaction (through the kernel's stock seam): its
 * inputs out (ProductionInput, in the units the batch names them, converted to each item's unit)
 * and its live outputs in (ProductionOutput, valued at their share of the batch cost). A
 * cancelled batch never closes, so it moves nothing.
 */
async function postBatchStock(
  uow: UnitOfWork,
  ctx: RequestContext,
  batch: ProductionBatch,
  inputs: ReadonlyArray<{ inventoryItemId: string; quantity: number; unit: string }>,
): Promise<void> {
  const source = { kind: 'ProductionBatch', id: batch.id };
  await postStock(uow, ctx, {
    branchId: batch.branchId,
    businessDate: batch.businessDate,
    kind: 'ProductionInput',
    source,
    lines: inputs.map((line) => ({ inventoryItemId: line.inventoryItemId, quantityMilli: -toMilli(line.quantity), unit: line.unit })),
  });
  const outputs = await uow.manager.find(ProductionBatchOutput, {
    where: { batchId: batch.id, organizationId: ctx.organizationId },
    order: { createdAt: 'ASC', id: 'ASC' },
  });
  await postStock(uow, ctx, {
    branchId: batch.branchId,
    businessDate: batch.businessDate,
    kind: 'ProductionOutput',
    source,
    lines: outputs.map((output) => ({
      inventoryItemId: output.inventoryItemId,
      quantityMilli: toMilli(output.outputQty),
      valueIqd: output.shareIqd,
      sourceLine: output.id,
    })),
  });
}
