import type { SalesChannelKind } from '../../catalog/shared/sales-channel-kind';

/** Why a live product cannot be ordered at a branch on a channel; null when it can. */
export type Unavailability = 'inactive' | 'excluded' | 'off-channel' | 'sold-out';

export interface ProductStanding {
  active: boolean;
  /** Hidden at the branch. */
  excluded: boolean;
  channels: readonly SalesChannelKind[];
  /** Marked sold out at the branch (itself or an inventory item it needs). */
  soldOut: boolean;
}

/**
 * The one availability rule of the menu and the cart quote: a live product is orderable when it
 * is active, not hidden at the branch and offered on the channel's kind (with no channel, any
 * kind) and not sold out there. The menu shows exactly the products a quote accepts; the quote names the first reason.
 */
export function unavailability(product: ProductStanding, channelKind: SalesChannelKind | null): Unavailability | null {
  if (!product.active) return 'inactive';
  if (product.excluded) return 'excluded';
  if (channelKind !== null && !product.channels.includes(channelKind)) return 'off-channel';
  if (product.soldOut) return 'sold-out';
  return null;
}
