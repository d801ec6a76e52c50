import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { conflict, invalidField, notFound, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { diffFields, recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { branchCalendar } from '../../identity/branches/branch-calendar';
import { assertBusinessDayOpen } from '../../settings/period-lock/period-lock.service';
import { supplierService } from '../suppliers/supplier.service';
import { pricedLinesOf } from '../shared/purchase-line.validation';
import { normalizeNote } from '../approvals/approval.inputs';
import { PurchaseOrder } from '../purchase-orders/purchase-order.entity';
import { BILLABLE_ORDER_STATUSES } from '../purchase-orders/purchase-order.rules';
import { PurchaseInvoice } from './purchase-invoice.entity';
import {
  type CreatePurchaseInvoiceInput,
  type PurchaseInvoiceFilter,
  type PurchaseInvoiceNoteInput,
  type PurchaseInvoicePaymentInput,
  type UpdatePurchaseInvoiceInput,
} from './purchase-invoice.inputs';
import { purchaseInvoiceEvents, purchaseInvoicePayload } from './purchase-invoice.events';
import { invoiceNumberKey, type PurchaseInvoiceAction, purchaseInvoiceMoveProblem, PurchaseInvoiceStatus } from './purchase-invoice.rules';
import { listSortFields } from '../../../core/lists/sort-fields';
import { saveStatusChange } from '../shared/purchase-document.status';
import { catchDuplicate, lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = {
  invoiceDate: 'i.invoice_date',
  createdAt: 'i.created_at',
  totalIqd: 'i.total_iqd',
  status: 'i.status',
  invoiceNumber: 'i.invoice_number_key',
  updatedAt: 'i.updated_at',
} as const;
export const purchaseInvoicesSort = listSortFields('purchaseInvoices', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = purchaseInvoicesSort.fields;
const DUPLICATE_NUMBER = 'purchasing_invoices_supplier_number_key';
const AUDITED = ['invoiceNumber', 'invoiceDate', 'purchaseOrderId', 'notes', 'lines', 'totalIqd'] as const;
export const NOT_AN_ORDER = 'does not refer to a purchase order of this branch';

const STATUS_TARGET = { entityType: 'purchase-invoice', eventTypes: purchaseInvoiceEvents.types, payload: purchaseInvoicePayload };

export class PurchaseInvoiceService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: PurchaseInvoiceFilter | undefined): Promise<PageResult<PurchaseInvoice>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'invoiceDate', dir: 'desc' });
    if (filter?.from && filter?.to && filter.from > filter.to) throw validationError({ to: ['must not be before from'] });
    const query = ctx.db
      .getRepository(PurchaseInvoice)
      .createQueryBuilder('i')
      .where('i.organization_id = :organizationId AND i.branch_id = :branchId', { organizationId: ctx.organizationId, branchId: ctx.branchId });
    if (filter?.status) query.andWhere('i.status = :status', { status: filter.status });
    if (filter?.supplierId) query.andWhere('i.supplier_id = :supplierId', { supplierId: filter.supplierId });
    if (filter?.purchaseOrderId) query.andWhere('i.purchase_order_id = :purchaseOrderId', { purchaseOrderId: filter.purchaseOrderId });
    if (filter?.from) query.andWhere('i.invoice_date >= :from', { from: filter.from });
    if (filter?.to) query.andWhere('i.invoice_date <= :to', { to: filter.to });
    if (window.search) query.andWhere('(i.invoice_number ILIKE :search OR i.notes ILIKE :search)', { search: likePattern(window.search) });
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('i.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<PurchaseInvoice> {
    const invoice = await ctx.db.findOne(PurchaseInvoice, { where: { id, organizationId: ctx.organizationId, branchId: ctx.branchId } });
    if (!invoice) throw notFound('Purchase invoice');
    return invoice;
  }

  async lock(manager: EntityManager, ctx: RequestContext, id: string): Promise<PurchaseInvoice> {
    const invoice = await lockOrNotFound(manager, PurchaseInvoice, ctx, id, 'Purchase invoice', { branchId: ctx.branchId });
    return invoice;
  }

  async create(ctx: RequestContext, input: CreatePurchaseInvoiceInput): Promise<PurchaseInvoice> {
    const branchId = ctx.branchId;
    await this.assertInvoiceDate(ctx, branchId, input.invoiceDate);
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        await assertBusinessDayOpen(uow, ctx, branchId, input.invoiceDate);
        await supplierService.usableForNewDocument(uow.manager, ctx, input.supplierId);
        if (input.purchaseOrderId) await this.billableOrder(uow.manager, ctx, input.purchaseOrderId, input.supplierId);
        const priced = await pricedLinesOf(uow.manager, ctx, input.lines);
        const invoice = uow.manager.create(PurchaseInvoice, {
          organizationId: ctx.organizationId,
          branchId,
          supplierId: input.supplierId,
          invoiceNumber: input.invoiceNumber.trim(),
          invoiceNumberKey: invoiceNumberKey(input.invoiceNumber),
          invoiceDate: input.invoiceDate,
          purchaseOrderId: input.purchaseOrderId ?? null,
          notes: input.notes?.trim() || null,
          lines: priced.lines,
          totalIqd: priced.totalIqd,
          status: PurchaseInvoiceStatus.Draft,
          createdBy: ctx.actorId,
          submittedAt: null,
          submittedBy: null,
          approvedAt: null,
          approvedBy: null,
          paidAt: null,
          paidBy: null,
          paymentRef: null,
          lastNote: null,
        });
        await uow.manager.save(invoice);
        await recordAudit(uow, ctx, {
          entityType: 'purchase-invoice',
          entityId: invoice.id,
          action: 'created',
          changes: purchaseInvoicePayload(invoice),
          branchId,
        });
        await emit(uow, ctx, { type: purchaseInvoiceEvents.types.created, resourceId: invoice.id, data: purchaseInvoicePayload(invoice), branchId });
        return invoice;
      }),
    );
  }

  async update(ctx: RequestContext, id: string, input: UpdatePurchaseInvoiceInput): Promise<PurchaseInvoice> {
    if (input.invoiceNumber === null) throw invalidField('invoiceNumber', 'is required');
    if (input.invoiceDate === null) throw invalidField('invoiceDate', 'must not be null');
    if (input.lines === null) throw invalidField('lines', 'must not be null');
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        const invoice = await this.lock(uow.manager, ctx, id);
        if (invoice.status !== PurchaseInvoiceStatus.Draft) throw conflict(`Only a Draft purchase invoice can be changed; this one is ${invoice.status}.`);
        await assertBusinessDayOpen(uow, ctx, invoice.branchId, invoice.invoiceDate);
        if (input.invoiceDate && input.invoiceDate !== invoice.invoiceDate) {
          await this.assertInvoiceDate(ctx, invoice.branchId, input.invoiceDate);
          await assertBusinessDayOpen(uow, ctx, invoice.branchId, input.invoiceDate);
        }
        if (input.purchaseOrderId && input.purchaseOrderId !== invoice.purchaseOrderId) {
          await this.billableOrder(uow.manager, ctx, input.purchaseOrderId, invoice.supplierId);
        }
        const priced = input.lines ? await pricedLinesOf(uow.manager, ctx, input.lines) : { lines: invoice.lines, totalIqd: invoice.totalIqd };
        const next = {
          invoiceNumber: input.invoiceNumber?.trim() ?? invoice.invoiceNumber,
          invoiceDate: input.invoiceDate ?? invoice.invoiceDate,
          purchaseOrderId: input.purchaseOrderId === undefined ? invoice.purchaseOrderId : input.purchaseOrderId,
          notes: input.notes === undefined ? invoice.notes : input.notes?.trim() || null,
          lines: priced.lines,
          totalIqd: priced.totalIqd,
        };
        const changes = diffFields(invoice, next, AUDITED);
        if (Object.keys(changes).length === 0) return invoice;
        Object.assign(invoice, next, { invoiceNumberKey: invoiceNumberKey(next.invoiceNumber) });
        await uow.manager.save(invoice);
        await recordAudit(uow, ctx, { entityType: 'purchase-invoice', entityId: id, action: 'updated', changes, branchId: invoice.branchId });
        await emit(uow, ctx, { type: purchaseInvoiceEvents.types.updated, resourceId: id, data: purchaseInvoicePayload(invoice), branchId: invoice.branchId });
        return invoice;
      }),
    );
  }

  /** Draft or Rejected → Cancelled: the invoice number is free again. */
  cancel(ctx: RequestContext, id: string, input: PurchaseInvoiceNoteInput | undefined): Promise<PurchaseInvoice> {
    return ctx.transaction(async (uow) => {
      const invoice = await this.lock(uow.manager, ctx, id);
      this.assertMove(invoice, 'cancel');
      return this.changeStatus(uow, ctx, invoice, PurchaseInvoiceStatus.Cancelled, 'cancelled', normalizeNote(input?.note));
    });
  }

  /** Approved → Paid (a payment made outside the bank reconciliation, or recorded by hand). */
  pay(ctx: RequestContext, id: string, input: PurchaseInvoicePaymentInput | undefined): Promise<PurchaseInvoice> {
    return ctx.transaction(async (uow) => {
      const invoice = await this.lock(uow.manager, ctx, id);
      this.assertMove(invoice, 'pay');
      invoice.paidAt = ctx.now();
      invoice.paidBy = ctx.actorId;
      invoice.paymentRef = input?.paymentRef?.trim() || null;
      return this.changeStatus(uow, ctx, invoice, PurchaseInvoiceStatus.Paid, 'paid', normalizeNote(input?.note), { paymentRef: invoice.paymentRef });
    });
  }

  /**
   * The purchase order an invoice bills, locked: 422 on purchaseOrderId when it is not an order of
   * the caller's branch, of the invoice's supplier, Approved or Received.
   */
  async billableOrder(manager: EntityManager, ctx: RequestContext, orderId: string, supplierId: string): Promise<PurchaseOrder> {
    const order = await manager.findOne(PurchaseOrder, {
      where: { id: orderId, organizationId: ctx.organizationId, branchId: ctx.branchId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!order) throw invalidField('purchaseOrderId', NOT_AN_ORDER);
    if (order.supplierId !== supplierId) throw invalidField('purchaseOrderId', 'must refer to a purchase order of the same supplier');
    if (!BILLABLE_ORDER_STATUSES.includes(order.status)) {
      throw invalidField('purchaseOrderId', `must refer to an Approved or Received purchase order (this one is ${order.status})`);
    }
    return order;
  }

  assertMove(invoice: PurchaseInvoice, action: PurchaseInvoiceAction): void {
    const problem = purchaseInvoiceMoveProblem(invoice.status, action);
    if (problem) throw conflict(problem);
  }

  changeStatus(
    uow: UnitOfWork,
    ctx: RequestContext,
    invoice: PurchaseInvoice,
    to: PurchaseInvoiceStatus,
    change: keyof typeof purchaseInvoiceEvents.types,
    note: string | null,
    extra: Record<string, unknown> = {},
  ): Promise<PurchaseInvoice> {
    return saveStatusChange(uow, ctx, STATUS_TARGET, invoice, to, change, note, extra);
  }

  private async assertInvoiceDate(ctx: RequestContext, branchId: string, invoiceDate: string): Promise<void> {
    const today = (await branchCalendar(ctx, branchId)).today();
    if (invoiceDate > today) throw invalidField('invoiceDate', `must not be after today's business date (${today})`);
  }

  private catchDuplicate<T>(work: () => Promise<T>): Promise<T> {
    return catchDuplicate(work, { [DUPLICATE_NUMBER]: () => conflict('This supplier already has an invoice with this number.') });
  }
}

export const purchaseInvoiceService = new PurchaseInvoiceService();
