import type { FeatureModule } from '../feature-module';
import { can, canAny } from '../../core/auth/rules';
import { DeliveryConnection } from './connections/delivery-connection.entity';
import { DeliveryConnectionResolver } from './connections/delivery-connection.resolver';
import { deliveryConnectionsSort } from './connections/delivery-connection.service';
import { DeliveryItemMapping } from './mappings/delivery-item-mapping.entity';
import { DeliveryItemMappingResolver } from './mappings/delivery-item-mapping.resolver';
import { deliveryItemMappingsSort } from './mappings/delivery-item-mapping.service';
import { DeliveryOrder } from './orders/delivery-order.entity';
import { DeliveryOutboundMessage } from './outbound/delivery-outbound-message.entity';
import { DeliveryCall } from './calls/delivery-call.entity';
import { deliveryConnectionEvents, deliveryOrderEvents } from './delivery.events';
import { deliveryRoutes } from './delivery.routes';
import { DELIVERY_MESSAGES } from './delivery.messages';
import { DeliveryOrderResolver } from './orders/delivery-order.resolver';
import { deliveryOrdersSort } from './orders/delivery-order.service';
import { deliveryDeadlineJob } from './orders/delivery-order.jobs';
import { inboundHandler, INBOUND_PREFIX } from './inbound/inbound.router';
import { inboundOpenApi } from './inbound/inbound.openapi';
import { deliverySendJob, deliverySweepJob } from './outbound/outbound.jobs';
import { availabilityObserver, orderStatusObserver } from './outbound/outbound.observers';
import { DeliveryCallResolver } from './calls/delivery-call.resolver';
import { deliveryCallsSort } from './calls/delivery-call.service';
import { deliveryCallsPruneJob } from './calls/delivery-call.jobs';
import { DeliveryMenuPushResolver } from './menus/delivery-menu-push.resolver';
import { deliveryMenuPushesSort } from './menus/delivery-menu-push.service';
import { menuChangeObserver } from './menus/delivery-menu-push.observers';
import './adapters';
import { payoutParts } from './payouts/payout.parts';

/**
 * Delivery platforms (docs/delivery.md): connections of branches to platforms, item mappings,
 * platform orders placed in the sales ledger, the outbound call queue and the call log.
 * delivery:read reads them; delivery:manage connects, maps and pushes.
 */
const read = canAny('delivery:read', 'delivery:manage');
const manage = can('delivery:manage');
/** Accepting or rejecting a platform order is branch work: whoever moves orders on the board may decide. */
const decide = canAny('delivery:manage', 'sales:write');

export const deliveryModule: FeatureModule = {
  name: 'delivery',
  routes: [deliveryRoutes, ...payoutParts.routes],
  messages: { ...DELIVERY_MESSAGES, ...payoutParts.messages },
  sortFields: [deliveryConnectionsSort, deliveryOrdersSort, deliveryCallsSort, deliveryItemMappingsSort, deliveryMenuPushesSort, ...payoutParts.sortFields],
  inbound: [{ path: INBOUND_PREFIX, handler: inboundHandler, openApi: inboundOpenApi }],
  jobs: [deliveryDeadlineJob, deliverySendJob, deliverySweepJob, deliveryCallsPruneJob],
  eventObservers: [orderStatusObserver, availabilityObserver, menuChangeObserver],
  entities: [DeliveryConnection, DeliveryItemMapping, DeliveryOrder, DeliveryOutboundMessage, DeliveryCall, ...payoutParts.entities],
  resolvers: [
    DeliveryConnectionResolver,
    DeliveryOrderResolver,
    DeliveryCallResolver,
    DeliveryItemMappingResolver,
    DeliveryMenuPushResolver,
    ...payoutParts.resolvers,
  ],
  matchTargets: payoutParts.matchTargets,
  events: [...deliveryConnectionEvents.definitions, ...deliveryOrderEvents.definitions, ...payoutParts.events],
  rules: {
    Query: {
      deliveryConnections: read,
      deliveryConnection: read,
      deliveryOrders: canAny('delivery:read', 'delivery:manage', 'sales:read'),
      deliveryOrder: canAny('delivery:read', 'delivery:manage', 'sales:read'),
      deliveryCalls: read,
      deliveryCall: read,
      deliveryItemMappings: read,
      deliveryMenuPushes: read,
      deliveryMenuPush: read,
      ...payoutParts.rules.Query,
    },
    Mutation: {
      createDeliveryConnection: manage,
      updateDeliveryConnection: manage,
      rotateDeliveryConnectionSecret: manage,
      deleteDeliveryConnection: manage,
      mapDeliveryItem: manage,
      pushDeliveryMenu: manage,
      setDeliveryStoreState: decide,
      acceptDeliveryOrder: decide,
      rejectDeliveryOrder: decide,
      ...payoutParts.rules.Mutation,
    },
  },
};
