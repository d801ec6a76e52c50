import type { FeatureModule } from '../feature-module';
import { can, canAny } from '../../core/auth/rules';
import { DeliveryConnection } from './connections/delivery-connection.entity';
import { DeliveryConnectionResolver } from './connections/delivery-connection.resolver';
import { deliveryConnectionsSort } from './connections/delivery-connection.service';
import { DeliveryItemMapping } from './mappings/delivery-item-mapping.entity';
import { DeliveryOrder } from './orders/delivery-order.entity';
import { DeliveryOutboundMessage } from './outbound/delivery-outbound-message.entity';
import { DeliveryCall } from './calls/delivery-call.entity';
import { deliveryConnectionEvents, deliveryOrderEvents } from './delivery.events';
import { deliveryRoutes } from './delivery.routes';
import { DELIVERY_MESSAGES } from './delivery.messages';
import './adapters';
import { payoutParts } from './payouts/payout.parts';

/**
 * Delivery platforms (docs/delivery.md): connections of branches to platforms, item mappings,
 * platform orders placed in the sales ledger, the outbound call queue and the call log.
 * delivery:read reads them; delivery:manage connects, maps and pushes.
 */
const read = canAny('delivery:read', 'delivery:manage');
const manage = can('delivery:manage');

export const deliveryModule: FeatureModule = {
  name: 'delivery',
  routes: [deliveryRoutes, ...payoutParts.routes],
  messages: { ...DELIVERY_MESSAGES, ...payoutParts.messages },
  sortFields: [deliveryConnectionsSort, ...payoutParts.sortFields],
  entities: [DeliveryConnection, DeliveryItemMapping, DeliveryOrder, DeliveryOutboundMessage, DeliveryCall, ...payoutParts.entities],
  resolvers: [DeliveryConnectionResolver, ...payoutParts.resolvers],
  matchTargets: payoutParts.matchTargets,
  events: [...deliveryConnectionEvents.definitions, ...deliveryOrderEvents.definitions, ...payoutParts.events],
  rules: {
    Query: {
      deliveryConnections: read,
      deliveryConnection: read,
      ...payoutParts.rules.Query,
    },
    Mutation: {
      createDeliveryConnection: manage,
      updateDeliveryConnection: manage,
      rotateDeliveryConnectionSecret: manage,
      deleteDeliveryConnection: manage,
      ...payoutParts.rules.Mutation,
    },
  },
};
