import type { RequestContext } from '../../../core/context/request-context';
import { conflict, invalidField, validationError } from '../../../core/errors/app-error';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { assertBusinessDayOpen } from '../../settings/period-lock/period-lock.service';
import { cashSettingsService } from '../cash/cash-settings.service';
import { BASE_CURRENCY, toIqd } from '../cash/currency.rules';
import { PaymentMethod } from '../payment-methods/payment-method.entity';
import { SalesOrder } from '../orders/sales-order.entity';
import { OrderStatus, PaymentKind } from '../shared/sales-vocabulary';
import { TillPayment } from './till-payment.entity';
import { type TillCashPaymentInput } from './till.inputs';
import { checkTenders } from './till.rules';
import { tillPaymentEvents, tillPaymentPayload } from './till.events';
import { tillSessionService } from './till-session.service';

/**
 * An order paid in cash at the counter (docs/cash.md, "Counter payments"): the order's amount due
 * at the counter is settled by cash tendered in any accepted currency, each foreign tender valued
 * at the rate in force and that rate stored with it, the change given in IQD. The order gains a
 * Cash payment naming the session and its amount due drops to 0, in one transaction with the till
 * payment: the sales ledger and the drawer never disagree.
 */
export class TillPaymentService {
  async payOrder(ctx: RequestContext, sessionId: string, input: TillCashPaymentInput): Promise<TillPayment> {
    return ctx.transaction(async (uow) => {
      const session = await tillSessionService.lockOpen(uow, ctx, sessionId);
      const order = await uow.manager.findOne(SalesOrder, {
        where: { id: input.orderId, organizationId: ctx.organizationId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!order) throw invalidField('orderId', 'is not an order of this organisation');
      if (order.branchId !== session.branchId) throw invalidField('orderId', "is an order of another branch than the till's");
      if (order.status === OrderStatus.Cancelled) throw conflict('The order is cancelled; it takes no payment.');
      if (order.amountDueAtCounter <= 0) throw conflict('Nothing is due at the counter for this order.');
      await assertBusinessDayOpen(uow, ctx, order.branchId, order.businessDate);
      const method = await this.cashMethod(ctx, uow.manager, input.methodId ?? null);
      const accepted = await cashSettingsService.accepted(ctx, uow.manager);
      const rates = await cashSettingsService.ratesInForce(ctx, uow.manager);
      const tenders = (input.tenders ?? []).map((t) => ({ currency: (t.currency ?? '').toUpperCase(), amount: t.amount }));
      const due = order.amountDueAtCounter;
      const check = checkTenders(tenders, due, new Set(accepted.keys()), rates);
      if (Object.keys(check.errors).length > 0) throw validationError(check.errors);
      const payment = Object.assign(new TillPayment(), {
        organizationId: ctx.organizationId,
        sessionId,
        branchId: session.branchId,
        orderId: order.id,
        tenders: tenders.map((t) => {
          const iqdPer100 = t.currency === BASE_CURRENCY ? null : rates.get(t.currency)!;
          return { currency: t.currency, amount: t.amount, iqdPer100, amountIqd: toIqd(t.amount, t.currency, iqdPer100) };
        }),
        amountIqd: due,
        changeIqd: check.changeIqd,
        createdBy: ctx.actorId,
      });
      await uow.manager.insert(TillPayment, payment);
      order.payments = [
        ...order.payments,
        { methodId: method.id, name: method.name, nameAr: method.nameAr, kind: PaymentKind.Cash, amountIqd: due, tillSessionId: sessionId },
      ];
      order.amountDueAtCounter = 0;
      await uow.manager.save(order);
      const payload = tillPaymentPayload(payment);
      await recordAudit(uow, ctx, {
        entityType: 'sales-order',
        entityId: order.id,
        action: 'paid-at-till',
        changes: { amountDueAtCounter: { from: due, to: 0 }, tillPayment: payload },
        branchId: order.branchId,
      });
      await emit(uow, ctx, { type: tillPaymentEvents.types.recorded, resourceId: payment.id, data: payload, branchId: session.branchId });
      return payment;
    });
  }

  private async cashMethod(ctx: RequestContext, manager: import('typeorm').EntityManager, methodId: string | null): Promise<PaymentMethod> {
    if (methodId) {
      const method = await manager.findOne(PaymentMethod, { where: { id: methodId, organizationId: ctx.organizationId } });
      if (!method) throw invalidField('methodId', 'is not a payment method of this organisation');
      if (method.kind !== PaymentKind.Cash || !method.active) throw invalidField('methodId', 'must be an active Cash payment method');
      return method;
    }
    const method = await manager.findOne(PaymentMethod, {
      where: { organizationId: ctx.organizationId, kind: PaymentKind.Cash, active: true },
      order: { nameKey: 'ASC', id: 'ASC' },
    });
    if (!method) throw invalidField('methodId', 'the organisation has no active Cash payment method; create one in payment methods');
    return method;
  }
}

export const tillPaymentService = new TillPaymentService();
