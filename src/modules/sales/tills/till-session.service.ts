import { listSortFields } from '../../../core/lists/sort-fields';
import type { EntityManager } from 'typeorm';
import { In } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { conflict, type FieldErrors, invalidField, notFound, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { isUniqueViolation } from '../../../core/db/pg-errors';
import { assertBusinessDayOpen } from '../../settings/period-lock/period-lock.service';
import { branchCalendar } from '../../identity/branches/branch-calendar';
import { cashSettingsService } from '../cash/cash-settings.service';
import { Till } from './till.entity';
import { TillSession } from './till-session.entity';
import { TillMovement } from './till-movement.entity';
import { TillPayment } from './till-payment.entity';
import { TillMovementKind, TillSessionStatus } from './till-vocabulary';
import type { TillMoneyInput } from './till-session.types';
import { type OpenTillSessionInput, type TillMovementInput, type TillSessionFilter } from './till.inputs';
import { sortMoney, type SessionLedger } from './till.rules';
import { tillMovementEvents, tillMovementPayload, tillSessionEvents, tillSessionPayload } from './till.events';
import { lockOrNotFound } from '../../../core/db/write-helpers';
import { runSql } from '../../../core/db/run-sql';

const SORT_COLUMNS = { openedAt: 's.opened_at', businessDate: 's.business_date', status: 's.status', varianceIqd: 's.variance_iqd' } as const;
export const tillSessionsSort = listSortFields('tillSessions', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = tillSessionsSort.fields;
const ONE_OPEN_PER_TILL = 'sales_till_sessions_one_open_per_till';

/** Field errors of amounts per currency (floats): accepted currency, named once, a whole amount ≥ 0. */
export function moneyListErrors(field: string, list: readonly TillMoneyInput[], accepted: ReadonlyMap<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  if (list.length > 10) return { [field]: ['must have at most 10 amounts'] };
  list.forEach((money, index) => {
    if (!accepted.has(money.currency)) errors[`${field}[${index}].currency`] = ['is not a currency the organisation accepts'];
    else if (seen.has(money.currency)) errors[`${field}[${index}].currency`] = ['is named twice'];
    seen.add(money.currency);
    if (!Number.isSafeInteger(money.amount) || money.amount < 0)
      errors[`${field}[${index}].amount`] = ['must be a whole amount of 0 or more in the minor unit'];
  });
  return errors;
}

/**
 * Till sessions: opening with a float, movements, and the reads (docs/cash.md). Counter payments
 * are in till-payment.service.ts, the blind count and the close in till-close.service.ts.
 */
export class TillSessionService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: TillSessionFilter | undefined): Promise<PageResult<TillSession>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'openedAt', dir: 'desc' });
    if (filter?.businessDateFrom && filter.businessDateTo && filter.businessDateFrom > filter.businessDateTo)
      throw invalidField('businessDateTo', 'must not be before businessDateFrom');
    const query = ctx.db
      .getRepository(TillSession)
      .createQueryBuilder('s')
      .where('s.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (filter?.tillId) query.andWhere('s.till_id = :tillId', { tillId: filter.tillId });
    if (filter?.branchId) query.andWhere('s.branch_id = :branchId', { branchId: filter.branchId });
    if (filter?.status) query.andWhere('s.status = :status', { status: filter.status });
    if (filter?.businessDateFrom) query.andWhere('s.business_date >= :from', { from: filter.businessDateFrom });
    if (filter?.businessDateTo) query.andWhere('s.business_date <= :to', { to: filter.businessDateTo });
    if (filter?.withVariance) query.andWhere('s.variance_iqd IS NOT NULL AND s.variance_iqd <> 0');
    query.orderBy(SORT_COLUMNS[window.sort], window.dir, window.sort === 'varianceIqd' ? 'NULLS LAST' : undefined);
    return readPage(ctx, query.addOrderBy('s.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<TillSession> {
    const session = await ctx.db.findOne(TillSession, { where: { id, organizationId: ctx.organizationId } });
    if (!session) throw notFound('Till session');
    return session;
  }

  /** The open (or counted) session of a till, if any. */
  async current(ctx: RequestContext, tillId: string): Promise<TillSession | null> {
    return ctx.db.findOne(TillSession, {
      where: { tillId, organizationId: ctx.organizationId, status: In([TillSessionStatus.Open, TillSessionStatus.Counted]) },
    });
  }

  /** Movements of several sessions at once (for the batched field resolver). */
  async movementsOf(ctx: RequestContext, sessionIds: readonly string[]): Promise<Map<string, TillMovement[]>> {
    const rows = await ctx.db.find(TillMovement, {
      where: { organizationId: ctx.organizationId, sessionId: In([...sessionIds]) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const bySession = new Map<string, TillMovement[]>();
    for (const row of rows) bySession.set(row.sessionId, [...(bySession.get(row.sessionId) ?? []), row]);
    return bySession;
  }

  async paymentsOf(ctx: RequestContext, sessionIds: readonly string[]): Promise<Map<string, TillPayment[]>> {
    const rows = await ctx.db.find(TillPayment, {
      where: { organizationId: ctx.organizationId, sessionId: In([...sessionIds]) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const bySession = new Map<string, TillPayment[]>();
    for (const row of rows) bySession.set(row.sessionId, [...(bySession.get(row.sessionId) ?? []), row]);
    return bySession;
  }

  /** Everything the expected-cash rule needs, read inside the caller's transaction. */
  async ledgerOf(manager: EntityManager, session: TillSession): Promise<SessionLedger> {
    const [payments, movements] = await Promise.all([
      manager.find(TillPayment, { where: { organizationId: session.organizationId, sessionId: session.id } }),
      manager.find(TillMovement, { where: { organizationId: session.organizationId, sessionId: session.id } }),
    ]);
    return {
      floats: session.floats,
      payments: payments.map((p) => ({ tenders: p.tenders.map((t) => ({ currency: t.currency, amount: t.amount, kind: t.kind })), changeIqd: p.changeIqd })),
      movements: movements.map((m) => ({ kind: m.kind, currency: m.currency, amount: m.amount })),
    };
  }

  async open(ctx: RequestContext, tillId: string, input: OpenTillSessionInput): Promise<TillSession> {
    try {
      return await ctx.transaction(async (uow) => {
        const till = await uow.manager.findOne(Till, { where: { id: tillId, organizationId: ctx.organizationId } });
        if (!till) throw notFound('Till');
        if (!till.active) throw conflict('The till is inactive; activate it before opening a session.');
        const accepted = await cashSettingsService.accepted(ctx, uow.manager);
        const floats = input.floats ?? [];
        const errors = moneyListErrors('floats', floats, accepted);
        if (Object.keys(errors).length > 0) throw validationError(errors);
        const calendar = await branchCalendar(ctx, till.branchId);
        const now = ctx.now();
        const businessDate = calendar.businessDateOf(now);
        await assertBusinessDayOpen(uow, ctx, till.branchId, businessDate);
        const session = Object.assign(new TillSession(), {
          organizationId: ctx.organizationId,
          tillId,
          branchId: till.branchId,
          businessDate,
          status: TillSessionStatus.Open,
          openedBy: ctx.actorId,
          openedAt: now,
          floats: sortMoney(floats.map((f) => ({ currency: f.currency, amount: f.amount }))),
          countedBy: null,
          countedAt: null,
          counts: [],
          variances: [],
          varianceIqd: null,
          recounts: 0,
          closedBy: null,
          closedAt: null,
          closeNote: null,
        });
        await uow.manager.insert(TillSession, session);
        const payload = tillSessionPayload(session);
        await recordAudit(uow, ctx, {
          entityType: 'till-session',
          entityId: session.id,
          action: 'opened',
          changes: { floats: session.floats },
          branchId: till.branchId,
        });
        await emit(uow, ctx, { type: tillSessionEvents.types.opened, resourceId: session.id, data: payload, branchId: till.branchId });
        return session;
      });
    } catch (error) {
      if (isUniqueViolation(error, ONE_OPEN_PER_TILL)) throw conflict('The till already has a session that is not closed; close it before opening another.');
      throw error;
    }
  }

  /** The session locked for a write: it must be Open and its business day not locked. */
  async lockOpen(uow: UnitOfWork, ctx: RequestContext, sessionId: string): Promise<TillSession> {
    const session = await lockOrNotFound(uow.manager, TillSession, ctx, sessionId, 'Till session');
    if (session.status !== TillSessionStatus.Open) throw conflict(`The session is ${session.status}; it takes no more cash.`);
    await assertBusinessDayOpen(uow, ctx, session.branchId, session.businessDate);
    return session;
  }

  async recordMovement(ctx: RequestContext, sessionId: string, input: TillMovementInput): Promise<TillMovement> {
    const errors: FieldErrors = {};
    const noSale = input.kind === TillMovementKind.NoSale;
    if (noSale) {
      if (input.amount != null && input.amount !== 0) errors.amount = ['must be omitted (or 0) for NoSale'];
    } else {
      if (!input.currency) errors.currency = ['is required'];
      if (input.amount == null || !Number.isSafeInteger(input.amount) || input.amount <= 0)
        errors.amount = ['must be a positive whole amount in the minor unit'];
    }
    if (input.kind === TillMovementKind.Refund) errors.kind = ["is recorded by an order's refund, not by hand"];
    if (input.purchaseInvoiceId && input.kind !== TillMovementKind.SupplierPayout) errors.purchaseInvoiceId = ['is only for a SupplierPayout'];
    if (!input.reason?.trim()) errors.reason = ['is required'];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return ctx.transaction(async (uow) => {
      const session = await this.lockOpen(uow, ctx, sessionId);
      if (!noSale) {
        const accepted = await cashSettingsService.accepted(ctx, uow.manager);
        if (!accepted.has(input.currency!)) throw invalidField('currency', 'is not a currency the organisation accepts');
      }
      if (input.purchaseInvoiceId) {
        const [invoice] = await runSql(uow.manager, 'SELECT id FROM purchasing_invoices WHERE id = $1 AND organization_id = $2', [
          input.purchaseInvoiceId,
          ctx.organizationId,
        ]);
        if (!invoice) throw invalidField('purchaseInvoiceId', 'is not a purchase invoice of this organisation');
      }
      const movement = Object.assign(new TillMovement(), {
        organizationId: ctx.organizationId,
        sessionId,
        branchId: session.branchId,
        kind: input.kind,
        currency: noSale ? null : input.currency!,
        amount: noSale ? 0 : input.amount!,
        reason: input.reason.trim(),
        purchaseInvoiceId: input.purchaseInvoiceId ?? null,
        createdBy: ctx.actorId,
      });
      await uow.manager.insert(TillMovement, movement);
      const payload = tillMovementPayload(movement);
      await recordAudit(uow, ctx, {
        entityType: 'till-session',
        entityId: sessionId,
        action: `movement-${input.kind.toLowerCase()}`,
        changes: payload,
        reason: movement.reason,
        branchId: session.branchId,
      });
      await emit(uow, ctx, { type: tillMovementEvents.types.recorded, resourceId: movement.id, data: payload, branchId: session.branchId });
      return movement;
    });
  }
}

export const tillSessionService = new TillSessionService();
