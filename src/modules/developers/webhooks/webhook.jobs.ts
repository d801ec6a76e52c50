import type { JobDefinition } from '../../../core/jobs/job-queue';
import { DISPATCH_JOB, runDispatcher } from './webhook-dispatcher';
import { attemptDelivery, DELIVER_JOB } from './webhook-sender';

/**
 * Fans out the outbox and re-enqueues overdue deliveries. Runs every 10 seconds (recovery after a
 * crash, and for events written by processes without a job worker) and right after commits that
 * wrote events.
 */
export const webhookDispatchJob: JobDefinition = {
  name: DISPATCH_JOB,
  every: '10 seconds',
  concurrency: 1,
  async run(runtime) {
    const result = await runDispatcher(runtime);
    if (result.deliveries || result.requeued) runtime.logger.debug(result, 'webhook dispatcher run');
  },
};

/**
 * One attempt of one delivery. The retry schedule is the delivery's own (next attempt visible in
 * the log), not Agenda's backoff: a failed attempt enqueues the next one at its time.
 */
export const webhookDeliverJob: JobDefinition<{ deliveryId: string }> = {
  name: DELIVER_JOB,
  concurrency: 10,
  lockLifetimeMs: 60_000,
  async run(runtime, data) {
    if (typeof data.deliveryId !== 'string') return;
    await attemptDelivery(runtime, data.deliveryId);
  },
};
