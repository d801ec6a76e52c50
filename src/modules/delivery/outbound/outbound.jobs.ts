import type { JobDefinition } from '../../../core/jobs/job-queue';
import { SEND_JOB, sendMessage, sweepDue } from './outbound.sender';

/** One attempt of one outbound message; the retry schedule is the message's own (outbound.rules.ts). */
export const deliverySendJob: JobDefinition<{ messageId: string }> = {
  name: SEND_JOB,
  concurrency: 10,
  lockLifetimeMs: 60_000,
  async run(runtime, data) {
    if (typeof data.messageId === 'string') await sendMessage(runtime, data.messageId);
  },
};

/** Picks up due messages (retries after their backoff, and anything a crash left behind). */
export const deliverySweepJob: JobDefinition = {
  name: 'delivery.sweep',
  every: '3 seconds',
  concurrency: 1,
  async run(runtime) {
    await sweepDue(runtime);
  },
};
