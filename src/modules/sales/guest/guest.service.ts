import type { RequestContext } from '../../../core/context/request-context';
import { notFound } from '../../../core/errors/app-error';
import { SalesChannelKind } from '../../catalog/shared/sales-channel-kind';
import { cartQuoteService } from '../../commercial/quotes/cart-quote.service';
import type { QuoteChannel } from '../../commercial/quotes/cart-quote.reads';
import { readMenu } from '../menu/menu.reader';
import { paymentMethodService } from '../payment-methods/payment-method.service';
import { SelfOrderTable } from '../tables/self-order-table.entity';
import { SalesOrder } from '../orders/sales-order.entity';
import { orderPlacementService } from '../orders/order-placement.service';
import { orderTokenMatches } from '../orders/order-token';
import { salesQuoteOf, type SalesQuote } from '../orders/sales-quote.types';
import { OrderSource } from '../shared/sales-vocabulary';
import { type GuestCartInput, type GuestChannel, type GuestOrder, type GuestOrderInput, type GuestSelfOrder, type PlacedGuestOrder } from './guest.types';
import { promotionsWorthShowing } from './guest-promotions';

interface GuestSeat {
  tableId: string;
  branchId: string;
}

/** The table and branch the guest's QR token opened (see guest.credential.ts). */
function seatOf(ctx: RequestContext): GuestSeat {
  const principal = ctx.requirePrincipal();
  if (principal.kind !== 'guest' || !principal.tableId || !principal.branchId) throw notFound('Table');
  return { tableId: principal.tableId, branchId: principal.branchId };
}

function guestView(order: SalesOrder): GuestOrder {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    businessDate: order.businessDate,
    placedAt: order.placedAt,
    lines: order.lines,
    subtotal: order.subtotal,
    discount: order.discount,
    taxTotal: order.taxTotal,
    total: order.total,
    payments: order.payments,
    amountDueAtCounter: order.amountDueAtCounter,
  };
}

/**
 * The guest's use cases, always for the table of the presented QR token: the menu of its branch
 * on the SelfOrder channel, quotes and orders priced by the cart quote service, and reading an
 * order back with its order token.
 */
export class GuestService {
  /** The organisation's SelfOrder channel (the oldest active one), or null when it has none. */
  async selfOrderChannel(ctx: RequestContext): Promise<(GuestChannel & QuoteChannel) | null> {
    const [row] = await ctx.query<{ id: string; name: string; name_ar: string | null }>(
      `SELECT id, name, name_ar FROM commercial_sales_channels
        WHERE organization_id = $1 AND kind = $2 AND active ORDER BY created_at, id LIMIT 1`,
      [ctx.organizationId, SalesChannelKind.SelfOrder],
    );
    return row ? { id: row.id, name: row.name, nameAr: row.name_ar, kind: SalesChannelKind.SelfOrder, active: true } : null;
  }

  async overview(ctx: RequestContext): Promise<GuestSelfOrder> {
    const seat = seatOf(ctx);
    const table = await ctx.db.findOne(SelfOrderTable, { where: { id: seat.tableId, organizationId: ctx.organizationId } });
    if (!table) throw notFound('Table');
    const channel = await this.selfOrderChannel(ctx);
    const menu = await readMenu(ctx, seat.branchId, SalesChannelKind.SelfOrder);
    const promotions = await promotionsWorthShowing(ctx, menu.branch.businessDate, channel?.id ?? null);
    const methods = await paymentMethodService.forSelfOrder(ctx);
    return {
      branch: {
        id: menu.branch.id,
        name: menu.branch.name,
        nameAr: menu.branch.nameAr,
        currencyCode: menu.branch.currencyCode,
        open: menu.branch.active,
        businessDate: menu.branch.businessDate,
      },
      table: { id: table.id, name: table.name, area: table.area },
      channel: channel ? { id: channel.id, name: channel.name, nameAr: channel.nameAr } : null,
      languages: ['ar', 'en'],
      categories: menu.categories,
      promotions,
      paymentMethods: methods.map((method) => ({ id: method.id, name: method.name, nameAr: method.nameAr, kind: method.kind })),
      payAtCounter: true,
    };
  }

  /** Priced on the organisation's SelfOrder channel (the one selfOrderChannel names), read with the quote. */
  async quote(ctx: RequestContext, input: GuestCartInput): Promise<SalesQuote> {
    const seat = seatOf(ctx);
    const quote = await cartQuoteService.quote(ctx, { branchId: seat.branchId, channelId: null, channelKind: SalesChannelKind.SelfOrder, items: input.items });
    return salesQuoteOf(quote);
  }

  async place(ctx: RequestContext, input: GuestOrderInput): Promise<PlacedGuestOrder> {
    const seat = seatOf(ctx);
    const { order, orderToken } = await orderPlacementService.place(ctx, {
      branchId: seat.branchId,
      channelId: null,
      channelKind: SalesChannelKind.SelfOrder,
      tableId: seat.tableId,
      source: OrderSource.Guest,
      partnerReference: null,
      note: input.note,
      items: input.items,
      payments: input.payments ?? [],
    });
    return { ...guestView(order), orderToken: orderToken! };
  }

  /** Another table's order, or a wrong or missing token, is 404 like an unknown order. */
  async order(ctx: RequestContext, orderId: string, orderToken: string | null | undefined): Promise<GuestOrder> {
    const seat = seatOf(ctx);
    const order = await ctx.db.findOne(SalesOrder, { where: { id: orderId, organizationId: ctx.organizationId, tableId: seat.tableId } });
    if (!order || !orderTokenMatches(orderToken, order.orderTokenHash)) throw notFound('Order');
    return guestView(order);
  }
}

export const guestService = new GuestService();
