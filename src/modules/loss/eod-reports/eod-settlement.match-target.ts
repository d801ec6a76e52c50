import type { RequestContext } from '../../../core/context/request-context';
import { invalidField } from '../../../core/errors/app-error';
import { type MatchCandidate, type MatchTarget, refuseIfMatchedElsewhere } from '../../../core/reconciliation/match-target';
import { addDays, daysBetween } from '../../../core/time/business-day';
import { EodReport } from './eod-report.entity';
import { parseSettlementRef, SETTLEMENT_PARTS, settlementAmount, settlementLabel, settlementRef } from './eod-settlement.rules';

/** Settlements usually arrive up to this many days after the business day they belong to. */
export const SETTLEMENT_LAG_DAYS = 3;

function lineProblem(line: { currencyCode: string; amount: number }): string | null {
  if (line.currencyCode !== 'IQD') return 'an EOD settlement can only match a line of an IQD account';
  if (line.amount <= 0) return 'an EOD settlement can only match money coming in';
  return null;
}

/** The refs among `refs` already matched to a statement line of the organisation (suggested no more). */
async function matchedRefs(ctx: RequestContext, refs: string[]): Promise<Set<string>> {
  if (refs.length === 0) return new Set();
  const rows: Array<{ matched_ref: string }> = await ctx.query(
    `SELECT matched_ref FROM accounting_statement_lines
      WHERE organization_id = $1 AND match_type = 'EodSettlement' AND status = 'Matched' AND matched_ref = ANY($2::text[])`,
    [ctx.organizationId, refs],
  );
  return new Set(rows.map((row) => row.matched_ref));
}

/**
 * Bank reconciliation target "EodSettlement": a statement line (money in, IQD) matched to the card,
 * Qi, card + Qi or cash part of an end-of-day report of the organisation (any branch).
 * See docs/loss-control.md for the matchedRef shape.
 */
export const eodSettlementTarget: MatchTarget = {
  type: 'EodSettlement',
  description: 'Card, Qi Card or card + Qi settlement, or cash deposit, of an end-of-day report (matchedRef "<eodReportId>:<card|qi|cardqi|cash>").',
  composedReference: true,

  async validate(uow, ctx, line, matchedRef, elsewhere) {
    const ref = parseSettlementRef(matchedRef);
    if (!ref) throw invalidField('matchedRef', `must be "<eodReportId>:<part>" with part one of: ${SETTLEMENT_PARTS.join(', ')}`);
    const problem = lineProblem(line);
    if (problem) throw invalidField('matchedRef', problem);
    const report = await uow.manager.findOne(EodReport, { where: { id: ref.reportId, organizationId: ctx.organizationId } });
    if (!report) throw invalidField('matchedRef', 'does not refer to an end-of-day report of this organisation');
    const amount = settlementAmount(report, ref.part);
    if (amount <= 0) throw invalidField('matchedRef', `the report of ${report.businessDate} has nothing to settle for that part`);
    refuseIfMatchedElsewhere(elsewhere, `That part of the end-of-day report of ${report.businessDate}`);
    return { label: settlementLabel(report.businessDate, ref.part, amount) };
  },

  async candidates(ctx: RequestContext, line, window): Promise<MatchCandidate[]> {
    if (lineProblem(line)) return [];
    const reports = await ctx.db
      .getRepository(EodReport)
      .createQueryBuilder('r')
      .where('r.organization_id = :organizationId', { organizationId: ctx.organizationId })
      .andWhere('r.business_date BETWEEN :from AND :to', { from: addDays(window.from, -SETTLEMENT_LAG_DAYS), to: window.to })
      .orderBy('r.business_date', 'DESC')
      .limit(500)
      .getMany();
    const candidates = reports.flatMap((report) =>
      SETTLEMENT_PARTS.map((part) => ({ part, amount: settlementAmount(report, part), report }))
        .filter(({ amount, part, report: r }) => amount > 0 && !(part === 'cardqi' && (r.cardSalesIqd === 0 || r.qiSalesIqd === 0)))
        .map(({ part, amount, report: r }): MatchCandidate => ({
          matchedRef: settlementRef(r.id, part),
          label: settlementLabel(r.businessDate, part, amount),
          amount,
          date: r.businessDate,
          texts: [r.businessDate, r.businessDate.split('-').reverse().join('/')],
          counterparty: part === 'qi' ? 'Qi Card' : null,
        })),
    );
    const dayGap = (candidate: MatchCandidate) => Math.abs(daysBetween(candidate.date ?? line.date, line.date));
    const taken = await matchedRefs(
      ctx,
      candidates.map((candidate) => candidate.matchedRef),
    );
    return candidates
      .filter((candidate) => !taken.has(candidate.matchedRef))
      .sort((a, b) => Math.abs(a.amount - line.amount) - Math.abs(b.amount - line.amount) || dayGap(a) - dayGap(b))
      .slice(0, window.limit);
  },
};
