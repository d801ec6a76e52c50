import { conflict, invalidField } from '../../../core/errors/app-error';
import { type MatchCandidate, type MatchTarget, refuseIfMatchedElsewhere, type StatementLineView } from '../../../core/reconciliation/match-target';
import { addDays } from '../../../core/time/business-day';
import { emit } from '../../../core/outbox/emit';
import { recordAudit } from '../../../core/audit/record-audit';
import { DeliveryPayout, PayoutStatus } from './payout.entity';
import { payoutEvents, payoutPayload } from './payout.events';

/** Days a platform's transfer may take to reach the bank after its payout date. */
const PAYOUT_LAG_DAYS = 7;

function lineProblem(line: Pick<StatementLineView, 'currencyCode' | 'amount'>): string | null {
  if (line.currencyCode !== 'IQD') return 'a delivery payout can only match a line of an IQD account';
  if (line.amount <= 0) return 'a delivery payout can only match money coming in';
  return null;
}

function payoutLabel(payout: DeliveryPayout): string {
  return `${payout.platform} payout ${payout.payoutReference} of ${payout.payoutDate}`;
}

async function lockPayout(uow: Parameters<MatchTarget['validate']>[0], organizationId: string, id: string) {
  return uow.manager.findOne(DeliveryPayout, { where: { id, organizationId }, lock: { mode: 'pessimistic_write' } });
}

/**
 * Bank reconciliation target "DeliveryPayout": the IQD statement line (money in) a platform's
 * payout arrived in. Matching marks the payout Received with the amount the bank shows.
 */
export const deliveryPayoutTarget: MatchTarget = {
  type: 'DeliveryPayout',
  description: 'A delivery platform’s imported payout (matchedRef: the payout id); the line is the money the platform sent.',

  async validate(uow, ctx, line, matchedRef, elsewhere) {
    const problem = lineProblem(line);
    if (problem) throw invalidField('matchedRef', problem);
    const payout = await lockPayout(uow, ctx.organizationId, matchedRef);
    if (!payout) throw invalidField('matchedRef', 'is not a delivery payout of this organisation');
    refuseIfMatchedElsewhere(elsewhere, 'The payout');
    if (payout.status === PayoutStatus.Received) throw conflict('The payout is already matched to another statement line.');
    return { label: payoutLabel(payout) };
  },

  async candidates(ctx, line, window): Promise<MatchCandidate[]> {
    if (lineProblem(line)) return [];
    const rows = await ctx.db
      .getRepository(DeliveryPayout)
      .createQueryBuilder('p')
      .where('p.organization_id = :organizationId AND p.status = :status', { organizationId: ctx.organizationId, status: PayoutStatus.Imported })
      .andWhere('p.payout_date BETWEEN :from AND :to', { from: addDays(window.from, -PAYOUT_LAG_DAYS), to: window.to })
      .orderBy('abs(p.total_iqd - :amount)', 'ASC')
      .addOrderBy('p.payout_date', 'DESC')
      .setParameter('amount', line.amount)
      .limit(window.limit)
      .getMany();
    return rows.map((p) => ({
      matchedRef: p.id,
      label: payoutLabel(p),
      amount: p.totalIqd,
      date: p.payoutDate,
      texts: [p.payoutReference, p.platform],
      counterparty: p.platform,
    }));
  },

  async onMatch(uow, ctx, line, matchedRef) {
    const payout = await lockPayout(uow, ctx.organizationId, matchedRef);
    if (!payout) return;
    Object.assign(payout, { status: PayoutStatus.Received, statementLineId: line.id, receivedIqd: line.amount, receivedAt: ctx.now() });
    await uow.manager.save(payout);
    await recordAudit(uow, ctx, {
      entityType: 'delivery-payout',
      entityId: payout.id,
      action: 'received',
      changes: { statementLineId: line.id, receivedIqd: line.amount },
      branchId: payout.branchId,
    });
    await emit(uow, ctx, { type: payoutEvents.types.received, resourceId: payout.id, data: payoutPayload(payout), branchId: payout.branchId });
  },

  async onUnmatch(uow, ctx, line, matchedRef, reason) {
    const payout = await lockPayout(uow, ctx.organizationId, matchedRef);
    if (!payout || payout.statementLineId !== line.id) return;
    Object.assign(payout, { status: PayoutStatus.Imported, statementLineId: null, receivedIqd: null, receivedAt: null });
    await uow.manager.save(payout);
    await recordAudit(uow, ctx, { entityType: 'delivery-payout', entityId: payout.id, action: 'unreceived', reason, branchId: payout.branchId });
    await emit(uow, ctx, { type: payoutEvents.types.unreceived, resourceId: payout.id, data: payoutPayload(payout), branchId: payout.branchId });
  },
};
