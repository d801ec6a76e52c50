import { body, CONSOLE, list, path, queryObject, type RouteTable } from '../../../core/modules/route-table';

const D = `${CONSOLE}/delivery`;

export const payoutRoutes: RouteTable = {
  area: 'Delivery payouts',
  routes: [
    {
      method: 'POST',
      path: `${D}/payouts`,
      operation: 'mutation',
      field: 'importDeliveryPayout',
      credential: 'session-or-key',
      extension: true,
      summary: 'Import a platform payout statement (CSV or xlsx) and reconcile it with the ledger',
      description: 'See docs/delivery.md, "Payouts", for the columns read.',
      args: { input: body() },
    },
    {
      method: 'GET',
      path: `${D}/payouts`,
      operation: 'query',
      field: 'deliveryPayouts',
      credential: 'session-or-key',
      extension: true,
      summary: 'List imported payouts',
      args: { list: list(), filter: queryObject({ connectionId: 'ConnectionId', branchId: 'BranchId' }) },
    },
    {
      method: 'GET',
      path: `${D}/payouts/{id}`,
      operation: 'query',
      field: 'deliveryPayout',
      credential: 'session-or-key',
      extension: true,
      summary: 'Get a payout with its reconciliation counts',
      args: { id: path('id') },
    },
    {
      method: 'GET',
      path: `${D}/payouts/{id}/lines`,
      operation: 'query',
      field: 'deliveryPayoutLines',
      credential: 'session-or-key',
      extension: true,
      summary: 'The reconciliation lines of a payout (matched, different, missing in the ledger, missing in the payout)',
      args: { payoutId: path('id'), list: list(), filter: queryObject({ kind: 'Kind' }) },
    },
    {
      method: 'GET',
      path: `${D}/commission`,
      operation: 'query',
      field: 'deliveryCommission',
      credential: 'session-or-key',
      extension: true,
      summary: 'Commission % per platform, branch and month of the orders',
      args: { filter: queryObject({ from: 'From', to: 'To', branchId: 'BranchId', platform: 'Platform' }) },
    },
  ],
};
