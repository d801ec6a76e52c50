import { LessThan } from 'typeorm';
import type { JobDefinition } from '../../core/jobs/job-queue';
import { serviceTransaction } from '../../core/db/unit-of-work';
import { VerificationCode } from './codes/verification-code.entity';
import { ThrottleCounter } from './throttle/throttle.entity';
import { RefreshToken } from './sessions/refresh-token.entity';
import { EmailChangeRequest, EmailChangeStatus } from './email-change/email-change-request.entity';

const DAY = 24 * 3600_000;

/**
 * Housekeeping: drops throttle counters past their window, codes a day after they expired,
 * refresh tokens of sessions that ended over a week ago (reuse of those tokens then answers 401
 * UNAUTHORIZED instead of REAUTH_REQUIRED: the session is gone either way) and closes e-mail
 * change requests past their hour. Sessions themselves are kept for the audit trail. One unit of
 * work: each sweep is idempotent, so a run cut short is simply done again by the next.
 */
export const identityCleanupJob: JobDefinition<Record<string, never>> = {
  name: 'identity.cleanup',
  every: '1 hour',
  async run(runtime) {
    const now = runtime.clock.now();
    await serviceTransaction(runtime, async ({ manager }) => {
      await manager.delete(ThrottleCounter, { expiresAt: LessThan(now) });
      await manager.delete(VerificationCode, { expiresAt: LessThan(new Date(now.getTime() - DAY)) });
      await manager
        .createQueryBuilder()
        .delete()
        .from(RefreshToken)
        .where('session_id IN (SELECT id FROM sessions WHERE coalesce(revoked_at, expires_at) < :cutoff)', { cutoff: new Date(now.getTime() - 7 * DAY) })
        .execute();
      await manager.update(
        EmailChangeRequest,
        { status: EmailChangeStatus.Pending, expiresAt: LessThan(now) },
        { status: EmailChangeStatus.Cancelled, cancelledAt: now },
      );
    });
  },
};
