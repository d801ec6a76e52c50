import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { conflict, type FieldErrors, invalidField, isAppError, notFound, validationError } from '../../../core/errors/app-error';
import { isUuid } from '../../../core/scalars';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { lockOrNotFound } from '../../../core/db/write-helpers';
import { branchCalendar } from '../../identity/branches/branch-calendar';
import { assertBusinessDayOpen } from '../../settings/period-lock/period-lock.service';
import { PaymentMethod } from '../payment-methods/payment-method.entity';
import { SalesOrder } from '../orders/sales-order.entity';
import { OrderStatus, PaymentKind } from '../shared/sales-vocabulary';
import { TillMovement } from '../tills/till-movement.entity';
import type { TillSession } from '../tills/till-session.entity';
import { TillMovementKind } from '../tills/till-vocabulary';
import { tillMovementEvents, tillMovementPayload } from '../tills/till.events';
import { tillSessionService } from '../tills/till-session.service';
import { OrderRefund } from './order-refund.entity';
import type { RefundOrderInput } from './order-refund.inputs';
import { MAX_REFUND_REASON, refundedUnitsOf, refundPlan } from './order-refund.rules';
import { orderRefundEvents, orderRefundPayload } from './order-refund.events';
import { reverseRefundUsage } from './refund-stock';

interface PaidBack {
  kind: PaymentKind;
  methodId: string | null;
  tillSessionId: string | null;
}

/**
 * Refunds (docs/orders.md, "Refunds"): money paid back for a completed (or cancelled) paid order
 * with a reason, in one transaction with everything it changes: the refund record and the order's
 * refunded total, the cash out of an open till session (a Refund movement, so the session expects
 * less cash) or the method named, the refunded lines' stock put back, the audit entry and
 * `sales.order.refunded`. Nothing is written when the order's business day is locked.
 */
export class OrderRefundService {
  async refund(ctx: RequestContext, orderId: string, input: RefundOrderInput): Promise<OrderRefund> {
    const reason = input.reason?.trim() ?? '';
    const errors: FieldErrors = {};
    if (!reason) errors.reason = ['is required'];
    else if (reason.length > MAX_REFUND_REASON) errors.reason = [`must be at most ${MAX_REFUND_REASON} characters`];
    if (input.tillSessionId && !isUuid(input.tillSessionId)) errors.tillSessionId = ['must be a UUID'];
    if (Object.keys(errors).length > 0) throw validationError(errors);

    return ctx.transaction(async (uow) => {
      // Another organisation's order is 404 whatever the body says (how the money goes back is
      // checked against an order that exists); the locks below keep the counter payment's order.
      if (!(await uow.manager.existsBy(SalesOrder, { id: orderId, organizationId: ctx.organizationId }))) throw notFound('Order');
      if (input.tillSessionId && input.methodId) throw invalidField('methodId', 'must be omitted when the cash is paid out of a till session');
      if (!input.tillSessionId && !input.methodId)
        throw invalidField('tillSessionId', 'is required: the open till session the cash is paid out of (or methodId for a card, Qi or wallet refund)');
      // The session before the order, as a counter payment locks them (till-payment.service.ts).
      const session = input.tillSessionId ? await this.lockSession(uow, ctx, input.tillSessionId) : null;
      const order = await lockOrNotFound(uow.manager, SalesOrder, ctx, orderId, 'Order');
      const paidIqd = order.payments.reduce((sum, payment) => sum + payment.amountIqd, 0);
      if (paidIqd <= 0) throw conflict('The order has not been paid; there is nothing to refund.');
      if (order.refundedIqd >= paidIqd) throw conflict('The order is already fully refunded.');
      if (order.status !== OrderStatus.Completed && order.status !== OrderStatus.Cancelled) throw conflict('Complete or cancel the order before refunding it.');
      await assertBusinessDayOpen(uow, ctx, order.branchId, order.businessDate);

      const earlier = await uow.manager.find(OrderRefund, { where: { organizationId: ctx.organizationId, orderId: order.id } });
      const plan = refundPlan(order.lines, refundedUnitsOf(earlier), order.total, paidIqd, order.refundedIqd, input);
      if (Object.keys(plan.errors).length > 0) throw validationError(plan.errors);
      const paidBack = session ? this.fromTill(session, order) : await this.byMethod(uow, ctx, input.methodId!);

      const refund = Object.assign(new OrderRefund(), {
        organizationId: ctx.organizationId,
        orderId: order.id,
        branchId: order.branchId,
        businessDate: order.businessDate,
        refundedOn: (await branchCalendar(ctx, order.branchId)).today(),
        amountIqd: plan.amountIqd,
        // Units of a cancelled order never left the stock: its refund is of money only.
        lines: order.status === OrderStatus.Completed ? plan.lines : [],
        reason,
        paidBackKind: paidBack.kind,
        methodId: paidBack.methodId,
        tillSessionId: paidBack.tillSessionId,
        createdBy: ctx.actorId,
        // When it was made, on the service's clock (like an order's placedAt): the labour report puts it in that hour.
        createdAt: ctx.now(),
      });
      await uow.manager.insert(OrderRefund, refund);
      const previous = order.refundedIqd;
      order.refundedIqd = previous + plan.amountIqd;
      await uow.manager.update(SalesOrder, { id: order.id, organizationId: ctx.organizationId }, { refundedIqd: order.refundedIqd });
      if (paidBack.tillSessionId && plan.amountIqd > 0) await this.payOutOfTill(uow, ctx, order, paidBack.tillSessionId, plan.amountIqd, reason);
      await reverseRefundUsage(uow, ctx, order, refund);
      const payload = orderRefundPayload(refund, order);
      await recordAudit(uow, ctx, {
        entityType: 'sales-order',
        entityId: order.id,
        action: 'refunded',
        reason,
        changes: { refundedIqd: { from: previous, to: order.refundedIqd }, refund: payload },
        branchId: order.branchId,
      });
      await emit(uow, ctx, { type: orderRefundEvents.types.refunded, resourceId: order.id, data: payload, branchId: order.branchId });
      return refund;
    });
  }

  /** An open till session of the organisation (its business day not locked). */
  private async lockSession(uow: UnitOfWork, ctx: RequestContext, sessionId: string): Promise<TillSession> {
    try {
      return await tillSessionService.lockOpen(uow, ctx, sessionId);
    } catch (error) {
      if (isAppError(error) && error.errorName === 'NOT_FOUND') throw invalidField('tillSessionId', 'is not a till session of this organisation');
      throw error;
    }
  }

  private fromTill(session: TillSession, order: SalesOrder): PaidBack {
    if (session.branchId !== order.branchId) throw invalidField('tillSessionId', "is a till session of another branch than the order's");
    return { kind: PaymentKind.Cash, methodId: null, tillSessionId: session.id };
  }

  /** An active card, Qi, wallet or other method; cash always comes out of a till session. */
  private async byMethod(uow: UnitOfWork, ctx: RequestContext, methodId: string): Promise<PaidBack> {
    const method = isUuid(methodId) ? await uow.manager.findOne(PaymentMethod, { where: { id: methodId, organizationId: ctx.organizationId } }) : null;
    if (!method || !method.active) throw invalidField('methodId', 'is not an active payment method of this organisation');
    if (method.kind === PaymentKind.Cash) throw invalidField('tillSessionId', 'is required to pay cash back: name the open till session it comes out of');
    return { kind: method.kind, methodId: method.id, tillSessionId: null };
  }

  /** The cash leaves the drawer as a Refund movement in IQD: the session's expected cash falls by it. */
  private async payOutOfTill(uow: UnitOfWork, ctx: RequestContext, order: SalesOrder, sessionId: string, amountIqd: number, reason: string): Promise<void> {
    const movement = Object.assign(new TillMovement(), {
      organizationId: ctx.organizationId,
      sessionId,
      branchId: order.branchId,
      kind: TillMovementKind.Refund,
      currency: 'IQD',
      amount: amountIqd,
      reason: `${order.number}: ${reason}`,
      purchaseInvoiceId: null,
      createdBy: ctx.actorId,
    });
    await uow.manager.insert(TillMovement, movement);
    const payload = tillMovementPayload(movement);
    await recordAudit(uow, ctx, {
      entityType: 'till-session',
      entityId: sessionId,
      action: 'movement-refund',
      changes: payload,
      reason: movement.reason,
      branchId: order.branchId,
    });
    await emit(uow, ctx, { type: tillMovementEvents.types.recorded, resourceId: movement.id, data: payload, branchId: order.branchId });
  }

  /** Refunds of several orders at once (for the batched field resolver), oldest first. */
  async refundsOf(ctx: RequestContext, orderIds: readonly string[]): Promise<Map<string, OrderRefund[]>> {
    const rows = await ctx.db
      .getRepository(OrderRefund)
      .createQueryBuilder('r')
      .where('r.organization_id = :org AND r.order_id IN (:...ids)', { org: ctx.organizationId, ids: [...orderIds] })
      .orderBy('r.created_at', 'ASC')
      .addOrderBy('r.id', 'ASC')
      .getMany();
    const byOrder = new Map<string, OrderRefund[]>();
    for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
    return byOrder;
  }
}

export const orderRefundService = new OrderRefundService();
