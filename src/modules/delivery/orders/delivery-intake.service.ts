import { In } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { AppError } from '../../../core/errors/app-error';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { runSql } from '../../../core/db/run-sql';
import { isUniqueViolation } from '../../../core/db/pg-errors';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import type { CartItemInput } from '../../commercial/quotes/cart-quote.service';
import { MAX_LINE_NOTE } from '../../commercial/quotes/cart-items';
import { orderPlacementService, MAX_ORDER_NOTE } from '../../sales/orders/order-placement.service';
import { salesOrderService } from '../../sales/orders/sales-order.service';
import { SalesOrder } from '../../sales/orders/sales-order.entity';
import { OrderSource, OrderStatus } from '../../sales/shared/sales-vocabulary';
import type { IntakeOutcome, PlatformOrder, PlatformOrderItem } from '../adapters/adapter';
import type { DeliveryConnection } from '../connections/delivery-connection.entity';
import { DeliveryItemMapping } from '../mappings/delivery-item-mapping.entity';
import { DeliveryMappingKind, DeliveryOrderState } from '../shared/delivery-vocabulary';
import { deliveryOrderEvents, deliveryOrderPayload } from '../delivery.events';
import { DeliveryOrder, type DeliveryUnmappedLine } from './delivery-order.entity';
import { orderFlags, unmappedNote } from './delivery-order.rules';

const PLATFORM_KEY = 'delivery_orders_platform_key';
const DUPLICATE_REFERENCE = 'sales_orders_org_partner_reference_key';

export function outcomeOf(order: DeliveryOrder, duplicate: boolean): IntakeOutcome {
  return { deliveryOrderId: order.id, salesOrderId: order.salesOrderId, state: order.state, flags: order.flags, duplicate };
}

interface PreparedLines {
  items: CartItemInput[];
  /** The platform item behind each cart item (by position). */
  sources: PlatformOrderItem[];
  unmapped: DeliveryUnmappedLine[];
}

/**
 * A platform's order into the sales ledger (docs/delivery.md, "Orders in"): through the same
 * placement as every other order, priced by the connection's channel, with the platform link
 * written in the placement's transaction. The link's unique key (connection, platform order id)
 * makes a repeated delivery, also a concurrent one, answer the first order.
 */
export class DeliveryIntakeService {
  async receive(ctx: RequestContext, connection: DeliveryConnection, order: PlatformOrder): Promise<IntakeOutcome> {
    const existing = await this.find(ctx, connection.id, order.platformOrderId);
    if (existing) return this.settleAutoAccept(ctx, connection, existing, true);
    const lines = await this.prepare(ctx, connection, order);
    let reference: string | null = `${connection.platformStoreId}/${order.platformOrderId}`.slice(0, 200);
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        return await this.place(ctx, connection, order, lines, reference);
      } catch (error) {
        if (isUniqueViolation(error, PLATFORM_KEY)) {
          const first = await this.find(ctx, connection.id, order.platformOrderId);
          if (first) return outcomeOf(first, true);
        }
        if (isUniqueViolation(error, DUPLICATE_REFERENCE) || (error instanceof AppError && error.errorName === 'CONFLICT' && reference)) {
          reference = null;
          continue;
        }
        // Lines the price tier refuses (sold out, not on the channel, a bad choice of options) are kept as unmapped lines, never dropped.
        const refused = error instanceof AppError && error.errorName === 'VALIDATION' ? refusedItems(error.fields ?? {}) : null;
        if (!refused || refused.size === 0) throw error;
        lines.items.forEach((item, index) => {
          if (!refused.has(index)) return;
          const source = lines.sources[index];
          lines.unmapped.push({ platformItemId: source.platformItemId, name: source.name, quantity: source.quantity, note: source.note });
        });
        lines.sources = lines.sources.filter((_, index) => !refused.has(index));
        lines.items = lines.items.filter((_, index) => !refused.has(index));
      }
    }
    throw new Error('delivery intake: placement did not settle');
  }

  async find(ctx: RequestContext, connectionId: string, platformOrderId: string): Promise<DeliveryOrder | null> {
    return ctx.db.findOne(DeliveryOrder, { where: { organizationId: ctx.organizationId, connectionId, platformOrderId } });
  }

  /** An auto-accept connection's order left Received by a crash is accepted when the platform sends it again. */
  private async settleAutoAccept(ctx: RequestContext, connection: DeliveryConnection, order: DeliveryOrder, duplicate: boolean): Promise<IntakeOutcome> {
    if (!connection.autoAccept || order.state !== DeliveryOrderState.Received || !order.salesOrderId) return outcomeOf(order, duplicate);
    const accepted = await ctx.transaction(async (uow) => {
      const locked = await uow.manager.findOne(DeliveryOrder, { where: { id: order.id }, lock: { mode: 'pessimistic_write' } });
      if (!locked || locked.state !== DeliveryOrderState.Received) return locked ?? order;
      await this.accept(uow, ctx, locked, null);
      return locked;
    });
    return outcomeOf(accepted, duplicate);
  }

  private async prepare(ctx: RequestContext, connection: DeliveryConnection, order: PlatformOrder): Promise<PreparedLines> {
    const ids = [...new Set(order.items.flatMap((item) => [item.platformItemId, ...item.options.map((option) => option.platformItemId)]))];
    const mappings = await ctx.db.find(DeliveryItemMapping, {
      where: { organizationId: ctx.organizationId, connectionId: connection.id, platformItemId: In(ids) },
    });
    const products = new Map(mappings.filter((m) => m.kind === DeliveryMappingKind.Product && m.productId).map((m) => [m.platformItemId, m.productId!]));
    const options = new Map(
      mappings.filter((m) => m.kind === DeliveryMappingKind.ModifierOption && m.modifierOptionId).map((m) => [m.platformItemId, m.modifierOptionId!]),
    );
    const lines: PreparedLines = { items: [], sources: [], unmapped: [] };
    for (const item of order.items) {
      const productId = products.get(item.platformItemId);
      if (!productId) {
        lines.unmapped.push({ platformItemId: item.platformItemId, name: item.name, quantity: item.quantity, note: item.note });
        continue;
      }
      const optionIds: string[] = [];
      const extras: string[] = [];
      for (const option of item.options) {
        const optionId = options.get(option.platformItemId);
        if (optionId && !optionIds.includes(optionId)) optionIds.push(optionId);
        else if (!optionId) {
          extras.push(`+${option.quantity > 1 ? `${option.quantity}× ` : ''}${option.name || option.platformItemId}`);
          lines.unmapped.push({
            platformItemId: option.platformItemId,
            name: option.name,
            quantity: option.quantity * item.quantity,
            note: `option of ${item.name}`,
          });
        }
      }
      const note = [item.note, ...extras].filter(Boolean).join(' ').slice(0, MAX_LINE_NOTE) || null;
      lines.items.push({ productId, quantity: item.quantity, modifierOptionIds: optionIds, note });
      lines.sources.push(item);
    }
    return lines;
  }

  private async place(
    ctx: RequestContext,
    connection: DeliveryConnection,
    order: PlatformOrder,
    lines: PreparedLines,
    reference: string | null,
  ): Promise<IntakeOutcome> {
    const now = ctx.now();
    const link = (uow: UnitOfWork, sales: SalesOrder | null) => this.writeLink(uow, ctx, connection, order, lines, sales, now);
    if (lines.items.length === 0) {
      // Nothing the ledger can price: the order is kept and flagged for a person, never dropped.
      const row = await ctx.transaction((uow) => link(uow, null));
      return outcomeOf(row, false);
    }
    let written: DeliveryOrder | null = null;
    await orderPlacementService.place(ctx, {
      branchId: connection.branchId,
      channelId: connection.channelId,
      tableId: null,
      source: OrderSource.Delivery,
      partnerReference: reference,
      note: [order.note, unmappedNote(lines.unmapped)].filter(Boolean).join('\n').slice(0, MAX_ORDER_NOTE) || null,
      items: lines.items,
      payments: [],
      alongside: async (uow, sales) => {
        written = await link(uow, sales);
      },
    });
    return outcomeOf(written!, false);
  }

  private async writeLink(
    uow: UnitOfWork,
    ctx: RequestContext,
    connection: DeliveryConnection,
    order: PlatformOrder,
    lines: PreparedLines,
    sales: SalesOrder | null,
    now: Date,
  ): Promise<DeliveryOrder> {
    const computedTotal = sales?.total ?? 0;
    const row = uow.manager.create(DeliveryOrder, {
      organizationId: ctx.organizationId,
      branchId: connection.branchId,
      connectionId: connection.id,
      platformOrderId: order.platformOrderId,
      displayId: order.displayId,
      salesOrderId: sales?.id ?? null,
      state: DeliveryOrderState.Received,
      fulfilment: order.fulfilment,
      customerName: order.customer.name,
      customerPhone: order.customer.phone,
      statedTotal: order.statedTotal,
      computedTotal,
      flags: orderFlags({ unmapped: lines.unmapped.length, statedTotal: order.statedTotal, computedTotal, placed: sales !== null }),
      unmappedLines: lines.unmapped,
      rawOrder: order.raw,
      receivedAt: now,
      acceptDeadlineAt: new Date(now.getTime() + connection.acceptDeadlineSeconds * 1000),
      decidedAt: null,
      decidedBy: null,
      reason: null,
    });
    await uow.manager.save(DeliveryOrder, row);
    // Items seen for the first time are listed for mapping (a null target); known ones keep theirs.
    const seen = new Map<string, { kind: DeliveryMappingKind; name: string }>();
    for (const item of order.items) {
      seen.set(`P ${item.platformItemId}`, { kind: DeliveryMappingKind.Product, name: item.name });
      for (const option of item.options) seen.set(`O ${option.platformItemId}`, { kind: DeliveryMappingKind.ModifierOption, name: option.name });
    }
    for (const [key, value] of seen) {
      await runSql(
        uow.manager,
        `INSERT INTO delivery_item_mappings (organization_id, connection_id, kind, platform_item_id, platform_name) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (connection_id, kind, platform_item_id) DO NOTHING`,
        [ctx.organizationId, connection.id, value.kind, key.slice(2), value.name || key.slice(2)],
      );
    }
    const payload = deliveryOrderPayload(row);
    await recordAudit(uow, ctx, { entityType: 'delivery-order', entityId: row.id, action: 'received', changes: payload, branchId: row.branchId });
    await emit(uow, ctx, { type: deliveryOrderEvents.types.received, resourceId: row.id, data: payload, branchId: row.branchId });
    if (row.flags.length) await emit(uow, ctx, { type: deliveryOrderEvents.types.flagged, resourceId: row.id, data: payload, branchId: row.branchId });
    if (connection.autoAccept && sales) await this.accept(uow, ctx, row, null);
    return row;
  }

  /** Accepts a Received order (locked by the caller): the sales order moves to Accepted, and the platform is told. */
  async accept(uow: UnitOfWork, ctx: RequestContext, order: DeliveryOrder, by: string | null): Promise<void> {
    if (order.salesOrderId) {
      const sales = await uow.manager.findOne(SalesOrder, { where: { id: order.salesOrderId }, select: { id: true, status: true } });
      if (sales?.status === OrderStatus.Placed) await salesOrderService.changeStatus(ctx, order.salesOrderId, { status: OrderStatus.Accepted });
    }
    order.state = DeliveryOrderState.Accepted;
    order.decidedAt = ctx.now();
    order.decidedBy = by;
    order.acceptDeadlineAt = null;
    await uow.manager.update(DeliveryOrder, { id: order.id }, { state: order.state, decidedAt: order.decidedAt, decidedBy: by, acceptDeadlineAt: null });
    const payload = deliveryOrderPayload(order);
    await recordAudit(uow, ctx, { entityType: 'delivery-order', entityId: order.id, action: 'accepted', changes: payload, branchId: order.branchId });
    await emit(uow, ctx, { type: deliveryOrderEvents.types.accepted, resourceId: order.id, data: payload, branchId: order.branchId });
  }
}

/** The cart positions a quote refused (`items[3].productId` → 3). */
function refusedItems(fields: Record<string, string[]>): Set<number> | null {
  const out = new Set<number>();
  for (const key of Object.keys(fields)) {
    const match = /^items\[(\d+)\]/.exec(key);
    if (!match) return null;
    out.add(Number(match[1]));
  }
  return out;
}

export const deliveryIntakeService = new DeliveryIntakeService();
