import type { RequestContext } from '../../../core/context/request-context';
import { conflict, forbidden, type FieldErrors, invalidField, notFound, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { diffFields, recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { ApiKey, IssuedApiKey } from './api-key.entity';
import { ApiKeySecret } from './api-key-secret.entity';
import { ApiKeyScope } from './api-key-scope.type';
import { type ApiKeyFilter, type CreateApiKeyInput, type RevokeApiKeyInput, type RotateApiKeyInput, type UpdateApiKeyInput } from './api-key.inputs';
import { API_KEY_EVENTS, apiKeyPayload } from './api-key.events';
import { generateKey } from './api-key.format';
import { announceApiKeyChange } from './api-key-changes';
import {
  apiKeyStatus,
  checkScopes,
  DEFAULT_GRACE_MINUTES,
  DEFAULT_QUOTA_PER_DAY,
  DEFAULT_RATE_LIMIT_PER_MINUTE,
  describeScope,
  grantableScopes,
  normalizeIpEntry,
  normalizeList,
  normalizeOrigin,
  ApiKeyEnvironment,
  environmentPrefix,
  refusedTransition,
  type ApiKeyAction,
} from './api-key.rules';
import { listSortFields } from '../../../core/lists/sort-fields';
import { lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = { name: 'lower(k.name)', createdAt: 'k.created_at', lastUsedAt: 'k.last_used_at', expiresAt: 'k.expires_at' } as const;
export const apiKeysSort = listSortFields('apiKeys', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = apiKeysSort.fields;
const UPDATABLE = ['name', 'description', 'rateLimitPerMinute', 'quotaPerDay', 'expiresAt'] as const;

function trimmedOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Adds the fields derived at read time (status depends on the clock). */
function present<T extends ApiKey>(key: T, now: Date): T {
  key.status = apiKeyStatus(key, now);
  key.effectiveRateLimitPerMinute = key.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE;
  key.effectiveQuotaPerDay = key.quotaPerDay ?? DEFAULT_QUOTA_PER_DAY;
  return key;
}

function issued(ctx: RequestContext, key: ApiKey, secret: string): IssuedApiKey {
  ctx.withholdFromStorage(secret);
  return Object.assign(new IssuedApiKey(), present(key, ctx.now()), { key: secret });
}

export class ApiKeyService {
  /** Every scope a key may carry, and whether the caller may grant it. */
  scopes(ctx: RequestContext): ApiKeyScope[] {
    const held = ctx.requirePrincipal().permissions;
    return grantableScopes().map((scope) => Object.assign(new ApiKeyScope(), describeScope(scope), { grantable: held.has(scope) }));
  }

  async list(ctx: RequestContext, list: ListArgs | undefined, filter: ApiKeyFilter | undefined): Promise<PageResult<ApiKey>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'createdAt', dir: 'desc' });
    const query = ctx.db.getRepository(ApiKey).createQueryBuilder('k').where('k.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (!filter?.includeRevoked) query.andWhere('k.revoked_at IS NULL');
    if (filter?.environment) {
      query.andWhere('k.environment = :environment', { environment: filter.environment });
    }
    if (window.search) {
      query.andWhere('(k.name ILIKE :search OR k.description ILIKE :search OR k.prefix ILIKE :search)', { search: likePattern(window.search) });
    }
    const page = await readPage(
      ctx,
      query.orderBy(SORT_COLUMNS[window.sort], window.dir, window.dir === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST').addOrderBy('k.id', 'ASC'),
      window,
    );
    const now = ctx.now();
    return { ...page, items: page.items.map((key) => present(key, now)) };
  }

  async get(ctx: RequestContext, id: string): Promise<ApiKey> {
    const key = await ctx.db.findOneBy(ApiKey, { id, organizationId: ctx.organizationId });
    if (!key) throw notFound('API key');
    return present(key, ctx.now());
  }

  async create(ctx: RequestContext, input: CreateApiKeyInput): Promise<IssuedApiKey> {
    const now = ctx.now();
    const errors: FieldErrors = {};
    const name = input.name.trim();
    if (!name) errors.name = ['is required'];
    const environment = input.environment ?? ApiKeyEnvironment.Live;
    const scopeCheck = checkScopes(input.scopes, ctx.requirePrincipal().permissions);
    const ips = normalizeList('allowedIps', input.allowedIps, normalizeIpEntry, 'must be an IP address or CIDR range, e.g. 203.0.113.7 or 10.0.0.0/8');
    const origins = normalizeList('allowedOrigins', input.allowedOrigins, normalizeOrigin, 'must be an origin such as https://app.example.com');
    Object.assign(errors, scopeCheck.errors, ips.errors, origins.errors);
    if (input.expiresAt && input.expiresAt <= now) errors.expiresAt = ['must be in the future'];
    if (Object.keys(errors).length) throw validationError(errors);
    if (scopeCheck.notHeld.length) {
      throw forbidden(`You cannot give a key scopes your role does not hold: ${scopeCheck.notHeld.join(', ')}.`);
    }

    const generated = generateKey(environmentPrefix(environment));
    const key = await ctx.transaction(async (uow) => {
      const row = uow.manager.create(ApiKey, {
        organizationId: ctx.organizationId,
        createdByUserId: ctx.actorId!,
        name,
        description: trimmedOrNull(input.description),
        environment,
        scopes: scopeCheck.scopes,
        prefix: generated.prefix,
        lastFour: generated.lastFour,
        allowedIps: ips.values,
        allowedOrigins: origins.values,
        expiresAt: input.expiresAt ?? null,
        rateLimitPerMinute: input.rateLimitPerMinute ?? null,
        quotaPerDay: input.quotaPerDay ?? null,
        lastUsedAt: null,
        lastUsedIp: null,
        rotatedAt: null,
        previousSecretValidUntil: null,
        revokedAt: null,
        revokedByUserId: null,
        revokeReasonCode: null,
        revokeNote: null,
      });
      await uow.manager.save(row);
      await uow.manager.insert(ApiKeySecret, {
        apiKeyId: row.id,
        lookupId: generated.lookupId,
        secretHash: generated.hash,
        lastFour: generated.lastFour,
        validUntil: null,
      });
      await recordAudit(uow, ctx, {
        entityType: 'api-key',
        entityId: row.id,
        action: 'created',
        branchId: null,
        changes: {
          name: row.name,
          environment: row.environment,
          scopes: row.scopes,
          prefix: row.prefix,
          lastFour: row.lastFour,
          expiresAt: row.expiresAt?.toISOString() ?? null,
          rateLimitPerMinute: row.rateLimitPerMinute,
          quotaPerDay: row.quotaPerDay,
          allowedIps: row.allowedIps,
          allowedOrigins: row.allowedOrigins,
        },
      });
      await emit(uow, ctx, { type: API_KEY_EVENTS.created, resourceId: row.id, data: apiKeyPayload(row), branchId: null });
      return row;
    });
    return issued(ctx, key, generated.key);
  }

  async update(ctx: RequestContext, id: string, input: UpdateApiKeyInput): Promise<ApiKey> {
    if (input.name === null) throw invalidField('name', 'must not be empty');
    if (input.expiresAt && input.expiresAt <= ctx.now()) throw invalidField('expiresAt', 'must be in the future');
    return this.change(ctx, id, 'update', async (uow, key) => {
      const next: Partial<ApiKey> = {};
      if (input.name !== undefined) next.name = input.name!.trim();
      if (input.description !== undefined) next.description = trimmedOrNull(input.description);
      if (input.rateLimitPerMinute !== undefined) next.rateLimitPerMinute = input.rateLimitPerMinute;
      if (input.quotaPerDay !== undefined) next.quotaPerDay = input.quotaPerDay;
      if (input.expiresAt !== undefined) next.expiresAt = input.expiresAt;
      if (next.name === '') throw invalidField('name', 'must not be empty');
      const changes = diffFields(key, next, UPDATABLE);
      if (Object.keys(changes).length === 0) return key;
      Object.assign(key, next);
      await uow.manager.save(key);
      await recordAudit(uow, ctx, { entityType: 'api-key', entityId: id, action: 'updated', changes, branchId: null });
      await emit(uow, ctx, { type: API_KEY_EVENTS.updated, resourceId: id, data: apiKeyPayload(key), branchId: null });
      return key;
    });
  }

  async revoke(ctx: RequestContext, id: string, input: RevokeApiKeyInput | undefined): Promise<ApiKey> {
    return this.change(ctx, id, 'revoke', async (uow, key) => {
      key.revokedAt = ctx.now();
      key.revokedByUserId = ctx.actorId;
      key.revokeReasonCode = trimmedOrNull(input?.reasonCode)?.toLowerCase() ?? null;
      key.revokeNote = trimmedOrNull(input?.note);
      await uow.manager.save(key);
      await recordAudit(uow, ctx, {
        entityType: 'api-key',
        entityId: id,
        action: 'revoked',
        reason: key.revokeNote ?? key.revokeReasonCode,
        branchId: null,
        changes: { reasonCode: key.revokeReasonCode, note: key.revokeNote },
      });
      await emit(uow, ctx, { type: API_KEY_EVENTS.revoked, resourceId: id, data: apiKeyPayload(key), branchId: null });
      return key;
    });
  }

  async rotate(ctx: RequestContext, id: string, input: RotateApiKeyInput | undefined): Promise<IssuedApiKey> {
    let secret = '';
    const key = await this.change(ctx, id, 'rotate', async (uow, key) => {
      const now = ctx.now();
      const graceMinutes = input?.graceMinutes ?? DEFAULT_GRACE_MINUTES;
      const graceEnds = new Date(now.getTime() + graceMinutes * 60_000);
      const generated = generateKey(environmentPrefix(key.environment));
      secret = generated.key;
      const before = { prefix: key.prefix, lastFour: key.lastFour, name: key.name };
      await uow.manager
        .createQueryBuilder()
        .update(ApiKeySecret)
        .set({ validUntil: graceEnds })
        .where('api_key_id = :id AND valid_until IS NULL', { id })
        .execute();
      await uow.manager.insert(ApiKeySecret, {
        apiKeyId: id,
        lookupId: generated.lookupId,
        secretHash: generated.hash,
        lastFour: generated.lastFour,
        validUntil: null,
      });
      const newName = trimmedOrNull(input?.name);
      Object.assign(key, { prefix: generated.prefix, lastFour: generated.lastFour, rotatedAt: now, previousSecretValidUntil: graceEnds });
      if (newName) key.name = newName;
      await uow.manager.save(key);
      await recordAudit(uow, ctx, {
        entityType: 'api-key',
        entityId: id,
        action: 'rotated',
        branchId: null,
        changes: {
          graceMinutes,
          previousSecretValidUntil: graceEnds.toISOString(),
          prefix: { from: before.prefix, to: key.prefix },
          lastFour: { from: before.lastFour, to: key.lastFour },
          ...(newName && newName !== before.name ? { name: { from: before.name, to: newName } } : {}),
        },
      });
      await emit(uow, ctx, { type: API_KEY_EVENTS.rotated, resourceId: id, data: apiKeyPayload(key), branchId: null });
      return key;
    });
    return issued(ctx, key, secret);
  }

  /** Loads the caller's key under a row lock, checks the move, applies it, and drops cached copies after commit. */
  private async change<T extends ApiKey>(
    ctx: RequestContext,
    id: string,
    action: ApiKeyAction,
    apply: (uow: UnitOfWork, key: ApiKey) => Promise<T>,
  ): Promise<ApiKey> {
    const key = await ctx.transaction(async (uow) => {
      const row = await lockOrNotFound(uow.manager, ApiKey, ctx, id, 'API key');
      const refusal = refusedTransition(apiKeyStatus(row, ctx.now()), action);
      if (refusal) throw conflict(refusal);
      uow.afterCommit(() => announceApiKeyChange(ctx.runtime, id));
      return apply(uow, row);
    });
    return present(key, ctx.now());
  }
}

export const apiKeyService = new ApiKeyService();
