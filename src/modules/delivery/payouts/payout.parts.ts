import { can, canAny } from '../../../core/auth/rules';
import type { FeatureModule } from '../../feature-module';
import { DeliveryPayout } from './payout.entity';
import { DeliveryPayoutLine } from './payout-line.entity';
import { DeliveryPayoutResolver } from './payout.resolver';
import { payoutEvents } from './payout.events';
import { deliveryPayoutTarget } from './payout.match-target';
import { payoutRoutes } from './payout.routes';
import { PAYOUT_MESSAGES } from './payout.messages';
import { deliveryPayoutLinesSort, deliveryPayoutsSort } from './payout.service';

const read = canAny('delivery:read', 'delivery:manage');
const manage = can('delivery:manage');

/** What payouts add to the delivery FeatureModule (delivery.module.ts spreads each entry into its own). */
export const payoutParts = {
  entities: [DeliveryPayout, DeliveryPayoutLine],
  resolvers: [DeliveryPayoutResolver],
  routes: [payoutRoutes],
  messages: PAYOUT_MESSAGES,
  sortFields: [deliveryPayoutsSort, deliveryPayoutLinesSort],
  events: payoutEvents.definitions,
  matchTargets: [deliveryPayoutTarget],
  rules: {
    Query: { deliveryPayouts: read, deliveryPayout: read, deliveryPayoutLines: read, deliveryCommission: read },
    Mutation: { importDeliveryPayout: manage },
  },
} satisfies Partial<FeatureModule>;
