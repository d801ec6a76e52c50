import { randomUUID } from 'node:crypto';
import { In } from 'typeorm';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import type { RequestContext } from '../../../core/context/request-context';
import { conflict, validationError } from '../../../core/errors/app-error';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { liveOrdersService } from '../live/live-orders.service';
import { kitchenService } from '../kitchen/kitchen.service';
import { LiveOrderEventKind } from '../live/live-order.types';
import { isUniqueViolation } from '../../../core/db/pg-errors';
import { assertBusinessDayOpen } from '../../settings/period-lock/period-lock.service';
import { cartQuoteService, type CartItemInput, type CartQuote, type CartQuoteModifier } from '../../commercial/quotes/cart-quote.service';
import type { SalesChannelKind } from '../../catalog/shared/sales-channel-kind';
import { PaymentMethod } from '../payment-methods/payment-method.entity';
import { OrderSource, OrderStatus } from '../shared/sales-vocabulary';
import { SalesOrder } from './sales-order.entity';
import { type OrderLine, type OrderPayment } from './order-lines';
import { checkPayments, type KnownMethod, type PaymentRequest } from './order-payments.rules';
import { nextOrderNumber } from './order-number';
import { hashOrderToken, newOrderToken } from './order-token';
import { salesOrderEvents, salesOrderPayload } from './sales-order.events';
import { assertDirectRiceAvailable, directRiceKgOf } from './direct-rice';

export interface PlaceOrderRequest {
  branchId: string;
  /** As CartQuoteRequest: a channel by id, or with none the organisation's channel of `channelKind`. */
  channelId: string | null;
  channelKind?: SalesChannelKind;
  tableId: string | null;
  source: OrderSource;
  partnerReference: string | null;
  /** The guest's or partner's note on the whole order (checked here: at most MAX_ORDER_NOTE characters). */
  note?: string | null;
  items: CartItemInput[];
  payments: PaymentRequest[];
  /**
   * The caller's own rows about the order, written in the placement's transaction after the order
   * (a delivery platform's order link): a failure there places nothing.
   */
  alongside?: (uow: UnitOfWork, order: SalesOrder) => Promise<void>;
}

export interface PlacedOrder {
  order: SalesOrder;
  /** Guest orders only: the secret to follow the order, shown once. */
  orderToken: string | null;
}

const DUPLICATE_REFERENCE = 'sales_orders_org_partner_reference_key';
export const MAX_ORDER_NOTE = 500;

/** Trimmed text, null when empty. */
export function noteText(note: string | null | undefined): string | null {
  return note?.trim() || null;
}

/** The quote's lines as the order keeps them (names and prices as charged), with each item's note. */
export function linesFromQuote(quote: CartQuote, items: readonly CartItemInput[] = []): OrderLine[] {
  return quote.lines.map((line) => ({
    index: line.index,
    productId: line.productId,
    name: line.name,
    nameAr: line.nameAr,
    quantity: line.quantity,
    shelfPrice: line.shelfPrice,
    unitPrice: line.unitPrice,
    lineTotal: line.lineTotal,
    discount: line.discount,
    netAmount: line.netAmount,
    taxCodeId: line.taxCodeId,
    ratePermille: line.ratePermille,
    // The quote's lines intersect the engine's modifiers with the named ones: read them as named.
    modifiers: (line.modifiers as CartQuoteModifier[]).map((modifier) => ({
      optionId: modifier.optionId,
      name: modifier.name,
      nameAr: modifier.nameAr,
      priceDelta: modifier.priceDelta,
    })),
    note: noteText(items[line.index]?.note),
  }));
}

/**
 * Puts an order in the sales ledger, whatever its source: the cart is priced by the cart quote
 * service (never by the caller), payments are checked against the total, and the order, its
 * audit entry and `sales.order.placed` are written in one transaction.
 */
export class OrderPlacementService {
  async place(ctx: RequestContext, request: PlaceOrderRequest): Promise<PlacedOrder> {
    const note = noteText(request.note);
    if (note && note.length > MAX_ORDER_NOTE) throw validationError({ note: [`must be at most ${MAX_ORDER_NOTE} characters`] });
    const quote = await cartQuoteService.quote(ctx, {
      branchId: request.branchId,
      channelId: request.channelId,
      channelKind: request.channelKind,
      items: request.items,
    });
    const methods = await this.methodsNamed(ctx, request.payments);
    const check = checkPayments(request.payments, methods, quote.total, { selfOrder: request.source === OrderSource.Guest });
    if (Object.keys(check.errors).length > 0) throw validationError(check.errors);
    const riceKg = directRiceKgOf(quote.lines);

    const orderToken = request.source === OrderSource.Guest ? newOrderToken() : null;
    const payments: OrderPayment[] = request.payments.map((payment) => {
      const method = methods.get(payment.methodId)!;
      return { methodId: method.id, name: method.name, nameAr: method.nameAr, kind: method.kind, amountIqd: payment.amountIqd };
    });
    const now = ctx.now();
    const principal = ctx.requirePrincipal();
    // Outside the transaction (see nextOrderNumber): a refused order leaves a gap, never a wait.
    const number = await nextOrderNumber(ctx.db, ctx.organizationId, request.branchId, quote.branch.code, quote.businessDate);
    try {
      const order = await ctx.transaction(async (uow) => {
        await assertBusinessDayOpen(uow, ctx, request.branchId, quote.businessDate);
        await assertDirectRiceAvailable(uow, ctx, request.branchId, quote.businessDate, riceKg);
        const order = Object.assign(new SalesOrder(), {
          id: randomUUID(),
          organizationId: ctx.organizationId,
          branchId: request.branchId,
          tableId: request.tableId,
          channelId: quote.channel?.id ?? null,
          source: request.source,
          partnerReference: request.partnerReference,
          note,
          businessDate: quote.businessDate,
          number,
          status: OrderStatus.Placed,
          cancelReason: null,
          placedAt: now,
          directRiceKg: riceKg,
          statusChangedAt: now,
          lines: linesFromQuote(quote, request.items),
          subtotal: quote.subtotal,
          discount: quote.discount,
          promotion: quote.promotion?.applied
            ? { promotionId: quote.promotion.promotionId, name: quote.promotion.name, discount: quote.promotion.discount }
            : null,
          taxes: quote.taxes.map((tax) => ({ taxCodeId: tax.taxCodeId, ratePermille: tax.ratePermille, taxableAmount: tax.taxableAmount, tax: tax.tax })),
          taxTotal: quote.taxTotal,
          total: quote.total,
          payments,
          amountDueAtCounter: check.amountDueAtCounter,
          refundedIqd: 0,
          orderTokenHash: orderToken ? hashOrderToken(orderToken) : null,
          apiKeyId: principal.apiKeyId,
          createdBy: principal.userId,
          createdAt: now,
          updatedAt: now,
        });
        // The id and timestamps are set here, so the INSERT returns nothing and the order is not reloaded.
        await uow.manager.createQueryBuilder().insert().into(SalesOrder).values(order).updateEntity(false).execute();
        const payload = salesOrderPayload(order);
        await recordAudit(uow, ctx, { entityType: 'sales-order', entityId: order.id, action: 'placed', changes: payload, branchId: order.branchId });
        await emit(uow, ctx, { type: salesOrderEvents.types.placed, resourceId: order.id, data: payload, branchId: order.branchId });
        await kitchenService.createTickets(uow, order);
        await liveOrdersService.record(uow, ctx, LiveOrderEventKind.OrderPlaced, order);
        await request.alongside?.(uow, order);
        return order;
      });
      return { order, orderToken };
    } catch (error) {
      if (isUniqueViolation(error, DUPLICATE_REFERENCE)) throw conflict('An order with this partner reference already exists.');
      throw error;
    }
  }

  /** The organisation's payment methods the request names (one query). */
  private async methodsNamed(ctx: RequestContext, payments: readonly PaymentRequest[]): Promise<Map<string, KnownMethod>> {
    const ids = [...new Set(payments.map((payment) => payment.methodId))];
    if (ids.length === 0) return new Map();
    const rows = await ctx.db.find(PaymentMethod, { where: { organizationId: ctx.organizationId, id: In(ids) } });
    return new Map(rows.map((row) => [row.id, row]));
  }
}

export const orderPlacementService = new OrderPlacementService();
