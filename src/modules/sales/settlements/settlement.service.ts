import { listSortFields } from '../../../core/lists/sort-fields';
import type { RequestContext } from '../../../core/context/request-context';
import { invalidField, notFound } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { recordAudit } from '../../../core/audit/record-audit';
import { Branch } from '../../identity/branches/branch.entity';
import { assertBusinessDayOpen } from '../../settings/period-lock/period-lock.service';
import { type PaymentKind } from '../shared/sales-vocabulary';
import { SalesSettlement, SettlementStatus } from './settlement.entity';
import { type SalesSettlementFilter } from './settlement.inputs';
import { SETTLED_KINDS } from './settlement.rules';
import { runSql } from '../../../core/db/run-sql';

const SORT_COLUMNS = { businessDate: 's.business_date', expectedIqd: 's.expected_iqd', status: 's.status', createdAt: 's.created_at' } as const;
export const salesSettlementsSort = listSortFields('salesSettlements', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = salesSettlementsSort.fields;

interface DayTotal {
  method_id: string;
  name: string;
  kind: PaymentKind;
  total: string;
  orders: number;
}

/**
 * Expected card, Qi and wallet settlements (docs/cash.md, "Settlements"): per branch, business day
 * and payment method, the sum of that method's payments on the day's orders that are not
 * cancelled. Bank statement lines are matched to them through the reconciliation registry
 * (settlement.match-target.ts); the overdue flag is the job's (settlement.jobs.ts).
 */
export class SettlementService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: SalesSettlementFilter | undefined): Promise<PageResult<SalesSettlement>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'businessDate', dir: 'desc' });
    const query = ctx.db
      .getRepository(SalesSettlement)
      .createQueryBuilder('s')
      .where('s.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (filter?.branchId) query.andWhere('s.branch_id = :branchId', { branchId: filter.branchId });
    if (filter?.status) query.andWhere('s.status = :status', { status: filter.status });
    if (filter?.kind) query.andWhere('s.kind = :kind', { kind: filter.kind });
    if (filter?.overdue != null) query.andWhere(filter.overdue ? 's.overdue_at IS NOT NULL' : 's.overdue_at IS NULL');
    if (filter?.businessDateFrom) query.andWhere('s.business_date >= :from', { from: filter.businessDateFrom });
    if (filter?.businessDateTo) query.andWhere('s.business_date <= :to', { to: filter.businessDateTo });
    query.orderBy(SORT_COLUMNS[window.sort], window.dir);
    return readPage(ctx, query.addOrderBy('s.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<SalesSettlement> {
    const settlement = await ctx.db.findOne(SalesSettlement, { where: { id, organizationId: ctx.organizationId } });
    if (!settlement) throw notFound('Settlement');
    return settlement;
  }

  /**
   * (Re)computes the expected settlements of a branch's business day from the ledger. A Matched
   * settlement keeps its figures (the bank paid against them); an Expected one follows the ledger.
   */
  async refresh(ctx: RequestContext, businessDate: string, branchId: string | null | undefined): Promise<SalesSettlement[]> {
    const branch = branchId ?? ctx.branchId;
    const exists = await ctx.db.findOne(Branch, { where: { id: branch, organizationId: ctx.organizationId }, select: { id: true } });
    if (!exists) throw invalidField('branchId', 'is not a branch of this organisation');
    return ctx.transaction(async (uow) => {
      await assertBusinessDayOpen(uow, ctx, branch, businessDate);
      const totals: DayTotal[] = await runSql(
        uow.manager,
        `SELECT p->>'methodId' AS method_id, min(p->>'name') AS name, min(p->>'kind') AS kind, sum((p->>'amountIqd')::bigint) AS total, count(DISTINCT o.id)::int AS orders
           FROM sales_orders o CROSS JOIN LATERAL jsonb_array_elements(o.payments) p
          WHERE o.organization_id = $1 AND o.branch_id = $2 AND o.business_date = $3 AND o.status <> 'Cancelled' AND p->>'kind' = ANY($4::text[])
          GROUP BY p->>'methodId'`,
        [ctx.organizationId, branch, businessDate, [...SETTLED_KINDS]],
      );
      const existing = await uow.manager.find(SalesSettlement, {
        where: { organizationId: ctx.organizationId, branchId: branch, businessDate },
        lock: { mode: 'pessimistic_write' },
      });
      const result: SalesSettlement[] = [];
      for (const total of totals) {
        const amount = Number(total.total);
        const found = existing.find((s) => s.methodId === total.method_id);
        if (found) {
          if (found.status === SettlementStatus.Expected && (found.expectedIqd !== amount || found.orderCount !== total.orders)) {
            const from = found.expectedIqd;
            Object.assign(found, { expectedIqd: amount, orderCount: total.orders });
            await uow.manager.save(found);
            await recordAudit(uow, ctx, {
              entityType: 'sales-settlement',
              entityId: found.id,
              action: 'recomputed',
              changes: { expectedIqd: { from, to: amount } },
              branchId: branch,
            });
          }
          result.push(found);
          continue;
        }
        const created = Object.assign(new SalesSettlement(), {
          organizationId: ctx.organizationId,
          branchId: branch,
          businessDate,
          methodId: total.method_id,
          methodName: total.name,
          kind: total.kind,
          expectedIqd: amount,
          orderCount: total.orders,
          status: SettlementStatus.Expected,
          statementLineId: null,
          receivedIqd: null,
          feeIqd: null,
          matchedAt: null,
          overdueAt: null,
        });
        await uow.manager.insert(SalesSettlement, created);
        await recordAudit(uow, ctx, {
          entityType: 'sales-settlement',
          entityId: created.id,
          action: 'created',
          changes: { expectedIqd: amount, methodId: total.method_id },
          branchId: branch,
        });
        result.push(created);
      }
      return result.sort((a, b) => a.methodName.localeCompare(b.methodName));
    });
  }
}

export const settlementService = new SettlementService();
