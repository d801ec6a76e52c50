import { body, bodyField, CONSOLE, list, path, query, queryObject, RouteTable } from '../route-types';

const INVENTORY = `${CONSOLE}/inventory`;

/** Inventory (docs/inventory.md): not in the interface spec, so every route is a documented extension. */
export const inventoryRoutes: RouteTable = {
  area: 'Inventory',
  routes: [
    {
      method: 'GET', path: `${INVENTORY}/stock`, operation: 'query', field: 'stockOnHand', credential: 'session-or-key', extension: true,
      summary: 'Stock on hand of a branch, per item',
      description: 'Query BranchId (default: the active branch), Kind, BelowPar, Negative and the standard list parameters; Sort: name (default), onHand, value, updatedAt; Search matches item names.',
      args: { list: list(), filter: queryObject({ branchId: 'BranchId', kind: 'Kind', belowPar: 'BelowPar', negative: 'Negative' }) },
    },
    {
      method: 'GET', path: `${INVENTORY}/stock/value`, operation: 'query', field: 'stockValueTotal', credential: 'session-or-key', extension: true,
      summary: 'Total value in IQD of the stock the same filters list',
      args: { filter: queryObject({ branchId: 'BranchId', kind: 'Kind', belowPar: 'BelowPar', negative: 'Negative' }), search: query('Search', 'search') },
    },
    {
      method: 'GET', path: `${INVENTORY}/stock/at`, operation: 'query', field: 'stockAt', credential: 'session-or-key', extension: true,
      summary: 'On hand and value of an item at the end of a past business date',
      description: 'Query InventoryItemId, BusinessDate, BranchId (default: the active branch).',
      args: { inventoryItemId: query('InventoryItemId'), businessDate: query('BusinessDate'), branchId: query('BranchId') },
    },
    {
      method: 'GET', path: `${INVENTORY}/movements`, operation: 'query', field: 'inventoryMovements', credential: 'session-or-key', extension: true,
      summary: 'Stock movements of a branch',
      description: 'Query BranchId, InventoryItemId, Kind, SourceId, From, To (business dates, inclusive) and the standard list parameters; Sort: createdAt (default, desc), businessDate.',
      args: {
        list: list(),
        filter: queryObject({ branchId: 'BranchId', inventoryItemId: 'InventoryItemId', kind: 'Kind', sourceId: 'SourceId', from: 'From', to: 'To' }),
      },
    },
    {
      method: 'POST', path: `${INVENTORY}/opening-balances`, operation: 'mutation', field: 'recordOpeningBalance', credential: 'session-or-key', extension: true,
      summary: 'Record the opening stock of an item at a branch', args: { input: body() },
    },
    {
      method: 'POST', path: `${INVENTORY}/adjustments`, operation: 'mutation', field: 'adjustStock', credential: 'session-or-key', extension: true,
      summary: 'Correct stock by a signed quantity with a reason', args: { input: body() },
    },
    {
      method: 'POST', path: `${INVENTORY}/waste`, operation: 'mutation', field: 'recordWaste', credential: 'session-or-key', extension: true,
      summary: 'Record stock thrown away', args: { input: body() },
    },
    {
      method: 'GET', path: `${INVENTORY}/transfers`, operation: 'query', field: 'transfers', credential: 'session-or-key', extension: true,
      summary: 'Transfers between branches',
      description: 'Query Status, BranchId (from or to) and the standard list parameters; Sort: createdAt (default, desc), status, sentAt; Search matches the note.',
      args: { list: list(), filter: queryObject({ status: 'Status', branchId: 'BranchId' }) },
    },
    {
      method: 'POST', path: `${INVENTORY}/transfers`, operation: 'mutation', field: 'createTransfer', credential: 'session-or-key', extension: true,
      summary: 'Create a Draft transfer', description: 'Body fromBranchId, toBranchId, lines [{inventoryItemId, quantity}], note.', args: { input: body() },
    },
    {
      method: 'GET', path: `${INVENTORY}/transfers/{id}`, operation: 'query', field: 'transfer', credential: 'session-or-key', extension: true,
      summary: 'Get a transfer', args: { id: path('id') },
    },
    {
      method: 'POST', path: `${INVENTORY}/transfers/{id}/send`, operation: 'mutation', field: 'sendTransfer', credential: 'session-or-key', extension: true,
      summary: 'Send a Draft transfer (stock leaves the sender)', args: { id: path('id'), input: body() },
    },
    {
      method: 'POST', path: `${INVENTORY}/transfers/{id}/receive`, operation: 'mutation', field: 'receiveTransfer', credential: 'session-or-key', extension: true,
      summary: 'Receive a Sent transfer (lines not named arrived in full)', description: 'Body businessDate, lines [{lineIndex, receivedQuantity}].', args: { id: path('id'), input: body() },
    },
    {
      method: 'POST', path: `${INVENTORY}/transfers/{id}/cancel`, operation: 'mutation', field: 'cancelTransfer', credential: 'session-or-key', extension: true,
      summary: 'Cancel a Draft transfer', args: { id: path('id') },
    },
    {
      method: 'GET', path: `${INVENTORY}/counts`, operation: 'query', field: 'stockCounts', credential: 'session-or-key', extension: true,
      summary: 'Stock count sheets', description: 'Query BranchId, Status and the standard list parameters; Sort: businessDate (default, desc), createdAt, status.',
      args: { list: list(), filter: queryObject({ branchId: 'BranchId', status: 'Status' }) },
    },
    {
      method: 'POST', path: `${INVENTORY}/counts`, operation: 'mutation', field: 'createStockCount', credential: 'session-or-key', extension: true,
      summary: 'Open a count sheet', description: 'Body branchId, businessDate, inventoryItemIds (every active item when left out), note.', args: { input: body() },
    },
    {
      method: 'GET', path: `${INVENTORY}/counts/{id}`, operation: 'query', field: 'stockCount', credential: 'session-or-key', extension: true,
      summary: 'Get a count sheet (blind for count-only callers)', args: { id: path('id') },
    },
    {
      method: 'PUT', path: `${INVENTORY}/counts/{id}/entries`, operation: 'mutation', field: 'enterStockCounts', credential: 'session-or-key', extension: true,
      summary: 'Enter counted quantities', description: 'Body entries [{inventoryItemId, countedQuantity}].', args: { id: path('id'), input: body() },
    },
    {
      method: 'POST', path: `${INVENTORY}/counts/{id}/submit`, operation: 'mutation', field: 'submitStockCount', credential: 'session-or-key', extension: true,
      summary: 'Submit a counted sheet', args: { id: path('id') },
    },
    {
      method: 'POST', path: `${INVENTORY}/counts/{id}/approve`, operation: 'mutation', field: 'approveStockCount', credential: 'session-or-key', extension: true,
      summary: 'Approve a sheet (posts CountAdjustment movements)', args: { id: path('id') },
    },
    {
      method: 'POST', path: `${INVENTORY}/counts/{id}/cancel`, operation: 'mutation', field: 'cancelStockCount', credential: 'session-or-key', extension: true,
      summary: 'Cancel a sheet before approval', args: { id: path('id') },
    },
    {
      method: 'PUT', path: `${INVENTORY}/par-levels`, operation: 'mutation', field: 'setParLevel', credential: 'session-or-key', extension: true,
      summary: 'Set the par level and reorder quantity of an item at a branch', description: 'Body branchId, inventoryItemId, parLevel (null clears), reorderQuantity.', args: { input: body() },
    },
    {
      method: 'GET', path: `${INVENTORY}/reorder-suggestions`, operation: 'query', field: 'reorderSuggestions', credential: 'session-or-key', extension: true,
      summary: 'Items below par at the active branch, with their last supplier',
    },
    {
      method: 'POST', path: `${INVENTORY}/reorder-suggestions/order`, operation: 'mutation', field: 'orderReorderSuggestions', credential: 'session-or-key', extension: true,
      summary: "Turn a supplier's reorder suggestions into a Draft purchase order", args: { supplierId: bodyField('supplierId') },
    },
  ],
};
