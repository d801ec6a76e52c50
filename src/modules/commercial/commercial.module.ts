import type { FeatureModule } from '../feature-module';
import { can } from '../../core/auth/rules';
import { SalesChannel } from './channels/sales-channel.entity';
import { SalesChannelResolver } from './channels/sales-channel.resolver';
import { salesChannelEvents } from './channels/sales-channel.events';
import { BranchGroup, BranchGroupMember } from './branch-groups/branch-group.entity';
import { BranchGroupResolver } from './branch-groups/branch-group.resolver';
import { branchGroupEvents } from './branch-groups/branch-group.events';

/** Commercial setup: sales channels, branch groups (price tiers; promotions promotions and quotes build on the pricing engine in ./pricing). */
export const commercialModule: FeatureModule = {
  name: 'commercial',
  entities: [SalesChannel, BranchGroup, BranchGroupMember],
  resolvers: [SalesChannelResolver, BranchGroupResolver],
  events: [...salesChannelEvents.definitions, ...branchGroupEvents.definitions],
  rules: {
    Query: {
      salesChannels: can('commercial:read'),
      salesChannel: can('commercial:read'),
      branchGroups: can('commercial:read'),
      branchGroup: can('commercial:read'),
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
    },
  },
};
