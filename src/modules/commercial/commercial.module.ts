import type { FeatureModule } from '../feature-module';
import { can } from '../../core/auth/rules';
import { SalesChannel } from './channels/sales-channel.entity';
import { SalesChannelResolver } from './channels/sales-channel.resolver';
import { salesChannelEvents } from './channels/sales-channel.events';

/** Commercial setup: sales channels (branch groups, promotions and quotes build on the pricing engine in ./pricing). */
export const commercialModule: FeatureModule = {
  name: 'commercial',
  entities: [SalesChannel],
  resolvers: [SalesChannelResolver],
  events: [...salesChannelEvents.definitions],
  rules: {
    Query: {
      salesChannels: can('commercial:read'),
      salesChannel: can('commercial:read'),
    },
    Mutation: {
      createSalesChannel: can('commercial:write'),
      updateSalesChannel: can('commercial:write'),
      deactivateSalesChannel: can('commercial:write'),
      activateSalesChannel: can('commercial:write'),
    },
  },
};
