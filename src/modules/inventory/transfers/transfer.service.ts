import { listSortFields } from '../../../core/lists/sort-fields';
import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { conflict, type FieldErrors, notFound, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { inventoryItemService } from '../../catalog/inventory-items/inventory-item.service';
import { businessDateOr, quantityProblem, usableBranch } from '../shared/inventory-access';
import { InventoryMovementKind, InventorySourceKind } from '../shared/inventory-vocabulary';
import { postMovements } from '../ledger/stock-posting';
import { wasteRecordService } from '../waste/waste-record.service';
import { Transfer, type TransferLine } from './transfer.entity';
import { type CreateTransferInput, type ReceiveTransferInput, type SendTransferInput, type TransferFilter } from './transfer.inputs';
import { splitReceipt, type TransferAction, transferMoveProblem, TransferStatus } from './transfer.rules';
import { transferEvents, transferPayload } from './transfer.events';
import { lockOrNotFound } from '../../../core/db/write-helpers';

const SORT = { createdAt: 't.created_at', status: 't.status', sentAt: 't.sent_at' } as const;
export const transfersSort = listSortFields('transfers', Object.keys(SORT) as Array<keyof typeof SORT>);
const SORTABLE = transfersSort.fields;
const milli = (quantity: number) => Math.round(quantity * 1000);

export class TransferService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: TransferFilter | undefined): Promise<PageResult<Transfer>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'createdAt', dir: 'desc' });
    const query = ctx.db.getRepository(Transfer).createQueryBuilder('t').where('t.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (filter?.status) query.andWhere('t.status = :status', { status: filter.status });
    if (filter?.branchId) query.andWhere('(t.from_branch_id = :branchId OR t.to_branch_id = :branchId)', { branchId: filter.branchId });
    if (window.search) query.andWhere('t.note ILIKE :search', { search: likePattern(window.search) });
    return readPage(ctx, query.orderBy(SORT[window.sort], window.dir, 'NULLS LAST').addOrderBy('t.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<Transfer> {
    const transfer = await ctx.db.findOne(Transfer, { where: { id, organizationId: ctx.organizationId } });
    if (!transfer) throw notFound('Transfer');
    return transfer;
  }

  async create(ctx: RequestContext, input: CreateTransferInput): Promise<Transfer> {
    const errors: FieldErrors = {};
    if (input.fromBranchId === input.toBranchId) errors.toBranchId = ['must not be the sending branch'];
    if (input.lines.length === 0) errors.lines = ['must have at least one line'];
    input.lines.forEach((line, index) => {
      const problem = quantityProblem(line.quantity, false);
      if (problem) errors[`lines[${index}].quantity`] = [problem];
    });
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return ctx.transaction(async (uow) => {
      await usableBranch(uow.manager, ctx, input.fromBranchId, 'fromBranchId');
      await usableBranch(uow.manager, ctx, input.toBranchId, 'toBranchId');
      await this.assertItems(
        uow.manager,
        ctx,
        input.lines.map((line) => line.inventoryItemId),
      );
      const transfer = uow.manager.create(Transfer, {
        organizationId: ctx.organizationId,
        fromBranchId: input.fromBranchId,
        toBranchId: input.toBranchId,
        status: TransferStatus.Draft,
        lines: input.lines.map((line) => ({
          inventoryItemId: line.inventoryItemId,
          quantity: milli(line.quantity) / 1000,
          sentValueIqd: null,
          receivedQuantity: null,
          shortQuantity: null,
          shortValueIqd: null,
        })),
        note: input.note?.trim() || null,
        createdBy: ctx.actorId,
        sentDate: null,
        sentAt: null,
        sentBy: null,
        receivedDate: null,
        receivedAt: null,
        receivedBy: null,
        cancelledAt: null,
        cancelledBy: null,
      });
      await uow.manager.save(transfer);
      await this.record(uow, ctx, transfer, 'created', null);
      return transfer;
    });
  }

  /** Draft → Sent: the stock leaves the sender (TransferOut at its moving average). */
  send(ctx: RequestContext, id: string, input: SendTransferInput | undefined): Promise<Transfer> {
    return ctx.transaction(async (uow) => {
      const transfer = await this.lockFor(uow, ctx, id, 'send');
      const businessDate = await businessDateOr(ctx, transfer.fromBranchId, input?.businessDate);
      const { movements } = await postMovements(uow, ctx, {
        branchId: transfer.fromBranchId,
        businessDate,
        kind: InventoryMovementKind.TransferOut,
        source: { kind: InventorySourceKind.Transfer, id: transfer.id },
        lines: transfer.lines.map((line, index) => ({
          inventoryItemId: line.inventoryItemId,
          quantityMilli: -milli(line.quantity),
          sourceLine: String(index),
        })),
      });
      transfer.lines = transfer.lines.map((line, index) => ({ ...line, sentValueIqd: -movements[index].valueIqd }));
      Object.assign(transfer, { status: TransferStatus.Sent, sentDate: businessDate, sentAt: ctx.now(), sentBy: ctx.actorId });
      await uow.manager.save(transfer);
      await this.record(uow, ctx, transfer, 'sent', { from: TransferStatus.Draft, to: TransferStatus.Sent });
      return transfer;
    });
  }

  /** Sent → Received: what arrived comes in at the receiver; the rest is a TransferShortfall loss of the sender. */
  receive(ctx: RequestContext, id: string, input: ReceiveTransferInput | undefined): Promise<Transfer> {
    return ctx.transaction(async (uow) => {
      const transfer = await this.lockFor(uow, ctx, id, 'receive');
      const received = new Map<number, number>();
      const errors: FieldErrors = {};
      (input?.lines ?? []).forEach((line, index) => {
        if (!Number.isInteger(line.lineIndex) || !transfer.lines[line.lineIndex])
          errors[`lines[${index}].lineIndex`] = [`must be a line of the transfer (0 to ${transfer.lines.length - 1})`];
        else if (received.has(line.lineIndex)) errors[`lines[${index}].lineIndex`] = ['is listed twice'];
        else if (line.receivedQuantity !== 0 && quantityProblem(line.receivedQuantity, false))
          errors[`lines[${index}].receivedQuantity`] = [quantityProblem(line.receivedQuantity, false)!];
        else received.set(line.lineIndex, milli(line.receivedQuantity));
      });
      if (Object.keys(errors).length > 0) throw validationError(errors);
      const split = splitReceipt(
        transfer.lines.map((line) => ({ quantityMilli: milli(line.quantity), sentValueIqd: line.sentValueIqd ?? 0 })),
        received,
      );
      if ('errors' in split) throw validationError(split.errors);
      const businessDate = await businessDateOr(ctx, transfer.toBranchId, input?.businessDate);
      await postMovements(uow, ctx, {
        branchId: transfer.toBranchId,
        businessDate,
        kind: InventoryMovementKind.TransferIn,
        source: { kind: InventorySourceKind.Transfer, id: transfer.id },
        lines: split.lines.flatMap((line, index) =>
          line.receivedMilli > 0
            ? [
                {
                  inventoryItemId: transfer.lines[index].inventoryItemId,
                  quantityMilli: line.receivedMilli,
                  valueIqd: line.receivedValueIqd,
                  sourceLine: String(index),
                },
              ]
            : [],
        ),
      });
      for (const [index, line] of split.lines.entries()) {
        if (line.shortMilli === 0) continue;
        await wasteRecordService.recordShortfall(uow, ctx, {
          branchId: transfer.fromBranchId,
          inventoryItemId: transfer.lines[index].inventoryItemId,
          businessDate,
          quantityMilli: line.shortMilli,
          valueIqd: line.shortValueIqd,
          transferId: transfer.id,
        });
      }
      transfer.lines = transfer.lines.map((line, index): TransferLine => ({
        ...line,
        receivedQuantity: split.lines[index].receivedMilli / 1000,
        shortQuantity: split.lines[index].shortMilli / 1000,
        shortValueIqd: split.lines[index].shortValueIqd,
      }));
      Object.assign(transfer, { status: TransferStatus.Received, receivedDate: businessDate, receivedAt: ctx.now(), receivedBy: ctx.actorId });
      await uow.manager.save(transfer);
      await this.record(uow, ctx, transfer, 'received', { from: TransferStatus.Sent, to: TransferStatus.Received });
      return transfer;
    });
  }

  cancel(ctx: RequestContext, id: string): Promise<Transfer> {
    return ctx.transaction(async (uow) => {
      const transfer = await this.lockFor(uow, ctx, id, 'cancel');
      Object.assign(transfer, { status: TransferStatus.Cancelled, cancelledAt: ctx.now(), cancelledBy: ctx.actorId });
      await uow.manager.save(transfer);
      await this.record(uow, ctx, transfer, 'cancelled', { from: TransferStatus.Draft, to: TransferStatus.Cancelled });
      return transfer;
    });
  }

  /** A transfer of the organisation, locked; the caller must belong to both branches (403); the move must be allowed (409). */
  private async lockFor(uow: UnitOfWork, ctx: RequestContext, id: string, action: TransferAction): Promise<Transfer> {
    const transfer = await lockOrNotFound(uow.manager, Transfer, ctx, id, 'Transfer');
    await usableBranch(uow.manager, ctx, transfer.fromBranchId, 'fromBranchId');
    await usableBranch(uow.manager, ctx, transfer.toBranchId, 'toBranchId');
    const problem = transferMoveProblem(transfer.status, action);
    if (problem) throw conflict(problem);
    return transfer;
  }

  private async assertItems(manager: EntityManager, ctx: RequestContext, ids: string[]): Promise<void> {
    const items = await inventoryItemService.getMany(ctx, ids, manager);
    const errors: FieldErrors = {};
    const seen = new Set<string>();
    ids.forEach((id, index) => {
      const item = items.get(id);
      if (!item || item.deletedAt) errors[`lines[${index}].inventoryItemId`] = ['does not refer to an inventory item of this organisation'];
      else if (!item.active) errors[`lines[${index}].inventoryItemId`] = ['refers to an inactive inventory item'];
      else if (seen.has(id)) errors[`lines[${index}].inventoryItemId`] = ['is listed twice'];
      seen.add(id);
    });
    if (Object.keys(errors).length > 0) throw validationError(errors);
  }

  private async record(
    uow: UnitOfWork,
    ctx: RequestContext,
    transfer: Transfer,
    change: keyof typeof transferEvents.types,
    status: { from: TransferStatus; to: TransferStatus } | null,
  ) {
    const payload = transferPayload(transfer);
    await recordAudit(uow, ctx, {
      entityType: 'transfer',
      entityId: transfer.id,
      action: change,
      changes: status ? { status } : payload,
      branchId: transfer.fromBranchId,
    });
    await emit(uow, ctx, { type: transferEvents.types[change], resourceId: transfer.id, data: payload, branchId: transfer.fromBranchId });
  }
}

export const transferService = new TransferService();
