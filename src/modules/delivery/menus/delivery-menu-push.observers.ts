import type { EventObserver } from '../../../core/outbox/emit';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import type { RequestContext } from '../../../core/context/request-context';
import { productEvents } from '../../catalog/products/product.events';
import { productCategoryEvents } from '../../catalog/product-categories/product-category.events';
import { modifierGroupEvents } from '../../catalog/modifier-groups/modifier-group.events';
import { branchGroupEvents } from '../../commercial/branch-groups/branch-group.events';
import { BranchGroupKind } from '../../commercial/branch-groups/branch-group.entity';
import { salesChannelEvents } from '../../commercial/channels/sales-channel.events';
import { organizationEvents } from '../../identity/branches/branch.events';
import { DeliveryConnection } from '../connections/delivery-connection.entity';
import { DeliveryMenuPushTrigger } from '../shared/delivery-vocabulary';
import { canPushTo, MENU_DEBOUNCE_MS, queueMenuPush } from './delivery-menu-push.queue';

/** Connections already given a push in a unit of work (an import emits an event per product). */
const pushedIn = new WeakMap<UnitOfWork, Set<string>>();

type Affected = { branchIds: string[] } | { channelId: string } | 'all';

async function pushMenus(uow: UnitOfWork, ctx: RequestContext, affected: Affected): Promise<void> {
  const where: Record<string, unknown> = { organizationId: ctx.organizationId, active: true };
  if (affected !== 'all' && 'channelId' in affected) where.channelId = affected.channelId;
  let connections = await uow.manager.find(DeliveryConnection, { where });
  if (affected !== 'all' && 'branchIds' in affected) connections = connections.filter((connection) => affected.branchIds.includes(connection.branchId));
  const done = pushedIn.get(uow) ?? new Set<string>();
  pushedIn.set(uow, done);
  for (const connection of connections) {
    if (done.has(connection.id) || !canPushTo(connection)) continue;
    done.add(connection.id);
    await queueMenuPush(uow, ctx, connection, DeliveryMenuPushTrigger.CatalogueChange, MENU_DEBOUNCE_MS);
  }
}

/**
 * The menu changed: every connection whose menu it may change gets a push a few seconds later
 * (docs/delivery.md, "Menu push"), one per connection however many changes come meanwhile.
 * Products (names, prices, channels, modifier groups, hiding at a branch), categories and modifier
 * groups change every connection's menu; a price tier the menus of its branches; a sales channel
 * the menus of its connections; the organisation's settings (the price step every tier price is
 * rounded to) every connection's menu.
 */
export const menuChangeObserver: EventObserver = {
  types: [
    ...Object.values(productEvents.types),
    ...Object.values(productCategoryEvents.types),
    ...Object.values(modifierGroupEvents.types),
    ...Object.values(branchGroupEvents.types),
    salesChannelEvents.types.updated,
    organizationEvents.types.updated,
  ],
  async observe(uow, ctx, event) {
    if (Object.values(salesChannelEvents.types).includes(event.type)) return pushMenus(uow, ctx, { channelId: event.resourceId });
    if (Object.values(branchGroupEvents.types).includes(event.type)) {
      // Only a price tier prices a menu (an update may have just changed the kind).
      if (event.type !== branchGroupEvents.types.updated && event.data.kind !== BranchGroupKind.PriceTier) return;
      // A deleted group has no branches left to name: every connection's menu is pushed.
      if (event.type === branchGroupEvents.types.deleted) return pushMenus(uow, ctx, 'all');
      const branchIds = [...((event.data.branchIds as string[] | undefined) ?? []), ...(event.branchId ? [event.branchId] : [])];
      return pushMenus(uow, ctx, { branchIds });
    }
    return pushMenus(uow, ctx, 'all');
  },
};
