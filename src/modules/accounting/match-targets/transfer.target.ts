import { conflict, invalidField } from '../../../core/errors/app-error';
import type { MatchTarget } from '../../../core/reconciliation/match-target';
import { StatementLineStatus } from '../statement-lines/statement-line.rules';
import { applyLineState, assertLineOpen, findLockedLine } from '../statement-lines/statement-line.moves';
import { runSql } from '../../../core/db/run-sql';

const TRANSFER = 'Transfer';

function label(line: { date: string; amount: number }, accountName: string): string {
  return `Transfer ${line.amount > 0 ? 'to' : 'from'} ${accountName}, line of ${line.date}`;
}

/**
 * A transfer between two own accounts: matchedRef is the line of the other account (the opposite
 * direction). Matching one line matches both; reopening either reopens both.
 */
export const transferTarget: MatchTarget = {
  type: TRANSFER,
  description: 'A line of another own bank account (a transfer between accounts); both lines become Matched.',
  async validate(uow, ctx, line, matchedRef) {
    const other = await findLockedLine(uow, ctx, matchedRef);
    if (!other) throw invalidField('matchedRef', 'must be a statement line of this organisation');
    if (other.line.bankAccountId === line.bankAccountId) throw invalidField('matchedRef', 'must be a line of another bank account');
    if (Math.sign(other.line.amount) === Math.sign(line.amount))
      throw invalidField('matchedRef', 'must be a line of the opposite direction (money in against money out)');
    if (other.line.status !== StatementLineStatus.Unmatched) throw conflict(`The other line is already ${other.line.status}.`);
    await assertLineOpen(uow, ctx, other);
    return { label: label(other.line, other.account.name) };
  },
  async candidates(ctx, line, window) {
    const rows: Array<{
      id: string;
      amount: string;
      date: string;
      description: string | null;
      reference: string | null;
      counterparty: string | null;
      name: string;
    }> = await ctx.query(
      `SELECT l.id, l.amount, to_char(l.date, 'YYYY-MM-DD') AS date, l.description, l.reference, l.counterparty, a.name
         FROM accounting_statement_lines l JOIN accounting_bank_accounts a ON a.id = l.bank_account_id
        WHERE l.organization_id = $1 AND l.bank_account_id <> $2 AND l.status = 'Unmatched'
          AND sign(l.amount) = $3 AND l.date BETWEEN $4 AND $5
        ORDER BY abs(abs(l.amount) - $6::bigint), l.id
        LIMIT $7`,
      [ctx.organizationId, line.bankAccountId, -Math.sign(line.amount), window.from, window.to, Math.abs(line.amount), window.limit],
    );
    return rows.map((row) => ({
      matchedRef: row.id,
      label: label({ date: row.date, amount: Number(row.amount) }, row.name),
      // The other account's line mirrors this one: as it would appear here, its sign flips.
      amount: -Number(row.amount),
      date: row.date,
      texts: [row.reference ?? '', row.name].filter(Boolean),
      counterparty: null,
    }));
  },
  async onMatch(uow, ctx, line, matchedRef) {
    const other = await findLockedLine(uow, ctx, matchedRef);
    if (!other) return;
    const account = await runSql<{ name: string }>(uow.manager, 'SELECT name FROM accounting_bank_accounts WHERE id = $1', [line.bankAccountId]);
    await applyLineState(
      uow,
      ctx,
      other,
      { status: StatementLineStatus.Matched, matchType: TRANSFER, matchedRef: line.id, matchLabel: label(line, account[0]?.name ?? ''), note: null },
      'matched',
    );
  },
  async onUnmatch(uow, ctx, line, matchedRef, reason) {
    const other = await findLockedLine(uow, ctx, matchedRef);
    if (!other || other.line.status !== StatementLineStatus.Matched || other.line.matchType !== TRANSFER || other.line.matchedRef !== line.id) return;
    await assertLineOpen(uow, ctx, other);
    await applyLineState(
      uow,
      ctx,
      other,
      { status: StatementLineStatus.Unmatched, matchType: null, matchedRef: null, matchLabel: null, note: reason },
      'reopened',
    );
  },
};
