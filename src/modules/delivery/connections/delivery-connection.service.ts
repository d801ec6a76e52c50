import type { RequestContext } from '../../../core/context/request-context';
import { conflict, type FieldErrors, notFound, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { listSortFields } from '../../../core/lists/sort-fields';
import { diffFields, recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { catchDuplicate, lockOrNotFound } from '../../../core/db/write-helpers';
import { Branch } from '../../identity/branches/branch.entity';
import { SalesChannel } from '../../commercial/channels/sales-channel.entity';
import { DeliveryMenuPushTrigger, DeliveryMessageKind, DeliveryPlatform } from '../shared/delivery-vocabulary';
import { canPushTo, MENU_DEBOUNCE_MS, queueMenuPush } from '../menus/delivery-menu-push.queue';
import { DeliveryOutboundMessage } from '../outbound/delivery-outbound-message.entity';
import { kickSender } from '../outbound/outbound.sender';
import { adapterFor, type ConnectionForAdapter } from '../adapters/adapter';
import { deliveryConnectionEvents, deliveryConnectionPayload } from '../delivery.events';
import { DeliveryConnection } from './delivery-connection.entity';
import { DeliveryOrder } from '../orders/delivery-order.entity';
import type {
  CreateDeliveryConnectionInput,
  DeliveryConnectionFilter,
  DeliveryConnectionWithSecret,
  SetDeliveryStoreStateInput,
  UpdateDeliveryConnectionInput,
} from './delivery-connection.inputs';
import { hintOf, newSigningSecret, openCredentials, sealCredentials } from './connection-credentials';

const SORT_COLUMNS = { name: 'c.name', createdAt: 'c.created_at', updatedAt: 'c.updated_at' } as const;
export const deliveryConnectionsSort = listSortFields('deliveryConnections', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const DUPLICATE_STORE = 'delivery_connections_store_key';
const AUDITED = ['name', 'channelId', 'autoAccept', 'acceptDeadlineSeconds', 'outboundUrl', 'active'] as const;
const MAX_CREDENTIAL_CHARS = 4096;
/** A change to one of these gives the platform the menu (docs/delivery.md, "Menu push"). */
const REACHES_MENU = ['channelId', 'outboundUrl', 'active'] as const;

/** The credentials input as named strings (422 naming the field otherwise). */
function credentialStrings(value: Record<string, unknown> | null | undefined, platform: DeliveryPlatform): Record<string, string> {
  const adapter = adapterFor(platform);
  const out: Record<string, string> = {};
  const errors: string[] = [];
  for (const [name, raw] of Object.entries(value ?? {})) {
    if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_CREDENTIAL_CHARS)
      errors.push(`${name} must be a non-empty string of at most ${MAX_CREDENTIAL_CHARS} characters`);
    else if (adapter && !adapter.credentialFields.includes(name)) errors.push(`${name} is not a credential of ${platform}`);
    else out[name] = raw;
  }
  if (errors.length) throw validationError({ credentials: errors });
  return out;
}

function checkOutboundUrl(url: string | null | undefined, errors: FieldErrors): string | null | undefined {
  if (url === undefined) return undefined;
  const trimmed = url?.trim() || null;
  if (!trimmed) return null;
  try {
    const parsed = new URL(trimmed);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') errors.outboundUrl = ['must be an http or https URL'];
  } catch {
    errors.outboundUrl = ['must be an http or https URL'];
  }
  return trimmed;
}

export class DeliveryConnectionService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: DeliveryConnectionFilter | undefined): Promise<PageResult<DeliveryConnection>> {
    const window = resolveListWindow(list, deliveryConnectionsSort.fields, { sort: 'createdAt', dir: 'asc' });
    const query = ctx.db.getRepository(DeliveryConnection).createQueryBuilder('c').where('c.organization_id = :org', { org: ctx.organizationId });
    if (filter?.branchId) query.andWhere('c.branch_id = :branchId', { branchId: filter.branchId });
    if (filter?.platform) query.andWhere('c.platform = :platform', { platform: filter.platform });
    if (filter?.active != null) query.andWhere('c.active = :active', { active: filter.active });
    if (window.search) query.andWhere('(c.name ILIKE :search OR c.platform_store_id ILIKE :search)', { search: likePattern(window.search) });
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('c.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<DeliveryConnection> {
    const connection = await ctx.db.findOne(DeliveryConnection, { where: { id, organizationId: ctx.organizationId } });
    if (!connection) throw notFound('Delivery connection');
    return connection;
  }

  async create(ctx: RequestContext, input: CreateDeliveryConnectionInput): Promise<DeliveryConnectionWithSecret> {
    const errors: FieldErrors = {};
    const outboundUrl = checkOutboundUrl(input.outboundUrl, errors);
    await this.checkReferences(ctx, { branchId: input.branchId, channelId: input.channelId }, errors);
    if (Object.keys(errors).length) throw validationError(errors);
    const credentials = credentialStrings(input.credentials, input.platform);
    const signingSecret = input.platform === DeliveryPlatform.Generic ? newSigningSecret() : null;
    if (signingSecret) {
      credentials.signingSecret = signingSecret;
      ctx.withholdFromStorage(signingSecret);
    }
    const connection = await catchDuplicate(
      () =>
        ctx.transaction(async (uow) => {
          const row = uow.manager.create(DeliveryConnection, {
            organizationId: ctx.organizationId,
            branchId: input.branchId,
            platform: input.platform,
            name: input.name.trim(),
            platformStoreId: input.platformStoreId.trim(),
            channelId: input.channelId,
            autoAccept: input.autoAccept ?? false,
            acceptDeadlineSeconds: input.acceptDeadlineSeconds ?? 300,
            preparationMinutes: input.preparationMinutes ?? 20,
            outboundUrl: outboundUrl ?? null,
            credentialsSealed: null,
            credentialsHint: hintOf(credentials.signingSecret ?? Object.values(credentials)[0]),
            createdBy: ctx.actorId,
          });
          await uow.manager.insert(DeliveryConnection, row);
          row.credentialsSealed = sealCredentials(ctx.runtime.secrets.jwtKey, row.id, credentials);
          await uow.manager.update(DeliveryConnection, { id: row.id }, { credentialsSealed: row.credentialsSealed });
          const payload = deliveryConnectionPayload(row);
          await recordAudit(uow, ctx, { entityType: 'delivery-connection', entityId: row.id, action: 'created', changes: payload, branchId: row.branchId });
          await emit(uow, ctx, { type: deliveryConnectionEvents.types.created, resourceId: row.id, data: payload, branchId: row.branchId });
          if (canPushTo(row)) await queueMenuPush(uow, ctx, row, DeliveryMenuPushTrigger.ConnectionChange, MENU_DEBOUNCE_MS);
          return row;
        }),
      { [DUPLICATE_STORE]: () => conflict('This platform store is already connected.') },
    );
    return { connection, signingSecret };
  }

  async update(ctx: RequestContext, id: string, input: UpdateDeliveryConnectionInput): Promise<DeliveryConnection> {
    const errors: FieldErrors = {};
    if (input.name === null) errors.name = ['is required'];
    if (input.channelId === null) errors.channelId = ['is required'];
    const outboundUrl = checkOutboundUrl(input.outboundUrl, errors);
    if (Object.keys(errors).length) throw validationError(errors);
    return ctx.transaction(async (uow) => {
      const connection = await lockOrNotFound(uow.manager, DeliveryConnection, ctx, id, 'Delivery connection');
      if (input.channelId) await this.checkReferences(ctx, { channelId: input.channelId }, errors);
      if (Object.keys(errors).length) throw validationError(errors);
      const next: Partial<DeliveryConnection> = {};
      if (input.name != null) next.name = input.name.trim();
      if (input.channelId != null) next.channelId = input.channelId;
      if (input.autoAccept != null) next.autoAccept = input.autoAccept;
      if (input.acceptDeadlineSeconds != null) next.acceptDeadlineSeconds = input.acceptDeadlineSeconds;
      if (outboundUrl !== undefined) next.outboundUrl = outboundUrl;
      if (input.active != null) next.active = input.active;
      const changes: Record<string, unknown> = diffFields(connection, next, AUDITED);
      if (input.credentials) {
        const current = openCredentials(ctx.runtime.secrets.jwtKey, id, connection.credentialsSealed);
        const credentials = { ...current, ...credentialStrings(input.credentials, connection.platform) };
        next.credentialsSealed = sealCredentials(ctx.runtime.secrets.jwtKey, id, credentials);
        next.credentialsHint = hintOf(credentials.signingSecret ?? Object.values(credentials)[0]);
        changes.credentials = 'replaced';
      }
      if (Object.keys(changes).length === 0) return connection;
      Object.assign(connection, next);
      await uow.manager.save(connection);
      await recordAudit(uow, ctx, { entityType: 'delivery-connection', entityId: id, action: 'updated', changes, branchId: connection.branchId });
      await emit(uow, ctx, {
        type: deliveryConnectionEvents.types.updated,
        resourceId: id,
        data: deliveryConnectionPayload(connection),
        branchId: connection.branchId,
      });
      // Connected, reactivated, pointed elsewhere or given another channel: the platform gets the menu.
      if (REACHES_MENU.some((field) => field in changes) && canPushTo(connection))
        await queueMenuPush(uow, ctx, connection, DeliveryMenuPushTrigger.ConnectionChange, MENU_DEBOUNCE_MS);
      return connection;
    });
  }

  /** Open, busy or paused and the preparation time: saved and queued for the platform in one unit of work. */
  async setStoreState(ctx: RequestContext, id: string, input: SetDeliveryStoreStateInput): Promise<DeliveryConnection> {
    return ctx.transaction(async (uow) => {
      const connection = await lockOrNotFound(uow.manager, DeliveryConnection, ctx, id, 'Delivery connection');
      const changes = diffFields(connection, { storeState: input.state, preparationMinutes: input.preparationMinutes ?? connection.preparationMinutes }, [
        'storeState',
        'preparationMinutes',
      ] as const);
      connection.storeState = input.state;
      if (input.preparationMinutes != null) connection.preparationMinutes = input.preparationMinutes;
      await uow.manager.update(DeliveryConnection, { id }, { storeState: connection.storeState, preparationMinutes: connection.preparationMinutes });
      const message = uow.manager.create(DeliveryOutboundMessage, {
        organizationId: ctx.organizationId,
        connectionId: id,
        deliveryOrderId: null,
        kind: DeliveryMessageKind.StoreState,
        payload: { state: connection.storeState, preparationMinutes: connection.preparationMinutes },
        nextAttemptAt: ctx.now(),
      });
      await uow.manager.save(DeliveryOutboundMessage, message);
      uow.afterCommit(() => kickSender(ctx.runtime, message.id));
      await recordAudit(uow, ctx, { entityType: 'delivery-connection', entityId: id, action: 'store-state', changes, branchId: connection.branchId });
      await emit(uow, ctx, {
        type: deliveryConnectionEvents.types.updated,
        resourceId: id,
        data: deliveryConnectionPayload(connection),
        branchId: connection.branchId,
      });
      return connection;
    });
  }

  /** A new signing secret for a Generic connection, answered once; the old one stops working at once. */
  async rotateSecret(ctx: RequestContext, id: string): Promise<DeliveryConnectionWithSecret> {
    return ctx.transaction(async (uow) => {
      const connection = await lockOrNotFound(uow.manager, DeliveryConnection, ctx, id, 'Delivery connection');
      if (connection.platform !== DeliveryPlatform.Generic) throw conflict('Only Generic connections have a signing secret made by the service.');
      const credentials = openCredentials(ctx.runtime.secrets.jwtKey, id, connection.credentialsSealed);
      const signingSecret = newSigningSecret();
      ctx.withholdFromStorage(signingSecret);
      credentials.signingSecret = signingSecret;
      connection.credentialsSealed = sealCredentials(ctx.runtime.secrets.jwtKey, id, credentials);
      connection.credentialsHint = hintOf(signingSecret);
      await uow.manager.save(connection);
      await recordAudit(uow, ctx, { entityType: 'delivery-connection', entityId: id, action: 'secret-rotated', changes: {}, branchId: connection.branchId });
      return { connection, signingSecret };
    });
  }

  async remove(ctx: RequestContext, id: string): Promise<DeliveryConnection> {
    return ctx.transaction(async (uow) => {
      const connection = await lockOrNotFound(uow.manager, DeliveryConnection, ctx, id, 'Delivery connection');
      const used = await uow.manager.findOne(DeliveryOrder, { where: { organizationId: ctx.organizationId, connectionId: id }, select: { id: true } });
      if (used) throw conflict('The connection has orders; deactivate it instead.');
      await uow.manager.delete(DeliveryConnection, { id });
      await recordAudit(uow, ctx, { entityType: 'delivery-connection', entityId: id, action: 'deleted', changes: {}, branchId: connection.branchId });
      await emit(uow, ctx, {
        type: deliveryConnectionEvents.types.deleted,
        resourceId: id,
        data: deliveryConnectionPayload(connection),
        branchId: connection.branchId,
      });
      return connection;
    });
  }

  /** The connection as its adapter sees it, credentials opened (in memory only). */
  forAdapter(ctx: RequestContext, connection: DeliveryConnection): ConnectionForAdapter {
    return {
      id: connection.id,
      organizationId: connection.organizationId,
      branchId: connection.branchId,
      platformStoreId: connection.platformStoreId,
      outboundUrl: connection.outboundUrl,
      preparationMinutes: connection.preparationMinutes,
      credentials: openCredentials(ctx.runtime.secrets.jwtKey, connection.id, connection.credentialsSealed),
      inboundUrl: `${ctx.runtime.config.publicBaseUrl.replace(/\/+$/, '')}/delivery/${connection.platform === DeliveryPlatform.DeliveryHero ? 'delivery-hero' : 'generic'}/${connection.id}`,
    };
  }

  private async checkReferences(ctx: RequestContext, refs: { branchId?: string; channelId?: string }, errors: FieldErrors): Promise<void> {
    if (refs.branchId) {
      const branch = await ctx.db.findOne(Branch, { where: { id: refs.branchId, organizationId: ctx.organizationId } });
      if (!branch) errors.branchId = ['does not refer to a branch of this organisation'];
    }
    if (refs.channelId) {
      const channel = await ctx.db.findOne(SalesChannel, { where: { id: refs.channelId, organizationId: ctx.organizationId } });
      if (!channel) errors.channelId = ['does not refer to a sales channel of this organisation'];
    }
  }
}

export const deliveryConnectionService = new DeliveryConnectionService();
