import type { RequestContext } from '../../../core/context/request-context';
import { conflict, notFound, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { listSortFields } from '../../../core/lists/sort-fields';
import { recordAudit } from '../../../core/audit/record-audit';
import { lockOrNotFound } from '../../../core/db/write-helpers';
import { DeliveryConnection } from '../connections/delivery-connection.entity';
import { DeliveryOutboundMessage } from '../outbound/delivery-outbound-message.entity';
import { DeliveryMenuPushState, DeliveryMenuPushTrigger, DeliveryMessageKind, DeliveryMessageStatus } from '../shared/delivery-vocabulary';
import type { DeliveryMenuPushFilter } from './delivery-menu-push.inputs';
import { type DeliveryMenuPush, menuPushOf } from './delivery-menu-push.types';
import { canPushTo, queueMenuPush } from './delivery-menu-push.queue';

const SORT_COLUMNS = { queuedAt: 'm.created_at' } as const;
export const deliveryMenuPushesSort = listSortFields('deliveryMenuPushes', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);

const STATUS_OF: Record<DeliveryMenuPushState, DeliveryMessageStatus> = {
  [DeliveryMenuPushState.Queued]: DeliveryMessageStatus.Pending,
  [DeliveryMenuPushState.Sent]: DeliveryMessageStatus.Sent,
  [DeliveryMenuPushState.Failed]: DeliveryMessageStatus.Failed,
};

/** Menu pushes (docs/delivery.md, "Menu push"): the menu messages of the outbound queue. */
export class DeliveryMenuPushService {
  /** Queues a push of the connection's menu, sent at once after the commit; answers the push, Queued. */
  async request(ctx: RequestContext, connectionId: string): Promise<DeliveryMenuPush> {
    return ctx.transaction(async (uow) => {
      const connection = await lockOrNotFound(uow.manager, DeliveryConnection, ctx, connectionId, 'Delivery connection');
      if (!connection.active) throw conflict('The connection is inactive; activate it to push its menu.');
      if (!canPushTo(connection)) throw validationError({ outboundUrl: ['is required to push the menu'] });
      const message = await queueMenuPush(uow, ctx, connection, DeliveryMenuPushTrigger.Request, 0);
      await recordAudit(uow, ctx, {
        entityType: 'delivery-connection',
        entityId: connection.id,
        action: 'menu-push',
        changes: {},
        branchId: connection.branchId,
      });
      return menuPushOf(message);
    });
  }

  /** The platform asked for the menu (menu.requested): a push is queued, sent at once; nothing when the service cannot call it. */
  async requestedByPlatform(ctx: RequestContext, connection: DeliveryConnection): Promise<void> {
    if (!canPushTo(connection)) return;
    await ctx.transaction((uow) => queueMenuPush(uow, ctx, connection, DeliveryMenuPushTrigger.Platform, 0));
  }

  async list(ctx: RequestContext, list: ListArgs | undefined, filter: DeliveryMenuPushFilter | undefined): Promise<PageResult<DeliveryMenuPush>> {
    const window = resolveListWindow(list, deliveryMenuPushesSort.fields, { sort: 'queuedAt', dir: 'desc' });
    const query = ctx.db
      .getRepository(DeliveryOutboundMessage)
      .createQueryBuilder('m')
      .where('m.organization_id = :org', { org: ctx.organizationId })
      .andWhere('m.kind = :kind', { kind: DeliveryMessageKind.Menu });
    if (filter?.connectionId) query.andWhere('m.connection_id = :connectionId', { connectionId: filter.connectionId });
    if (filter?.state) query.andWhere('m.status = :status', { status: STATUS_OF[filter.state] });
    const page = await readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('m.id', 'ASC'), window);
    return { ...page, items: page.items.map(menuPushOf) };
  }

  async get(ctx: RequestContext, id: string): Promise<DeliveryMenuPush> {
    const message = await ctx.db.findOne(DeliveryOutboundMessage, { where: { id, organizationId: ctx.organizationId, kind: DeliveryMessageKind.Menu } });
    if (!message) throw notFound('Delivery menu push');
    return menuPushOf(message);
  }
}

export const deliveryMenuPushService = new DeliveryMenuPushService();
