import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { RequestContext } from '../context/request-context';

export const CRASH_TEST_HOLD_HEADER = 'x-crash-test-hold';
export type HoldPoint = 'before-effect' | 'before-store';
const HOLD_MS = 120_000;

/**
 * Crash tests only (CRASH_TEST_HOOKS=on, never in production): a request carrying
 * `X-Crash-Test-Hold: before-effect` (claim taken, handler not run) or `before-store` (effect
 * committed, response not yet stored) stops at that point and logs it, so the test can kill the
 * process there with SIGKILL. Without the variable the header is ignored. At `before-store` the
 * log names the digest of the answer about to be stored, so a test can check that the retry's
 * answer is the same bytes.
 */
export async function crashTestHold(req: Request, ctx: RequestContext, point: HoldPoint, body?: Buffer): Promise<void> {
  // The production check first: it is a field read, where process.env is a lookup in the C++
  // environment on each access (twice per idempotent write).
  if (ctx.runtime.config.isProduction || process.env.CRASH_TEST_HOOKS !== 'on') return;
  if (req.header(CRASH_TEST_HOLD_HEADER) !== point) return;
  const bodySha256 = body && createHash('sha256').update(body).digest('hex');
  ctx.logger.warn({ crashTestHold: point, ...(bodySha256 ? { bodySha256 } : {}) }, 'crash test: request held');
  await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
}

/**
 * Crash tests only (CRASH_TEST_HOOKS=on, never in production): work that has no request to carry
 * a header (a job's or a mutation's close of a business day) stops at `point` inside its
 * transaction when CRASH_TEST_HOLD_AT names the point and its subject (`<point>:<subject>`), logs
 * it and waits, so the test can kill the process with the work half-written.
 */
export async function crashTestHoldAt(ctx: RequestContext, point: string, subject: string): Promise<void> {
  if (ctx.runtime.config.isProduction || process.env.CRASH_TEST_HOOKS !== 'on') return;
  if (process.env.CRASH_TEST_HOLD_AT !== `${point}:${subject}`) return;
  ctx.logger.warn({ crashTestHold: point, subject }, 'crash test: work held');
  await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
}
