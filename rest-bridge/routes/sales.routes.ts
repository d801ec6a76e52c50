import { body, bodyField, CONSOLE, header, list, path, query, queryObject, RouteTable } from '../route-types';
import { settlementRoutes, tillRoutes } from './sales-tills.routes';

const GUEST = '/api/v1/guest/self-order';

/** The guest menu nests one level deeper (categories → products → groups → options) than the generated selection goes. */
const GUEST_MENU_SELECTION = `{
  branch { id name nameAr currencyCode open businessDate }
  table { id name area }
  channel { id name nameAr }
  languages
  categories { id name nameAr position products { id name nameAr description descriptionAr imageUrl shelfPrice
    modifierGroups { id name nameAr minChoices maxChoices options { id name nameAr priceDelta } } } }
  promotions { id name discountPercent maxDiscountCap minOrderValue endDate }
  paymentMethods { id name nameAr kind }
  payAtCounter
}`;
const PUBLIC = '/api/v1/public';

/**
 * Sales (docs/orders.md): payment methods and self-order tables (extensions), the sales ledger
 * (extensions), the guest QR paths of spec 4.9 and the partner API (spec 4.10, docs/partner-api.md)
 * in the partner envelope.
 */
export const salesRoutes: RouteTable = {
  area: 'Sales',
  routes: [
    {
      method: 'GET', path: `${CONSOLE}/settings/payment-methods`, operation: 'query', field: 'paymentMethods', credential: 'session-or-key', extension: true,
      summary: 'List payment methods',
      description: 'Query Kind (Cash, Card, Qi, Wallet, Other), Active, AllowedForSelfOrder (booleans) and the standard list parameters; Sort: name, kind, createdAt, updatedAt.',
      args: { list: list(), filter: queryObject({ kind: 'Kind', active: 'Active', allowedForSelfOrder: 'AllowedForSelfOrder' }) },
    },
    {
      method: 'POST', path: `${CONSOLE}/settings/payment-methods`, operation: 'mutation', field: 'createPaymentMethod', credential: 'session-or-key', extension: true,
      summary: 'Create a payment method', description: 'Body name (unique, case-insensitive), nameAr, kind (Cash, Card, Qi, Wallet, Other), allowedForSelfOrder (default false), active (default true).',
      args: { input: body() },
    },
    {
      method: 'GET', path: `${CONSOLE}/settings/payment-methods/{id}`, operation: 'query', field: 'paymentMethod', credential: 'session-or-key', extension: true,
      summary: 'Get a payment method', args: { id: path('id') },
    },
    {
      method: 'PATCH', path: `${CONSOLE}/settings/payment-methods/{id}`, operation: 'mutation', field: 'updatePaymentMethod', credential: 'session-or-key', extension: true,
      summary: 'Change a payment method', description: 'Body name, nameAr, kind, allowedForSelfOrder, active; omitted fields keep their value.',
      args: { id: path('id'), input: body() },
    },
    {
      method: 'GET', path: `${CONSOLE}/self-order/tables`, operation: 'query', field: 'selfOrderTables', credential: 'session-or-key', extension: true,
      summary: 'List self-order tables',
      description: 'Query BranchId, Active and the standard list parameters; Sort: name, area, createdAt, updatedAt. Tokens are never listed.',
      args: { list: list(), filter: queryObject({ branchId: 'BranchId', active: 'Active' }) },
    },
    {
      method: 'POST', path: `${CONSOLE}/self-order/tables`, operation: 'mutation', field: 'createSelfOrderTable', credential: 'session-or-key', extension: true,
      summary: 'Create a self-order table (QR token shown once)',
      description: "Body branchId (default: the caller's branch), name (unique in the branch), area, seats (1-100), active. The answer carries qrToken, orderUrl and the QR code as SVG and PNG data URLs, once; a replay with the same Idempotency-Key answers null in their place.",
      args: { input: body() },
    },
    {
      method: 'GET', path: `${CONSOLE}/self-order/tables/{id}`, operation: 'query', field: 'selfOrderTable', credential: 'session-or-key', extension: true,
      summary: 'Get a self-order table', args: { id: path('id') },
    },
    {
      method: 'PATCH', path: `${CONSOLE}/self-order/tables/{id}`, operation: 'mutation', field: 'updateSelfOrderTable', credential: 'session-or-key', extension: true,
      summary: 'Change a self-order table', description: 'Body name, area, seats, active (false: guests scanning it get 404).',
      args: { id: path('id'), input: body() },
    },
    {
      method: 'POST', path: `${CONSOLE}/self-order/tables/{id}/rotate-token`, operation: 'mutation', field: 'rotateSelfOrderTableToken', credential: 'session-or-key', extension: true,
      summary: 'Issue a new QR token (the old one stops at once)', description: 'Answers like create: qrToken, orderUrl, qrSvg, qrPng, shown once.',
      args: { id: path('id') },
    },
    {
      method: 'POST', path: `${CONSOLE}/self-order/tables/{id}/revoke-token`, operation: 'mutation', field: 'revokeSelfOrderTableToken', credential: 'session-or-key', extension: true,
      summary: 'Revoke the QR token (409 when none)', description: 'Body reason (optional). rotate-token issues a new one.',
      args: { id: path('id'), reason: bodyField('reason') },
    },
    {
      method: 'GET', path: `${CONSOLE}/sales/orders`, operation: 'query', field: 'salesOrders', credential: 'session-or-key', extension: true,
      summary: 'List orders (sales ledger)',
      description: 'Query BranchId, ChannelId, Status, Source (Guest, Partner, Console), From and To (business dates, inclusive) and the standard list parameters; Sort: placedAt (default, newest first), businessDate, number, total, status. Search matches the number and the partner reference.',
      args: {
        list: list(),
        filter: queryObject({ branchId: 'BranchId', channelId: 'ChannelId', status: 'Status', source: 'Source', businessDateFrom: ['From', 'BusinessDateFrom'], businessDateTo: ['To', 'BusinessDateTo'] }),
      },
    },
    {
      method: 'GET', path: `${CONSOLE}/sales/orders/{id}`, operation: 'query', field: 'salesOrder', credential: 'session-or-key', extension: true,
      summary: 'Get an order', args: { id: path('id') },
    },
    {
      method: 'POST', path: `${CONSOLE}/sales/orders/{id}/status`, operation: 'mutation', field: 'changeSalesOrderStatus', credential: 'session-or-key', extension: true,
      summary: 'Move an order to its next status',
      description: 'Body status (Accepted, Preparing, Ready, Completed, Cancelled) and reason (required to cancel). Placed → Accepted → Preparing → Ready → Completed; Cancelled before Completed. Any other move is 409.',
      args: { id: path('id'), input: body() },
    },
    {
      method: 'POST', path: `${CONSOLE}/sales/orders/{id}/cancel`, operation: 'mutation', field: 'cancelSalesOrder', credential: 'session-or-key', extension: true,
      summary: 'Cancel an order', description: 'Body reason (required). 409 once Completed or Cancelled.',
      args: { id: path('id'), reason: bodyField('reason') },
    },
    {
      method: 'GET', path: `${CONSOLE}/sales/sold-out`, operation: 'query', field: 'soldOutItems', credential: 'session-or-key', extension: true,
      summary: 'List what is sold out at the branch', args: {},
    },
    {
      method: 'PUT', path: `${CONSOLE}/sales/availability`, operation: 'mutation', field: 'setProductAvailability', credential: 'session-or-key', extension: true,
      summary: 'Mark a product or inventory item sold out or available at the branch',
      description: 'Body productId or inventoryItemId (exactly one) and available (false: sold out). Sold out products leave the guest and partner menus and are refused in new orders (422 naming the product); webhooks get catalog.availability.changed. Idempotent.',
      args: { input: body() },
    },
    {
      method: 'GET', path: `${CONSOLE}/kitchen/tickets`, operation: 'query', field: 'kitchenTickets', credential: 'session-or-key', extension: true,
      summary: "List the branch's kitchen tickets",
      description: 'Query Station and Statuses (Queued, Preparing, Ready, Served, Voided; default the first three). Oldest first, at most 500. Live changes: the branchOrderEvents subscription (docs/live.md).',
      args: { filter: queryObject({ station: 'Station', statuses: 'Statuses' }) },
    },
    {
      method: 'POST', path: `${CONSOLE}/kitchen/tickets/{id}/bump`, operation: 'mutation', field: 'bumpKitchenTicket', credential: 'session-or-key', extension: true,
      summary: 'Bump a kitchen ticket one step',
      description: 'Body fromStatus (the status the screen showed). Idempotent: a repeated bump answers the ticket unchanged; a ticket that moved otherwise is 409.',
      args: { id: path('id'), fromStatus: bodyField('fromStatus') },
    },
    {
      method: 'POST', path: `${CONSOLE}/kitchen/tickets/{id}/void`, operation: 'mutation', field: 'voidKitchenTicket', credential: 'session-or-key', extension: true,
      summary: 'Void a kitchen ticket', description: 'Body reason (required). 409 once Served; voiding again changes nothing.',
      args: { id: path('id'), reason: bodyField('reason') },
    },
    {
      method: 'PUT', path: `${CONSOLE}/kitchen/stations`, operation: 'mutation', field: 'setKitchenStation', credential: 'session-or-key', extension: true,
      summary: 'Set the kitchen station of a product or a category',
      description: 'Body productId or categoryId (exactly one) and station (lowercase code such as grill; null clears).',
      args: { input: body() },
    },
    {
      method: 'GET', path: `${CONSOLE}/sales/theoretical-usage`, operation: 'query', field: 'salesTheoreticalUsage', credential: 'session-or-key', extension: true,
      summary: 'Theoretical usage of inventory items (read model)',
      description: 'Query BranchId, From, To (business dates, inclusive, at most 92 days): per business day and inventory item, the required bill-of-materials quantities of the Completed orders.',
      args: { input: queryObject({ branchId: 'BranchId', from: 'From', to: 'To' }) },
    },
    {
      method: 'GET', path: `${GUEST}/{qrToken}`, operation: 'query', field: 'guestSelfOrder', credential: 'guest',
      summary: "A table's branch, menu, promotions and payment methods",
      description: 'The qrToken (printed in the table QR code) is the credential; an unknown, rotated, revoked or inactive one is 404. Per-IP and per-token rate limits (429 RATE_LIMITED with Retry-After).',
      args: { qrToken: path('qrToken') },
      selection: GUEST_MENU_SELECTION,
    },
    {
      method: 'POST', path: `${GUEST}/{qrToken}/quote`, operation: 'query', field: 'guestQuote', credential: 'guest',
      summary: 'Price a guest cart',
      description: 'Body items: [{productId, quantity, modifierOptionIds}]. Priced by the pricing engine; 422 errors name the item path (items[2].modifierOptionIds[0]).',
      args: { qrToken: path('qrToken'), input: body() },
    },
    {
      method: 'POST', path: `${GUEST}/{qrToken}/orders`, operation: 'mutation', field: 'placeGuestOrder', credential: 'guest', idempotency: 'required',
      summary: 'Place a guest order',
      description: 'Header Idempotency-Key required (400 IDEMPOTENCY_KEY_REQUIRED). Body items and payments [{methodId, amountIqd}]: payments add up to the total exactly, or are empty to pay at the counter. The answer carries orderToken (send it as X-Order-Token to follow the order).',
      args: { qrToken: path('qrToken'), input: body() },
    },
    {
      method: 'GET', path: `${GUEST}/{qrToken}/orders/{orderId}`, operation: 'query', field: 'guestOrder', credential: 'guest', extension: true,
      summary: 'Follow a guest order', description: "Header X-Order-Token: the order's token. A wrong or missing token, or another table's order, is 404.",
      args: { qrToken: path('qrToken'), orderId: path('orderId'), orderToken: header('x-order-token') },
    },
    {
      method: 'GET', path: `${PUBLIC}/branches`, operation: 'query', field: 'partnerBranches', credential: 'key', envelope: 'partner', extension: true,
      summary: 'Partner: branches', description: 'Scope menu:read or orders:read. Query limit (1-200, default 50), offset.',
      args: { limit: query('limit'), offset: query('offset') },
    },
    {
      method: 'GET', path: `${PUBLIC}/menu`, operation: 'query', field: 'partnerMenu', credential: 'key', envelope: 'partner', extension: true,
      summary: "Partner: a branch's menu", description: 'Scope menu:read. Query branchId (required), channelId (default: products offered on Partner channels). data: the categories with their products.',
      args: { branchId: query('branchId'), channelId: query('channelId') },
    },
    {
      method: 'GET', path: `${PUBLIC}/orders`, operation: 'query', field: 'partnerOrders', credential: 'key', envelope: 'partner', extension: true,
      summary: 'Partner: orders', description: 'Scope orders:read. Query limit (1-200, default 50), offset, from, to (date-times of placement), status, branchId; oldest first (creation, then id).',
      args: { limit: query('limit'), offset: query('offset'), from: query('from'), to: query('to'), status: query('status'), branchId: query('branchId') },
    },
    {
      method: 'GET', path: `${PUBLIC}/orders/{id}`, operation: 'query', field: 'partnerOrder', credential: 'key', envelope: 'partner', extension: true,
      summary: 'Partner: one order', description: 'Scope orders:read.', args: { id: path('id') },
    },
    {
      method: 'POST', path: `${PUBLIC}/orders`, operation: 'mutation', field: 'placePartnerOrder', credential: 'key', envelope: 'partner', extension: true, idempotency: 'required',
      summary: 'Partner: place an order',
      description: "Scope orders:write. Header Idempotency-Key required. Body branchId, channelId, reference (the partner's own, unique in the organisation: 409), items, payments (empty: paid on delivery).",
      args: { input: body() },
    },
    {
      method: 'POST', path: `${PUBLIC}/orders/{id}/cancel`, operation: 'mutation', field: 'cancelPartnerOrder', credential: 'key', envelope: 'partner', extension: true,
      summary: 'Partner: cancel an order it placed', description: 'Scope orders:write. Body reason (required).', args: { id: path('id'), reason: bodyField('reason') },
    },
    {
      method: 'GET', path: `${PUBLIC}/eod-reports`, operation: 'query', field: 'partnerEodReports', credential: 'key', envelope: 'partner', extension: true,
      summary: 'Partner: end-of-day reports', description: 'Scope loss:read. Query limit, offset, from, to (business dates), branchId.',
      args: { limit: query('limit'), offset: query('offset'), from: query('from'), to: query('to'), branchId: query('branchId') },
    },
    ...tillRoutes,
    ...settlementRoutes,
  ],
};
