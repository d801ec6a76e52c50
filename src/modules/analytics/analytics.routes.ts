import { body, CONSOLE, list, path, query, queryObject, type RouteTable } from '../../core/modules/route-table';

const ANALYTICS = `${CONSOLE}/analytics`;

/** Food cost and loss analytics (docs/analytics.md): not in the interface spec, so every route is a documented extension. */
export const analyticsRoutes: RouteTable = {
  area: 'Analytics',
  routes: [
    {
      method: 'GET',
      path: `${ANALYTICS}/usage-variance`,
      operation: 'query',
      field: 'usageVariance',
      credential: 'session-or-key',
      extension: true,
      summary: 'Theoretical against actual usage per branch and item',
      description:
        'Query BranchIds (comma-separated; default: every branch the caller covers), From, To (business dates, inclusive, at most 92 days), FlaggedOnly. Per branch and item: opening, receipts, production outputs, transfers, closing, actual, theoretical, waste and the unexplained variance with its value and flag; branch totals and unmapped sales.',
      args: { input: queryObject({ branchIds: 'BranchIds', from: 'From', to: 'To', flaggedOnly: 'FlaggedOnly' }) },
    },
    {
      method: 'GET',
      path: `${ANALYTICS}/usage-variance/{branchId}/items/{inventoryItemId}/movements`,
      operation: 'query',
      field: 'usageVarianceSources',
      credential: 'session-or-key',
      extension: true,
      summary: "The movements behind a figure of an item's variance line",
      description:
        'Query From, To (business dates; default the 30 days up to the branch’s today), Component (Receipts, ProductionOutputs, TransfersIn, TransfersOut, SalesUsage, ProductionInputs, Waste, Unexplained; all when left out) and the standard list parameters. Each movement names its source document.',
      args: {
        branchId: path('branchId'),
        inventoryItemId: path('inventoryItemId'),
        from: query('From', 'from'),
        to: query('To', 'to'),
        component: query('Component', 'component'),
        list: list(),
      },
    },
    {
      method: 'GET',
      path: `${ANALYTICS}/day-closes`,
      operation: 'query',
      field: 'dayCloses',
      credential: 'session-or-key',
      extension: true,
      summary: 'Closed business days (daily close summaries)',
      description:
        'Query BranchId (default: every branch the caller covers), From, To (business dates), Status (Closed, Stale) and the standard list parameters; Sort: businessDate (default, desc), updatedAt.',
      args: { list: list(), filter: queryObject({ branchId: 'BranchId', from: 'From', to: 'To', status: 'Status' }) },
    },
    {
      method: 'GET',
      path: `${ANALYTICS}/day-closes/{id}`,
      operation: 'query',
      field: 'dayClose',
      credential: 'session-or-key',
      extension: true,
      summary: 'One closed business day with its versions',
      args: { id: path('id') },
    },
    {
      method: 'POST',
      path: `${ANALYTICS}/day-closes`,
      operation: 'mutation',
      field: 'closeBusinessDay',
      credential: 'session-or-key',
      extension: true,
      summary: 'Close or recompute an ended business day now',
      description:
        'Body branchId, businessDate (before the branch’s today). A recomputation that changes a figure adds a version; one that changes nothing returns the close as it is.',
      args: { input: body() },
    },
    {
      method: 'GET',
      path: `${ANALYTICS}/settings`,
      operation: 'query',
      field: 'analyticsSettings',
      credential: 'session-or-key',
      extension: true,
      summary: "The organisation's analytics settings",
    },
    {
      method: 'PUT',
      path: `${ANALYTICS}/settings`,
      operation: 'mutation',
      field: 'setAnalyticsSettings',
      credential: 'session',
      extension: true,
      summary: "Change the organisation's analytics settings",
      description: 'Body varianceThresholdPercent (0 to 100, at most 2 decimals; default 3).',
      args: { input: body() },
    },
  ],
};
