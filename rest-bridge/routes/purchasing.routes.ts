import { ArgSource, body, CONSOLE, list, path, queryObject, RouteDefinition, RouteTable } from '../route-types';

/**
 * Purchasing. The spec names three approval paths (section 4.8); suppliers, purchase orders,
 * purchase invoices, approval requests and the purchasing settings are documented extensions
 * (docs/purchasing.md). Orders, invoices and approval requests belong to the active branch
 * (X-Branch-Id for API keys); suppliers and settings to the organisation.
 */
export const purchasingRoutes: RouteTable = {
  area: 'Purchasing',
  routes: [
    {
      method: 'POST', path: `${CONSOLE}/purchase-invoices/approvals/{approvalRequestId}/apply`, operation: 'mutation', field: 'applyPurchaseInvoiceApproval',
      credential: 'session-or-key', summary: 'Apply a pending invoice approval request: the invoice is approved for payment',
      description: 'Body note. 409 when the request is not Pending or belongs to a purchase order; 403 when the caller raised it.',
      args: { approvalRequestId: path('approvalRequestId'), input: body() },
    },
    {
      method: 'POST', path: `${CONSOLE}/purchase-orders/{id}/apply-approval`, operation: 'mutation', field: 'applyPurchaseOrderApproval',
      credential: 'session-or-key', summary: 'Apply a pending approval request of the order: it becomes Approved',
      description: 'Body approvalRequestId, note. 409 when the request is not Pending or not this order\'s; 403 when the caller raised it.',
      args: { id: path('id'), input: body() },
    },
    {
      method: 'POST', path: `${CONSOLE}/purchase-orders/{id}/revert-approval`, operation: 'mutation', field: 'revertPurchaseOrderApproval',
      credential: 'session-or-key', summary: 'Revert an applied approval: the order waits for approval again under a new request',
      description: 'Body approvalRequestId, note. 409 when the request is not Applied or not this order\'s, or once the order is Received or billed by an approved invoice.',
      args: { id: path('id'), input: body() },
    },
    {
      method: 'GET', path: `${CONSOLE}/purchase-orders`, operation: 'query', field: 'purchaseOrders', credential: 'session-or-key', extension: true,
      summary: 'List purchase orders of the active branch',
      description: 'Query Status, SupplierId, From, To (expected date) and the standard list parameters; Sort: createdAt, expectedDate, totalIqd, status, updatedAt.',
      args: { list: list(), filter: queryObject({ status: 'Status', supplierId: 'SupplierId', from: 'From', to: 'To' }) },
    },
    {
      method: 'POST', path: `${CONSOLE}/purchase-orders`, operation: 'mutation', field: 'createPurchaseOrder', credential: 'session-or-key', extension: true,
      summary: 'Create a Draft purchase order', description: 'Body supplierId, expectedDate, notes, lines [{inventoryItemId, quantity, unitPriceIqd}].',
      args: { input: body() },
    },
    ...actions('purchase-orders', [
      ['GET', '', 'purchaseOrder', 'Get a purchase order'],
      ['PUT', '', 'updatePurchaseOrder', 'Change a Draft purchase order'],
      ['POST', '/submit', 'submitPurchaseOrder', 'Submit a Draft order (approval request above the threshold, approved at once otherwise)'],
      ['POST', '/receive', 'receivePurchaseOrder', 'Record that an Approved order was received'],
      ['POST', '/reopen', 'reopenPurchaseOrder', 'Return an order waiting for approval to Draft'],
      ['POST', '/cancel', 'cancelPurchaseOrder', 'Cancel a Draft, waiting or Approved order'],
    ]),
    {
      method: 'GET', path: `${CONSOLE}/purchase-invoices`, operation: 'query', field: 'purchaseInvoices', credential: 'session-or-key', extension: true,
      summary: 'List purchase invoices of the active branch',
      description: 'Query Status, SupplierId, PurchaseOrderId, From, To (invoice date) and the standard list parameters; Sort: invoiceDate, createdAt, totalIqd, status, invoiceNumber, updatedAt.',
      args: { list: list(), filter: queryObject({ status: 'Status', supplierId: 'SupplierId', purchaseOrderId: 'PurchaseOrderId', from: 'From', to: 'To' }) },
    },
    {
      method: 'POST', path: `${CONSOLE}/purchase-invoices`, operation: 'mutation', field: 'createPurchaseInvoice', credential: 'session-or-key', extension: true,
      summary: 'Record a Draft purchase invoice',
      description: 'Body supplierId, invoiceNumber, invoiceDate, purchaseOrderId, notes, lines [{inventoryItemId, quantity, unitPriceIqd}].',
      args: { input: body() },
    },
    ...actions('purchase-invoices', [
      ['GET', '', 'purchaseInvoice', 'Get a purchase invoice'],
      ['PUT', '', 'updatePurchaseInvoice', 'Change a Draft purchase invoice'],
      ['POST', '/submit', 'submitPurchaseInvoice', 'Submit a Draft invoice (approval request when the rules ask, approved for payment otherwise)'],
      ['POST', '/pay', 'payPurchaseInvoice', 'Record the payment of an Approved invoice (body paymentRef, note)'],
      ['POST', '/cancel', 'cancelPurchaseInvoice', 'Cancel a Draft or Rejected invoice'],
    ]),
    {
      method: 'GET', path: `${CONSOLE}/purchasing/approval-requests`, operation: 'query', field: 'approvalRequests', credential: 'session-or-key', extension: true,
      summary: 'List approval requests of the active branch',
      description: 'Query Status, TargetKind, TargetId and the standard list parameters; Sort: requestedAt, amountIqd, status, updatedAt.',
      args: { list: list(), filter: queryObject({ status: 'Status', targetKind: 'TargetKind', targetId: 'TargetId' }) },
    },
    {
      method: 'GET', path: `${CONSOLE}/purchasing/approval-requests/{id}`, operation: 'query', field: 'approvalRequest', credential: 'session-or-key', extension: true,
      summary: 'Get an approval request with its decision history', args: { id: path('id') },
    },
    {
      method: 'POST', path: `${CONSOLE}/purchasing/approval-requests/{id}/reject`, operation: 'mutation', field: 'rejectApprovalRequest', credential: 'session-or-key',
      extension: true, summary: 'Reject a pending request (body note, required)', args: { id: path('id'), input: body() },
    },
    {
      method: 'GET', path: `${CONSOLE}/purchasing/suppliers`, operation: 'query', field: 'suppliers', credential: 'session-or-key', extension: true,
      summary: 'List suppliers', description: 'Query Active (boolean) and the standard list parameters; Sort: name, createdAt, updatedAt.',
      args: { list: list(), filter: queryObject({ active: 'Active' }) },
    },
    {
      method: 'POST', path: `${CONSOLE}/purchasing/suppliers`, operation: 'mutation', field: 'createSupplier', credential: 'session-or-key', extension: true,
      summary: 'Create a supplier', description: 'Body name, nameAr, phone, taxNumber.', args: { input: body() },
    },
    ...actions('purchasing/suppliers', [
      ['GET', '', 'supplier', 'Get a supplier'],
      ['PUT', '', 'updateSupplier', 'Change a supplier'],
      ['POST', '/deactivate', 'deactivateSupplier', 'Deactivate a supplier (body reason)'],
      ['POST', '/activate', 'activateSupplier', 'Activate a supplier again (body reason)'],
    ]),
    {
      method: 'GET', path: `${CONSOLE}/settings/purchasing`, operation: 'query', field: 'purchasingSettings', credential: 'session-or-key', extension: true,
      summary: "The organisation's purchasing approval rules",
    },
    {
      method: 'PUT', path: `${CONSOLE}/settings/purchasing`, operation: 'mutation', field: 'updatePurchasingSettings', credential: 'session-or-key', extension: true,
      summary: 'Change the approval threshold and invoice tolerance', description: 'Body approvalThresholdIqd, invoiceToleranceIqd (int64 IQD).',
      args: { input: body() },
    },
  ],
};

/** Extension paths on one record: GET/PUT {id} and POST {id}/action with a JSON body as `input`. */
function actions(resource: string, rows: Array<['GET' | 'PUT' | 'POST', string, string, string]>): RouteDefinition[] {
  return rows.map(([method, suffix, field, summary]) => ({
    method,
    path: `${CONSOLE}/${resource}/{id}${suffix}`,
    operation: method === 'GET' ? 'query' : 'mutation',
    field,
    credential: 'session-or-key',
    extension: true,
    summary,
    args: (method === 'GET' ? { id: path('id') } : { id: path('id'), input: body() }) as Record<string, ArgSource>,
  }));
}
