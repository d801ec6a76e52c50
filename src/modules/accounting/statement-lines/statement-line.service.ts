import type { RequestContext } from '../../../core/context/request-context';
import { conflict, invalidField, notFound, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { type Param, readPage } from '../../../core/lists/read-page';
import { entityRows } from '../../../core/db/entity-rows';
import { isUuid } from '../../../core/scalars';
import { matchTargets, type MatchedElsewhere } from '../../../core/reconciliation/match-target';
import { BankAccount } from '../bank-accounts/bank-account.entity';
import { StatementLine } from './statement-line.entity';
import { type MatchStatementLineInput, MatchSuggestion, type StatementLineFilter, type StatementLineReasonInput } from './statement-line.inputs';
import { type StatementLineAction, statementLineMove, StatementLineStatus } from './statement-line.rules';
import { applyLineState, assertLineOpen, findLockedLine, type LockedLine, lineView } from './statement-line.moves';
import { rankCandidates, scoreCandidate, type ScoredCandidate } from './suggestion-scoring';
import { listSortFields } from '../../../core/lists/sort-fields';
import { runSql } from '../../../core/db/run-sql';

const SORT_COLUMNS = { date: 'l.date', amount: 'l.amount', status: 'l.status', createdAt: 'l.created_at' } as const;
export const bankStatementLinesSort = listSortFields('bankStatementLines', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = bankStatementLinesSort.fields;
/** Days either side of a line searched for candidates. */
const CANDIDATE_DAYS = 10;
const CANDIDATES_PER_TARGET = 50;

function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export class StatementLineService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: StatementLineFilter | undefined): Promise<PageResult<StatementLine>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'date', dir: 'desc' });
    if (filter?.from && filter?.to && filter.from > filter.to) throw invalidField('to', 'must not be before from');
    const where = (param: Param) => {
      let where = `l.organization_id = ${param(ctx.organizationId)}`;
      if (filter?.bankAccountId) where += ` AND l.bank_account_id = ${param(filter.bankAccountId)}`;
      if (filter?.status) where += ` AND l.status = ${param(filter.status)}`;
      if (filter?.from) where += ` AND l.date >= ${param(filter.from)}`;
      if (filter?.to) where += ` AND l.date <= ${param(filter.to)}`;
      if (window.search) {
        const search = param(likePattern(window.search));
        where += ` AND (l.description ILIKE ${search} OR l.reference ILIKE ${search} OR l.counterparty ILIKE ${search})`;
      }
      return where;
    };
    const orderBy = `${SORT_COLUMNS[window.sort]} ${window.dir}, l.id ${window.dir}`;
    // Fixed SQL: building it with the query builder cost more CPU than reading the page.
    return readPage(ctx, { reader: entityRows(ctx.db.connection, StatementLine, 'l'), alias: 'l', where, orderBy }, window);
  }

  async get(ctx: RequestContext, id: string): Promise<StatementLine> {
    const line = await ctx.db.findOne(StatementLine, { where: { id, organizationId: ctx.organizationId } });
    if (!line) throw notFound('Bank statement line');
    return line;
  }

  exclude(ctx: RequestContext, id: string, input: StatementLineReasonInput): Promise<StatementLine> {
    return this.move(ctx, id, 'exclude', async (uow, locked) => {
      await applyLineState(
        uow,
        ctx,
        locked,
        { status: StatementLineStatus.Excluded, matchType: null, matchedRef: null, matchLabel: null, note: input.reason.trim() },
        'excluded',
      );
    });
  }

  reopen(ctx: RequestContext, id: string, input: StatementLineReasonInput): Promise<StatementLine> {
    return this.move(ctx, id, 'reopen', async (uow, locked) => {
      const { matchType, matchedRef } = locked.line;
      const reason = input.reason.trim();
      await applyLineState(
        uow,
        ctx,
        locked,
        { status: StatementLineStatus.Unmatched, matchType: null, matchedRef: null, matchLabel: null, note: reason },
        'reopened',
      );
      const target = matchType ? matchTargets.get(matchType) : undefined;
      if (target?.onUnmatch && matchedRef) await target.onUnmatch(uow, ctx, lineView(locked.line, locked.account), matchedRef, reason);
    });
  }

  match(ctx: RequestContext, id: string, input: MatchStatementLineInput): Promise<StatementLine> {
    const target = matchTargets.get(input.matchType);
    if (!target) throw invalidField('matchType', 'is not a known match type');
    const matchedRef = input.matchedRef.trim();
    const note = input.note?.trim() || null;
    const problems: Record<string, string[]> = {};
    if (!target.freeReference && !target.composedReference && !isUuid(matchedRef)) problems.matchedRef = ['must be the id of the matched record'];
    if (target.requiresNote && !note) problems.note = [`is required for ${target.type}`];
    if (Object.keys(problems).length) throw validationError(problems);
    return this.move(ctx, id, 'match', async (uow, locked) => {
      const view = lineView(locked.line, locked.account);
      const elsewhere = await this.matchedElsewhere(uow.manager, ctx, target.type, matchedRef, locked.line.id);
      const resolution = await target.validate(uow, ctx, view, matchedRef, elsewhere);
      await applyLineState(
        uow,
        ctx,
        locked,
        { status: StatementLineStatus.Matched, matchType: target.type, matchedRef, matchLabel: resolution.label, note },
        'matched',
      );
      if (target.onMatch) await target.onMatch(uow, ctx, view, matchedRef);
    });
  }

  /** Ranked candidates from every registered target (read only). */
  async suggestions(ctx: RequestContext, id: string): Promise<MatchSuggestion[]> {
    const line = await this.get(ctx, id);
    const account = await ctx.db.findOne(BankAccount, { where: { id: line.bankAccountId, organizationId: ctx.organizationId } });
    if (!account) throw notFound('Bank statement line');
    if (line.status !== StatementLineStatus.Unmatched) return [];
    const view = lineView(line, account);
    const window = { from: shiftDate(line.date, -CANDIDATE_DAYS), to: shiftDate(line.date, CANDIDATE_DAYS), limit: CANDIDATES_PER_TARGET };
    const scored: ScoredCandidate[] = [];
    for (const target of matchTargets.all()) {
      for (const candidate of await target.candidates(ctx, view, window)) {
        const result = scoreCandidate(view, target.type, candidate);
        if (result) scored.push(result);
      }
    }
    return rankCandidates(scored).map((candidate) =>
      Object.assign(new MatchSuggestion(), {
        matchType: candidate.matchType,
        matchedRef: candidate.matchedRef,
        label: candidate.label,
        amount: candidate.amount,
        date: candidate.date,
        score: candidate.score,
        reasons: candidate.reasons,
      }),
    );
  }

  private async matchedElsewhere(
    manager: import('typeorm').EntityManager,
    ctx: RequestContext,
    matchType: string,
    matchedRef: string,
    lineId: string,
  ): Promise<MatchedElsewhere> {
    const rows: Array<{ id: string; amount: string }> = await runSql(
      manager,
      `SELECT id, amount FROM accounting_statement_lines
        WHERE organization_id = $1 AND match_type = $2 AND matched_ref = $3 AND status = 'Matched' AND id <> $4`,
      [ctx.organizationId, matchType, matchedRef, lineId],
    );
    return { lineIds: rows.map((row) => row.id), amount: rows.reduce((sum, row) => sum + Number(row.amount), 0) };
  }

  /** Loads and locks the line (404 for foreign or unknown ids), checks the period lock and the state machine, applies the move. */
  private move(
    ctx: RequestContext,
    id: string,
    action: StatementLineAction,
    apply: (uow: import('../../../core/db/unit-of-work').UnitOfWork, locked: LockedLine) => Promise<void>,
  ): Promise<StatementLine> {
    return ctx.transaction(async (uow) => {
      const locked = await findLockedLine(uow, ctx, id);
      if (!locked) throw notFound('Bank statement line');
      await assertLineOpen(uow, ctx, locked);
      const move = statementLineMove(locked.line.status, action);
      if ('problem' in move) throw conflict(move.problem);
      await apply(uow, locked);
      return locked.line;
    });
  }
}

export const statementLineService = new StatementLineService();
