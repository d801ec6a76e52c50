import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { conflict, invalidField } from '../../../core/errors/app-error';
import { isUuid } from '../../../core/scalars';
import { type MatchCandidate, type MatchTarget, refuseIfMatchedElsewhere, type StatementLineView } from '../../../core/reconciliation/match-target';
import { Supplier } from '../suppliers/supplier.entity';
import { PurchaseInvoice } from './purchase-invoice.entity';
import { PurchaseInvoiceStatus } from './purchase-invoice.rules';
import { purchaseInvoiceService } from './purchase-invoice.service';

/**
 * Supplier payments for bank reconciliation: a statement line (money out of an IQD account) is
 * matched to one Approved, unpaid purchase invoice of the organisation for exactly its total.
 * Matching marks the invoice Paid (paymentRef `statement-line:<id>`); reopening the line makes it
 * Approved and unpaid again. Partial payments are not matched (see docs/purchasing.md).
 */
export const SUPPLIER_PAYMENT_MATCH_TYPE = 'SupplierPayment';
const NOT_AN_INVOICE = 'does not refer to a purchase invoice of this organisation';

function paymentRefOf(line: StatementLineView): string {
  return `statement-line:${line.id}`;
}

async function lockInvoice(manager: EntityManager, ctx: RequestContext, matchedRef: string): Promise<PurchaseInvoice> {
  if (!isUuid(matchedRef)) throw invalidField('matchedRef', NOT_AN_INVOICE);
  const invoice = await manager.findOne(PurchaseInvoice, {
    where: { id: matchedRef, organizationId: ctx.organizationId },
    lock: { mode: 'pessimistic_write' },
  });
  if (!invoice) throw invalidField('matchedRef', NOT_AN_INVOICE);
  return invoice;
}

function labelOf(invoice: PurchaseInvoice, supplier: Supplier | null): string {
  return `Invoice ${invoice.invoiceNumber} of ${supplier?.name ?? 'a supplier'}, ${invoice.totalIqd} IQD`;
}

export const supplierPaymentMatchTarget: MatchTarget = {
  type: SUPPLIER_PAYMENT_MATCH_TYPE,
  description: 'A payment to a supplier: an approved, unpaid purchase invoice (matchedRef is the invoice id) paid in full by the line.',

  async validate(uow, ctx, line, matchedRef, elsewhere) {
    const invoice = await lockInvoice(uow.manager, ctx, matchedRef);
    if (invoice.status === PurchaseInvoiceStatus.Paid) throw conflict('The purchase invoice is already paid.');
    if (invoice.status !== PurchaseInvoiceStatus.Approved)
      throw invalidField('matchedRef', `must refer to an Approved, unpaid purchase invoice (this one is ${invoice.status})`);
    refuseIfMatchedElsewhere(elsewhere, 'The purchase invoice');
    if (line.currencyCode !== 'IQD') throw invalidField('matchedRef', 'a supplier payment is matched from an IQD account only');
    if (line.amount !== -invoice.totalIqd) {
      throw invalidField('matchedRef', `the line amount ${line.amount} must pay the invoice total in full (${-invoice.totalIqd})`);
    }
    const supplier = await uow.manager.findOne(Supplier, { where: { id: invoice.supplierId, organizationId: ctx.organizationId } });
    return { label: labelOf(invoice, supplier) };
  },

  async candidates(ctx, line, window): Promise<MatchCandidate[]> {
    if (line.currencyCode !== 'IQD' || line.amount >= 0) return [];
    const invoices = await ctx.db
      .getRepository(PurchaseInvoice)
      .createQueryBuilder('i')
      .where('i.organization_id = :organizationId AND i.status = :status', { organizationId: ctx.organizationId, status: PurchaseInvoiceStatus.Approved })
      .orderBy('ABS(i.total_iqd - :paid)', 'ASC')
      .addOrderBy('i.invoice_date', 'ASC')
      .addOrderBy('i.id', 'ASC')
      .setParameter('paid', -line.amount)
      .limit(window.limit)
      .getMany();
    if (invoices.length === 0) return [];
    const suppliers = await ctx.db
      .getRepository(Supplier)
      .createQueryBuilder('s')
      .where('s.organization_id = :organizationId AND s.id IN (:...ids)', {
        organizationId: ctx.organizationId,
        ids: [...new Set(invoices.map((i) => i.supplierId))],
      })
      .getMany();
    const byId = new Map(suppliers.map((s) => [s.id, s]));
    return invoices.map((invoice) => {
      const supplier = byId.get(invoice.supplierId) ?? null;
      const texts = [invoice.invoiceNumber, supplier?.name, supplier?.nameAr, supplier?.taxNumber].filter((t): t is string => Boolean(t));
      return {
        matchedRef: invoice.id,
        label: labelOf(invoice, supplier),
        amount: -invoice.totalIqd,
        date: invoice.invoiceDate,
        texts,
        counterparty: supplier?.name ?? null,
      };
    });
  },

  async onMatch(uow: UnitOfWork, ctx: RequestContext, line: StatementLineView, matchedRef: string) {
    const invoice = await lockInvoice(uow.manager, ctx, matchedRef);
    purchaseInvoiceService.assertMove(invoice, 'pay');
    invoice.paidAt = ctx.now();
    invoice.paidBy = ctx.actorId;
    invoice.paymentRef = paymentRefOf(line);
    await purchaseInvoiceService.changeStatus(uow, ctx, invoice, PurchaseInvoiceStatus.Paid, 'paid', null, {
      paymentRef: invoice.paymentRef,
      statementLineId: line.id,
    });
  },

  async onUnmatch(uow: UnitOfWork, ctx: RequestContext, line: StatementLineView, matchedRef: string, reason: string) {
    const invoice = await lockInvoice(uow.manager, ctx, matchedRef);
    if (invoice.status !== PurchaseInvoiceStatus.Paid || invoice.paymentRef !== paymentRefOf(line)) return;
    invoice.paidAt = null;
    invoice.paidBy = null;
    invoice.paymentRef = null;
    await purchaseInvoiceService.changeStatus(uow, ctx, invoice, PurchaseInvoiceStatus.Approved, 'payment-reopened', reason, { statementLineId: line.id });
  },
};
