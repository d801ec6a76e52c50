import { IsNull, type EntityManager } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { VerificationCode, type CodePurpose } from './verification-code.entity';
import { checkCode, type CodeCheck, CODE_MAX_ATTEMPTS, codeTtlMs, generateCode, hashCode, sameHash } from './code.rules';
import { CODE_SEND_LIMIT, IP_SEND_LIMIT, takeSend, throttleKey } from '../throttle/throttle';

export interface IssueRequest {
  purpose: CodePurpose;
  subject: string;
  email: string;
  userId?: string | null;
  payload?: Record<string, unknown> | null;
}

export interface IssuedCode {
  row: VerificationCode;
  /** The plain code, only for the mail. */
  code: string;
}

export type ConsumeResult = { result: 'ok'; row: VerificationCode } | { result: Exclude<CodeCheck, 'ok'> };

/**
 * One-time e-mail codes: issue (or re-issue on the same challenge, throttled), then consume once.
 * All work happens in the caller's transaction; a wrong try is written even though the caller
 * then refuses the request, because callers return the refusal and throw it after commit.
 */
export class VerificationCodes {
  /** Applies the send limits of this challenge and of the caller's address; 429 when exceeded. */
  async throttleSend(ctx: RequestContext, manager: EntityManager, purpose: CodePurpose, subject: string): Promise<void> {
    await takeSend(
      manager,
      throttleKey('send', purpose, subject),
      ctx.now(),
      CODE_SEND_LIMIT,
      'A code was sent recently. Please wait before asking for another one.',
    );
    if (ctx.ip)
      await takeSend(
        manager,
        throttleKey('send-ip', ctx.ip),
        ctx.now(),
        IP_SEND_LIMIT,
        'Too many codes were requested from this address. Please try again later.',
      );
  }

  /** A new code for the challenge (the previous one stops working). The caller has throttled. */
  async issue(ctx: RequestContext, manager: EntityManager, request: IssueRequest): Promise<IssuedCode> {
    const now = ctx.now();
    const code = generateCode();
    await manager
      .createQueryBuilder()
      .insert()
      .into(VerificationCode)
      .values({
        purpose: request.purpose,
        subject: request.subject,
        email: request.email,
        userId: request.userId ?? null,
        codeHash: hashCode(ctx.runtime.secrets.jwtKey, request.purpose, request.subject, code),
        attempts: 0,
        expiresAt: new Date(now.getTime() + codeTtlMs(request.purpose)),
        consumedAt: null,
        payload: (request.payload ?? null) as never,
        issuedAt: now,
      })
      .orUpdate(['email', 'user_id', 'code_hash', 'attempts', 'expires_at', 'consumed_at', 'payload', 'issued_at'], ['purpose', 'subject'])
      .execute();
    const row = await manager.findOneByOrFail(VerificationCode, { purpose: request.purpose, subject: request.subject });
    return { row, code };
  }

  /** The live challenge (not used, not expired, not killed), if any. */
  async findLive(ctx: RequestContext, manager: EntityManager, purpose: CodePurpose, subject: string): Promise<VerificationCode | null> {
    const row = await manager.findOneBy(VerificationCode, { purpose, subject });
    if (!row || row.consumedAt || row.expiresAt <= ctx.now() || row.attempts >= CODE_MAX_ATTEMPTS) return null;
    return row;
  }

  /** The challenge if it was issued and not used (it may have expired: a resend revives it). */
  async findOpen(manager: EntityManager, purpose: CodePurpose, subject: string): Promise<VerificationCode | null> {
    const row = await manager.findOneBy(VerificationCode, { purpose, subject });
    return row && !row.consumedAt ? row : null;
  }

  /** Checks a typed code; the right one is used up, a wrong one counts against the code. */
  async consume(ctx: RequestContext, manager: EntityManager, purpose: CodePurpose, subject: string, code: string): Promise<ConsumeResult> {
    const outcome = await this.check(ctx, manager, purpose, subject, code);
    if (outcome.result === 'ok') await this.markUsed(ctx, manager, outcome.row);
    return outcome;
  }

  /** Like consume, but leaves a right code unused (for callers that need several codes right at once). */
  async check(ctx: RequestContext, manager: EntityManager, purpose: CodePurpose, subject: string, code: string): Promise<ConsumeResult> {
    const now = ctx.now();
    const row = await manager.findOne(VerificationCode, { where: { purpose, subject }, lock: { mode: 'pessimistic_write' } });
    const matches = row ? sameHash(row.codeHash, hashCode(ctx.runtime.secrets.jwtKey, purpose, subject, code)) : false;
    const result = checkCode(row, matches, now);
    if (result === 'ok') return { result, row: row! };
    if (result === 'wrong' && row) await manager.increment(VerificationCode, { id: row.id }, 'attempts', 1);
    return { result };
  }

  async markUsed(ctx: RequestContext, manager: EntityManager, row: VerificationCode): Promise<void> {
    await manager.update(VerificationCode, { id: row.id }, { consumedAt: ctx.now() });
  }

  /** Ends a challenge without using it (cancelled e-mail change). */
  async retire(ctx: RequestContext, manager: EntityManager, purpose: CodePurpose, subject: string): Promise<void> {
    await manager.update(VerificationCode, { purpose, subject, consumedAt: IsNull() }, { consumedAt: ctx.now() });
  }
}

export const verificationCodes = new VerificationCodes();
