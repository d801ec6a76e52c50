import { body, bodyField, CONSOLE, list, path, query, queryObject, RouteTable } from '../route-types';

const BATCHES = `${CONSOLE}/production/batches`;

export const productionRoutes: RouteTable = {
  area: 'Production',
  routes: [
    {
      method: 'GET', path: BATCHES, operation: 'query', field: 'batches', credential: 'session-or-key',
      summary: 'List production batches of the active branch',
      description: 'Query Status, From, To (business dates, inclusive), IncludeDeleted and the standard list parameters; Sort: businessDate (default, desc), status, createdAt, updatedAt; Search matches notes.',
      args: { list: list(), filter: queryObject({ status: 'Status', from: 'From', to: 'To', includeDeleted: 'IncludeDeleted' }) },
    },
    {
      method: 'POST', path: BATCHES, operation: 'mutation', field: 'createBatch', credential: 'session-or-key',
      summary: 'Create a production batch (Draft)', args: { input: body() },
    },
    {
      method: 'GET', path: `${BATCHES}/{id}`, operation: 'query', field: 'batch', credential: 'session-or-key',
      summary: 'Get a batch with outputs, waste and computed figures',
      description: 'OutputSort (or output_sort, or Sort): createdAt, outputQty, shareIqd, allocationWeight, expiresAt; OutputDir (or output_dir, or Dir): asc, desc.',
      args: { id: path('id'), outputSort: query('OutputSort', 'output_sort', 'Sort'), outputDir: query('OutputDir', 'output_dir', 'Dir') },
    },
    {
      method: 'PUT', path: `${BATCHES}/{id}`, operation: 'mutation', field: 'updateBatch', credential: 'session-or-key',
      summary: 'Change rice parameters of an open batch', args: { id: path('id'), input: body() },
    },
    {
      method: 'DELETE', path: `${BATCHES}/{id}`, operation: 'mutation', field: 'deleteBatch', credential: 'session-or-key',
      summary: 'Delete a batch (soft; refused once closed)', args: { id: path('id'), reason: bodyField('reason') },
    },
    {
      method: 'POST', path: `${BATCHES}/{id}/close`, operation: 'mutation', field: 'closeBatch', credential: 'session-or-key',
      summary: 'Close a batch (freezes its costs; no later changes)', args: { id: path('id') },
    },
    {
      method: 'PUT', path: `${BATCHES}/{id}/overflow`, operation: 'mutation', field: 'setBatchOverflow', credential: 'session-or-key',
      summary: 'Allow or refuse direct rice sales beyond the reserved amount', args: { id: path('id'), input: body() },
    },
    {
      method: 'PUT', path: `${BATCHES}/{id}/status`, operation: 'mutation', field: 'setBatchStatus', credential: 'session-or-key',
      summary: 'Move a batch to another status', args: { id: path('id'), input: body() },
    },
    {
      method: 'POST', path: `${BATCHES}/{id}/outputs`, operation: 'mutation', field: 'addBatchOutput', credential: 'session-or-key',
      summary: 'Add an output to a batch', args: { id: path('id'), input: body() },
    },
    {
      method: 'DELETE', path: `${BATCHES}/{id}/outputs/{outputId}`, operation: 'mutation', field: 'removeBatchOutput', credential: 'session-or-key',
      summary: 'Remove an output of a batch (soft)', args: { id: path('id'), outputId: path('outputId'), reason: bodyField('reason') },
    },
    {
      method: 'POST', path: `${BATCHES}/{id}/waste`, operation: 'mutation', field: 'recordBatchWaste', credential: 'session-or-key',
      summary: 'Record waste on a batch', args: { id: path('id'), input: body() },
    },
  ],
};
