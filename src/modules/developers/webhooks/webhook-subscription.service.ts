import { randomUUID } from 'node:crypto';
import type { RequestContext } from '../../../core/context/request-context';
import { conflict, type FieldErrors, notFound, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { diffFields, recordAudit } from '../../../core/audit/record-audit';
import { normalizeReason } from '../../../core/soft-delete/delete-input';
import { CURRENT_API_VERSION, eventCatalog, SUPPORTED_API_VERSIONS } from '../../../core/events/event-catalog';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { WebhookSubscription } from './webhook-subscription.entity';
import { type CreateWebhookSubscriptionInput, type UpdateWebhookSubscriptionInput, type WebhookSubscriptionFilter } from './webhook.inputs';
import { assertWebhookUrlAllowed, UnsafeUrlError } from './url-safety';
import { decryptSecret, encryptSecret, generateSigningSecret } from './webhook-secret';
import { cancelPendingDeliveries, urlPolicy } from './webhook-sender';
import {
  ALL_EVENTS,
  MAX_SUBSCRIPTIONS_PER_ORGANIZATION,
  normalizeEventList,
  PREVIOUS_SECRET_OVERLAP_MS,
  subscriptionMoveRefusal,
  type SubscriptionMove,
} from './webhook.rules';
import { listSortFields } from '../../../core/lists/sort-fields';
import { lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = { createdAt: 's.created_at', updatedAt: 's.updated_at', url: 's.url' } as const;
export const webhookSubscriptionsSort = listSortFields('webhookSubscriptions', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = webhookSubscriptionsSort.fields;
const AUDITED_FIELDS = ['url', 'events', 'apiVersion', 'active'] as const;

export class WebhookSubscriptionService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: WebhookSubscriptionFilter | undefined): Promise<PageResult<WebhookSubscription>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'createdAt', dir: 'desc' });
    const query = ctx.db
      .getRepository(WebhookSubscription)
      .createQueryBuilder('s')
      .where('s.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (!filter?.includeInactive) query.andWhere('s.active = true');
    if (filter?.eventType?.trim()) {
      query.andWhere('(:eventType = ANY(s.events) OR :all = ANY(s.events))', { eventType: filter.eventType.trim(), all: ALL_EVENTS });
    }
    if (window.search) query.andWhere('s.url ILIKE :search', { search: likePattern(window.search) });
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('s.id', 'ASC'), window);
  }

  /** A live (not deleted) subscription of the caller's organisation, or 404. */
  async get(ctx: RequestContext, id: string): Promise<WebhookSubscription> {
    const subscription = await ctx.db.findOne(WebhookSubscription, { where: { id, organizationId: ctx.organizationId } });
    if (!subscription) throw notFound('Webhook subscription');
    return subscription;
  }

  async create(ctx: RequestContext, input: CreateWebhookSubscriptionInput): Promise<WebhookSubscription> {
    const checked = await this.checkFields(ctx, { url: input.url, events: input.events, apiVersion: input.apiVersion ?? CURRENT_API_VERSION });
    return ctx.transaction(async (uow) => {
      const count = await uow.manager.count(WebhookSubscription, { where: { organizationId: ctx.organizationId } });
      if (count >= MAX_SUBSCRIPTIONS_PER_ORGANIZATION) {
        throw conflict(`An organisation can have at most ${MAX_SUBSCRIPTIONS_PER_ORGANIZATION} webhook subscriptions; delete one first.`);
      }
      const id = randomUUID();
      const secret = generateSigningSecret();
      const now = ctx.now();
      const subscription = uow.manager.create(WebhookSubscription, {
        id,
        organizationId: ctx.organizationId,
        url: checked.url!,
        events: checked.events!,
        apiVersion: checked.apiVersion!,
        active: true,
        secretCiphertext: encryptSecret(ctx.runtime.secrets.jwtKey, id, secret),
        previousSecretCiphertext: null,
        previousSecretExpiresAt: null,
        secretCreatedAt: now,
        consecutiveFailures: 0,
        createdBy: ctx.actorId,
      });
      await uow.manager.save(subscription);
      await recordAudit(uow, ctx, {
        entityType: 'webhook_subscription',
        entityId: id,
        action: 'created',
        changes: { url: subscription.url, events: subscription.events, apiVersion: subscription.apiVersion },
        branchId: null,
      });
      subscription.secret = secret;
      return subscription;
    });
  }

  async update(ctx: RequestContext, id: string, input: UpdateWebhookSubscriptionInput): Promise<WebhookSubscription> {
    await this.get(ctx, id);
    const checked = await this.checkFields(ctx, {
      url: input.url ?? undefined,
      events: input.events ?? undefined,
      apiVersion: input.apiVersion ?? undefined,
    });
    return ctx.transaction(async (uow) => {
      const subscription = await this.lockLive(uow, ctx, id);
      const next: Partial<WebhookSubscription> = {};
      if (checked.url !== undefined) next.url = checked.url;
      if (checked.events !== undefined) next.events = checked.events;
      if (checked.apiVersion !== undefined) next.apiVersion = checked.apiVersion;
      if (input.active !== undefined && input.active !== null) next.active = input.active;
      const changes = diffFields(subscription, next, AUDITED_FIELDS);
      if (!Object.keys(changes).length) return subscription;
      const now = ctx.now();
      if (changes.active) this.applyMove(subscription, next.active ? 'activate' : 'deactivate', null, now);
      Object.assign(subscription, next);
      if (changes.active && !next.active) await cancelPendingDeliveries(uow, id, now, 'The subscription was deactivated.');
      await uow.manager.save(subscription);
      await recordAudit(uow, ctx, { entityType: 'webhook_subscription', entityId: id, action: 'updated', changes, branchId: null });
      return subscription;
    });
  }

  /** Soft delete: the row and its delivery log stay; it receives nothing and is no longer listed. */
  async delete(ctx: RequestContext, id: string, reason: string | null | undefined): Promise<WebhookSubscription> {
    return ctx.transaction(async (uow) => {
      const subscription = await this.lockLive(uow, ctx, id);
      const now = ctx.now();
      subscription.active = false;
      subscription.deletedAt = now;
      subscription.deletedBy = ctx.actorId;
      subscription.deleteReason = normalizeReason(reason);
      await cancelPendingDeliveries(uow, id, now, 'The subscription was deleted.');
      await uow.manager.save(subscription);
      await recordAudit(uow, ctx, { entityType: 'webhook_subscription', entityId: id, action: 'deleted', reason: subscription.deleteReason, branchId: null });
      return subscription;
    });
  }

  async activate(ctx: RequestContext, id: string): Promise<WebhookSubscription> {
    return this.move(ctx, id, 'activate', null);
  }

  async deactivate(ctx: RequestContext, id: string, reason: string | null | undefined): Promise<WebhookSubscription> {
    return this.move(ctx, id, 'deactivate', normalizeReason(reason));
  }

  /**
   * A new secret at once. The previous one keeps signing (as a second signature) for 24 hours so
   * receivers can switch without losing deliveries.
   */
  async rotateSecret(ctx: RequestContext, id: string): Promise<WebhookSubscription> {
    return ctx.transaction(async (uow) => {
      const subscription = await this.lockLive(uow, ctx, id);
      const now = ctx.now();
      const secret = generateSigningSecret();
      // Re-encrypt the old secret as it is; an unreadable one (service secret changed) is dropped.
      let previous: string | null = subscription.secretCiphertext;
      try {
        decryptSecret(ctx.runtime.secrets.jwtKey, id, subscription.secretCiphertext);
      } catch {
        previous = null;
      }
      subscription.previousSecretCiphertext = previous;
      subscription.previousSecretExpiresAt = previous ? new Date(now.getTime() + PREVIOUS_SECRET_OVERLAP_MS) : null;
      subscription.secretCiphertext = encryptSecret(ctx.runtime.secrets.jwtKey, id, secret);
      subscription.secretCreatedAt = now;
      await uow.manager.save(subscription);
      await recordAudit(uow, ctx, {
        entityType: 'webhook_subscription',
        entityId: id,
        action: 'secret-rotated',
        changes: { previousSecretExpiresAt: subscription.previousSecretExpiresAt?.toISOString() ?? null },
        branchId: null,
      });
      subscription.secret = secret;
      return subscription;
    });
  }

  /** The subscription row locked for a change; deleted or another organisation's: 404. */
  async lockLive(uow: UnitOfWork, ctx: RequestContext, id: string): Promise<WebhookSubscription> {
    const subscription = await lockOrNotFound(uow.manager, WebhookSubscription, ctx, id, 'Webhook subscription');
    return subscription;
  }

  private async move(ctx: RequestContext, id: string, move: SubscriptionMove, reason: string | null): Promise<WebhookSubscription> {
    return ctx.transaction(async (uow) => {
      const subscription = await this.lockLive(uow, ctx, id);
      const refusal = subscriptionMoveRefusal(subscription.active, move);
      if (refusal) throw conflict(refusal);
      const now = ctx.now();
      this.applyMove(subscription, move, reason, now);
      subscription.active = move === 'activate';
      if (move === 'deactivate') await cancelPendingDeliveries(uow, id, now, 'The subscription was deactivated.');
      await uow.manager.save(subscription);
      await recordAudit(uow, ctx, {
        entityType: 'webhook_subscription',
        entityId: id,
        action: move === 'activate' ? 'activated' : 'deactivated',
        reason,
        changes: { active: { from: move !== 'activate', to: move === 'activate' } },
        branchId: null,
      });
      return subscription;
    });
  }

  /** Activation starts a fresh health record; deactivation records when and why. */
  private applyMove(subscription: WebhookSubscription, move: SubscriptionMove, reason: string | null, now: Date): void {
    if (move === 'activate') {
      subscription.deactivatedAt = null;
      subscription.deactivationReason = null;
      subscription.failingSince = null;
      subscription.consecutiveFailures = 0;
    } else {
      subscription.deactivatedAt = now;
      subscription.deactivationReason = reason;
    }
  }

  /**
   * Checks the given fields and collects every problem as a 422 naming the request's fields. The
   * URL check resolves the host, so it runs before (outside) any transaction.
   */
  private async checkFields(
    ctx: RequestContext,
    fields: { url?: string; events?: string[]; apiVersion?: string },
  ): Promise<{ url?: string; events?: string[]; apiVersion?: string }> {
    const errors: FieldErrors = {};
    const out: { url?: string; events?: string[]; apiVersion?: string } = {};
    if (fields.url !== undefined) {
      try {
        out.url = (await assertWebhookUrlAllowed(fields.url, urlPolicy(ctx.runtime))).toString();
      } catch (error) {
        if (!(error instanceof UnsafeUrlError)) throw error;
        errors.url = [error.message];
      }
    }
    if (fields.events !== undefined) {
      fields.events.forEach((event, index) => {
        const name = event.trim();
        if (name !== ALL_EVENTS && !eventCatalog.has(name)) errors[`events[${index}]`] = ['is not a known event type (see event-types)'];
      });
      out.events = normalizeEventList(fields.events);
    }
    if (fields.apiVersion !== undefined) {
      if (!(SUPPORTED_API_VERSIONS as readonly string[]).includes(fields.apiVersion)) {
        errors.apiVersion = [`must be one of: ${SUPPORTED_API_VERSIONS.join(', ')}`];
      }
      out.apiVersion = fields.apiVersion;
    }
    if (Object.keys(errors).length) throw validationError(errors);
    return out;
  }
}

export const webhookSubscriptionService = new WebhookSubscriptionService();
