import type { Request } from 'express';
import type { Principal } from '../../../core/auth/principal';
import { RequestContext } from '../../../core/context/request-context';
import { recordAudit } from '../../../core/audit/record-audit';
import type { Runtime } from '../../../core/runtime';
import { runSql } from '../../../core/db/run-sql';
import { serviceTransaction } from '../../../core/db/unit-of-work';
import type { KeyRecord } from './api-key.lookup';

/*
 * Side effects of using a key, kept off the request's critical path: they run after the response
 * has been sent and never fail a request.
 */

const USAGE_WRITE_EVERY_MS = 60_000;
const REFUSAL_AUDIT_EVERY_MS = 60_000;
const MAX_TRACKED = 10_000;

const lastUsageWrite = new Map<string, number>();
const refusalWindows = new Map<string, { startedAt: number; suppressed: number }>();

function afterResponse(req: Request, task: () => Promise<unknown>, onError: (error: unknown) => void): void {
  const run = () => void task().catch(onError);
  const res = req.res;
  if (!res || res.writableFinished) setImmediate(run);
  else res.once('close', () => setImmediate(run));
}

function bounded<V>(map: Map<string, V>): void {
  if (map.size >= MAX_TRACKED) map.delete(map.keys().next().value!);
}

/**
 * lastUsedAt / lastUsedIp: written at most once a minute per key (so the stored value is accurate
 * to a minute), as one UPDATE after the response. The process's own memory skips most uses; the
 * UPDATE's condition keeps the minute across processes (on several nodes each would otherwise
 * write once a minute). A stored time after `now` (a clock set back) is overwritten, as in memory.
 */
export function noteKeyUse(runtime: Runtime, req: Request, keyId: string, now: Date): void {
  const at = now.getTime();
  const last = lastUsageWrite.get(keyId);
  if (last !== undefined && at >= last && at - last < USAGE_WRITE_EVERY_MS) return;
  bounded(lastUsageWrite);
  lastUsageWrite.set(keyId, at);
  afterResponse(
    req,
    () =>
      serviceTransaction(runtime, (uow) =>
        runSql(
          uow.manager,
          `UPDATE api_keys SET last_used_at = $2, last_used_ip = $3
            WHERE id = $1 AND (last_used_at IS NULL OR last_used_at <= $4 OR last_used_at > $2)`,
          [keyId, now, req.ip ?? null, new Date(at - USAGE_WRITE_EVERY_MS)],
        ),
      ),
    (error) => runtime.logger.warn({ err: error, apiKeyId: keyId }, 'could not record API key use'),
  );
}

export type RefusalReason =
  | 'secret-mismatch'
  | 'revoked'
  | 'expired'
  | 'secret-rotated-out'
  | 'creator-access-removed'
  | 'ip-not-allowed'
  | 'origin-not-allowed'
  | 'branch-not-allowed'
  | 'foreign-branch'
  | 'branch-inactive'
  | 'rate-limited'
  | 'quota-exceeded';

/**
 * A refused use of an existing key becomes an audit entry (entityType api-key, action
 * use-refused) with the reason, IP and origin. To keep a flood cheap there is at most one entry
 * per key and reason per minute in each process; the process's next entry tells how many
 * refusals it did not write separately (`suppressedBefore`). Counted in memory, not across nodes:
 * N nodes write at most N entries a minute, still bounded. Unknown keys belong to no
 * organisation and are not audited.
 */
export function noteKeyRefusal(runtime: Runtime, req: Request, record: KeyRecord, reason: RefusalReason, now: Date): void {
  const at = now.getTime();
  const slot = `${record.keyId}:${reason}`;
  const window = refusalWindows.get(slot);
  if (window && at >= window.startedAt && at - window.startedAt < REFUSAL_AUDIT_EVERY_MS) {
    window.suppressed += 1;
    return;
  }
  const suppressedBefore = window?.suppressed ?? 0;
  bounded(refusalWindows);
  refusalWindows.set(slot, { startedAt: at, suppressed: 0 });
  const principal: Principal = {
    kind: 'apiKey',
    userId: record.createdByUserId,
    apiKeyId: record.keyId,
    sessionId: null,
    organizationId: record.organizationId,
    branchId: null,
    role: null,
    permissions: new Set(),
  };
  const ctx = new RequestContext(runtime, principal, null, {
    requestId: req.res?.locals.requestId,
    ip: req.ip ?? null,
    origin: req.header('origin') ?? null,
    userAgent: req.header('user-agent') ?? null,
    transport: req.path === '/graphql' ? 'graphql' : 'rest',
  });
  afterResponse(
    req,
    () =>
      ctx.transaction((uow) =>
        recordAudit(uow, ctx, {
          entityType: 'api-key',
          entityId: record.keyId,
          action: 'use-refused',
          reason,
          branchId: null,
          changes: {
            reason,
            ip: ctx.ip,
            origin: ctx.origin,
            method: req.method,
            path: req.originalUrl.split('?')[0],
            ...(suppressedBefore > 0 ? { suppressedBefore } : {}),
          },
        }),
      ),
    (error) => runtime.logger.warn({ err: error, apiKeyId: record.keyId }, 'could not audit a refused API key use'),
  );
}

/** Tests: forget debounce state between scenarios that reuse a clock. */
export function resetKeyUsageTracking(): void {
  lastUsageWrite.clear();
  refusalWindows.clear();
}
