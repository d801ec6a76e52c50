import type { RequestContext } from '../../../core/context/request-context';
import { conflict, forbidden, invalidField, validationError } from '../../../core/errors/app-error';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { assertBusinessDayOpen } from '../../settings/period-lock/period-lock.service';
import { cashSettingsService } from '../cash/cash-settings.service';
import { TillSession } from './till-session.entity';
import { TillSessionStatus } from './till-vocabulary';
import { type TillCountInput } from './till.inputs';
import { countedTotals, countErrors, expectedCash, variances } from './till.rules';
import { tillSessionEvents, tillSessionPayload } from './till.events';
import { tillSessionService } from './till-session.service';
import { lockOrNotFound } from '../../../core/db/write-helpers';

/** The maker-checker refusal in words the approver can act on (docs/cash.md, "Blind close"). */
const SELF_APPROVAL_MESSAGE = 'Someone else must approve this close: you opened or counted this session.';

/**
 * The close of a till session (docs/cash.md, "Blind close"): the cashier counts the drawer by
 * denomination without seeing what is expected; the count fixes expected, counted and the variance
 * (in IQD at the rates in force at the count, stored on the session); a manager other than the
 * cashier approves (Closed, final) or sends the count back (Open again, the count cleared).
 */
export class TillCloseService {
  async count(ctx: RequestContext, sessionId: string, input: TillCountInput): Promise<TillSession> {
    const lines = (input.counts ?? []).map((l) => ({ currency: (l.currency ?? '').toUpperCase(), denomination: l.denomination, quantity: l.quantity }));
    return ctx.transaction(async (uow) => {
      const session = await tillSessionService.lockOpen(uow, ctx, sessionId);
      const accepted = await cashSettingsService.accepted(ctx, uow.manager);
      const errors = countErrors(lines, accepted);
      if (Object.keys(errors).length > 0) throw validationError(errors);
      const ledger = await tillSessionService.ledgerOf(uow.manager, session);
      const expected = expectedCash(ledger);
      const counted = countedTotals(lines, [...accepted.keys()]);
      const rates = await cashSettingsService.ratesInForce(ctx, uow.manager);
      const unrated = [...expected, ...counted].find((m) => m.currency !== 'IQD' && m.amount !== 0 && !rates.has(m.currency));
      if (unrated) throw conflict(`There is no ${unrated.currency} rate to IQD to value the variance; set one before counting.`);
      const result = variances(expected, counted, rates);
      Object.assign(session, {
        status: TillSessionStatus.Counted,
        countedBy: ctx.actorId,
        countedAt: ctx.now(),
        counts: lines.filter((l) => l.quantity > 0),
        variances: result.lines,
        varianceIqd: result.totalIqd,
      });
      await uow.manager.save(session);
      await recordAudit(uow, ctx, {
        entityType: 'till-session',
        entityId: sessionId,
        action: 'counted',
        changes: { counts: session.counts, variances: result.lines, varianceIqd: result.totalIqd },
        branchId: session.branchId,
      });
      await emit(uow, ctx, { type: tillSessionEvents.types.counted, resourceId: sessionId, data: tillSessionPayload(session), branchId: session.branchId });
      return session;
    });
  }

  private async lockCounted(ctx: RequestContext, uow: import('../../../core/db/unit-of-work').UnitOfWork, sessionId: string): Promise<TillSession> {
    const session = await lockOrNotFound(uow.manager, TillSession, ctx, sessionId, 'Till session');
    if (session.status !== TillSessionStatus.Counted)
      throw conflict(session.status === TillSessionStatus.Closed ? 'The session is closed; it is final.' : 'The session has not been counted yet.');
    await assertBusinessDayOpen(uow, ctx, session.branchId, session.businessDate);
    return session;
  }

  /** Maker-checker: the user who counted (or opened) the session cannot approve it (403, reason SELF_APPROVAL). */
  async approve(ctx: RequestContext, sessionId: string, note: string | null | undefined): Promise<TillSession> {
    if (note != null && note.length > 500) throw invalidField('note', 'must be at most 500 characters');
    return ctx.transaction(async (uow) => {
      const session = await this.lockCounted(ctx, uow, sessionId);
      const actor = ctx.actorId;
      if (actor !== null && (actor === session.countedBy || actor === session.openedBy)) {
        throw forbidden(SELF_APPROVAL_MESSAGE, 'SELF_APPROVAL');
      }
      Object.assign(session, { status: TillSessionStatus.Closed, closedBy: actor, closedAt: ctx.now(), closeNote: note?.trim() || null });
      await uow.manager.save(session);
      await recordAudit(uow, ctx, {
        entityType: 'till-session',
        entityId: sessionId,
        action: 'closed',
        changes: { varianceIqd: session.varianceIqd },
        reason: session.closeNote,
        branchId: session.branchId,
      });
      await emit(uow, ctx, { type: tillSessionEvents.types.closed, resourceId: sessionId, data: tillSessionPayload(session), branchId: session.branchId });
      return session;
    });
  }

  /** Sends the count back: the session is Open again (it can take cash) and must be counted anew. */
  async reopenCount(ctx: RequestContext, sessionId: string, reason: string): Promise<TillSession> {
    const why = reason?.trim() ?? '';
    if (!why) throw invalidField('reason', 'is required');
    if (why.length > 500) throw invalidField('reason', 'must be at most 500 characters');
    return ctx.transaction(async (uow) => {
      const session = await this.lockCounted(ctx, uow, sessionId);
      const previous = { counts: session.counts, varianceIqd: session.varianceIqd, countedBy: session.countedBy };
      Object.assign(session, {
        status: TillSessionStatus.Open,
        countedBy: null,
        countedAt: null,
        counts: [],
        variances: [],
        varianceIqd: null,
        recounts: session.recounts + 1,
      });
      await uow.manager.save(session);
      await recordAudit(uow, ctx, {
        entityType: 'till-session',
        entityId: sessionId,
        action: 'count-reopened',
        changes: { previous },
        reason: why,
        branchId: session.branchId,
      });
      await emit(uow, ctx, {
        type: tillSessionEvents.types['count-reopened'],
        resourceId: sessionId,
        data: tillSessionPayload(session),
        branchId: session.branchId,
      });
      return session;
    });
  }
}

export const tillCloseService = new TillCloseService();
