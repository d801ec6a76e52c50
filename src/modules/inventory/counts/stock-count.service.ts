import { listSortFields } from '../../../core/lists/sort-fields';
import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { runSql } from '../../../core/db/run-sql';
import { conflict, type FieldErrors, invalidField, notFound, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { assertBusinessDayOpen } from '../../settings/period-lock/period-lock.service';
import { businessDateOr, quantityProblem, usableBranch } from '../shared/inventory-access';
import { InventoryMovementKind, InventorySourceKind } from '../shared/inventory-vocabulary';
import { postMovements } from '../ledger/stock-posting';
import { StockCount, type StockCountLine } from './stock-count.entity';
import { type CreateStockCountInput, type EnterCountsInput, MAX_COUNT_LINES, type StockCountFilter } from './stock-count.inputs';
import { countDifference, countMoveProblem, type StockCountAction, StockCountStatus } from './stock-count.rules';
import { stockCountEvents, stockCountPayload } from './stock-count.events';
import { lockOrNotFound } from '../../../core/db/write-helpers';

const SORT = { businessDate: 'c.business_date', createdAt: 'c.created_at', status: 'c.status' } as const;
export const stockCountsSort = listSortFields('stockCounts', Object.keys(SORT) as Array<keyof typeof SORT>);
const SORTABLE = stockCountsSort.fields;
const milli = (quantity: number) => Math.round(quantity * 1000);

export class StockCountService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: StockCountFilter | undefined): Promise<PageResult<StockCount>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'businessDate', dir: 'desc' });
    const query = ctx.db.getRepository(StockCount).createQueryBuilder('c').where('c.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (filter?.branchId) query.andWhere('c.branch_id = :branchId', { branchId: filter.branchId });
    if (filter?.status) query.andWhere('c.status = :status', { status: filter.status });
    const page = await readPage(ctx, query.orderBy(SORT[window.sort], window.dir).addOrderBy('c.id', 'ASC'), window);
    for (const count of page.items) await this.present(ctx, count);
    return page;
  }

  async get(ctx: RequestContext, id: string): Promise<StockCount> {
    const count = await ctx.db.findOne(StockCount, { where: { id, organizationId: ctx.organizationId } });
    if (!count) throw notFound('Stock count');
    await usableBranch(ctx.db, ctx, count.branchId);
    return this.present(ctx, count);
  }

  async create(ctx: RequestContext, input: CreateStockCountInput): Promise<StockCount> {
    const branchId = input.branchId ?? ctx.branchId;
    return ctx.transaction(async (uow) => {
      await usableBranch(uow.manager, ctx, branchId);
      const businessDate = await businessDateOr(ctx, branchId, input.businessDate);
      await assertBusinessDayOpen(uow, ctx, branchId, businessDate);
      let itemIds: string[];
      if (input.inventoryItemIds && input.inventoryItemIds.length > 0) {
        const wanted = [...new Set(input.inventoryItemIds)];
        const found = new Set(
          (
            await runSql<{ id: string }>(
              uow.manager,
              'SELECT id FROM catalog_inventory_items WHERE organization_id = $1 AND id = ANY($2::uuid[]) AND deleted_at IS NULL',
              [ctx.organizationId, wanted],
            )
          ).map((r) => r.id),
        );
        const errors: FieldErrors = {};
        input.inventoryItemIds.forEach((id, index) => {
          if (!found.has(id)) errors[`inventoryItemIds[${index}]`] = ['does not refer to an inventory item of this organisation'];
        });
        if (Object.keys(errors).length > 0) throw validationError(errors);
        itemIds = wanted;
      } else {
        itemIds = (
          await runSql<{ id: string }>(
            uow.manager,
            'SELECT id FROM catalog_inventory_items WHERE organization_id = $1 AND active AND deleted_at IS NULL ORDER BY name, id LIMIT $2',
            [ctx.organizationId, MAX_COUNT_LINES + 1],
          )
        ).map((r) => r.id);
        if (itemIds.length === 0) throw invalidField('inventoryItemIds', 'the organisation has no active inventory items to count');
        if (itemIds.length > MAX_COUNT_LINES) throw invalidField('inventoryItemIds', `name at most ${MAX_COUNT_LINES} items: the organisation has more`);
      }
      const count = uow.manager.create(StockCount, {
        organizationId: ctx.organizationId,
        branchId,
        businessDate,
        status: StockCountStatus.Open,
        lines: itemIds.map((inventoryItemId) => ({
          inventoryItemId,
          countedQuantity: null,
          expectedQuantity: null,
          differenceQuantity: null,
          differenceValueIqd: null,
        })),
        note: input.note?.trim() || null,
        createdBy: ctx.actorId,
        submittedAt: null,
        submittedBy: null,
        approvedAt: null,
        approvedBy: null,
      });
      await uow.manager.save(count);
      await this.record(uow, ctx, count, 'created');
      return this.present(ctx, count);
    });
  }

  async enter(ctx: RequestContext, id: string, input: EnterCountsInput): Promise<StockCount> {
    return ctx.transaction(async (uow) => {
      const count = await this.lockFor(uow, ctx, id, 'enter');
      const index = new Map(count.lines.map((line, i) => [line.inventoryItemId, i]));
      const errors: FieldErrors = {};
      input.entries.forEach((entry, i) => {
        if (!index.has(entry.inventoryItemId)) errors[`entries[${i}].inventoryItemId`] = ['is not on this count sheet'];
        const problem = entry.countedQuantity === 0 ? null : quantityProblem(entry.countedQuantity, false);
        if (problem) errors[`entries[${i}].countedQuantity`] = [problem];
      });
      if (Object.keys(errors).length > 0) throw validationError(errors);
      const lines = count.lines.map((line) => ({ ...line }));
      for (const entry of input.entries) lines[index.get(entry.inventoryItemId)!].countedQuantity = milli(entry.countedQuantity) / 1000;
      count.lines = lines;
      await uow.manager.save(count);
      return this.present(ctx, count);
    });
  }

  async submit(ctx: RequestContext, id: string): Promise<StockCount> {
    return ctx.transaction(async (uow) => {
      const count = await this.lockFor(uow, ctx, id, 'submit');
      const missing = count.lines.filter((line) => line.countedQuantity === null).length;
      if (missing > 0) throw invalidField('lines', `${missing} item(s) are not counted yet`);
      Object.assign(count, { status: StockCountStatus.Submitted, submittedAt: ctx.now(), submittedBy: ctx.actorId });
      await uow.manager.save(count);
      await this.record(uow, ctx, count, 'submitted');
      return this.present(ctx, count);
    });
  }

  /** Expected = the balance now; every difference is posted as a CountAdjustment in this transaction. */
  async approve(ctx: RequestContext, id: string): Promise<StockCount> {
    return ctx.transaction(async (uow) => {
      const count = await this.lockFor(uow, ctx, id, 'approve');
      await assertBusinessDayOpen(uow, ctx, count.branchId, count.businessDate);
      const ids = count.lines.map((line) => line.inventoryItemId);
      // Locked so no movement changes what is expected between reading it and posting the difference.
      await runSql(
        uow.manager,
        'SELECT 1 FROM inventory_balances WHERE branch_id = $1 AND inventory_item_id = ANY($2::uuid[]) ORDER BY inventory_item_id FOR UPDATE',
        [count.branchId, ids],
      );
      const expected = await this.onHand(uow, ctx, count.branchId, ids);
      const differences = count.lines.map((line) => countDifference(milli(line.countedQuantity ?? 0), expected.get(line.inventoryItemId) ?? 0));
      const { movements } = await postMovements(uow, ctx, {
        branchId: count.branchId,
        businessDate: count.businessDate,
        kind: InventoryMovementKind.CountAdjustment,
        source: { kind: InventorySourceKind.StockCount, id: count.id },
        lines: count.lines.flatMap((line, i) =>
          differences[i] !== 0 ? [{ inventoryItemId: line.inventoryItemId, quantityMilli: differences[i], sourceLine: line.inventoryItemId }] : [],
        ),
      });
      const values = new Map(movements.map((m) => [m.inventoryItemId, m.valueIqd]));
      count.lines = count.lines.map((line, i) => ({
        ...line,
        expectedQuantity: (expected.get(line.inventoryItemId) ?? 0) / 1000,
        differenceQuantity: differences[i] / 1000,
        differenceValueIqd: values.get(line.inventoryItemId) ?? 0,
      }));
      Object.assign(count, { status: StockCountStatus.Approved, approvedAt: ctx.now(), approvedBy: ctx.actorId });
      await uow.manager.save(count);
      await this.record(uow, ctx, count, 'approved');
      return count;
    });
  }

  async cancel(ctx: RequestContext, id: string): Promise<StockCount> {
    return ctx.transaction(async (uow) => {
      const count = await this.lockFor(uow, ctx, id, 'cancel');
      count.status = StockCountStatus.Cancelled;
      await uow.manager.save(count);
      await this.record(uow, ctx, count, 'cancelled');
      return this.present(ctx, count);
    });
  }

  /** Blind for count-only callers: expected quantities and differences only for inventory:read. */
  private async present(ctx: RequestContext, count: StockCount): Promise<StockCount> {
    if (!ctx.can('inventory:read')) {
      count.lines = count.lines.map((line): StockCountLine => ({ ...line, expectedQuantity: null, differenceQuantity: null, differenceValueIqd: null }));
    } else if (count.status !== StockCountStatus.Approved) {
      const expected = await this.onHand(
        null,
        ctx,
        count.branchId,
        count.lines.map((line) => line.inventoryItemId),
      );
      count.lines = count.lines.map((line) => ({ ...line, expectedQuantity: (expected.get(line.inventoryItemId) ?? 0) / 1000 }));
    }
    return count;
  }

  private async onHand(uow: UnitOfWork | null, ctx: RequestContext, branchId: string, ids: string[]): Promise<Map<string, number>> {
    const rows = await runSql<{ inventory_item_id: string; on_hand_milli: string }>(
      uow?.manager ?? ctx.db,
      'SELECT inventory_item_id, on_hand_milli FROM inventory_balances WHERE organization_id = $1 AND branch_id = $2 AND inventory_item_id = ANY($3::uuid[])',
      [ctx.organizationId, branchId, ids],
    );
    return new Map(rows.map((row) => [row.inventory_item_id, Number(row.on_hand_milli)]));
  }

  private async lockFor(uow: UnitOfWork, ctx: RequestContext, id: string, action: StockCountAction): Promise<StockCount> {
    const count = await lockOrNotFound(uow.manager, StockCount, ctx, id, 'Stock count');
    await usableBranch(uow.manager, ctx, count.branchId);
    const problem = countMoveProblem(count.status, action);
    if (problem) throw conflict(problem);
    return count;
  }

  private async record(uow: UnitOfWork, ctx: RequestContext, count: StockCount, change: keyof typeof stockCountEvents.types): Promise<void> {
    const payload = stockCountPayload(count);
    await recordAudit(uow, ctx, { entityType: 'stock-count', entityId: count.id, action: change, changes: payload, branchId: count.branchId });
    await emit(uow, ctx, { type: stockCountEvents.types[change], resourceId: count.id, data: payload, branchId: count.branchId });
  }
}

export const stockCountService = new StockCountService();
