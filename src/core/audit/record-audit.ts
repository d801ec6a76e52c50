import type { RequestContext } from '../context/request-context';
import { deferredWrites, type UnitOfWork } from '../db/unit-of-work';
import { AuditEntry } from './audit-entry.entity';

export interface AuditRecord {
  entityType: string;
  entityId: string;
  action: string;
  reason?: string | null;
  changes?: Record<string, unknown> | null;
  branchId?: string | null;
  /** For actions before a principal exists (sign-up, failed sign-in): the organisation concerned. */
  organizationId?: string;
}

/** The audit row of a record, as `recordAudit` writes it (for a statement that builds part of it in SQL and writes it itself). */
export function auditValues(
  ctx: RequestContext,
  record: AuditRecord,
): Partial<AuditEntry> &
  Pick<
    AuditEntry,
    | 'organizationId'
    | 'branchId'
    | 'entityType'
    | 'entityId'
    | 'action'
    | 'actorKind'
    | 'actorUserId'
    | 'actorApiKeyId'
    | 'reason'
    | 'changes'
    | 'transport'
    | 'ip'
    | 'requestId'
  > {
  const principal = ctx.principal;
  const organizationId = record.organizationId ?? principal?.organizationId;
  if (!organizationId) throw new Error('An audit entry needs an organisation');
  return {
    organizationId,
    branchId: record.branchId !== undefined ? record.branchId : (principal?.branchId ?? null),
    entityType: record.entityType,
    entityId: record.entityId,
    action: record.action,
    actorKind: principal?.kind ?? 'anonymous',
    actorUserId: principal?.userId ?? null,
    actorApiKeyId: principal?.apiKeyId ?? null,
    reason: record.reason ?? null,
    changes: (record.changes ?? null) as AuditEntry['changes'],
    transport: ctx.transport,
    ip: ctx.ip,
    requestId: ctx.requestId,
  };
}

/**
 * Appends an audit entry in the caller's transaction. It is written with the transaction's other
 * deferred writes just before the commit (deferred-writes.ts): nothing reads it back
 * inside, and the round trip of its own INSERT cost more than the row.
 */
export async function recordAudit(uow: UnitOfWork, ctx: RequestContext, record: AuditRecord): Promise<void> {
  deferredWrites(uow).insert<AuditEntry>(AuditEntry, auditValues(ctx, record));
}

/** `{field: {from, to}}` for the fields whose value changed. */
export function diffFields<T extends object>(before: T, after: Partial<T>, fields: readonly (keyof T)[]): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of fields) {
    if (!(field in after)) continue;
    const from = before[field];
    const to = after[field];
    const same = from instanceof Date && to instanceof Date ? from.getTime() === to.getTime() : JSON.stringify(from) === JSON.stringify(to);
    if (!same) changes[String(field)] = { from: from ?? null, to: to ?? null };
  }
  return changes;
}
