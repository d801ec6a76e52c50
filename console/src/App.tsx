import { useMemo } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { Provider as UrqlProvider } from 'urql';
import { useTranslation } from 'react-i18next';
import { useSession } from './auth/session';
import { createApiClient } from './api/client';
import { SignInPage } from './pages/auth/SignInPage';
import { RegisterPage } from './pages/auth/RegisterPage';
import { ResetPasswordPage } from './pages/auth/ResetPasswordPage';
import { AcceptInvitationPage } from './pages/auth/AcceptInvitationPage';
import { Shell } from './shell/Shell';
import { DashboardPage } from './pages/DashboardPage';
import { UsageVariancePage } from './pages/analytics/UsageVariancePage';
import { VarianceSourcesPage } from './pages/analytics/VarianceSourcesPage';
import { DepartmentsPage } from './pages/hr/DepartmentsPage';
import { PositionsPage } from './pages/hr/PositionsPage';
import { EmployeesPage } from './pages/hr/EmployeesPage';
import { AdvancesPage } from './pages/hr/AdvancesPage';
import { LeavePage } from './pages/hr/LeavePage';
import { LoansPage } from './pages/hr/LoansPage';
import { LeaveTypesPage } from './pages/hr/LeaveTypesPage';
import { RostersPage } from './pages/labour/RostersPage';
import { SwapRequestsPage } from './pages/labour/SwapRequestsPage';
import { MyShiftsPage } from './pages/labour/MyShiftsPage';
import { KioskPage } from './pages/labour/KioskPage';
import { TimeClockPage } from './pages/labour/TimeClockPage';
import { TerminalImportPage } from './pages/labour/TerminalImportPage';
import { TimesheetsPage } from './pages/labour/TimesheetsPage';
import { LabourReportPage } from './pages/labour/LabourReportPage';
import { ApiKeysPage } from './pages/developers/ApiKeysPage';
import { WebhooksPage } from './pages/developers/WebhooksPage';
import { WebhookDeliveriesPage } from './pages/developers/WebhookDeliveriesPage';
import { BatchesPage } from './pages/production/BatchesPage';
import { BatchDetailPage } from './pages/production/BatchDetailPage';
import { ForecastPage } from './pages/forecast/ForecastPage';
import { ForecastAccuracyPage } from './pages/forecast/ForecastAccuracyPage';
import { ForecastCalendarPage } from './pages/forecast/ForecastCalendarPage';
import { InventoryItemsPage } from './pages/catalog/InventoryItemsPage';
import { CapacityTypesPage } from './pages/catalog/CapacityTypesPage';
import { MembersPage } from './pages/organisation/MembersPage';
import { BranchesPage } from './pages/organisation/BranchesPage';
import { AuditTrailPage } from './pages/organisation/AuditTrailPage';
import { OrganisationSettingsPage } from './pages/organisation/OrganisationSettingsPage';
import { RequirePermission } from './shell/RequirePermission';
import { BankAccountsPage } from './pages/accounting/BankAccountsPage';
import { StatementLinesPage } from './pages/accounting/StatementLinesPage';
import { TaxCodesPage } from './pages/accounting/TaxCodesPage';
import { EodReportsPage } from './pages/loss/EodReportsPage';
import { PilotsPage } from './pages/loss/PilotsPage';
import { SuppliersPage } from './pages/purchasing/SuppliersPage';
import { PurchaseOrdersPage } from './pages/purchasing/PurchaseOrdersPage';
import { PurchaseOrderDetailPage } from './pages/purchasing/PurchaseOrderDetailPage';
import { PurchaseInvoicesPage } from './pages/purchasing/PurchaseInvoicesPage';
import { PurchaseInvoiceDetailPage } from './pages/purchasing/PurchaseInvoiceDetailPage';
import { ApprovalRequestsPage } from './pages/purchasing/ApprovalRequestsPage';
import { PurchasingSettingsPage } from './pages/purchasing/PurchasingSettingsPage';
import { StockOnHandPage } from './pages/inventory/StockOnHandPage';
import { StockAllBranchesPage } from './pages/inventory/StockAllBranchesPage';
import { ItemMovementsPage } from './pages/inventory/ItemMovementsPage';
import { TransfersPage } from './pages/inventory/TransfersPage';
import { TransferDetailPage } from './pages/inventory/TransferDetailPage';
import { CountsPage } from './pages/inventory/CountsPage';
import { CountDetailPage } from './pages/inventory/CountDetailPage';
import { ParLevelsPage } from './pages/inventory/ParLevelsPage';
import { ExportJobsPage } from './pages/exports/ExportJobsPage';
import { SavedReportsPage } from './pages/exports/SavedReportsPage';
import { ReportSubscriptionsPage } from './pages/exports/ReportSubscriptionsPage';
import { OrdersPage } from './pages/sales/OrdersPage';
import { OrderDetailPage } from './pages/sales/OrderDetailPage';
import { TablesPage } from './pages/sales/TablesPage';
import { PaymentMethodsPage } from './pages/sales/PaymentMethodsPage';
import { TillsPage } from './pages/sales/TillsPage';
import { CashSettingsPage } from './pages/sales/CashSettingsPage';
import { TillSessionPage } from './pages/sales/TillSessionPage';
import { SettlementsPage } from './pages/sales/SettlementsPage';
import { OrderBoardPage } from './pages/sales/live/OrderBoardPage';
import { KitchenDisplayPage } from './pages/sales/live/KitchenDisplayPage';
import { PromotionsPage } from './pages/commercial/PromotionsPage';
import { ChangeRequestsPage } from './pages/commercial/ChangeRequestsPage';
import { PriceQuotePage } from './pages/commercial/PriceQuotePage';
import { ProductsPage } from './pages/products/ProductsPage';
import { ProductCategoriesPage } from './pages/products/ProductCategoriesPage';
import { ProductDetailPage } from './pages/products/ProductDetailPage';
import { ModifierGroupsPage } from './pages/products/ModifierGroupsPage';
import { ProductImportPage } from './pages/products/ProductImportPage';
import { SalesChannelsPage } from './pages/commercial/SalesChannelsPage';
import { BranchGroupsPage } from './pages/commercial/BranchGroupsPage';
import { ConnectionsPage } from './pages/delivery/ConnectionsPage';
import { PayoutsPage } from './pages/delivery/PayoutsPage';
import { MappingsPage } from './pages/delivery/MappingsPage';
import { PlatformOrdersPage } from './pages/delivery/PlatformOrdersPage';
import { CallsPage } from './pages/delivery/CallsPage';

export function App() {
  const { state } = useSession();
  const { t } = useTranslation();
  const version = state.status === 'signedIn' ? state.version : 0;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const client = useMemo(() => createApiClient(), [version]);
  const { pathname } = useLocation();

  // The time-clock tablet signs in as its device (X-Clock-Device), whoever is signed in or not.
  if (pathname === '/kiosk') return <KioskPage />;

  if (state.status === 'loading') {
    return (
      <Center h="100vh">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (state.status === 'signedOut') {
    return (
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/accept-invitation" element={<AcceptInvitationPage />} />
        <Route path="*" element={<SignInPage reason={state.reason} />} />
      </Routes>
    );
  }
  return (
    <UrqlProvider value={client}>
      <Routes>
        <Route element={<Shell />}>
          <Route index element={<DashboardPage />} />
          <Route
            path="hr/departments"
            element={
              <RequirePermission permission="hr:read">
                <DepartmentsPage />
              </RequirePermission>
            }
          />
          <Route
            path="hr/positions"
            element={
              <RequirePermission permission="hr:read">
                <PositionsPage />
              </RequirePermission>
            }
          />
          <Route
            path="hr/employees"
            element={
              <RequirePermission permission="hr:read">
                <EmployeesPage />
              </RequirePermission>
            }
          />
          <Route
            path="hr/advances"
            element={
              <RequirePermission permission="hr:read">
                <AdvancesPage />
              </RequirePermission>
            }
          />
          <Route
            path="hr/leave"
            element={
              <RequirePermission permission="hr:read">
                <LeavePage />
              </RequirePermission>
            }
          />
          <Route
            path="hr/loans"
            element={
              <RequirePermission permission="hr:read">
                <LoansPage />
              </RequirePermission>
            }
          />
          <Route
            path="labour/rosters"
            element={
              <RequirePermission permission="labour:read">
                <RostersPage />
              </RequirePermission>
            }
          />
          <Route
            path="labour/swaps"
            element={
              <RequirePermission permission="labour:read">
                <SwapRequestsPage />
              </RequirePermission>
            }
          />
          <Route
            path="labour/time-clock"
            element={
              <RequirePermission permission="labour:manage">
                <TimeClockPage />
              </RequirePermission>
            }
          />
          <Route
            path="labour/terminal-import"
            element={
              <RequirePermission permission="labour:manage">
                <TerminalImportPage />
              </RequirePermission>
            }
          />
          <Route
            path="labour/timesheets"
            element={
              <RequirePermission permission="labour:read">
                <TimesheetsPage />
              </RequirePermission>
            }
          />
          <Route
            path="labour/report"
            element={
              <RequirePermission permission="labour:read">
                <LabourReportPage />
              </RequirePermission>
            }
          />
          <Route
            path="labour/my-shifts"
            element={
              <RequirePermission permission="hr:request-own">
                <MyShiftsPage />
              </RequirePermission>
            }
          />
          <Route
            path="hr/leave-types"
            element={
              <RequirePermission permission="hr:read">
                <LeaveTypesPage />
              </RequirePermission>
            }
          />
          <Route
            path="developers/api-keys"
            element={
              <RequirePermission permission="developers:manage">
                <ApiKeysPage />
              </RequirePermission>
            }
          />
          <Route
            path="developers/webhooks"
            element={
              <RequirePermission permission="developers:manage">
                <WebhooksPage />
              </RequirePermission>
            }
          />
          <Route
            path="developers/webhooks/deliveries"
            element={
              <RequirePermission permission="developers:manage">
                <WebhookDeliveriesPage />
              </RequirePermission>
            }
          />
          <Route
            path="production/batches"
            element={
              <RequirePermission permission="production:read">
                <BatchesPage />
              </RequirePermission>
            }
          />
          <Route
            path="production/batches/:id"
            element={
              <RequirePermission permission="production:read">
                <BatchDetailPage />
              </RequirePermission>
            }
          />
          <Route
            path="forecast"
            element={
              <RequirePermission permission="forecast:read">
                <ForecastPage />
              </RequirePermission>
            }
          />
          <Route
            path="forecast/calendar"
            element={
              <RequirePermission permission="forecast:read">
                <ForecastCalendarPage />
              </RequirePermission>
            }
          />
          <Route
            path="reports/forecast-accuracy"
            element={
              <RequirePermission permission="forecast:read">
                <ForecastAccuracyPage />
              </RequirePermission>
            }
          />
          <Route
            path="stock/on-hand"
            element={
              <RequirePermission permission="inventory:read">
                <StockOnHandPage />
              </RequirePermission>
            }
          />
          <Route
            path="stock/all-branches"
            element={
              <RequirePermission permission="inventory:read">
                <StockAllBranchesPage />
              </RequirePermission>
            }
          />
          <Route
            path="stock/items/:itemId/movements"
            element={
              <RequirePermission permission="inventory:read">
                <ItemMovementsPage />
              </RequirePermission>
            }
          />
          <Route
            path="stock/transfers"
            element={
              <RequirePermission permission="inventory:read">
                <TransfersPage />
              </RequirePermission>
            }
          />
          <Route
            path="stock/transfers/:id"
            element={
              <RequirePermission permission="inventory:read">
                <TransferDetailPage />
              </RequirePermission>
            }
          />
          <Route
            path="stock/counts"
            element={
              <RequirePermission permission="inventory:count">
                <CountsPage />
              </RequirePermission>
            }
          />
          <Route
            path="stock/counts/:id"
            element={
              <RequirePermission permission="inventory:count">
                <CountDetailPage />
              </RequirePermission>
            }
          />
          <Route
            path="stock/par-levels"
            element={
              <RequirePermission permission="inventory:read">
                <ParLevelsPage />
              </RequirePermission>
            }
          />
          <Route
            path="catalog/inventory-items"
            element={
              <RequirePermission permission="catalog:read">
                <InventoryItemsPage />
              </RequirePermission>
            }
          />
          <Route
            path="catalog/capacity-types"
            element={
              <RequirePermission permission="catalog:read">
                <CapacityTypesPage />
              </RequirePermission>
            }
          />
          <Route
            path="organisation/members"
            element={
              <RequirePermission permission="members:manage">
                <MembersPage />
              </RequirePermission>
            }
          />
          <Route
            path="organisation/branches"
            element={
              <RequirePermission permission="settings:manage">
                <BranchesPage />
              </RequirePermission>
            }
          />
          <Route
            path="organisation/settings"
            element={
              <RequirePermission permission="settings:manage">
                <OrganisationSettingsPage />
              </RequirePermission>
            }
          />
          <Route
            path="organisation/audit"
            element={
              <RequirePermission permission="audit:read">
                <AuditTrailPage />
              </RequirePermission>
            }
          />
          <Route
            path="accounting/bank-accounts"
            element={
              <RequirePermission permission="accounting:read">
                <BankAccountsPage />
              </RequirePermission>
            }
          />
          <Route
            path="accounting/statement-lines"
            element={
              <RequirePermission permission="accounting:read">
                <StatementLinesPage />
              </RequirePermission>
            }
          />
          <Route
            path="accounting/tax-codes"
            element={
              <RequirePermission permission="accounting:read">
                <TaxCodesPage />
              </RequirePermission>
            }
          />
          <Route
            path="exports/jobs"
            element={
              <RequirePermission permission="exports:read">
                <ExportJobsPage />
              </RequirePermission>
            }
          />
          <Route
            path="exports/saved-reports"
            element={
              <RequirePermission permission="exports:read">
                <SavedReportsPage />
              </RequirePermission>
            }
          />
          <Route
            path="exports/subscriptions"
            element={
              <RequirePermission permission="exports:read">
                <ReportSubscriptionsPage />
              </RequirePermission>
            }
          />
          <Route
            path="loss/eod-reports"
            element={
              <RequirePermission permission="loss:read">
                <EodReportsPage />
              </RequirePermission>
            }
          />
          <Route
            path="loss/pilots"
            element={
              <RequirePermission permission="loss:read">
                <PilotsPage />
              </RequirePermission>
            }
          />
          <Route
            path="purchasing/suppliers"
            element={
              <RequirePermission permission="purchasing:read">
                <SuppliersPage />
              </RequirePermission>
            }
          />
          <Route
            path="purchasing/orders"
            element={
              <RequirePermission permission="purchasing:read">
                <PurchaseOrdersPage />
              </RequirePermission>
            }
          />
          <Route
            path="purchasing/orders/:id"
            element={
              <RequirePermission permission="purchasing:read">
                <PurchaseOrderDetailPage />
              </RequirePermission>
            }
          />
          <Route
            path="purchasing/invoices"
            element={
              <RequirePermission permission="purchasing:read">
                <PurchaseInvoicesPage />
              </RequirePermission>
            }
          />
          <Route
            path="purchasing/invoices/:id"
            element={
              <RequirePermission permission="purchasing:read">
                <PurchaseInvoiceDetailPage />
              </RequirePermission>
            }
          />
          <Route
            path="purchasing/approvals"
            element={
              <RequirePermission permission="purchasing:read">
                <ApprovalRequestsPage />
              </RequirePermission>
            }
          />
          <Route
            path="purchasing/settings"
            element={
              <RequirePermission permission="purchasing:read">
                <PurchasingSettingsPage />
              </RequirePermission>
            }
          />
          <Route
            path="sales/orders"
            element={
              <RequirePermission permission="sales:read">
                <OrdersPage />
              </RequirePermission>
            }
          />
          <Route
            path="sales/orders/:id"
            element={
              <RequirePermission permission="sales:read">
                <OrderDetailPage />
              </RequirePermission>
            }
          />
          <Route
            path="sales/tables"
            element={
              <RequirePermission permission="sales:read">
                <TablesPage />
              </RequirePermission>
            }
          />
          <Route
            path="sales/board"
            element={
              <RequirePermission permission="sales:read">
                <OrderBoardPage />
              </RequirePermission>
            }
          />
          <Route
            path="sales/kitchen"
            element={
              <RequirePermission permission="sales:read">
                <KitchenDisplayPage />
              </RequirePermission>
            }
          />
          <Route
            path="sales/payment-methods"
            element={
              <RequirePermission permission="sales:read">
                <PaymentMethodsPage />
              </RequirePermission>
            }
          />
          <Route
            path="sales/tills"
            element={
              <RequirePermission permission="cash:operate">
                <TillsPage />
              </RequirePermission>
            }
          />
          <Route
            path="sales/settlements"
            element={
              <RequirePermission permission="cash:approve">
                <SettlementsPage />
              </RequirePermission>
            }
          />
          <Route
            path="sales/cash-settings"
            element={
              <RequirePermission permission="cash:approve">
                <CashSettingsPage />
              </RequirePermission>
            }
          />
          <Route
            path="sales/tills/sessions/:id"
            element={
              <RequirePermission permission="cash:operate">
                <TillSessionPage />
              </RequirePermission>
            }
          />
          <Route
            path="commercial/promotions"
            element={
              <RequirePermission permission="commercial:read">
                <PromotionsPage />
              </RequirePermission>
            }
          />
          <Route
            path="commercial/change-requests"
            element={
              <RequirePermission permission="commercial:read">
                <ChangeRequestsPage />
              </RequirePermission>
            }
          />
          <Route
            path="commercial/price-quote"
            element={
              <RequirePermission permission="commercial:read">
                <PriceQuotePage />
              </RequirePermission>
            }
          />
          <Route
            path="commercial/channels"
            element={
              <RequirePermission permission="commercial:read">
                <SalesChannelsPage />
              </RequirePermission>
            }
          />
          <Route
            path="delivery/connections"
            element={
              <RequirePermission permission="delivery:read">
                <ConnectionsPage />
              </RequirePermission>
            }
          />
          <Route
            path="delivery/mappings"
            element={
              <RequirePermission permission="delivery:read">
                <MappingsPage />
              </RequirePermission>
            }
          />
          <Route
            path="delivery/orders"
            element={
              <RequirePermission permission="delivery:read">
                <PlatformOrdersPage />
              </RequirePermission>
            }
          />
          <Route
            path="delivery/calls"
            element={
              <RequirePermission permission="delivery:read">
                <CallsPage />
              </RequirePermission>
            }
          />
          <Route
            path="delivery/payouts"
            element={
              <RequirePermission permission="delivery:read">
                <PayoutsPage />
              </RequirePermission>
            }
          />
          <Route
            path="commercial/branch-groups"
            element={
              <RequirePermission permission="commercial:read">
                <BranchGroupsPage />
              </RequirePermission>
            }
          />
          <Route
            path="menu/categories"
            element={
              <RequirePermission permission="catalog:read">
                <ProductCategoriesPage />
              </RequirePermission>
            }
          />
          <Route
            path="menu/products"
            element={
              <RequirePermission permission="catalog:read">
                <ProductsPage />
              </RequirePermission>
            }
          />
          <Route
            path="menu/products/:id"
            element={
              <RequirePermission permission="catalog:read">
                <ProductDetailPage />
              </RequirePermission>
            }
          />
          <Route
            path="menu/modifier-groups"
            element={
              <RequirePermission permission="catalog:read">
                <ModifierGroupsPage />
              </RequirePermission>
            }
          />
          <Route
            path="menu/import"
            element={
              <RequirePermission permission="catalog:write">
                <ProductImportPage />
              </RequirePermission>
            }
          />
          <Route
            path="reports/usage-variance"
            element={
              <RequirePermission permission="analytics:read">
                <UsageVariancePage />
              </RequirePermission>
            }
          />
          <Route
            path="reports/usage-variance/:branchId/items/:itemId"
            element={
              <RequirePermission permission="analytics:read">
                <VarianceSourcesPage />
              </RequirePermission>
            }
          />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </UrqlProvider>
  );
}
