import type { FeatureModule } from '../feature-module';
import { can, canAny } from '../../core/auth/rules';
import { PaymentMethod } from './payment-methods/payment-method.entity';
import { PaymentMethodResolver } from './payment-methods/payment-method.resolver';
import { paymentMethodEvents } from './payment-methods/payment-method.events';
import { SelfOrderTable } from './tables/self-order-table.entity';
import { SelfOrderTableResolver } from './tables/self-order-table.resolver';
import { selfOrderTableEvents } from './tables/self-order-table.events';
import { SalesOrder, SalesOrderCounter } from './orders/sales-order.entity';
import { SalesOrderResolver } from './orders/sales-order.resolver';
import { salesOrderEvents } from './orders/sales-order.events';
import { GuestResolver } from './guest/guest.resolver';
import { isGuest } from './guest/guest.rules';
import { PartnerResolver } from './partner/partner.resolver';
import { TheoreticalUsageResolver } from './usage/theoretical-usage.resolver';
import { EodLedgerResolver } from './usage/eod-ledger';
import { LiveOrdersResolver } from './live/live-orders.resolver';
import { KitchenResolver } from './kitchen/kitchen.resolver';
import { KitchenStationSetting, KitchenTicket } from './kitchen/kitchen-ticket.entity';
import { kitchenTimesReport } from './kitchen/kitchen.reports';
import { SoldOutEntry } from './availability/sold-out.entity';
import { SoldOutResolver } from './availability/sold-out.resolver';
import { availabilityEvents } from './availability/sold-out.events';
import { isPublic } from '../../core/auth/rules';

/** Sales: payment methods, self-order tables (QR), the sales ledger, the guest and partner APIs (docs/orders.md, docs/partner-api.md). */
export const salesModule: FeatureModule = {
  name: 'sales',
  entities: [PaymentMethod, SelfOrderTable, SalesOrder, SalesOrderCounter, KitchenTicket, KitchenStationSetting, SoldOutEntry],
  resolvers: [PaymentMethodResolver, SelfOrderTableResolver, SalesOrderResolver, GuestResolver, PartnerResolver, TheoreticalUsageResolver, EodLedgerResolver, LiveOrdersResolver, KitchenResolver, SoldOutResolver],
  reports: [kitchenTimesReport],
  events: [...paymentMethodEvents.definitions, ...selfOrderTableEvents.definitions, ...salesOrderEvents.definitions, ...availabilityEvents.definitions],
  rules: {
    Query: {
      paymentMethods: can('sales:read'),
      paymentMethod: can('sales:read'),
      selfOrderTables: can('sales:read'),
      selfOrderTable: can('sales:read'),
      salesOrders: can('sales:read'),
      salesOrder: can('sales:read'),
      salesTheoreticalUsage: can('sales:read'),
      guestSelfOrder: isGuest,
      guestQuote: isGuest,
      guestOrder: isGuest,
      partnerBranches: canAny('menu:read', 'orders:read'),
      partnerMenu: can('menu:read'),
      partnerOrders: can('orders:read'),
      partnerOrder: can('orders:read'),
      partnerEodReports: can('loss:read'),
      kitchenTickets: can('sales:read'),
      soldOutItems: can('sales:read'),
    },
    Mutation: {
      createPaymentMethod: can('sales:manage'),
      updatePaymentMethod: can('sales:manage'),
      createSelfOrderTable: can('sales:manage'),
      updateSelfOrderTable: can('sales:manage'),
      rotateSelfOrderTableToken: can('sales:manage'),
      revokeSelfOrderTableToken: can('sales:manage'),
      changeSalesOrderStatus: can('sales:write'),
      cancelSalesOrder: can('sales:write'),
      placeGuestOrder: isGuest,
      placePartnerOrder: can('orders:write'),
      cancelPartnerOrder: can('orders:write'),
      bumpKitchenTicket: can('sales:write'),
      voidKitchenTicket: can('sales:write'),
      setKitchenStation: can('sales:manage'),
      setProductAvailability: can('sales:write'),
    },
    Subscription: {
      branchOrderEvents: can('sales:read'),
      // The order token is the credential (checked by the service, 404 when wrong), as for the guest's order read.
      guestOrderEvents: isPublic,
    },
  },
};
