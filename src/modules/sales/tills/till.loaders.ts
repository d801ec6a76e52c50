import type DataLoader from 'dataloader';
import type { RequestContext } from '../../../core/context/request-context';
import { entityRows, groupRows } from '../../../core/db/entity-rows';
import { type TillMovement } from './till-movement.entity';
import { TillPayment } from './till-payment.entity';
import { TillSession } from './till-session.entity';
import { tillSessionService } from './till-session.service';

/*
 * The tills' per-request batch readers: each field resolver asks one of these, so a page of tills,
 * sessions, orders or end-of-day reports reads its nested rows in one statement per field.
 */

/** The session of each till that is not closed yet (Open or Counted), or null. */
export function currentSessionLoader(ctx: RequestContext): DataLoader<string, TillSession | null> {
  return ctx.loaders.get<string, TillSession | null>('sales.till-current-session', async (tillIds) => {
    const open = await ctx.db
      .getRepository(TillSession)
      .createQueryBuilder('s')
      .where('s.organization_id = :org AND s.till_id = ANY(:ids) AND s.status <> :closed', { org: ctx.organizationId, ids: [...tillIds], closed: 'Closed' })
      .getMany();
    const byTill = new Map(open.map((session) => [session.tillId, session]));
    return tillIds.map((id) => byTill.get(id) ?? null);
  });
}

/** A session's movements in the order recorded. */
export function sessionMovementsLoader(ctx: RequestContext): DataLoader<string, TillMovement[]> {
  return ctx.loaders.get<string, TillMovement[]>('sales.till-movements', async (sessionIds) => {
    const found = await tillSessionService.movementsOf(ctx, sessionIds);
    return sessionIds.map((id) => found.get(id) ?? []);
  });
}

/** A session's counter cash payments in the order taken. */
export function sessionPaymentsLoader(ctx: RequestContext): DataLoader<string, TillPayment[]> {
  return ctx.loaders.get<string, TillPayment[]>('sales.till-payments', async (sessionIds) => {
    const found = await tillSessionService.paymentsOf(ctx, sessionIds);
    return sessionIds.map((id) => found.get(id) ?? []);
  });
}

/** The counter cash payments of each order (tenders, rates, change). */
export function orderTillPaymentsLoader(ctx: RequestContext): DataLoader<string, TillPayment[]> {
  return ctx.loaders.get<string, TillPayment[]>('sales.order-till-payments', async (orderIds) => {
    // Fixed SQL and the entity's reader (entity-rows.ts): the batch runs for every page of the
    // ledger, where find() would build its SELECT and hydrate through TypeORM each time.
    const reader = entityRows(ctx.db.connection, TillPayment, 'p');
    const rows = await ctx.query<Record<string, unknown>>(
      `SELECT ${reader.columns} FROM ${reader.table} p WHERE p.order_id = ANY($1) AND p.organization_id = $2 ORDER BY p.created_at, p.id`,
      [orderIds, ctx.organizationId],
    );
    const byOrder = groupRows(rows.map(reader.map), (row) => row.orderId);
    return orderIds.map((id) => byOrder.get(id) ?? []);
  });
}

export interface DayTillClose {
  closed: number;
  unclosed: number;
  variance: string | null;
}

/** The till sessions of a branch and business day (key `branchId|YYYY-MM-DD`): closed, not closed, variance. */
export function dayTillCloseLoader(ctx: RequestContext): DataLoader<string, DayTillClose | null> {
  return ctx.loaders.get<string, DayTillClose | null>('sales.eod-till-close', async (keys) => {
    const pairs = keys.map((key) => key.split('|'));
    const rows = await ctx.query<DayTillClose & { key: string }>(
      `SELECT s.branch_id || '|' || to_char(s.business_date, 'YYYY-MM-DD') AS key,
              COUNT(*) FILTER (WHERE s.status = 'Closed')::int AS closed,
              COUNT(*) FILTER (WHERE s.status <> 'Closed')::int AS unclosed,
              SUM(s.variance_iqd) FILTER (WHERE s.status = 'Closed') AS variance
         FROM sales_till_sessions s
        WHERE s.organization_id = $1 AND (s.branch_id, s.business_date) IN (SELECT * FROM unnest($2::uuid[], $3::date[]))
        GROUP BY s.branch_id, s.business_date`,
      [ctx.organizationId, pairs.map((pair) => pair[0]), pairs.map((pair) => pair[1])],
    );
    const byKey = new Map(rows.map((row) => [row.key, row]));
    return keys.map((key) => byKey.get(key) ?? null);
  });
}
