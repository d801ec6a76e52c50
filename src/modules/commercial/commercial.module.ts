import type { FeatureModule } from '../feature-module';
import { can } from '../../core/auth/rules';
import { SalesChannel } from './channels/sales-channel.entity';
import { SalesChannelResolver } from './channels/sales-channel.resolver';
import { salesChannelEvents } from './channels/sales-channel.events';
import { BranchGroup, BranchGroupMember } from './branch-groups/branch-group.entity';
import { BranchGroupResolver } from './branch-groups/branch-group.resolver';
import { branchGroupEvents } from './branch-groups/branch-group.events';
import { Promotion } from './promotions/promotion.entity';
import { PromotionChangeRequest } from './promotions/promotion-change-request.entity';
import { PromotionResolver } from './promotions/promotion.resolver';
import { promotionChangeRequestEvents, promotionEvents } from './promotions/promotion.events';
import { PriceQuoteResolver } from './quotes/price-quote.resolver';
import { commercialRoutes } from './commercial.routes';
import { COMMERCIAL_MESSAGES } from './commercial.messages';
import { branchGroupsSort } from './branch-groups/branch-group.service';
import { salesChannelsSort } from './channels/sales-channel.service';
import { promotionChangeRequestsSort } from './promotions/promotion-change-request.service';
import { promotionsSort } from './promotions/promotion.service';

/** Commercial setup: sales channels, branch groups (price tiers), promotions with maker-checker change requests, and cart quotes on the pricing engine (./pricing). */
export const commercialModule: FeatureModule = {
  name: 'commercial',
  routes: [commercialRoutes],
  messages: COMMERCIAL_MESSAGES,
  sortFields: [branchGroupsSort, salesChannelsSort, promotionChangeRequestsSort, promotionsSort],
  entities: [SalesChannel, BranchGroup, BranchGroupMember, Promotion, PromotionChangeRequest],
  resolvers: [SalesChannelResolver, BranchGroupResolver, PromotionResolver, PriceQuoteResolver],
  events: [...salesChannelEvents.definitions, ...branchGroupEvents.definitions, ...promotionEvents.definitions, ...promotionChangeRequestEvents.definitions],
  rules: {
    Query: {
      salesChannels: can('commercial:read'),
      salesChannel: can('commercial:read'),
      branchGroups: can('commercial:read'),
      branchGroup: can('commercial:read'),
      promotions: can('commercial:read'),
      promotion: can('commercial:read'),
      promotionChangeRequests: can('commercial:read'),
      promotionChangeRequest: can('commercial:read'),
      priceQuote: can('commercial:read'),
    },
    Mutation: {
      createSalesChannel: can('commercial:write'),
      updateSalesChannel: can('commercial:write'),
      deactivateSalesChannel: can('commercial:write'),
      activateSalesChannel: can('commercial:write'),
      createBranchGroup: can('commercial:write'),
      replaceBranchGroup: can('commercial:write'),
      deleteBranchGroup: can('commercial:write'),
      addBranchToGroup: can('commercial:write'),
      removeBranchFromGroup: can('commercial:write'),
      createPromotion: can('commercial:write'),
      deletePromotion: can('commercial:write'),
      setPromotionActive: can('commercial:write'),
      proposePromotionChange: can('commercial:propose'),
      decidePromotionChangeRequest: can('commercial:approve'),
    },
  },
};
