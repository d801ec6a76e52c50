import { Role } from '../../../core/auth/roles';
import { In } from 'typeorm';
import type { Runtime } from '../../../core/runtime';
import { serviceTransaction, type UnitOfWork } from '../../../core/db/unit-of-work';
import { RequestContext } from '../../../core/context/request-context';
import { systemPrincipal } from '../../../core/auth/principal';
import { recordAudit } from '../../../core/audit/record-audit';
import { enqueueMail } from '../../../core/mail/enqueue-mail';
import { Membership, MembershipStatus } from '../../identity/memberships/membership.entity';
import { User } from '../../identity/users/user.entity';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookAttemptOutcome, WebhookAttemptTrigger, WebhookDeliveryAttempt } from './webhook-delivery-attempt.entity';
import { WebhookSubscription } from './webhook-subscription.entity';
import { decryptSecret, signatureHeaders } from './webhook-secret';
import { postWebhook, type SendResult } from './webhook-http';
import type { UrlPolicy } from './url-safety';
import {
  AUTO_DEACTIVATE_AFTER_MS,
  judgeHttpStatus,
  judgeTransportFailure,
  parseRetryAfter,
  REQUEST_TIMEOUT_MS,
  retryDelayMs,
  shouldAutoDeactivate,
} from './webhook.rules';

export const DELIVER_JOB = 'webhooks.deliver';
/**
 * Long enough for a full attempt. A worker that dies mid-attempt is seen dead at once (its
 * instance's liveness lock) and its lease taken over; the expiry only frees a hung worker's lease.
 */
const LEASE_MS = REQUEST_TIMEOUT_MS * 4;

export function urlPolicy(runtime: Runtime): UrlPolicy {
  return { isProduction: runtime.config.isProduction, allowPrivateNetworks: runtime.config.webhookAllowPrivateNetworks };
}

/** Schedules the attempt job of a delivery (after commit only). */
export function enqueueAttempt(runtime: Runtime, deliveryId: string, runAt?: Date | null): Promise<void> {
  return runtime.jobs.enqueue(DELIVER_JOB, { deliveryId }, runAt && runAt.getTime() > Date.now() ? { runAt } : {});
}

/**
 * Makes one attempt of a delivery if it is due and no other worker holds it; records the attempt,
 * the delivery's next state and the subscription's health in one transaction. Returns false when
 * there was nothing to do (not due, taken, or already finished).
 */
export async function attemptDelivery(runtime: Runtime, deliveryId: string): Promise<boolean> {
  const manager = runtime.db.dataSource.manager;
  const now = runtime.clock.now();
  const claim = (dead: string[]) =>
    serviceTransaction(runtime, (uow) =>
      uow.manager
        .createQueryBuilder()
        .update(WebhookDelivery)
        .set({ leaseUntil: new Date(now.getTime() + LEASE_MS), leaseOwner: runtime.instance.id })
        .where('id = :id', { id: deliveryId })
        .andWhere("status = 'Pending'")
        .andWhere('next_attempt_at <= :now', { now })
        .andWhere('(lease_until IS NULL OR lease_until < :now OR lease_owner = ANY(:dead))', { now, dead })
        .returning(['id'])
        .execute(),
    );
  // The common case first (no live lease); only then ask whether the lease holder is dead.
  let claimed = await claim([]);
  if (!(claimed.raw as unknown[]).length) {
    const dead = await runtime.instance.deadInstanceIds();
    if (dead.length) claimed = await claim(dead);
  }
  if (!(claimed.raw as unknown[]).length) return false;

  const delivery = await manager.findOneByOrFail(WebhookDelivery, { id: deliveryId });
  const subscription = await manager.findOne(WebhookSubscription, { where: { id: delivery.subscriptionId }, withDeleted: true });
  if (!subscription || subscription.deletedAt || (!subscription.active && delivery.kind !== 'Test')) {
    await serviceTransaction(runtime, (uow) =>
      uow.manager.update(
        WebhookDelivery,
        { id: deliveryId },
        {
          status: 'Cancelled',
          nextAttemptAt: null,
          leaseUntil: null,
          completedAt: now,
          lastError: subscription?.deletedAt || !subscription ? 'The subscription was deleted.' : 'The subscription is inactive.',
        },
      ),
    );
    return true;
  }

  const sentAt = runtime.clock.now();
  let result: SendResult;
  try {
    const secrets = [decryptSecret(runtime.secrets.jwtKey, subscription.id, subscription.secretCiphertext)];
    if (subscription.previousSecretCiphertext && subscription.previousSecretExpiresAt && subscription.previousSecretExpiresAt > sentAt) {
      secrets.push(decryptSecret(runtime.secrets.jwtKey, subscription.id, subscription.previousSecretCiphertext));
    }
    // webhook-timestamp is checked by receivers against their wall clock, so it is the real time.
    const headers = signatureHeaders(delivery.id, new Date(), delivery.body, secrets);
    result = await postWebhook(subscription.url, delivery.body, headers, urlPolicy(runtime));
  } catch (error) {
    runtime.logger.error({ err: error, deliveryId }, 'webhook signing secret could not be read');
    result = { kind: 'failure', failure: 'secret-unavailable', error: 'The signing secret could not be read; rotate the secret.', durationMs: 0 };
  }
  await recordOutcome(runtime, delivery, subscription, result, sentAt);
  return true;
}

async function recordOutcome(runtime: Runtime, delivery: WebhookDelivery, subscription: WebhookSubscription, result: SendResult, sentAt: Date): Promise<void> {
  const now = runtime.clock.now();
  const verdict = result.kind === 'response' ? judgeHttpStatus(result.status) : judgeTransportFailure(result.failure);
  const succeeded = verdict === 'success';
  let planned: Date | null = null;
  if (verdict === 'retry' && delivery.kind !== 'Test') {
    const retryAfter = result.kind === 'response' && (result.status === 429 || result.status === 503) ? parseRetryAfter(result.retryAfter, now) : null;
    const delay = retryDelayMs(delivery.scheduleStep, Math.random(), retryAfter);
    if (delay !== null) planned = new Date(now.getTime() + delay);
  }

  const scheduled = await serviceTransaction(runtime, async (uow) => {
    // Same lock order as deactivate/delete (subscription, then its deliveries): a subscription
    // switched off while this attempt was in flight wins, and no further attempt is planned.
    const current = await uow.manager.findOne(WebhookSubscription, {
      where: { id: subscription.id },
      withDeleted: true,
      lock: { mode: 'pessimistic_write' },
    });
    const row = await uow.manager.findOne(WebhookDelivery, { where: { id: delivery.id }, lock: { mode: 'pessimistic_write' } });
    const live = Boolean(current && !current.deletedAt && (current.active || delivery.kind === 'Test'));
    const stopped = !live || row?.status !== 'Pending';
    let nextAttemptAt = stopped ? null : planned;
    const status = succeeded ? 'Succeeded' : nextAttemptAt ? 'Pending' : stopped && verdict === 'retry' ? 'Cancelled' : 'Failed';
    const error = result.kind === 'failure' ? result.error : succeeded ? null : describeStatus(result.status, verdict, nextAttemptAt, delivery.kind, stopped);

    if (delivery.kind !== 'Test' && current && live && (await updateHealth(uow, runtime, current, succeeded, now))) {
      nextAttemptAt = null; // the subscription was just deactivated
    }
    await uow.manager.insert(WebhookDeliveryAttempt, {
      organizationId: delivery.organizationId,
      deliveryId: delivery.id,
      attemptNumber: delivery.attemptCount + 1,
      trigger: delivery.nextTrigger,
      url: subscription.url,
      outcome: succeeded ? WebhookAttemptOutcome.Succeeded : nextAttemptAt ? WebhookAttemptOutcome.Retrying : WebhookAttemptOutcome.Failed,
      httpStatus: result.kind === 'response' ? result.status : null,
      durationMs: result.durationMs,
      responseExcerpt: result.kind === 'response' ? result.excerpt : null,
      error,
      startedAt: sentAt,
      nextAttemptAt,
    });
    const finalStatus = status === 'Pending' && !nextAttemptAt ? 'Cancelled' : status;
    await uow.manager.update(
      WebhookDelivery,
      { id: delivery.id },
      {
        status: finalStatus,
        attemptCount: delivery.attemptCount + 1,
        scheduleStep: nextAttemptAt ? delivery.scheduleStep + 1 : delivery.scheduleStep,
        nextTrigger: WebhookAttemptTrigger.Automatic,
        nextAttemptAt,
        leaseUntil: null,
        lastAttemptAt: sentAt,
        lastHttpStatus: result.kind === 'response' ? result.status : null,
        lastError: finalStatus === 'Cancelled' && !error ? 'The subscription was deactivated.' : error,
        completedAt: finalStatus === 'Pending' ? null : now,
      },
    );
    return nextAttemptAt;
  });
  if (scheduled) await enqueueAttempt(runtime, delivery.id, scheduled);
}

function describeStatus(status: number, verdict: string, next: Date | null, kind: string, stopped: boolean): string {
  if (verdict === 'fail')
    return status >= 300 && status < 400 ? `HTTP ${status}: redirects are not followed` : `HTTP ${status}: refused by the receiver, not retried`;
  if (next) return `HTTP ${status}: will retry`;
  if (stopped) return `HTTP ${status}: not retried, the subscription was deactivated or deleted`;
  return kind === 'Test' ? `HTTP ${status}: test deliveries are not retried` : `HTTP ${status}: retries exhausted`;
}

/** Success resets the failure run; a failure extends it and may switch the subscription off (returns true then). */
async function updateHealth(uow: UnitOfWork, runtime: Runtime, subscription: WebhookSubscription, succeeded: boolean, now: Date): Promise<boolean> {
  if (succeeded) {
    subscription.lastSuccessAt = now;
    subscription.failingSince = null;
    subscription.consecutiveFailures = 0;
    await uow.manager.save(subscription);
    return false;
  }
  subscription.lastFailureAt = now;
  subscription.failingSince ??= now;
  subscription.consecutiveFailures += 1;
  const deactivate = subscription.active && shouldAutoDeactivate(subscription.failingSince, now);
  if (deactivate) {
    const days = Math.round(AUTO_DEACTIVATE_AFTER_MS / (24 * 3600_000));
    subscription.active = false;
    subscription.deactivatedAt = now;
    subscription.deactivationReason = `Deactivated automatically: every delivery failed for ${days} days (since ${subscription.failingSince.toISOString()}).`;
    await cancelPendingDeliveries(uow, subscription.id, now, 'The subscription was deactivated automatically.');
    const ctx = new RequestContext(runtime, systemPrincipal(subscription.organizationId, []), null, { transport: 'job' });
    await recordAudit(uow, ctx, {
      entityType: 'webhook_subscription',
      entityId: subscription.id,
      action: 'deactivated',
      reason: subscription.deactivationReason,
      changes: { active: { from: true, to: false } },
      branchId: null,
    });
    await mailOwners(uow, runtime, subscription, days);
  }
  await uow.manager.save(subscription);
  return deactivate;
}

/** Pending deliveries of a subscription that is switched off or deleted are cancelled, not lost silently. */
export async function cancelPendingDeliveries(uow: UnitOfWork, subscriptionId: string, now: Date, reason: string): Promise<void> {
  await uow.manager.update(
    WebhookDelivery,
    { subscriptionId, status: 'Pending' },
    { status: 'Cancelled', nextAttemptAt: null, completedAt: now, lastError: reason },
  );
}

async function mailOwners(uow: UnitOfWork, runtime: Runtime, subscription: WebhookSubscription, days: number): Promise<void> {
  const owners = await uow.manager.find(Membership, {
    where: { organizationId: subscription.organizationId, role: Role.Owner, status: MembershipStatus.Active },
  });
  if (!owners.length) return;
  const users = await uow.manager.find(User, { where: { id: In(owners.map((owner) => owner.userId)) } });
  for (const user of users) {
    enqueueMail(uow, runtime, {
      to: user.email,
      tag: 'webhook-deactivated',
      subject: 'A webhook endpoint was deactivated',
      text: [
        `Hello ${user.fullName},`,
        '',
        `Every delivery to the webhook endpoint ${subscription.url} has failed for ${days} days, so it was deactivated`,
        `and no further events are sent to it. Subscription: ${subscription.id}.`,
        '',
        'Fix the endpoint, then activate the subscription again in the console (Developers → Webhooks).',
        'Failed deliveries stay in the delivery log and can be retried there.',
      ].join('\n'),
    });
  }
}
