import type { RequestContext } from '../../../core/context/request-context';
import { conflict, type FieldErrors, validationError } from '../../../core/errors/app-error';
import { COUNT_CAP, MAX_LIST_DEPTH } from '../../../core/lists/list-window';
import { type Param, readPage } from '../../../core/lists/read-page';
import { entityRows } from '../../../core/db/entity-rows';
import { Branch } from '../../identity/branches/branch.entity';
import { SalesChannelKind, isSalesChannelKind } from '../../catalog/shared/sales-channel-kind';
import { EodReport } from '../../loss/eod-reports/eod-report.entity';
import { readMenu } from '../menu/menu.reader';
import type { MenuCategory } from '../menu/menu.types';
import { SalesOrder } from '../orders/sales-order.entity';
import { orderPlacementService } from '../orders/order-placement.service';
import { salesOrderService } from '../orders/sales-order.service';
import { OrderSource, OrderStatus } from '../shared/sales-vocabulary';
import {
  PARTNER_DEFAULT_LIMIT,
  PARTNER_MAX_LIMIT,
  type PartnerBranchList,
  type PartnerEodListArgs,
  type PartnerEodReportList,
  type PartnerOrderInput,
  type PartnerOrderList,
  type PartnerOrderListArgs,
  type PartnerWindowArgs,
} from './partner.types';

interface Window {
  limit: number;
  offset: number;
}

/** limit 1-200 (default 50), offset ≥ 0: a bad value is a 422 naming it. */
export function partnerWindow(args: PartnerWindowArgs): Window {
  const errors: FieldErrors = {};
  const limit = args.limit ?? PARTNER_DEFAULT_LIMIT;
  const offset = args.offset ?? 0;
  if (limit < 1 || limit > PARTNER_MAX_LIMIT) errors.limit = [`must be between 1 and ${PARTNER_MAX_LIMIT}`];
  if (offset < 0) errors.offset = ['must be 0 or more'];
  else if (!errors.limit && offset + limit > MAX_LIST_DEPTH) {
    errors.offset = [`must stay within the first ${MAX_LIST_DEPTH} rows of the list; move the from/to window instead`];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { limit, offset };
}

/**
 * The partner API's use cases (docs/partner-api.md): the same ledger, menu and placement as the
 * console and the guest page, in the key's organisation only.
 */
export class PartnerService {
  async branches(ctx: RequestContext, args: PartnerWindowArgs): Promise<PartnerBranchList> {
    const window = partnerWindow(args);
    const page = await readPage(
      ctx,
      {
        reader: entityRows(ctx.db.connection, Branch, 'b'),
        alias: 'b',
        where: (param: Param) => `b.organization_id = ${param(ctx.organizationId)} AND b.active`,
        orderBy: 'b.created_at, b.id',
      },
      { page: 1, perPage: window.limit, offset: window.offset },
      { countCap: COUNT_CAP },
    );
    return {
      items: page.items.map((branch) => ({ id: branch.id, name: branch.name, nameAr: branch.nameAr, code: branch.code, timeZone: branch.timeZone })),
      total: page.total,
      totalIsExact: page.totalIsExact,
    };
  }

  async menu(ctx: RequestContext, branchId: string, channelId: string | null | undefined): Promise<MenuCategory[]> {
    let kind = SalesChannelKind.Partner;
    if (channelId) {
      const [channel] = await ctx.query<{ kind: string }>(`SELECT kind FROM commercial_sales_channels WHERE id = $1 AND organization_id = $2`, [
        channelId,
        ctx.organizationId,
      ]);
      if (!channel) throw validationError({ channelId: ['is not a sales channel of this organisation'] });
      if (isSalesChannelKind(channel.kind)) kind = channel.kind;
    }
    return (await readMenu(ctx, branchId, kind)).categories;
  }

  async orders(ctx: RequestContext, args: PartnerOrderListArgs): Promise<PartnerOrderList> {
    const window = partnerWindow(args);
    if (args.from && args.to && args.from > args.to) throw validationError({ to: ['must not be before from'] });
    const where = (param: Param) => {
      let where = `o.organization_id = ${param(ctx.organizationId)}`;
      if (args.branchId) where += ` AND o.branch_id = ${param(args.branchId)}`;
      if (args.status) where += ` AND o.status = ${param(args.status)}`;
      if (args.from) where += ` AND o.placed_at >= ${param(args.from)}`;
      if (args.to) where += ` AND o.placed_at < ${param(args.to)}`;
      return where;
    };
    // Partner totals stay exact up to COUNT_CAP, as their envelope has always said (docs/partner-api.md):
    // integrations read them, and the key's rate limit bounds what the longer count costs. Fixed
    // SQL, as the console's ledger. By placement time, as `from` and `to` are: each filter then
    // walks one of the ledger's indexes (organisation, branch or status, then placed_at and id) and
    // skips no entry.
    const page = await readPage(
      ctx,
      { reader: entityRows(ctx.db.connection, SalesOrder, 'o'), alias: 'o', where, orderBy: 'o.placed_at ASC, o.id ASC' },
      { page: 1, perPage: window.limit, offset: window.offset },
      { countCap: COUNT_CAP },
    );
    return { items: page.items, total: page.total, totalIsExact: page.totalIsExact };
  }

  async order(ctx: RequestContext, id: string): Promise<SalesOrder> {
    return salesOrderService.get(ctx, id);
  }

  /**
   * The channel named, or the organisation's Partner channel; the quote refuses (422) a branch or
   * channel of another organisation, and an inactive channel.
   */
  async place(ctx: RequestContext, input: PartnerOrderInput): Promise<SalesOrder> {
    const { order } = await orderPlacementService.place(ctx, {
      branchId: input.branchId,
      channelId: input.channelId ?? null,
      channelKind: SalesChannelKind.Partner,
      tableId: null,
      source: OrderSource.Partner,
      partnerReference: input.reference.trim(),
      note: input.note,
      items: input.items,
      payments: input.payments ?? [],
    });
    return order;
  }

  /** Partners cancel only the orders they placed; the kitchen's own orders are not theirs to stop. */
  async cancel(ctx: RequestContext, id: string, reason: string | null | undefined): Promise<SalesOrder> {
    const order = await salesOrderService.get(ctx, id);
    if (order.source !== OrderSource.Partner) throw conflict('Only orders placed through the partner API can be cancelled through it.');
    return salesOrderService.changeStatus(ctx, id, { status: OrderStatus.Cancelled, reason });
  }

  async eodReports(ctx: RequestContext, args: PartnerEodListArgs): Promise<PartnerEodReportList> {
    const window = partnerWindow(args);
    if (args.from && args.to && args.from > args.to) throw validationError({ to: ['must not be before from'] });
    const query = ctx.db.getRepository(EodReport).createQueryBuilder('r').where('r.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (args.branchId) query.andWhere('r.branch_id = :branchId', { branchId: args.branchId });
    if (args.from) query.andWhere('r.business_date >= :from', { from: args.from });
    if (args.to) query.andWhere('r.business_date <= :to', { to: args.to });
    const page = await readPage(
      ctx,
      query.orderBy('r.business_date', 'ASC').addOrderBy('r.id', 'ASC'),
      { page: 1, perPage: window.limit, offset: window.offset },
      { countCap: COUNT_CAP },
    );
    return { items: page.items, total: page.total, totalIsExact: page.totalIsExact };
  }
}

export const partnerService = new PartnerService();
