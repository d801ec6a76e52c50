import type { Recipes } from './seed-resources';

const C = '/api/v1/console';
const REPORT = 'hr.employees';

/**
 * The branch the seeded employee is assigned to: a roster shift must be at one of its employee's
 * branches, and the branch the seeder knows as `branch` changes once it has made one of its own.
 */
let employeeBranch: string | undefined;

/**
 * The creates whose rules the OpenAPI document cannot express, with the smallest addition that
 * satisfies them. A new module's create needs a line here only if generic samples are refused
 * (the suites print such collections, and the tenancy suite lists them as not covered).
 */
export const SEED_RECIPES: Recipes = {
  // Advances need monthly pay on record; leave needs an annual balance; a roster shift needs the employee assigned to its branch.
  [`${C}/hr/employees`]: (id) => {
    employeeBranch = id('branch');
    return { baseSalary: 1_000_000, annualLeaveBalance: 30, branchIds: [employeeBranch] };
  },
  // A shift at the employee's branch; a template is saved from the week of that shift.
  [`${C}/labour/shifts`]: () => ({ branchId: employeeBranch }),
  [`${C}/labour/roster-templates`]: () => ({ branchId: employeeBranch }),
  // A terminal file needs at least one attendance row (docs/labour.md, "Terminal imports").
  [`${C}/labour/punch-imports`]: () => ({ content: 'code,time\nC1,2026-03-09 08:00:00\n', format: 'Csv' }),
  // Scopes and event types are checked against registries, not a GraphQL enum.
  [`${C}/developers/api-keys`]: () => ({ scopes: ['hr:read'] }),
  [`${C}/developers/webhooks`]: () => ({ url: 'http://127.0.0.1:9/hooks', events: ['hr.department.created'] }),
  // Report keys and export domains are registry names.
  [`${C}/export-jobs`]: () => ({ reportKey: REPORT }),
  [`${C}/report-subscriptions`]: () => ({ reportKey: REPORT }),
  [`${C}/settings/saved-reports`]: () => ({ reportKey: REPORT }),
  [`${C}/settings/export-presets`]: () => ({ domain: REPORT, fields: ['fullName'] }),
  // A batch names three inventory items by role rather than by an `inventoryItemId` field.
  [`${C}/production/batches`]: (id) => ({ chickenItemId: id('inventoryItem'), meatItemId: id('inventoryItem'), riceItemId: id('inventoryItem') }),
  // A count sheet names its items in a list (inventoryItemIds), which the samples cannot fill.
  [`${C}/inventory/counts`]: (id) => ({ inventoryItemIds: [id('inventoryItem')] }),
  // A payout is a file of the connection's platform orders (docs/delivery.md, "Payouts").
  [`${C}/delivery/payouts`]: (id) => ({
    connectionId: id('connection'),
    format: 'Csv',
    content: 'Payout ID,Payout Date,Order ID,Order Date,Gross,Commission,Net\nSEED-1,2026-01-10,SEED-ORDER-1,2026-01-05,10000,1500,8500\n',
  }),
};
