import { conflict, invalidField } from '../../../core/errors/app-error';
import type { RequestContext } from '../../../core/context/request-context';
import { type MatchCandidate, type MatchTarget, refuseIfMatchedElsewhere, type StatementLineView } from '../../../core/reconciliation/match-target';
import { addDays } from '../../../core/time/business-day';
import { emit } from '../../../core/outbox/emit';
import { recordAudit } from '../../../core/audit/record-audit';
import { SalesSettlement, SettlementStatus } from './settlement.entity';
import { feeOf, SETTLEMENT_LAG_DAYS, settlementLabel } from './settlement.rules';
import { settlementEvents, settlementPayload } from './settlement.events';

function lineProblem(line: Pick<StatementLineView, 'currencyCode' | 'amount'>): string | null {
  if (line.currencyCode !== 'IQD') return 'a sales settlement can only match a line of an IQD account';
  if (line.amount <= 0) return 'a sales settlement can only match money coming in';
  return null;
}

/**
 * Bank reconciliation target "SalesSettlement": an IQD statement line (money in) matched to the
 * expected card, Qi or wallet settlement of a branch's business day and payment method. The
 * difference between expected and received is the fee, stored on the settlement at the match.
 */
export const salesSettlementTarget: MatchTarget = {
  type: 'SalesSettlement',
  description:
    'The expected card, Qi or wallet settlement of one payment method on one business day (matchedRef: the settlement id); the difference is the fee.',

  async validate(uow, ctx, line, matchedRef, elsewhere) {
    const problem = lineProblem(line);
    if (problem) throw invalidField('matchedRef', problem);
    const settlement = await uow.manager.findOne(SalesSettlement, {
      where: { id: matchedRef, organizationId: ctx.organizationId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!settlement) throw invalidField('matchedRef', 'is not a sales settlement of this organisation');
    refuseIfMatchedElsewhere(elsewhere, 'The settlement');
    if (settlement.status === SettlementStatus.Matched) throw conflict('The settlement is already matched to another statement line.');
    return { label: settlementLabel(settlement, line.amount) };
  },

  async candidates(ctx: RequestContext, line, window): Promise<MatchCandidate[]> {
    if (lineProblem(line)) return [];
    const rows = await ctx.db
      .getRepository(SalesSettlement)
      .createQueryBuilder('s')
      .where('s.organization_id = :organizationId AND s.status = :status', { organizationId: ctx.organizationId, status: SettlementStatus.Expected })
      .andWhere('s.business_date BETWEEN :from AND :to', { from: addDays(window.from, -SETTLEMENT_LAG_DAYS), to: window.to })
      .orderBy('abs(s.expected_iqd - :amount)', 'ASC')
      .addOrderBy('s.business_date', 'DESC')
      .setParameter('amount', line.amount)
      .limit(window.limit)
      .getMany();
    return rows.map((s) => ({
      matchedRef: s.id,
      label: settlementLabel(s, line.amount),
      amount: s.expectedIqd,
      date: s.businessDate,
      texts: [s.methodName, s.businessDate, s.businessDate.split('-').reverse().join('/')],
      counterparty: s.kind === 'Qi' ? 'Qi Card' : null,
    }));
  },

  async onMatch(uow, ctx, line, matchedRef) {
    const settlement = await uow.manager.findOne(SalesSettlement, {
      where: { id: matchedRef, organizationId: ctx.organizationId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!settlement) return;
    Object.assign(settlement, {
      status: SettlementStatus.Matched,
      statementLineId: line.id,
      receivedIqd: line.amount,
      feeIqd: feeOf(settlement.expectedIqd, line.amount),
      matchedAt: ctx.now(),
    });
    await uow.manager.save(settlement);
    await recordAudit(uow, ctx, {
      entityType: 'sales-settlement',
      entityId: settlement.id,
      action: 'matched',
      changes: { statementLineId: line.id, receivedIqd: line.amount, feeIqd: settlement.feeIqd },
      branchId: settlement.branchId,
    });
    await emit(uow, ctx, {
      type: settlementEvents.types.matched,
      resourceId: settlement.id,
      data: settlementPayload(settlement),
      branchId: settlement.branchId,
    });
  },

  async onUnmatch(uow, ctx, line, matchedRef, reason) {
    const settlement = await uow.manager.findOne(SalesSettlement, {
      where: { id: matchedRef, organizationId: ctx.organizationId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!settlement || settlement.statementLineId !== line.id) return;
    Object.assign(settlement, { status: SettlementStatus.Expected, statementLineId: null, receivedIqd: null, feeIqd: null, matchedAt: null });
    await uow.manager.save(settlement);
    await recordAudit(uow, ctx, { entityType: 'sales-settlement', entityId: settlement.id, action: 'unmatched', reason, branchId: settlement.branchId });
    await emit(uow, ctx, {
      type: settlementEvents.types.unmatched,
      resourceId: settlement.id,
      data: settlementPayload(settlement),
      branchId: settlement.branchId,
    });
  },
};
