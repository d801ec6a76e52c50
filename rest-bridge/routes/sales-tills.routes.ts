import { body, bodyField, CONSOLE, list, path, query, queryObject, RouteDefinition } from '../route-types';

const TILLS = `${CONSOLE}/sales/tills`;

/** Cash at the till (docs/cash.md): currencies and rates, tills, sessions, movements, counter payments, the blind close. */
export const tillRoutes: RouteDefinition[] = [
  {
    method: 'GET', path: `${TILLS}/currencies`, operation: 'query', field: 'cashCurrencies', credential: 'session-or-key', extension: true,
    summary: 'Accepted currencies and their denominations', description: 'IQD and USD with their notes until the organisation sets its own list. Amounts in the minor unit (USD cents).',
  },
  {
    method: 'PUT', path: `${TILLS}/currencies`, operation: 'mutation', field: 'setCashCurrencies', credential: 'session-or-key', extension: true,
    summary: 'Replace the accepted currencies', description: 'Body currencies[] of {code (ISO 4217), denominations[] (minor unit)}; IQD must be in the list. Permission cash:approve.',
    args: { input: body() },
  },
  {
    method: 'GET', path: `${TILLS}/exchange-rates`, operation: 'query', field: 'exchangeRates', credential: 'session-or-key', extension: true,
    summary: 'Exchange-rate history to IQD', description: 'Query CurrencyCode, Limit (default 100). Newest first: the first row per currency is the rate in force.',
    args: { currencyCode: query('CurrencyCode'), limit: query('Limit') },
  },
  {
    method: 'POST', path: `${TILLS}/exchange-rates`, operation: 'mutation', field: 'setExchangeRate', credential: 'session-or-key', extension: true,
    summary: 'Set the rate to IQD from now on', description: 'Body currencyCode, iqdPer100 (whole IQD per 100 units: 131500 = 1,315 IQD per dollar), note. Permission cash:approve.',
    args: { input: body() },
  },
  {
    method: 'GET', path: TILLS, operation: 'query', field: 'tills', credential: 'session-or-key', extension: true,
    summary: 'List tills', description: 'Query BranchId, Active and the standard list parameters; Sort: name, createdAt, updatedAt.',
    args: { list: list(), filter: queryObject({ branchId: 'BranchId', active: 'Active' }) },
  },
  {
    method: 'POST', path: TILLS, operation: 'mutation', field: 'createTill', credential: 'session-or-key', extension: true,
    summary: 'Create a till', description: "Body branchId (default: the caller's branch), name (unique in the branch). Permission cash:approve.",
    args: { input: body() },
  },
  {
    method: 'GET', path: `${TILLS}/sessions`, operation: 'query', field: 'tillSessions', credential: 'session-or-key', extension: true,
    summary: 'List till sessions',
    description: 'Query TillId, BranchId, Status (Open, Counted, Closed), BusinessDateFrom, BusinessDateTo, WithVariance and the standard list parameters; Sort: openedAt, businessDate, status, varianceIqd.',
    args: {
      list: list(),
      filter: queryObject({ tillId: 'TillId', branchId: 'BranchId', status: 'Status', businessDateFrom: 'BusinessDateFrom', businessDateTo: 'BusinessDateTo', withVariance: 'WithVariance' }),
    },
  },
  {
    method: 'GET', path: `${TILLS}/sessions/{id}`, operation: 'query', field: 'tillSession', credential: 'session-or-key', extension: true,
    summary: 'Get a till session with its movements and payments', args: { id: path('id') },
  },
  {
    method: 'POST', path: `${TILLS}/sessions/{id}/movements`, operation: 'mutation', field: 'recordTillMovement', credential: 'session-or-key', extension: true,
    summary: 'Record a cash movement', description: 'Body kind (CashIn, CashOut, SupplierPayout, SafeDrop, NoSale), currency, amount (minor unit; none for NoSale), reason, purchaseInvoiceId (SupplierPayout only).',
    args: { sessionId: path('id'), input: body() },
  },
  {
    method: 'POST', path: `${TILLS}/sessions/{id}/payments`, operation: 'mutation', field: 'payOrderAtTill', credential: 'session-or-key', extension: true,
    summary: "Take an order's amount due in cash", description: 'Body orderId, tenders[] of {currency, amount (minor unit)}, methodId (a Cash method; default the first active one). Change is given in IQD.',
    args: { sessionId: path('id'), input: body() },
  },
  {
    method: 'POST', path: `${TILLS}/sessions/{id}/count`, operation: 'mutation', field: 'countTillSession', credential: 'session-or-key', extension: true,
    summary: 'Blind count of the drawer', description: 'Body counts[] of {currency, denomination, quantity}. The answer shows expected, counted and the variance in IQD.',
    args: { sessionId: path('id'), input: body() },
  },
  {
    method: 'POST', path: `${TILLS}/sessions/{id}/approve`, operation: 'mutation', field: 'approveTillClose', credential: 'session-or-key', extension: true,
    summary: 'Approve the close (maker-checker)', description: 'Body note. 403 for the user who opened or counted the session; 409 unless Counted. Permission cash:approve.',
    args: { sessionId: path('id'), note: bodyField('note') },
  },
  {
    method: 'POST', path: `${TILLS}/sessions/{id}/reopen-count`, operation: 'mutation', field: 'reopenTillCount', credential: 'session-or-key', extension: true,
    summary: 'Send the count back for a recount', description: 'Body reason (required). The session is Open again. Permission cash:approve.',
    args: { sessionId: path('id'), reason: bodyField('reason') },
  },
  {
    method: 'GET', path: `${TILLS}/{id}`, operation: 'query', field: 'till', credential: 'session-or-key', extension: true,
    summary: 'Get a till (with its current session)', args: { id: path('id') },
  },
  {
    method: 'PATCH', path: `${TILLS}/{id}`, operation: 'mutation', field: 'updateTill', credential: 'session-or-key', extension: true,
    summary: 'Change a till', description: 'Body name, active. Permission cash:approve.',
    args: { id: path('id'), input: body() },
  },
  {
    method: 'POST', path: `${TILLS}/{id}/sessions`, operation: 'mutation', field: 'openTillSession', credential: 'session-or-key', extension: true,
    summary: 'Open a session with a float', description: 'Body floats[] of {currency, amount (minor unit)}. 409 when the till has a session that is not closed.',
    args: { tillId: path('id'), input: body() },
  },
];

const SETTLEMENTS = `${CONSOLE}/sales/tills/settlements`;

/** Card, Qi and wallet settlements expected from the bank (docs/cash.md, "Settlements"). */
export const settlementRoutes: RouteDefinition[] = [
  {
    method: 'GET', path: SETTLEMENTS, operation: 'query', field: 'salesSettlements', credential: 'session-or-key', extension: true,
    summary: 'List expected settlements and their match state',
    description: 'Query BranchId, Status (Expected, Matched), Kind (Card, Qi, Wallet), Overdue, BusinessDateFrom, BusinessDateTo and the standard list parameters; Sort: businessDate, expectedIqd, status, createdAt.',
    args: { list: list(), filter: queryObject({ branchId: 'BranchId', status: 'Status', kind: 'Kind', overdue: 'Overdue', businessDateFrom: 'BusinessDateFrom', businessDateTo: 'BusinessDateTo' }) },
  },
  {
    method: 'POST', path: `${SETTLEMENTS}/refresh`, operation: 'mutation', field: 'refreshSalesSettlements', credential: 'session-or-key', extension: true,
    summary: "Compute a branch's expected settlements of a business day",
    description: "Body businessDate, branchId (default: the caller's branch). Matched settlements keep their figures. Bank lines are matched with POST accounting/bank-statement-lines/{id}/match, matchType SalesSettlement.",
    args: { businessDate: bodyField('businessDate'), branchId: bodyField('branchId') },
  },
  {
    method: 'GET', path: `${SETTLEMENTS}/{id}`, operation: 'query', field: 'salesSettlement', credential: 'session-or-key', extension: true,
    summary: 'Get a settlement', args: { id: path('id') },
  },
];
