import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { invalidField } from '../../../core/errors/app-error';
import {
  type CandidateWindow,
  type MatchCandidate,
  type MatchTarget,
  refuseIfMatchedElsewhere,
  type StatementLineView,
} from '../../../core/reconciliation/match-target';
import { branchCalendar } from '../../identity/branches/branch-calendar';
import { runSql } from '../../../core/db/run-sql';

/*
 * HR records a bank statement line can be matched to (registered by the HR module): advance
 * payouts (money out), loan disbursements (money out) and loan installments paid back (money in).
 * HR money is IQD, so only lines of IQD accounts match them.
 */

interface HrRecordRow {
  id: string;
  amount: string;
  moved_at: Date | string | null;
  moved_on: string | null;
  full_name: string;
  label_extra: string | null;
}

interface HrTargetSql {
  type: string;
  description: string;
  /** What the record is called in messages. */
  noun: string;
  /** +1: money in (the line is a credit); -1: money out. */
  direction: 1 | -1;
  /** SELECT … WHERE organisation = $1 [AND id = $2]; `eligible` is the condition for a record that moved money. */
  select: string;
  eligible: string;
  /** The instant column (or date column) the money moved on. */
  movedColumn: string;
  label(row: HrRecordRow, date: string | null): string;
}

function toInstant(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

async function movedDate(ctx: RequestContext, line: StatementLineView, row: HrRecordRow): Promise<string | null> {
  if (row.moved_on) return row.moved_on;
  if (!row.moved_at) return null;
  return (await branchCalendar(ctx, line.branchId)).businessDateOf(toInstant(row.moved_at));
}

function hrTarget(sql: HrTargetSql): MatchTarget {
  return {
    type: sql.type,
    description: sql.description,
    async validate(uow: UnitOfWork, ctx, line, matchedRef, elsewhere) {
      const [row]: HrRecordRow[] = await runSql(uow.manager, `${sql.select} AND x.id = $2`, [ctx.organizationId, matchedRef]);
      if (!row) throw invalidField('matchedRef', `must be ${sql.noun} of this organisation`);
      const [eligible]: HrRecordRow[] = await runSql(uow.manager, `${sql.select} AND x.id = $2 AND ${sql.eligible}`, [ctx.organizationId, matchedRef]);
      if (!eligible) throw invalidField('matchedRef', `${sql.noun} has not moved money yet`);
      if (line.currencyCode !== 'IQD') throw invalidField('matchedRef', `${sql.noun} is in IQD; the line's account is in ${line.currencyCode}`);
      if (Math.sign(line.amount) !== sql.direction)
        throw invalidField('matchedRef', `${sql.noun} is money ${sql.direction > 0 ? 'in' : 'out'}; the line is money ${line.amount > 0 ? 'in' : 'out'}`);
      refuseIfMatchedElsewhere(elsewhere, capitalise(sql.noun));
      return { label: sql.label(row, await movedDate(ctx, line, row)) };
    },
    async candidates(ctx, line, window: CandidateWindow): Promise<MatchCandidate[]> {
      if (line.currencyCode !== 'IQD' || Math.sign(line.amount) !== sql.direction) return [];
      const calendar = await branchCalendar(ctx, line.branchId);
      const start = calendar.bounds(window.from).start;
      const end = calendar.bounds(window.to).end;
      const rows: HrRecordRow[] = await ctx.query(
        `${sql.select} AND ${sql.eligible}
           AND ${sql.movedColumn} >= $2 AND ${sql.movedColumn} < $3
           AND NOT EXISTS (SELECT 1 FROM accounting_statement_lines m
                            WHERE m.organization_id = $1 AND m.match_type = $4 AND m.matched_ref = x.id::text AND m.status = 'Matched')
         ORDER BY abs(x.amount - $5::bigint), x.id
         LIMIT $6`,
        [
          ctx.organizationId,
          sql.movedColumn.endsWith('_on') ? window.from : start,
          sql.movedColumn.endsWith('_on') ? shift(window.to) : end,
          sql.type,
          Math.abs(line.amount),
          window.limit,
        ],
      );
      const candidates: MatchCandidate[] = [];
      for (const row of rows) {
        const date = await movedDate(ctx, line, row);
        candidates.push({
          matchedRef: row.id,
          label: sql.label(row, date),
          amount: sql.direction * Number(row.amount),
          date,
          texts: [row.full_name],
          counterparty: row.full_name,
        });
      }
      return candidates;
    },
  };
}

function shift(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const hrAdvanceTarget = hrTarget({
  type: 'HrAdvance',
  description: 'A salary advance paid out (money out), by advance id.',
  noun: 'the advance',
  direction: -1,
  select: `SELECT x.id, x.amount, x.paid_at AS moved_at, NULL::text AS moved_on, e.full_name, NULL::text AS label_extra
             FROM hr_advances x JOIN hr_employees e ON e.id = x.employee_id
            WHERE x.organization_id = $1`,
  eligible: `x.status IN ('Paid', 'Settled') AND x.paid_at IS NOT NULL`,
  movedColumn: 'x.paid_at',
  label: (row, date) => `Advance of ${row.full_name}${date ? `, paid ${date}` : ''}`,
});

export const hrLoanDisbursementTarget = hrTarget({
  type: 'HrLoanDisbursement',
  description: 'An approved employee loan paid out (money out), by loan id.',
  noun: 'the loan',
  direction: -1,
  select: `SELECT x.id, x.amount, NULL::timestamptz AS moved_at, to_char(x.approved_on, 'YYYY-MM-DD') AS moved_on, e.full_name, NULL::text AS label_extra
             FROM (SELECT l.*, l.principal AS amount FROM hr_loans l) x JOIN hr_employees e ON e.id = x.employee_id
            WHERE x.organization_id = $1`,
  eligible: `x.status IN ('Approved', 'Repaid') AND x.approved_on IS NOT NULL`,
  movedColumn: 'x.approved_on',
  label: (row, date) => `Loan to ${row.full_name}${date ? `, approved ${date}` : ''}`,
});

export const hrLoanInstallmentTarget = hrTarget({
  type: 'HrLoanInstallment',
  description: 'A loan installment paid back into the bank (money in), by installment id.',
  noun: 'the loan installment',
  direction: 1,
  select: `SELECT x.id, x.amount, x.paid_at AS moved_at, NULL::text AS moved_on, e.full_name, x.sequence::text AS label_extra
             FROM (SELECT i.*, l.employee_id FROM hr_loan_installments i JOIN hr_loans l ON l.id = i.loan_id) x JOIN hr_employees e ON e.id = x.employee_id
            WHERE x.organization_id = $1`,
  eligible: `x.paid_at IS NOT NULL`,
  movedColumn: 'x.paid_at',
  label: (row, date) => `Installment ${row.label_extra} of the loan to ${row.full_name}${date ? `, paid ${date}` : ''}`,
});

export const hrMatchTargets: MatchTarget[] = [hrAdvanceTarget, hrLoanDisbursementTarget, hrLoanInstallmentTarget];
