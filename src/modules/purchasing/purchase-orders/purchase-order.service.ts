import { type EntityManager, In } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { conflict, invalidField, notFound, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { diffFields, recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { branchCalendar } from '../../identity/branches/branch-calendar';
import { supplierService } from '../suppliers/supplier.service';
import { pricedLinesOf } from '../shared/purchase-line.validation';
import { approvalService } from '../approvals/approval.service';
import { ApprovalTargetKind } from '../approvals/approval.rules';
import { normalizeNote } from '../approvals/approval.inputs';
import { PurchaseInvoice } from '../purchase-invoices/purchase-invoice.entity';
import { LIVE_INVOICE_STATUSES } from '../purchase-invoices/purchase-invoice.rules';
import { PurchaseOrder } from './purchase-order.entity';
import {
  type CreatePurchaseOrderInput,
  type PurchaseOrderFilter,
  type PurchaseOrderNoteInput,
  type ReceivePurchaseOrderInput,
  type UpdatePurchaseOrderInput,
} from './purchase-order.inputs';
import { anythingReceived, planReceipt, withReceipt } from './purchase-receipt.rules';
import { postStock } from '../../../core/stock/stock-postings';
import { purchaseOrderEvents, purchaseOrderPayload } from './purchase-order.events';
import { type PurchaseOrderAction, purchaseOrderMoveProblem, PurchaseOrderStatus } from './purchase-order.rules';
import { listSortFields } from '../../../core/lists/sort-fields';
import { lockOrNotFound } from '../../../core/db/write-helpers';
import { saveStatusChange } from '../shared/purchase-document.status';

const SORT_COLUMNS = {
  createdAt: 'o.created_at',
  expectedDate: 'o.expected_date',
  totalIqd: 'o.total_iqd',
  status: 'o.status',
  updatedAt: 'o.updated_at',
} as const;
export const purchaseOrdersSort = listSortFields('purchaseOrders', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = purchaseOrdersSort.fields;
const AUDITED = ['supplierId', 'expectedDate', 'notes', 'lines', 'totalIqd'] as const;

const STATUS_TARGET = { entityType: 'purchase-order', eventTypes: purchaseOrderEvents.types, payload: purchaseOrderPayload };

export class PurchaseOrderService {
  /** Orders of the active branch (newest first by default). */
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: PurchaseOrderFilter | undefined): Promise<PageResult<PurchaseOrder>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'createdAt', dir: 'desc' });
    if (filter?.from && filter?.to && filter.from > filter.to) throw validationError({ to: ['must not be before from'] });
    const query = ctx.db
      .getRepository(PurchaseOrder)
      .createQueryBuilder('o')
      .where('o.organization_id = :organizationId AND o.branch_id = :branchId', { organizationId: ctx.organizationId, branchId: ctx.branchId });
    if (filter?.status) query.andWhere('o.status = :status', { status: filter.status });
    if (filter?.supplierId) query.andWhere('o.supplier_id = :supplierId', { supplierId: filter.supplierId });
    if (filter?.from) query.andWhere('o.expected_date >= :from', { from: filter.from });
    if (filter?.to) query.andWhere('o.expected_date <= :to', { to: filter.to });
    if (window.search) query.andWhere('o.notes ILIKE :search', { search: likePattern(window.search) });
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir, 'NULLS LAST').addOrderBy('o.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<PurchaseOrder> {
    const order = await ctx.db.findOne(PurchaseOrder, { where: { id, organizationId: ctx.organizationId, branchId: ctx.branchId } });
    if (!order) throw notFound('Purchase order');
    return order;
  }

  /** An order of the caller's organisation and active branch, locked for a write; 404 otherwise. */
  async lock(manager: EntityManager, ctx: RequestContext, id: string): Promise<PurchaseOrder> {
    const order = await lockOrNotFound(manager, PurchaseOrder, ctx, id, 'Purchase order', { branchId: ctx.branchId });
    return order;
  }

  async create(ctx: RequestContext, input: CreatePurchaseOrderInput): Promise<PurchaseOrder> {
    const branchId = ctx.branchId;
    await this.assertExpectedDate(ctx, branchId, input.expectedDate);
    return ctx.transaction(async (uow) => {
      await supplierService.usableForNewDocument(uow.manager, ctx, input.supplierId);
      const priced = await pricedLinesOf(uow.manager, ctx, input.lines);
      const order = uow.manager.create(PurchaseOrder, {
        organizationId: ctx.organizationId,
        branchId,
        supplierId: input.supplierId,
        expectedDate: input.expectedDate ?? null,
        notes: input.notes?.trim() || null,
        lines: priced.lines,
        totalIqd: priced.totalIqd,
        status: PurchaseOrderStatus.Draft,
        createdBy: ctx.actorId,
        submittedAt: null,
        submittedBy: null,
        approvedAt: null,
        approvedBy: null,
        receivedAt: null,
        receivedBy: null,
        cancelledAt: null,
        cancelledBy: null,
        lastNote: null,
      });
      await uow.manager.save(order);
      await recordAudit(uow, ctx, { entityType: 'purchase-order', entityId: order.id, action: 'created', changes: purchaseOrderPayload(order), branchId });
      await emit(uow, ctx, { type: purchaseOrderEvents.types.created, resourceId: order.id, data: purchaseOrderPayload(order), branchId });
      return order;
    });
  }

  /** Draft orders only; lines replace all lines and the total is computed again. */
  async update(ctx: RequestContext, id: string, input: UpdatePurchaseOrderInput): Promise<PurchaseOrder> {
    if (input.supplierId === null) throw invalidField('supplierId', 'must not be null');
    if (input.lines === null) throw invalidField('lines', 'must not be null');
    return ctx.transaction(async (uow) => {
      const order = await this.lock(uow.manager, ctx, id);
      if (order.status !== PurchaseOrderStatus.Draft) throw conflict(`Only a Draft purchase order can be changed; this one is ${order.status}.`);
      if (input.expectedDate !== undefined && input.expectedDate !== order.expectedDate) await this.assertExpectedDate(ctx, order.branchId, input.expectedDate);
      if (input.supplierId && input.supplierId !== order.supplierId) await supplierService.usableForNewDocument(uow.manager, ctx, input.supplierId);
      const priced = input.lines ? await pricedLinesOf(uow.manager, ctx, input.lines) : { lines: order.lines, totalIqd: order.totalIqd };
      const next = {
        supplierId: input.supplierId ?? order.supplierId,
        expectedDate: input.expectedDate === undefined ? order.expectedDate : input.expectedDate,
        notes: input.notes === undefined ? order.notes : input.notes?.trim() || null,
        lines: priced.lines,
        totalIqd: priced.totalIqd,
      };
      const changes = diffFields(order, next, AUDITED);
      if (Object.keys(changes).length === 0) return order;
      Object.assign(order, next);
      await uow.manager.save(order);
      await recordAudit(uow, ctx, { entityType: 'purchase-order', entityId: id, action: 'updated', changes, branchId: order.branchId });
      await emit(uow, ctx, { type: purchaseOrderEvents.types.updated, resourceId: id, data: purchaseOrderPayload(order), branchId: order.branchId });
      return order;
    });
  }

  /**
   * Receives lines of an Approved order (all outstanding quantities unless lines are named). The
   * stock moves in the same transaction (Receipt movements at the lines' prices, through the
   * kernel's stock seam); the order becomes Received once every line is fully received.
   */
  receive(ctx: RequestContext, id: string, input: ReceivePurchaseOrderInput | undefined): Promise<PurchaseOrder> {
    const note = normalizeNote(input?.note);
    return ctx.transaction(async (uow) => {
      const order = await this.lock(uow.manager, ctx, id);
      this.assertMove(order, 'receive');
      const plan = planReceipt(order.lines, input?.lines);
      if ('errors' in plan) throw validationError(plan.errors);
      if (plan.receipts.length === 0) throw conflict('Every line of the purchase order has been received.');
      const businessDate = (await branchCalendar(ctx, order.branchId)).today();
      await postStock(uow, ctx, {
        branchId: order.branchId,
        businessDate,
        kind: 'Receipt',
        source: { kind: 'PurchaseOrder', id: order.id },
        lines: plan.receipts.map((receipt) => ({
          inventoryItemId: receipt.inventoryItemId,
          quantityMilli: receipt.quantityMilli,
          valueIqd: receipt.valueIqd,
          sourceLine: String(receipt.lineIndex),
        })),
        reason: note,
      });
      order.lines = withReceipt(order.lines, plan.receipts);
      const received = plan.receipts.map((receipt) => ({ lineIndex: receipt.lineIndex, quantity: receipt.quantityMilli / 1000, valueIqd: receipt.valueIqd }));
      if (!plan.complete) {
        await uow.manager.save(order);
        await recordAudit(uow, ctx, {
          entityType: 'purchase-order',
          entityId: order.id,
          action: 'partially-received',
          reason: note,
          changes: { received },
          branchId: order.branchId,
        });
        await emit(uow, ctx, {
          type: purchaseOrderEvents.types['partially-received'],
          resourceId: order.id,
          data: purchaseOrderPayload(order, note),
          branchId: order.branchId,
        });
        return order;
      }
      order.receivedAt = ctx.now();
      order.receivedBy = ctx.actorId;
      return this.changeStatus(uow, ctx, order, PurchaseOrderStatus.Received, 'received', note, { received });
    });
  }

  /** Back to Draft before approval: the pending request is withdrawn. */
  reopen(ctx: RequestContext, id: string, input: PurchaseOrderNoteInput | undefined): Promise<PurchaseOrder> {
    const note = normalizeNote(input?.note);
    return ctx.transaction(async (uow) => {
      const order = await this.lock(uow.manager, ctx, id);
      this.assertMove(order, 'reopen');
      await approvalService.withdrawPending(uow, ctx, ApprovalTargetKind.PurchaseOrder, order.id, note);
      order.submittedAt = null;
      order.submittedBy = null;
      return this.changeStatus(uow, ctx, order, PurchaseOrderStatus.Draft, 'reopened', note);
    });
  }

  /** Cancels a Draft, waiting or Approved order (Approved: only while no live invoice bills it). */
  cancel(ctx: RequestContext, id: string, input: PurchaseOrderNoteInput | undefined): Promise<PurchaseOrder> {
    const note = normalizeNote(input?.note);
    return ctx.transaction(async (uow) => {
      const order = await this.lock(uow.manager, ctx, id);
      this.assertMove(order, 'cancel');
      const billed = await uow.manager.count(PurchaseInvoice, {
        where: { organizationId: ctx.organizationId, purchaseOrderId: order.id, status: In([...LIVE_INVOICE_STATUSES]) },
      });
      if (billed > 0) throw conflict('The purchase order is billed by an invoice; cancel or reject the invoice first.');
      if (anythingReceived(order.lines)) throw conflict('Part of the purchase order has been received; it can no longer be cancelled.');
      await approvalService.withdrawPending(uow, ctx, ApprovalTargetKind.PurchaseOrder, order.id, note);
      order.cancelledAt = ctx.now();
      order.cancelledBy = ctx.actorId;
      return this.changeStatus(uow, ctx, order, PurchaseOrderStatus.Cancelled, 'cancelled', note);
    });
  }

  assertMove(order: PurchaseOrder, action: PurchaseOrderAction): void {
    const problem = purchaseOrderMoveProblem(order.status, action);
    if (problem) throw conflict(problem);
  }

  /** Saves a status change with its audit entry and event (change names as in purchaseOrderEvents). */
  changeStatus(
    uow: UnitOfWork,
    ctx: RequestContext,
    order: PurchaseOrder,
    to: PurchaseOrderStatus,
    change: keyof typeof purchaseOrderEvents.types,
    note: string | null,
    extra: Record<string, unknown> = {},
  ): Promise<PurchaseOrder> {
    return saveStatusChange(uow, ctx, STATUS_TARGET, order, to, change, note, extra);
  }

  private async assertExpectedDate(ctx: RequestContext, branchId: string, expectedDate: string | null | undefined): Promise<void> {
    if (!expectedDate) return;
    const today = (await branchCalendar(ctx, branchId)).today();
    if (expectedDate < today) throw invalidField('expectedDate', `must not be before today's business date (${today})`);
  }
}

export const purchaseOrderService = new PurchaseOrderService();
