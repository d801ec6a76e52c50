import {
  amountReasons,
  dateReason,
  rankCandidates,
  scoreCandidate,
  SuggestionReasonKind,
  textReasons,
} from '../../../src/modules/accounting/statement-lines/suggestion-scoring';
import { statementLineMove, StatementLineStatus } from '../../../src/modules/accounting/statement-lines/statement-line.rules';
import type { MatchCandidate, StatementLineView } from '../../../src/core/reconciliation/match-target';

const line: StatementLineView = {
  id: 'l1',
  bankAccountId: 'a1',
  branchId: 'b1',
  currencyCode: 'IQD',
  date: '2026-01-10',
  amount: -250000,
  description: 'Salary advance ALI HASSAN ref ADV-2026-17',
  reference: null,
  counterparty: 'علي حسن',
};
const candidate = (overrides: Partial<MatchCandidate> = {}): MatchCandidate => ({
  matchedRef: 'r1',
  label: 'x',
  amount: -250000,
  date: '2026-01-10',
  texts: [],
  counterparty: null,
  ...overrides,
});

describe('suggestion scoring', () => {
  it('gives 50 for the exact amount, 25 within 1 %, 10 within 5 %, nothing beyond, and refuses the other direction', () => {
    expect(amountReasons(-250000, -250000)).toEqual([expect.objectContaining({ kind: SuggestionReasonKind.ExactAmount, points: 50 })]);
    expect(amountReasons(-250000, -248000)).toEqual([expect.objectContaining({ kind: SuggestionReasonKind.AmountWithinTolerance, points: 25 })]);
    expect(amountReasons(-250000, -240000)).toEqual([expect.objectContaining({ points: 10 })]);
    expect(amountReasons(-250000, -200000)).toEqual([]);
    expect(amountReasons(-250000, 250000)).toBeNull();
  });

  it('gives 20 on the same day, 3 less per day apart, nothing from 7 days', () => {
    expect(dateReason('2026-01-10', '2026-01-10')).toMatchObject({ points: 20, detail: 'same day' });
    expect(dateReason('2026-01-10', '2026-01-08')).toMatchObject({ points: 14, detail: '2 days apart' });
    expect(dateReason('2026-01-10', '2026-01-17')).toBeNull();
    expect(dateReason('2026-01-10', null)).toBeNull();
  });

  it('finds references and name tokens in the line, case- and punctuation-insensitively, and the counterparty in Arabic', () => {
    const reasons = textReasons(line, candidate({ texts: ['ADV 2026 17', 'Ali Hassan'], counterparty: 'علي حسن' }));
    expect(reasons.map((r) => [r.kind, r.points])).toEqual([
      [SuggestionReasonKind.ReferenceFound, 30],
      [SuggestionReasonKind.NameFound, 8],
      [SuggestionReasonKind.NameFound, 8],
      [SuggestionReasonKind.Counterparty, 15],
    ]);
    expect(textReasons(line, candidate({ texts: ['Omar'] }))).toEqual([]);
  });

  it('sums the points of its reasons and drops candidates with neither a close amount nor a text', () => {
    const scored = scoreCandidate(line, 'HrAdvance', candidate({ texts: ['Ali'] }))!;
    expect(scored.score).toBe(50 + 20 + 8);
    expect(scored.reasons.reduce((sum, r) => sum + r.points, 0)).toBe(scored.score);
    expect(scoreCandidate(line, 'HrAdvance', candidate({ amount: -1000 }))).toBeNull();
    expect(scoreCandidate(line, 'HrAdvance', candidate({ amount: 250000 }))).toBeNull();
  });

  it('ranks best first, breaks ties by date distance, type and reference, and keeps at most 10', () => {
    const many = Array.from({ length: 14 }, (_, i) =>
      scoreCandidate(
        line,
        i % 2 ? 'Transfer' : 'HrAdvance',
        candidate({ matchedRef: `r${String(i).padStart(2, '0')}`, date: `2026-01-${String(10 + (i % 3)).padStart(2, '0')}` }),
      )!,
    );
    const ranked = rankCandidates(many);
    expect(ranked).toHaveLength(10);
    expect(ranked.map((c) => c.score)).toEqual([...ranked.map((c) => c.score)].sort((a, b) => b - a));
    expect(rankCandidates([...many].reverse())).toEqual(ranked);
    const tie = rankCandidates([
      scoreCandidate(line, 'Transfer', candidate({ matchedRef: 'b' }))!,
      scoreCandidate(line, 'HrAdvance', candidate({ matchedRef: 'z' }))!,
      scoreCandidate(line, 'HrAdvance', candidate({ matchedRef: 'a' }))!,
    ]);
    expect(tie.map((c) => `${c.matchType}:${c.matchedRef}`)).toEqual(['HrAdvance:a', 'HrAdvance:z', 'Transfer:b']);
  });
});

describe('statement line state machine', () => {
  const cases: Array<[StatementLineStatus, 'match' | 'exclude' | 'reopen', StatementLineStatus | null]> = [
    [StatementLineStatus.Unmatched, 'match', StatementLineStatus.Matched],
    [StatementLineStatus.Unmatched, 'exclude', StatementLineStatus.Excluded],
    [StatementLineStatus.Unmatched, 'reopen', null],
    [StatementLineStatus.Matched, 'reopen', StatementLineStatus.Unmatched],
    [StatementLineStatus.Matched, 'match', null],
    [StatementLineStatus.Matched, 'exclude', null],
    [StatementLineStatus.Excluded, 'reopen', StatementLineStatus.Unmatched],
    [StatementLineStatus.Excluded, 'match', null],
    [StatementLineStatus.Excluded, 'exclude', null],
  ];
  it.each(cases)('%s + %s → %s', (from, action, to) => {
    const move = statementLineMove(from, action);
    if (to) expect(move).toEqual({ to });
    else expect(move).toEqual({ problem: expect.stringContaining(`A ${from} line cannot be`) });
  });
});
