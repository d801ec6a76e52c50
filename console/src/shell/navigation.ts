/** The console's pages, each with the permission (from `me.permissions`) that shows it. */
export interface NavGroup {
  label: string;
  items: Array<{ to: string; label: string; permission: string | null }>;
}

/*
 * Grouped by the owner's work, not by the service's modules (docs/console.md, "Navigation"):
 * what happens today, selling, the kitchen, stock and buying, the menu, people, money, reports
 * and settings. Item labels are the pages' titles; routes never move with the grouping.
 */
export const NAVIGATION: NavGroup[] = [
  {
    label: 'workNav.today',
    items: [
      { to: '/', label: 'nav.dashboard', permission: null },
      { to: '/sales/board', label: 'salesNav.orderBoard', permission: 'sales:read' },
      { to: '/sales/tills', label: 'cashNav.tills', permission: 'cash:operate' },
    ],
  },
  {
    label: 'workNav.sales',
    items: [
      { to: '/sales/orders', label: 'salesNav.orders', permission: 'sales:read' },
      { to: '/sales/tables', label: 'salesNav.tables', permission: 'sales:read' },
      { to: '/commercial/promotions', label: 'salesNav.promotions', permission: 'commercial:read' },
      { to: '/commercial/change-requests', label: 'salesNav.changeRequests', permission: 'commercial:read' },
      { to: '/commercial/price-quote', label: 'salesNav.quote', permission: 'commercial:read' },
      { to: '/commercial/channels', label: 'salesNav.channels', permission: 'commercial:read' },
      { to: '/commercial/branch-groups', label: 'salesNav.branchGroups', permission: 'commercial:read' },
    ],
  },
  {
    label: 'deliveryNav.group',
    items: [
      { to: '/delivery/orders', label: 'deliveryNav.orders', permission: 'delivery:read' },
      { to: '/delivery/connections', label: 'deliveryNav.connections', permission: 'delivery:read' },
      { to: '/delivery/mappings', label: 'deliveryNav.mappings', permission: 'delivery:read' },
      { to: '/delivery/calls', label: 'deliveryNav.calls', permission: 'delivery:read' },
      { to: '/delivery/payouts', label: 'deliveryNav.payouts', permission: 'delivery:read' },
    ],
  },
  {
    label: 'workNav.kitchen',
    items: [
      { to: '/sales/kitchen', label: 'salesNav.kitchen', permission: 'sales:read' },
      { to: '/production/batches', label: 'nav.batches', permission: 'production:read' },
      { to: '/forecast', label: 'forecastNav.forecast', permission: 'forecast:read' },
      { to: '/catalog/capacity-types', label: 'nav.capacityTypes', permission: 'catalog:read' },
    ],
  },
  {
    label: 'workNav.stock',
    items: [
      { to: '/stock/on-hand', label: 'stockNav.onHand', permission: 'inventory:read' },
      { to: '/stock/all-branches', label: 'stockNav.allBranches', permission: 'inventory:read' },
      { to: '/stock/transfers', label: 'stockNav.transfers', permission: 'inventory:read' },
      { to: '/stock/counts', label: 'stockNav.counts', permission: 'inventory:count' },
      { to: '/stock/par-levels', label: 'stockNav.parLevels', permission: 'inventory:read' },
      { to: '/catalog/inventory-items', label: 'nav.items', permission: 'catalog:read' },
      { to: '/purchasing/orders', label: 'purchasingNav.orders', permission: 'purchasing:read' },
      { to: '/purchasing/approvals', label: 'purchasingNav.approvals', permission: 'purchasing:read' },
      { to: '/purchasing/suppliers', label: 'purchasingNav.suppliers', permission: 'purchasing:read' },
    ],
  },
  {
    label: 'workNav.menu',
    items: [
      { to: '/menu/products', label: 'salesNav.products', permission: 'catalog:read' },
      { to: '/menu/categories', label: 'salesNav.categories', permission: 'catalog:read' },
      { to: '/menu/modifier-groups', label: 'menuNav.modifierGroups', permission: 'catalog:read' },
      { to: '/menu/import', label: 'menuNav.productImport', permission: 'catalog:write' },
    ],
  },
  {
    label: 'workNav.people',
    items: [
      { to: '/hr/employees', label: 'nav.employees', permission: 'hr:read' },
      { to: '/labour/rosters', label: 'labourNav.rosters', permission: 'labour:read' },
      { to: '/labour/swaps', label: 'labourNav.swaps', permission: 'labour:read' },
      { to: '/labour/timesheets', label: 'labourNav.timesheets', permission: 'labour:read' },
      { to: '/labour/report', label: 'labourNav.report', permission: 'labour:read' },
      { to: '/labour/my-shifts', label: 'labourNav.myShifts', permission: 'hr:request-own' },
      { to: '/labour/time-clock', label: 'labourNav.timeClock', permission: 'labour:manage' },
      { to: '/labour/terminal-import', label: 'labourNav.terminalImport', permission: 'labour:manage' },
      { to: '/hr/leave', label: 'nav.leave', permission: 'hr:read' },
      { to: '/hr/advances', label: 'nav.advances', permission: 'hr:read' },
      { to: '/hr/loans', label: 'hrNav.loans', permission: 'hr:read' },
      { to: '/hr/departments', label: 'nav.departments', permission: 'hr:read' },
      { to: '/hr/positions', label: 'nav.positions', permission: 'hr:read' },
      { to: '/hr/leave-types', label: 'hrNav.leaveTypes', permission: 'hr:read' },
      { to: '/organisation/members', label: 'nav.members', permission: 'members:manage' },
    ],
  },
  {
    label: 'workNav.money',
    items: [
      { to: '/purchasing/invoices', label: 'purchasingNav.invoices', permission: 'purchasing:read' },
      { to: '/sales/settlements', label: 'cashNav.settlements', permission: 'cash:approve' },
      { to: '/accounting/bank-accounts', label: 'moneyNav.bankAccounts', permission: 'accounting:read' },
      { to: '/accounting/statement-lines', label: 'moneyNav.statementLines', permission: 'accounting:read' },
      { to: '/sales/cash-settings', label: 'cashNav.cashSettings', permission: 'cash:approve' },
      { to: '/accounting/tax-codes', label: 'moneyNav.taxCodes', permission: 'accounting:read' },
      { to: '/sales/payment-methods', label: 'salesNav.paymentMethods', permission: 'sales:read' },
    ],
  },
  {
    label: 'workNav.reports',
    items: [
      { to: '/reports/usage-variance', label: 'analyticsNav.usageVariance', permission: 'analytics:read' },
      { to: '/reports/forecast-accuracy', label: 'forecastNav.accuracy', permission: 'forecast:read' },
      { to: '/loss/eod-reports', label: 'lossNav.eodReports', permission: 'loss:read' },
      { to: '/exports/jobs', label: 'exportsNav.jobs', permission: 'exports:read' },
      { to: '/exports/saved-reports', label: 'exportsNav.savedReports', permission: 'exports:read' },
      { to: '/exports/subscriptions', label: 'exportsNav.subscriptions', permission: 'exports:read' },
      { to: '/loss/pilots', label: 'lossNav.pilots', permission: 'loss:read' },
      { to: '/organisation/audit', label: 'nav.audit', permission: 'audit:read' },
    ],
  },
  {
    label: 'workNav.settings',
    items: [
      { to: '/organisation/settings', label: 'orgNav.settings', permission: 'settings:manage' },
      { to: '/organisation/branches', label: 'nav.branches', permission: 'settings:manage' },
      { to: '/purchasing/settings', label: 'purchasingNav.settings', permission: 'purchasing:read' },
      { to: '/forecast/calendar', label: 'forecastNav.calendar', permission: 'forecast:read' },
      { to: '/developers/api-keys', label: 'nav.apiKeys', permission: 'developers:manage' },
      { to: '/developers/webhooks', label: 'nav.webhooks', permission: 'developers:manage' },
    ],
  },
];

export function visibleNavigation(permissions: readonly string[]): NavGroup[] {
  return NAVIGATION.map((group) => ({
    ...group,
    items: group.items.filter((item) => item.permission === null || permissions.includes(item.permission)),
  })).filter((group) => group.items.length > 0);
}
