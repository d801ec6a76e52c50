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
import { SalesUsageDay, SalesUsageDayItem } from './usage/usage-days.entity';
import { usageDaysJob } from './usage/usage-days.jobs';
import { CashCurrency } from './cash/cash-currency.entity';
import { ExchangeRate } from './cash/exchange-rate.entity';
import { CashSettingsResolver } from './cash/cash-settings.resolver';
import { cashSettingsEventDefinitions } from './cash/cash-settings.events';
import { Till } from './tills/till.entity';
import { TillSession } from './tills/till-session.entity';
import { TillMovement } from './tills/till-movement.entity';
import { TillPayment } from './tills/till-payment.entity';
import { TillResolver, TillSessionResolver } from './tills/till.resolver';
import { SalesOrderTillResolver } from './tills/sales-order-till.resolver';
import { EodTillCloseResolver } from './tills/eod-till-close.resolver';
import { SalesSettlement } from './settlements/settlement.entity';
import { SalesSettlementResolver } from './settlements/settlement.resolver';
import { settlementEvents } from './settlements/settlement.events';
import { salesSettlementTarget } from './settlements/settlement.match-target';
import { settlementOverdueJob } from './settlements/settlement.jobs';
import { cashReports } from './tills/cash.reports';
import { tillEvents, tillMovementEvents, tillPaymentEvents, tillSessionEvents } from './tills/till.events';
import { LiveOrdersResolver } from './live/live-orders.resolver';
import { KitchenResolver } from './kitchen/kitchen.resolver';
import { KitchenStationSetting, KitchenTicket } from './kitchen/kitchen-ticket.entity';
import { kitchenTimesReport } from './kitchen/kitchen.reports';
import { salesOrdersReport } from './orders/sales-order.reports';
import { SoldOutEntry } from './availability/sold-out.entity';
import { OrderRefund } from './refunds/order-refund.entity';
import { OrderRefundResolver } from './refunds/order-refund.resolver';
import { orderRefundEvents } from './refunds/order-refund.events';
import { SoldOutResolver } from './availability/sold-out.resolver';
import { availabilityEvents } from './availability/sold-out.events';
import { isPublic } from '../../core/auth/rules';
import { salesRoutes } from './sales.routes';
import { SALES_MESSAGES } from './sales.messages';
import { salesOrdersSort } from './orders/sales-order.service';
import { paymentMethodsSort } from './payment-methods/payment-method.service';
import { salesSettlementsSort } from './settlements/settlement.service';
import { selfOrderTablesSort } from './tables/self-order-table.service';
import { tillSessionsSort } from './tills/till-session.service';
import { tillsSort } from './tills/till.service';

/** Sales: payment methods, self-order tables (QR), the sales ledger, the guest and partner APIs (docs/orders.md, docs/partner-api.md). */
export const salesModule: FeatureModule = {
  name: 'sales',
  routes: [salesRoutes],
  messages: SALES_MESSAGES,
  sortFields: [salesOrdersSort, paymentMethodsSort, salesSettlementsSort, selfOrderTablesSort, tillSessionsSort, tillsSort],
  entities: [
    PaymentMethod,
    SelfOrderTable,
    SalesOrder,
    SalesOrderCounter,
    CashCurrency,
    ExchangeRate,
    Till,
    TillSession,
    TillMovement,
    TillPayment,
    SalesSettlement,
    KitchenTicket,
    KitchenStationSetting,
    SoldOutEntry,
    SalesUsageDay,
    SalesUsageDayItem,
    OrderRefund,
  ],
  resolvers: [
    PaymentMethodResolver,
    SelfOrderTableResolver,
    SalesOrderResolver,
    GuestResolver,
    PartnerResolver,
    TheoreticalUsageResolver,
    EodLedgerResolver,
    CashSettingsResolver,
    TillResolver,
    TillSessionResolver,
    SalesOrderTillResolver,
    EodTillCloseResolver,
    SalesSettlementResolver,
    LiveOrdersResolver,
    KitchenResolver,
    SoldOutResolver,
    OrderRefundResolver,
  ],
  events: [
    ...paymentMethodEvents.definitions,
    ...selfOrderTableEvents.definitions,
    ...salesOrderEvents.definitions,
    ...orderRefundEvents.definitions,
    ...cashSettingsEventDefinitions,
    ...tillEvents.definitions,
    ...tillSessionEvents.definitions,
    ...tillMovementEvents.definitions,
    ...tillPaymentEvents.definitions,
    ...settlementEvents.definitions,
    ...availabilityEvents.definitions,
  ],
  jobs: [settlementOverdueJob, usageDaysJob],
  reports: [...cashReports, kitchenTimesReport, salesOrdersReport],
  matchTargets: [salesSettlementTarget],
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
      cashCurrencies: canAny('cash:operate', 'cash:approve', 'settings:manage'),
      exchangeRates: canAny('cash:operate', 'cash:approve'),
      tills: canAny('cash:operate', 'cash:approve'),
      till: canAny('cash:operate', 'cash:approve'),
      tillSessions: canAny('cash:operate', 'cash:approve'),
      tillSession: canAny('cash:operate', 'cash:approve'),
      salesSettlements: canAny('cash:approve', 'accounting:read'),
      salesSettlement: canAny('cash:approve', 'accounting:read'),
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
      placeCounterOrder: can('sales:write'),
      refundSalesOrder: can('sales:refund'),
      placeGuestOrder: isGuest,
      placePartnerOrder: can('orders:write'),
      cancelPartnerOrder: can('orders:write'),
      setCashCurrencies: can('cash:approve'),
      setExchangeRate: can('cash:approve'),
      createTill: can('cash:approve'),
      updateTill: can('cash:approve'),
      openTillSession: can('cash:operate'),
      recordTillMovement: can('cash:operate'),
      payOrderAtTill: can('cash:operate'),
      countTillSession: can('cash:operate'),
      approveTillClose: can('cash:approve'),
      reopenTillCount: can('cash:approve'),
      refreshSalesSettlements: canAny('cash:approve', 'accounting:write'),
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
