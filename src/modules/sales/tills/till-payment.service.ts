import type { RequestContext } from '../../../core/context/request-context';
import { conflict, invalidField, validationError } from '../../../core/errors/app-error';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { assertBusinessDayOpen } from '../../settings/period-lock/period-lock.service';
import { cashSettingsService } from '../cash/cash-settings.service';
import { BASE_CURRENCY, toIqd } from '../cash/currency.rules';
import { In, type EntityManager } from 'typeorm';
import { PaymentMethod } from '../payment-methods/payment-method.entity';
import { SalesOrder } from '../orders/sales-order.entity';
import type { OrderPayment } from '../orders/order-lines';
import { OrderStatus, PaymentKind } from '../shared/sales-vocabulary';
import { TillPayment } from './till-payment.entity';
import type { TillTender } from './till-session.types';
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
      const accepted = await cashSettingsService.accepted(ctx, uow.manager);
      const rates = await cashSettingsService.ratesInForce(ctx, uow.manager);
      const given = input.tenders ?? [];
      const methods = await this.tenderMethods(ctx, uow.manager, given, input.methodId ?? null);
      const tenders = given.map((t, index) => ({ currency: (t.currency ?? '').toUpperCase(), amount: t.amount, kind: methods[index].kind }));
      const due = order.amountDueAtCounter;
      const check = checkTenders(tenders, due, new Set(accepted.keys()), rates);
      if (Object.keys(check.errors).length > 0) throw validationError(check.errors);
      const payment = Object.assign(new TillPayment(), {
        organizationId: ctx.organizationId,
        sessionId,
        branchId: session.branchId,
        orderId: order.id,
        tenders: tenders.map((t, index) => {
          const iqdPer100 = t.currency === BASE_CURRENCY ? null : rates.get(t.currency)!;
          return {
            kind: t.kind,
            methodId: methods[index].id,
            currency: t.currency,
            amount: t.amount,
            iqdPer100,
            amountIqd: toIqd(t.amount, t.currency, iqdPer100),
          };
        }),
        amountIqd: due,
        changeIqd: check.changeIqd,
        createdBy: ctx.actorId,
      });
      await uow.manager.insert(TillPayment, payment);
      order.payments = [...order.payments, ...orderPayments(payment.tenders, methods, due - check.nonCashIqd, sessionId)];
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

  /**
   * The method of each tender: the one it names (an active method of the organisation), or, for
   * cash, the payment's Cash method (`methodId`, else the organisation's first active Cash method
   * by name). All cash of one payment books under one Cash method.
   */
  private async tenderMethods(
    ctx: RequestContext,
    manager: EntityManager,
    tenders: ReadonlyArray<{ methodId?: string | null }>,
    cashMethodId: string | null,
  ): Promise<PaymentMethod[]> {
    const named = [...new Set(tenders.map((t) => t.methodId).filter((id): id is string => !!id))];
    const found = named.length > 0 ? await manager.find(PaymentMethod, { where: { organizationId: ctx.organizationId, id: In(named), active: true } }) : [];
    const errors: Record<string, string[]> = {};
    const byId = new Map(found.map((m) => [m.id, m]));
    tenders.forEach((t, index) => {
      if (t.methodId && !byId.has(t.methodId)) errors[`tenders[${index}].methodId`] = ['is not an active payment method of this organisation'];
    });
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const unnamed = tenders.some((t) => !t.methodId);
    const namedCash = found.find((m) => m.kind === PaymentKind.Cash);
    const cash = unnamed || namedCash ? await this.cashMethod(ctx, manager, cashMethodId ?? (unnamed ? null : namedCash!.id)) : null;
    tenders.forEach((t, index) => {
      const method = t.methodId ? byId.get(t.methodId)! : cash!;
      if (method.kind === PaymentKind.Cash && method.id !== cash!.id)
        errors[`tenders[${index}].methodId`] = ['must be a Cash payment method like the other cash tenders'];
    });
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return tenders.map((t) => (t.methodId ? byId.get(t.methodId)! : cash!));
  }

  private async cashMethod(ctx: RequestContext, manager: EntityManager, methodId: string | null): Promise<PaymentMethod> {
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

/**
 * The order's payments for one till payment: the cash it kept (the amount due less what other
 * methods paid; the change went back) under its Cash method, then each other method's IQD, each
 * naming the session.
 */
function orderPayments(tenders: readonly TillTender[], methods: readonly PaymentMethod[], cashKeptIqd: number, sessionId: string): OrderPayment[] {
  const sums = new Map<string, { method: PaymentMethod; amountIqd: number }>();
  tenders.forEach((tender, index) => {
    const method = methods[index];
    const amountIqd = method.kind === PaymentKind.Cash ? cashKeptIqd : tender.amountIqd;
    const entry = sums.get(method.id);
    if (!entry) sums.set(method.id, { method, amountIqd });
    else if (method.kind !== PaymentKind.Cash) entry.amountIqd += amountIqd;
  });
  return [...sums.values()]
    .filter((entry) => entry.amountIqd > 0)
    .sort((a, b) => (a.method.kind === PaymentKind.Cash ? -1 : b.method.kind === PaymentKind.Cash ? 1 : 0))
    .map(({ method, amountIqd }) => ({
      methodId: method.id,
      name: method.name,
      nameAr: method.nameAr,
      kind: method.kind,
      amountIqd,
      tillSessionId: sessionId,
    }));
}

export const tillPaymentService = new TillPaymentService();
