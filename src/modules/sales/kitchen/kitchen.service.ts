import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { conflict, invalidField, validationError } from '../../../core/errors/app-error';
import { recordAudit } from '../../../core/audit/record-audit';
import { recordLiveEvent } from '../../../core/live/record-live-event';
import type { SalesOrder } from '../orders/sales-order.entity';
import { KitchenStationSetting, KitchenTicket } from './kitchen-ticket.entity';
import { decideBump, decideVoid, KitchenStatus, STAMP_OF, stationFor, ticketStatusForOrder, type BumpDecision } from './kitchen.rules';
import { OrderStatus } from '../shared/sales-vocabulary';
import type { KitchenStationAssignment, KitchenTicketFilter, SetKitchenStationInput } from './kitchen.inputs';
import { lockOrNotFound } from '../../../core/db/write-helpers';
import { runSql } from '../../../core/db/run-sql';

const OPEN = [KitchenStatus.Queued, KitchenStatus.Preparing, KitchenStatus.Ready];
const BOARD_LIMIT = 500;
export const KITCHEN_TICKET_CHANGED = 'KitchenTicketChanged';

/** What a live event carries of a ticket (hydrated again by liveTicketOf). */
export function ticketPayload(ticket: KitchenTicket): Record<string, unknown> {
  const {
    id,
    branchId,
    orderId,
    orderNumber,
    lineIndex,
    productId,
    name,
    nameAr,
    modifiers,
    note,
    tableName,
    orderNote,
    quantity,
    station,
    status,
    queuedAt,
    startedAt,
    readyAt,
    servedAt,
    voidedAt,
    voidReason,
  } = ticket;
  return {
    id,
    branchId,
    orderId,
    orderNumber,
    lineIndex,
    productId,
    name,
    nameAr,
    modifiers,
    note,
    tableName,
    orderNote,
    quantity,
    station,
    status,
    queuedAt,
    startedAt,
    readyAt,
    servedAt,
    voidedAt,
    voidReason,
  };
}

export function liveTicketOf(data: Record<string, unknown>): KitchenTicket {
  const ticket = Object.assign(new KitchenTicket(), data);
  for (const key of ['queuedAt', 'startedAt', 'readyAt', 'servedAt', 'voidedAt'] as const) {
    const value = data[key];
    ticket[key] = (value ? new Date(value as string) : null) as Date;
  }
  return ticket;
}

/**
 * Kitchen tickets (docs/live.md, "Kitchen"): one per order line, created in the order's
 * transaction and sent to the station set on the product or its category; bumped one step at a
 * time (idempotently) by the kitchen display; each change is a live event of the branch (the
 * order's guest sees it too) and an audit entry.
 */
/**
 * What a new order's tickets need, in one statement: each product's category and the stations set
 * for the product and for its category, and the order's table name (one row even with no product).
 */
const TICKET_SETTINGS = `SELECT t.name AS table_name, p.id, p.category_id, ps.station AS product_station, cs.station AS category_station
  FROM (SELECT 1) one
  LEFT JOIN sales_self_order_tables t ON t.id = $3::uuid AND t.organization_id = $1
  LEFT JOIN catalog_products p ON p.organization_id = $1 AND p.id = ANY($2::uuid[])
  LEFT JOIN sales_kitchen_stations ps ON ps.organization_id = $1 AND ps.target_kind = 'Product' AND ps.target_id = p.id
  LEFT JOIN sales_kitchen_stations cs ON cs.organization_id = $1 AND cs.target_kind = 'Category' AND cs.target_id = p.category_id`;

interface TicketSetting {
  table_name: string | null;
  id: string | null;
  category_id: string | null;
  product_station: string | null;
  category_station: string | null;
}

export class KitchenService {
  /** Called in the order's transaction, before its live event. */
  async createTickets(uow: UnitOfWork, order: SalesOrder): Promise<void> {
    if (order.lines.length === 0) return;
    const productIds = [...new Set(order.lines.map((line) => line.productId))];
    const rows = await runSql<TicketSetting>(uow.manager, TICKET_SETTINGS, [order.organizationId, productIds, order.tableId ?? null]);
    const categoryOf = new Map(rows.flatMap((row) => (row.id ? [[row.id, row.category_id] as const] : [])));
    const byProduct = new Map(rows.flatMap((row) => (row.id && row.product_station ? [[row.id, row.product_station] as const] : [])));
    const byCategory = new Map(rows.flatMap((row) => (row.category_id && row.category_station ? [[row.category_id, row.category_station] as const] : [])));
    const table = rows[0]?.table_name != null ? { name: rows[0].table_name } : undefined;
    // One multi-row INSERT; nothing reads the tickets back in the request, so nothing is returned.
    await uow.manager
      .createQueryBuilder()
      .insert()
      .into(KitchenTicket)
      .values(
        order.lines.map((line) => ({
          organizationId: order.organizationId,
          branchId: order.branchId,
          orderId: order.id,
          orderNumber: order.number,
          lineIndex: line.index,
          productId: line.productId,
          name: line.name,
          nameAr: line.nameAr,
          modifiers: (line.modifiers ?? []).map((modifier) => modifier.name),
          note: line.note ?? null,
          tableName: table?.name ?? null,
          orderNote: order.note ?? null,
          quantity: line.quantity,
          station: stationFor(line.productId, categoryOf.get(line.productId) ?? null, byProduct, byCategory),
          status: KitchenStatus.Queued,
          queuedAt: order.placedAt,
        })),
      )
      .updateEntity(false)
      .execute();
  }

  /** The active branch's tickets, oldest first (at most 500). */
  list(ctx: RequestContext, filter: KitchenTicketFilter | undefined): Promise<KitchenTicket[]> {
    const statuses = filter?.statuses?.length ? filter.statuses : OPEN;
    const qb = ctx.db
      .createQueryBuilder(KitchenTicket, 't')
      .where('t.organizationId = :org AND t.branchId = :branch AND t.status IN (:...statuses)', { org: ctx.organizationId, branch: ctx.branchId, statuses })
      .orderBy('t.queuedAt', 'ASC')
      .addOrderBy('t.orderId', 'ASC')
      .addOrderBy('t.lineIndex', 'ASC')
      .take(BOARD_LIMIT);
    if (filter?.station) qb.andWhere('t.station = :station', { station: filter.station });
    return qb.getMany();
  }

  /** One step from the status the screen showed; a repeated bump answers the ticket unchanged. */
  bump(ctx: RequestContext, id: string, from: KitchenStatus): Promise<KitchenTicket> {
    return this.change(ctx, id, (ticket) => decideBump(ticket.status, from), null);
  }

  voidTicket(ctx: RequestContext, id: string, reason: string): Promise<KitchenTicket> {
    const trimmed = reason.trim();
    if (!trimmed) throw invalidField('reason', 'Say why the ticket is voided.');
    return this.change(ctx, id, (ticket) => decideVoid(ticket.status), trimmed);
  }

  /**
   * The order moved on the board (in its transaction): its open tickets follow (ticketStatusForOrder),
   * each with its audit entry and live event, so the kitchen display does not keep a finished
   * order's tickets queued. A cancelled order's tickets are voided with the cancel reason.
   */
  async followOrder(uow: UnitOfWork, ctx: RequestContext, order: SalesOrder): Promise<void> {
    const tickets = await uow.manager.find(KitchenTicket, {
      where: { orderId: order.id, organizationId: order.organizationId },
      order: { lineIndex: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
    const reason = order.status === OrderStatus.Cancelled ? `Order cancelled: ${order.cancelReason}` : `Order ${order.status.toLowerCase()}`;
    for (const ticket of tickets) {
      const to = ticketStatusForOrder(order.status, ticket.status);
      if (to) await this.apply(uow, ctx, ticket, to, reason);
    }
  }

  async setStation(ctx: RequestContext, input: SetKitchenStationInput): Promise<KitchenStationAssignment> {
    if (Boolean(input.productId) === Boolean(input.categoryId)) {
      throw validationError({ productId: ['Name exactly one of productId and categoryId.'] });
    }
    const kind = input.productId ? 'Product' : 'Category';
    const targetId = (input.productId ?? input.categoryId)!;
    const table = kind === 'Product' ? 'catalog_products' : 'catalog_product_categories';
    return ctx.transaction(async (uow) => {
      const [exists] = (await runSql(uow.manager, `SELECT 1 FROM ${table} WHERE id = $1 AND organization_id = $2 AND deleted_at IS NULL`, [
        targetId,
        ctx.organizationId,
      ])) as unknown[];
      if (!exists)
        throw kind === 'Product'
          ? invalidField('productId', 'No such product in this organisation.')
          : invalidField('categoryId', 'No such category in this organisation.');
      const station = input.station ?? null;
      if (station === null) {
        await uow.manager.delete(KitchenStationSetting, { organizationId: ctx.organizationId, targetKind: kind, targetId });
      } else {
        await runSql(
          uow.manager,
          `INSERT INTO sales_kitchen_stations (organization_id, target_kind, target_id, station) VALUES ($1, $2, $3, $4)
           ON CONFLICT (organization_id, target_kind, target_id) DO UPDATE SET station = EXCLUDED.station, updated_at = now()`,
          [ctx.organizationId, kind, targetId, station],
        );
      }
      await recordAudit(uow, ctx, {
        entityType: kind === 'Product' ? 'product' : 'product-category',
        entityId: targetId,
        action: 'kitchen-station-set',
        changes: { station },
        branchId: null,
      });
      return { productId: input.productId ?? null, categoryId: input.categoryId ?? null, station };
    });
  }

  private change(ctx: RequestContext, id: string, decide: (ticket: KitchenTicket) => BumpDecision, reason: string | null): Promise<KitchenTicket> {
    return ctx.transaction(async (uow) => {
      const ticket = await lockOrNotFound(uow.manager, KitchenTicket, ctx, id, 'Kitchen ticket');
      const decision = decide(ticket);
      if (decision.kind === 'conflict') throw conflict(decision.message);
      if (decision.kind === 'already') return ticket;
      await this.apply(uow, ctx, ticket, decision.to, reason);
      return ticket;
    });
  }

  private async apply(uow: UnitOfWork, ctx: RequestContext, ticket: KitchenTicket, to: KitchenStatus, reason: string | null): Promise<void> {
    const previous = ticket.status;
    const now = ctx.now();
    ticket.status = to;
    ticket[STAMP_OF[to]] = now;
    if (to === KitchenStatus.Voided) ticket.voidReason = reason;
    await uow.manager.update(
      KitchenTicket,
      { id: ticket.id },
      { status: to, [STAMP_OF[to]]: now, ...(to === KitchenStatus.Voided ? { voidReason: reason } : {}) },
    );
    await recordAudit(uow, ctx, {
      entityType: 'kitchen-ticket',
      entityId: ticket.id,
      action: `kitchen-${to.toLowerCase()}`,
      reason,
      changes: { status: { from: previous, to } },
      branchId: ticket.branchId,
    });
    await recordLiveEvent(uow, ctx.runtime, {
      organizationId: ticket.organizationId,
      branchId: ticket.branchId,
      kind: KITCHEN_TICKET_CHANGED,
      subjectId: ticket.orderId,
      data: ticketPayload(ticket),
    });
  }
}

export const kitchenService = new KitchenService();
