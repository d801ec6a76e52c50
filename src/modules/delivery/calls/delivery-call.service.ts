import type { RequestContext } from '../../../core/context/request-context';
import { notFound, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { listSortFields } from '../../../core/lists/sort-fields';
import { DeliveryCall } from './delivery-call.entity';
import type { DeliveryCallFilter } from './delivery-call.inputs';
import { DeliveryCallOutcome } from '../shared/delivery-vocabulary';

const OUTCOME_CONDITIONS: Record<DeliveryCallOutcome, string> = {
  [DeliveryCallOutcome.Succeeded]: 'c.response_status BETWEEN 200 AND 299',
  [DeliveryCallOutcome.Refused]: 'c.response_status BETWEEN 400 AND 499',
  [DeliveryCallOutcome.Failed]: '(c.response_status IS NULL OR c.response_status >= 500)',
};
const SORT_COLUMNS = { startedAt: 'c.started_at' } as const;
export const deliveryCallsSort = listSortFields('deliveryCalls', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);

/** The call log, for disputes (docs/delivery.md, "Call log"). */
export class DeliveryCallService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: DeliveryCallFilter | undefined): Promise<PageResult<DeliveryCall>> {
    if (filter?.from && filter?.to && filter.from > filter.to) throw validationError({ to: ['must not be before from'] });
    const window = resolveListWindow(list, deliveryCallsSort.fields, { sort: 'startedAt', dir: 'desc' });
    const query = ctx.db.getRepository(DeliveryCall).createQueryBuilder('c').where('c.organization_id = :org', { org: ctx.organizationId });
    if (filter?.connectionId) query.andWhere('c.connection_id = :connectionId', { connectionId: filter.connectionId });
    if (filter?.deliveryOrderId) query.andWhere('c.delivery_order_id = :orderId', { orderId: filter.deliveryOrderId });
    if (filter?.direction) query.andWhere('c.direction = :direction', { direction: filter.direction });
    if (filter?.outcome) query.andWhere(OUTCOME_CONDITIONS[filter.outcome]);
    if (filter?.from) query.andWhere('c.started_at >= :from', { from: filter.from });
    if (filter?.to) query.andWhere('c.started_at < :to', { to: filter.to });
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('c.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<DeliveryCall> {
    const call = await ctx.db.findOne(DeliveryCall, { where: { id, organizationId: ctx.organizationId } });
    if (!call) throw notFound('Delivery call');
    return call;
  }
}

export const deliveryCallService = new DeliveryCallService();
