import type { RequestContext } from '../../../core/context/request-context';
import { readMenu } from '../../sales/menu/menu.reader';
import { SalesChannel } from '../../commercial/channels/sales-channel.entity';
import type { DeliveryMenu } from '../adapters/adapter';
import type { DeliveryConnection } from '../connections/delivery-connection.entity';

/** The id given to the trailing group of products without a (live, active) category. */
export const UNCATEGORISED_ID = 'uncategorised';

/**
 * The menu a connection's platform is sent (docs/delivery.md, "Menu push"): what the branch sells
 * on the connection's channel, read by the same reader as the guest and partner menus (so the
 * platform shows what an order of the channel is accepted and charged at): categories, products
 * with their tier price, modifier groups and options, English and Arabic names; products hidden at
 * the branch, inactive or off the channel's kind are left out. Sold-out products stay in, marked
 * unavailable (their availability goes out apart). Null when the channel is gone or inactive.
 */
export async function deliveryMenuOf(ctx: RequestContext, connection: DeliveryConnection): Promise<DeliveryMenu | null> {
  const channel = await ctx.db.findOne(SalesChannel, { where: { id: connection.channelId, organizationId: connection.organizationId } });
  if (!channel || !channel.active) return null;
  const menu = await readMenu(ctx, connection.branchId, channel.kind, { keepSoldOut: true });
  return {
    categories: menu.categories.map((category) => ({
      id: category.id ?? UNCATEGORISED_ID,
      name: category.name,
      nameAr: category.nameAr,
      products: category.products.map((product) => ({
        id: product.id,
        name: product.name,
        nameAr: product.nameAr,
        price: product.shelfPrice,
        available: !menu.soldOutProductIds.has(product.id),
        modifierGroups: product.modifierGroups.map((group) => ({
          id: group.id,
          name: group.name,
          nameAr: group.nameAr,
          minSelect: group.minChoices,
          maxSelect: group.maxChoices,
          options: group.options.map((option) => ({ id: option.id, name: option.name, nameAr: option.nameAr, priceDelta: option.priceDelta })),
        })),
      })),
    })),
  };
}
