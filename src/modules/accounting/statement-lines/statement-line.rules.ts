import { registerEnumType } from 'type-graphql';

/** Unmatched → Matched (match) or Excluded (exclude); Matched or Excluded → Unmatched (reopen). */
export enum StatementLineStatus {
  Unmatched = 'Unmatched',
  Matched = 'Matched',
  Excluded = 'Excluded',
}
registerEnumType(StatementLineStatus, {
  name: 'StatementLineStatus',
  description: 'Unmatched → Matched | Excluded; reopen returns either to Unmatched.',
  valuesConfig: {
    Unmatched: { description: 'Not yet reconciled with a record.' },
    Matched: { description: 'Reconciled with a record (matchType, matchedRef).' },
    Excluded: { description: 'Deliberately left unmatched (bank fees, transfers between own accounts).' },
  },
});

export type StatementLineAction = 'match' | 'exclude' | 'reopen';

const MOVES: Record<StatementLineAction, { from: StatementLineStatus[]; to: StatementLineStatus }> = {
  match: { from: [StatementLineStatus.Unmatched], to: StatementLineStatus.Matched },
  exclude: { from: [StatementLineStatus.Unmatched], to: StatementLineStatus.Excluded },
  reopen: { from: [StatementLineStatus.Matched, StatementLineStatus.Excluded], to: StatementLineStatus.Unmatched },
};

export function statementLineMove(from: StatementLineStatus, action: StatementLineAction): { to: StatementLineStatus } | { problem: string } {
  const move = MOVES[action];
  if (!move.from.includes(from)) {
    return {
      problem: `A ${from} line cannot be ${{ match: 'matched', exclude: 'excluded', reopen: 'reopened' }[action]}; only ${move.from.join(' or ')} lines can.`,
    };
  }
  return { to: move.to };
}
