import { createHash } from 'node:crypto';
import type { RequestContext } from '../../../core/context/request-context';
import { conflict, invalidField, notFound, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { listSortFields } from '../../../core/lists/sort-fields';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { catchDuplicate } from '../../../core/db/write-helpers';
import { DeliveryPayout, PayoutFileFormat, PayoutStatus } from './payout.entity';
import { DeliveryPayoutLine, PayoutLineKind } from './payout-line.entity';
import type { DeliveryCommissionFilter, DeliveryPayoutFilter, DeliveryPayoutLineFilter, ImportDeliveryPayoutInput } from './payout.inputs';
import { csvCells, type PayoutCells, xlsxCells } from './payout-file';
import { parsePayoutRows } from './payout-parse';
import { commissionPercent, type LedgerPlatformOrder, PayoutLineStatus, reconcilePayout } from './payout-match.rules';
import { payoutEvents, payoutPayload } from './payout.events';
import type { PayoutColumn } from './payout-columns';
import { DeliveryCommissionRow } from './payout-commission';
import { DeliveryConnection } from '../connections/delivery-connection.entity';

const SORT_COLUMNS = { payoutDate: 'p.payout_date', createdAt: 'p.created_at', totalIqd: 'p.total_iqd' } as const;
export const deliveryPayoutsSort = listSortFields('deliveryPayouts', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const LINE_SORT_COLUMNS = { position: 'l.position', orderDate: 'l.order_date', overChargeIqd: 'l.over_charge_iqd' } as const;
export const deliveryPayoutLinesSort = listSortFields('deliveryPayoutLines', Object.keys(LINE_SORT_COLUMNS) as Array<keyof typeof LINE_SORT_COLUMNS>);

/** Ledger orders read around the payout's period (orders placed late at night carry the next business date). */
const PERIOD_MARGIN_DAYS = 1;

const KIND_OF: Record<PayoutLineStatus, PayoutLineKind> = {
  [PayoutLineStatus.Matched]: PayoutLineKind.Matched,
  [PayoutLineStatus.Different]: PayoutLineKind.Different,
  [PayoutLineStatus.MissingInLedger]: PayoutLineKind.MissingInLedger,
};

export function withPercent(payout: DeliveryPayout): DeliveryPayout {
  payout.commissionPercent = commissionPercent(payout.commissionIqd, payout.grossIqd);
  return payout;
}

/**
 * Payout statements of delivery platforms (docs/delivery.md, "Payouts"): a file is read whole
 * (422 keyed by row, nothing written), reconciled with the connection's platform orders in the
 * ledger and stored with one line per row and per ledger order the payout misses. The bank side
 * is the match target (payout.match-target.ts).
 */
export class PayoutService {
  async import(ctx: RequestContext, input: ImportDeliveryPayoutInput): Promise<DeliveryPayout> {
    const connection = await this.connection(ctx, input.connectionId);
    const cells = await readCells(input.format, input.content);
    if (!cells.ok) throw invalidField('content', cells.problem);
    const parsed = parsePayoutRows(cells.rows, {
      payoutReference: input.payoutReference,
      payoutDate: input.payoutDate,
      columnMap: columnMapOf(input.columnMap),
    });
    if (!parsed.ok) throw validationError(parsed.errors, 'The payout file has errors; nothing was imported.');
    const { payout } = parsed;
    const rate = input.commissionRatePercent != null ? Math.round(input.commissionRatePercent * 100) : await this.lastRate(ctx, connection.id);
    return ctx.transaction(async (uow) => {
      const dates = payout.rows.map((row) => row.orderDate).sort();
      const ledger = await ledgerOrders(ctx, connection.id, dates[0], dates[dates.length - 1], [...new Set(payout.rows.map((row) => row.platformOrderId))]);
      const result = reconcilePayout(payout.rows, ledger, rate);
      const sum = (pick: (row: (typeof payout.rows)[number]) => number) => payout.rows.reduce((total, row) => total + pick(row), 0);
      const record = Object.assign(new DeliveryPayout(), {
        organizationId: ctx.organizationId,
        connectionId: connection.id,
        branchId: connection.branchId,
        platform: connection.platform,
        payoutReference: payout.payoutReference,
        payoutDate: payout.payoutDate,
        totalIqd: payout.total,
        periodFrom: result.periodFrom,
        periodTo: result.periodTo,
        fileFormat: input.format,
        fileSha256: createHash('sha256').update(input.content).digest('hex'),
        commissionRateBasisPoints: rate,
        rowsRead: payout.rows.length,
        matchedCount: result.lines.filter((line) => line.status === PayoutLineStatus.Matched).length,
        differentCount: result.lines.filter((line) => line.status === PayoutLineStatus.Different).length,
        missingInLedgerCount: result.lines.filter((line) => line.status === PayoutLineStatus.MissingInLedger).length,
        missingInPayoutCount: result.missingInPayout.length,
        grossIqd: sum((row) => row.gross),
        commissionIqd: sum((row) => row.commission),
        platformPromotionIqd: sum((row) => row.platformPromotion),
        restaurantPromotionIqd: sum((row) => row.restaurantPromotion),
        feesIqd: sum((row) => row.fees),
        netIqd: sum((row) => row.net),
        overChargeIqd: result.lines.reduce((total, line) => total + line.overCharge, 0),
        status: PayoutStatus.Imported,
        statementLineId: null,
        receivedIqd: null,
        receivedAt: null,
        importedBy: ctx.requirePrincipal().userId ?? null,
      });
      await catchDuplicate(() => uow.manager.insert(DeliveryPayout, record), {
        delivery_payouts_reference_key: () => conflict(`Payout ${payout.payoutReference} of this connection is already imported.`),
      });
      const base = { organizationId: ctx.organizationId, payoutId: record.id };
      const lines: Array<Partial<DeliveryPayoutLine>> = result.lines.map((line, index) => ({
        ...base,
        position: index,
        kind: KIND_OF[line.status],
        problems: line.problems,
        rowNumber: line.rowNumber,
        platformOrderId: line.platformOrderId,
        orderDate: line.orderDate,
        salesOrderId: line.orderId,
        ledgerTotalIqd: line.ledgerTotal,
        grossIqd: line.gross,
        commissionIqd: line.commission,
        platformPromotionIqd: line.platformPromotion,
        restaurantPromotionIqd: line.restaurantPromotion,
        feesIqd: line.fees,
        netIqd: line.net,
        allowedCommissionIqd: line.allowedCommission,
        overChargeIqd: line.overCharge,
      }));
      result.missingInPayout.forEach((order, index) =>
        lines.push({
          ...base,
          position: result.lines.length + index,
          kind: PayoutLineKind.MissingInPayout,
          problems: [],
          rowNumber: null,
          platformOrderId: order.platformOrderId,
          orderDate: order.date,
          salesOrderId: order.orderId,
          ledgerTotalIqd: order.total,
          overChargeIqd: 0,
        }),
      );
      for (let start = 0; start < lines.length; start += 500) await uow.manager.insert(DeliveryPayoutLine, lines.slice(start, start + 500));
      await recordAudit(uow, ctx, {
        entityType: 'delivery-payout',
        entityId: record.id,
        action: 'imported',
        changes: payoutPayload(record),
        branchId: record.branchId,
      });
      await emit(uow, ctx, { type: payoutEvents.types.imported, resourceId: record.id, data: payoutPayload(record), branchId: record.branchId });
      return withPercent(record);
    });
  }

  async list(ctx: RequestContext, list: ListArgs | undefined, filter: DeliveryPayoutFilter | undefined): Promise<PageResult<DeliveryPayout>> {
    const window = resolveListWindow(list, deliveryPayoutsSort.fields, { sort: 'payoutDate', dir: 'desc' });
    const query = ctx.db.getRepository(DeliveryPayout).createQueryBuilder('p').where('p.organization_id = :org', { org: ctx.organizationId });
    if (filter?.connectionId) query.andWhere('p.connection_id = :connectionId', { connectionId: filter.connectionId });
    if (filter?.branchId) query.andWhere('p.branch_id = :branchId', { branchId: filter.branchId });
    const page = await readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('p.id', 'ASC'), window);
    page.items.forEach(withPercent);
    return page;
  }

  async get(ctx: RequestContext, id: string): Promise<DeliveryPayout> {
    const payout = await ctx.db.findOne(DeliveryPayout, { where: { id, organizationId: ctx.organizationId } });
    if (!payout) throw notFound('Payout');
    return withPercent(payout);
  }

  async lines(
    ctx: RequestContext,
    payoutId: string,
    list: ListArgs | undefined,
    filter: DeliveryPayoutLineFilter | undefined,
  ): Promise<PageResult<DeliveryPayoutLine>> {
    await this.get(ctx, payoutId);
    const window = resolveListWindow(list, deliveryPayoutLinesSort.fields, { sort: 'position', dir: 'asc' });
    const query = ctx.db
      .getRepository(DeliveryPayoutLine)
      .createQueryBuilder('l')
      .where('l.organization_id = :org AND l.payout_id = :payoutId', { org: ctx.organizationId, payoutId });
    if (filter?.kind) query.andWhere('l.kind = :kind', { kind: filter.kind });
    return readPage(ctx, query.orderBy(LINE_SORT_COLUMNS[window.sort], window.dir).addOrderBy('l.id', 'ASC'), window);
  }

  /** Commission % per platform, branch and month of the orders, from the imported payouts' rows. */
  async commission(ctx: RequestContext, filter: DeliveryCommissionFilter): Promise<DeliveryCommissionRow[]> {
    if (filter.from > filter.to) throw invalidField('to', 'must not be before from');
    const rows = await ctx.query<{
      month: string;
      platform: string;
      branch_id: string;
      orders: number;
      gross: string;
      commission: string;
      over_charge: string;
    }>(
      `SELECT to_char(l.order_date, 'YYYY-MM') AS month, p.platform, p.branch_id, count(*)::int AS orders,
              sum(l.gross_iqd) AS gross, sum(l.commission_iqd) AS commission, sum(l.over_charge_iqd) AS over_charge
         FROM delivery_payout_lines l JOIN delivery_payouts p ON p.id = l.payout_id
        WHERE l.organization_id = $1 AND p.organization_id = $1 AND l.kind <> 'MissingInPayout'
          AND l.order_date BETWEEN $2 AND $3 AND ($4::uuid IS NULL OR p.branch_id = $4) AND ($5::text IS NULL OR p.platform = $5)
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      [ctx.organizationId, filter.from, filter.to, filter.branchId ?? null, filter.platform ?? null],
    );
    return rows.map((row) =>
      Object.assign(new DeliveryCommissionRow(), {
        month: row.month,
        platform: row.platform,
        branchId: row.branch_id,
        orders: row.orders,
        grossIqd: Number(row.gross),
        commissionIqd: Number(row.commission),
        overChargeIqd: Number(row.over_charge),
        commissionPercent: commissionPercent(Number(row.commission), Number(row.gross)),
      }),
    );
  }

  private async connection(ctx: RequestContext, id: string): Promise<DeliveryConnection> {
    const connection = await ctx.db.findOne(DeliveryConnection, { where: { id, organizationId: ctx.organizationId } });
    if (!connection) throw notFound('Delivery connection');
    return connection;
  }

  /** The agreed rate of the connection's latest payout that had one: the rate holds until an import gives another. */
  private async lastRate(ctx: RequestContext, connectionId: string): Promise<number | null> {
    const rows = await ctx.query<{ rate: number }>(
      `SELECT commission_rate_basis_points AS rate FROM delivery_payouts
        WHERE organization_id = $1 AND connection_id = $2 AND commission_rate_basis_points IS NOT NULL
        ORDER BY payout_date DESC, created_at DESC LIMIT 1`,
      [ctx.organizationId, connectionId],
    );
    return rows[0]?.rate ?? null;
  }
}

async function readCells(format: PayoutFileFormat, content: string): Promise<PayoutCells> {
  if (format === PayoutFileFormat.Csv) return csvCells(content);
  const text = content.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return { ok: false, problem: 'must be the xlsx workbook in base64' };
  return xlsxCells(Buffer.from(text, 'base64'));
}

function columnMapOf(input: ImportDeliveryPayoutInput['columnMap']): Partial<Record<PayoutColumn, string>> {
  const map: Partial<Record<PayoutColumn, string>> = {};
  for (const [key, value] of Object.entries(input ?? {}))
    if (typeof value === 'string' && value.trim()) map[key.replace(/Header$/, '') as PayoutColumn] = value;
  return map;
}

/** The connection's platform orders named by the payout or received in its period (with a margin). */
async function ledgerOrders(ctx: RequestContext, connectionId: string, from: string, to: string, platformOrderIds: string[]): Promise<LedgerPlatformOrder[]> {
  const rows = await ctx.query<{
    sales_order_id: string | null;
    platform_order_id: string;
    business_date: string;
    stated_total: string | null;
    cancelled: boolean;
  }>(
    `SELECT d.sales_order_id, d.platform_order_id, to_char(coalesce(o.business_date, d.received_at::date), 'YYYY-MM-DD') AS business_date,
            d.stated_total, (d.state IN ('Rejected', 'Cancelled') OR o.status = 'Cancelled') AS cancelled
       FROM delivery_orders d LEFT JOIN sales_orders o ON o.id = d.sales_order_id AND o.organization_id = d.organization_id
      WHERE d.organization_id = $1 AND d.connection_id = $2
        AND (d.platform_order_id = ANY($3::text[]) OR d.received_at BETWEEN ($4::date - $6::int) AND ($5::date + $6::int + 1))`,
    [ctx.organizationId, connectionId, platformOrderIds, from, to, PERIOD_MARGIN_DAYS],
  );
  return rows.map((row) => ({
    orderId: row.sales_order_id,
    platformOrderId: row.platform_order_id,
    date: row.business_date,
    total: Number(row.stated_total ?? 0),
    cancelled: row.cancelled === true,
  }));
}

export const payoutService = new PayoutService();
