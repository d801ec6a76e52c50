import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../../core/errors/app-error';
import { ThrottleCounter } from './throttle.entity';
import { afterFailure, blockedForSeconds, type CounterState, decideSend, type LockoutPolicy, type SendPolicy } from './throttle.rules';

/** Failed sign-ins (and current-password checks) of one account from one address. */
export const LOGIN_LOCKOUT: LockoutPolicy = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
/** Failed sign-ins from one address across all accounts (password spraying). */
export const LOGIN_IP_LOCKOUT: LockoutPolicy = { maxFailures: 50, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
/** Mails for one challenge (registration, activation, reset, one side of an e-mail change). */
export const CODE_SEND_LIMIT: SendPolicy = { minIntervalMs: 60_000, maxPerWindow: 5, windowMs: 60 * 60_000 };
/** Code mails requested from one address across all recipients (mail bombing). */
export const IP_SEND_LIMIT: SendPolicy = { minIntervalMs: 0, maxPerWindow: 100, windowMs: 60 * 60_000 };

export function throttleKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}

export function rateLimited(retryAfterSeconds: number, message: string): AppError {
  return new AppError('RATE_LIMITED', message, { headers: { 'Retry-After': String(retryAfterSeconds) } });
}

function stateOf(row: ThrottleCounter | null): CounterState | null {
  return row ? { hits: row.hits, windowStartedAt: row.windowStartedAt, lastHitAt: row.lastHitAt, blockedUntil: row.blockedUntil } : null;
}

/** Locks (creating when missing) the counter row, so concurrent requests count one after another. */
async function lockRow(manager: EntityManager, key: string, now: Date): Promise<ThrottleCounter | null> {
  return manager.findOne(ThrottleCounter, { where: { key }, lock: { mode: 'pessimistic_write' } }).then((row) => {
    if (row && row.expiresAt <= now) return { ...row, hits: 0, blockedUntil: null, windowStartedAt: new Date(0), lastHitAt: new Date(0) } as ThrottleCounter;
    return row;
  });
}

async function store(manager: EntityManager, key: string, state: CounterState, expiresAt: Date): Promise<void> {
  await manager
    .createQueryBuilder()
    .insert()
    .into(ThrottleCounter)
    .values({ key, ...state, expiresAt })
    .orUpdate(['hits', 'window_started_at', 'last_hit_at', 'blocked_until', 'expires_at'], ['key'])
    .execute();
}

/** Seconds the key is still locked out for (0: not locked). Read-only. */
export async function lockedForSeconds(manager: EntityManager, key: string, now: Date): Promise<number> {
  const row = await manager.findOneBy(ThrottleCounter, { key });
  return row && row.expiresAt > now ? blockedForSeconds(stateOf(row), now) : 0;
}

export async function recordFailure(manager: EntityManager, key: string, now: Date, policy: LockoutPolicy): Promise<void> {
  const row = await lockRow(manager, key, now);
  const next = afterFailure(stateOf(row), now, policy);
  const until = Math.max(next.windowStartedAt.getTime() + policy.windowMs, next.blockedUntil?.getTime() ?? 0);
  await store(manager, key, next, new Date(until));
}

export async function clearCounter(manager: EntityManager, key: string): Promise<void> {
  await manager.delete(ThrottleCounter, { key });
}

/** Counts one send, or throws 429 RATE_LIMITED with Retry-After when the policy refuses it. */
export async function takeSend(manager: EntityManager, key: string, now: Date, policy: SendPolicy, message: string): Promise<void> {
  const row = await lockRow(manager, key, now);
  const decision = decideSend(stateOf(row), now, policy);
  if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds, message);
  await store(manager, key, decision.next, new Date(decision.next.windowStartedAt.getTime() + policy.windowMs));
}
