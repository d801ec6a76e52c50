import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import type { StatementLineView } from '../../../core/reconciliation/match-target';
import { notFound } from '../../../core/errors/app-error';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { assertBusinessDayOpen } from '../../settings/period-lock/period-lock.service';
import { BankAccount } from '../bank-accounts/bank-account.entity';
import { StatementLine } from './statement-line.entity';
import { type StatementLineStatus } from './statement-line.rules';
import { statementLineEvents, statementLinePayload } from './statement-line.events';

export interface LockedLine {
  line: StatementLine;
  account: BankAccount;
}

/** A line of the caller's organisation with its account, locked for a write; null when there is none. */
export async function findLockedLine(uow: UnitOfWork, ctx: RequestContext, id: string): Promise<LockedLine | null> {
  const line = await uow.manager.findOne(StatementLine, { where: { id, organizationId: ctx.organizationId }, lock: { mode: 'pessimistic_write' } });
  if (!line) return null;
  const account = await uow.manager.findOne(BankAccount, { where: { id: line.bankAccountId, organizationId: ctx.organizationId } });
  if (!account) throw notFound('Bank statement line');
  return { line, account };
}

export function lineView(line: StatementLine, account: BankAccount): StatementLineView {
  return {
    id: line.id,
    bankAccountId: line.bankAccountId,
    branchId: account.branchId,
    currencyCode: account.currencyCode,
    date: line.date,
    amount: line.amount,
    description: line.description,
    reference: line.reference,
    counterparty: line.counterparty,
  };
}

/** Writes to a line dated on or before its account branch's period lock: 409 PERIOD_LOCKED. */
export function assertLineOpen(uow: UnitOfWork, ctx: RequestContext, locked: LockedLine): Promise<void> {
  return assertBusinessDayOpen(uow, ctx, locked.account.branchId, locked.line.date);
}

/** Sets a line's state, audits and emits (one place for every move, the transfer's other line included). */
export async function applyLineState(
  uow: UnitOfWork,
  ctx: RequestContext,
  locked: LockedLine,
  change: { status: StatementLineStatus; matchType: string | null; matchedRef: string | null; matchLabel: string | null; note: string | null },
  event: 'matched' | 'excluded' | 'reopened',
): Promise<void> {
  const { line, account } = locked;
  const from = line.status;
  Object.assign(line, {
    status: change.status,
    matchType: change.matchType,
    matchedRef: change.matchedRef,
    matchLabel: change.matchLabel,
    statusNote: change.note,
    statusChangedAt: ctx.now(),
    statusChangedBy: ctx.actorId,
  });
  await uow.manager.save(line);
  await recordAudit(uow, ctx, {
    entityType: 'bank-statement-line',
    entityId: line.id,
    action: event,
    reason: change.note,
    changes: { status: { from, to: change.status }, matchType: change.matchType, matchedRef: change.matchedRef },
    branchId: account.branchId,
  });
  await emit(uow, ctx, { type: statementLineEvents.types[event], resourceId: line.id, data: statementLinePayload(line), branchId: account.branchId });
}
