import type { Request } from 'express';
import type { CredentialResolver } from '../../../core/auth/credentials';
import type { Principal } from '../../../core/auth/principal';
import { AppError, notFound } from '../../../core/errors/app-error';
import { rateLimitHeaders, type RateLimitRule } from '../../../core/rate-limit';
import type { Runtime } from '../../../core/runtime';
import { runSql } from '../../../core/db/run-sql';
import { hashQrToken, looksLikeQrToken } from '../tables/qr-token';

export const GUEST_PREFIX = '/api/v1/guest/self-order/';
const MINUTE_MS = 60_000;
const NO_PERMISSIONS: ReadonlySet<never> = new Set();

interface TableRow {
  id: string;
  organization_id: string;
  branch_id: string;
}

async function consume(runtime: Runtime, req: Request, rule: RateLimitRule, message: string): Promise<void> {
  const outcome = await runtime.rateLimits.consume([rule], runtime.clock.now().getTime());
  const headers = rateLimitHeaders(outcome);
  if (!outcome.allowed) throw new AppError('RATE_LIMITED', `${message}; retry after ${headers['Retry-After']} seconds.`, { headers });
  const res = req.res;
  if (res && !res.headersSent) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/**
 * The QR token in a guest path is the guest's credential (spec section 5). Order of checks: the
 * per-IP limit first (so guessing tokens costs the guesser, not the database), then the token's
 * shape, its hash among active tables of active branches, then the per-token limit. The
 * principal acts for the table's organisation and branch and holds no permission: it can reach
 * only the guest fields. Unknown, rotated, revoked or inactive tokens are 404 (the route's gate
 * reports it), never a hint that the token once existed.
 */
export const guestCredential: CredentialResolver = {
  name: 'guest',
  matches: (req: Request) => req.path.startsWith(GUEST_PREFIX),
  async resolve(runtime: Runtime, req: Request): Promise<Principal> {
    const ip = req.ip ?? 'unknown';
    await consume(
      runtime,
      req,
      { key: `guest:ip:${ip}`, limit: runtime.config.guestRateLimitPerIp, windowMs: MINUTE_MS, name: 'guest-per-ip' },
      `Guest ordering allows ${runtime.config.guestRateLimitPerIp} requests per minute from one address`,
    );
    const token = decodeSegment(req.path.slice(GUEST_PREFIX.length).split('/')[0]);
    if (!token || !looksLikeQrToken(token)) throw notFound('Table');
    const [table] = await runSql<TableRow>(
      runtime.db.dataSource.manager,
      `SELECT t.id, t.organization_id, t.branch_id
         FROM sales_self_order_tables t JOIN branches b ON b.id = t.branch_id
        WHERE t.token_hash = $1 AND t.active AND b.active`,
      [hashQrToken(token)],
    );
    if (!table) throw notFound('Table');
    await consume(
      runtime,
      req,
      { key: `guest:table:${table.id}`, limit: runtime.config.guestRateLimitPerToken, windowMs: MINUTE_MS, name: 'guest-per-table' },
      `This table allows ${runtime.config.guestRateLimitPerToken} requests per minute`,
    );
    return {
      kind: 'guest',
      userId: null,
      apiKeyId: null,
      sessionId: null,
      organizationId: table.organization_id,
      branchId: table.branch_id,
      role: null,
      permissions: NO_PERMISSIONS,
      tableId: table.id,
    };
  },
};

function decodeSegment(segment: string | undefined): string | null {
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
