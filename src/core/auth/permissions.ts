/**
 * Permissions are the one vocabulary for what a caller may do. Roles grant sets of them to console
 * users; API keys carry a subset as scopes (never more than their creator holds). Shield rules
 * check permissions, never role names.
 */
export const PERMISSIONS = {
  'hr:read': 'Read departments, positions, employees, advances, loans and leave.',
  'hr:write': 'Create and change departments, positions, employees; request advances, loans and leave.',
  'hr:decide': 'Approve or reject advances, loans and leave; record payments and repayments; change employment status.',
  'hr:request-own':
    "Self-service: see one's own employee record, advances, loans and leave (plus departments, positions and leave types) and request or cancel them for oneself.",
  'labour:read':
    "Read rosters (every employee's shifts at the branches one covers), roster templates, shift swap requests, punches, timesheets, the labour report and labour settings.",
  'labour:manage':
    'Add, change and remove shifts; copy weeks and apply templates; publish rosters; decide shift swap requests; register kiosk devices and set PINs; import terminal files; correct punches and approve timesheets; change labour settings.',
  'delivery:read': 'Read delivery platform connections (never their credentials), item mappings, platform orders and the call log.',
  'delivery:manage': 'Connect branches to delivery platforms, map their items, accept or reject platform orders, set busy or paused, push menus.',
  'catalog:read': 'Read inventory items, capacity types, product categories and bills of materials.',
  'catalog:write': 'Create and change inventory items, capacity types, product categories, bills of materials and catalogue imports.',
  'production:read': 'Read production batches, their outputs and waste.',
  'production:write': 'Create and change production batches, outputs and waste.',
  'period-lock:write': "Lock a branch's business days up to a date (or move the lock later).",
  'period-lock:unlock': "Move a branch's period lock earlier or remove it.",
  'accounting:read': 'Read bank accounts, statement lines and tax codes.',
  'accounting:write': 'Import statements, reconcile lines, manage bank accounts and tax codes.',
  'commercial:read': 'Read sales channels, branch groups, promotions and their change requests; price carts (priceQuote).',
  'commercial:write': 'Create and change sales channels, branch groups and promotions.',
  'commercial:propose': 'Propose a new promotion or a change to one, for another user to approve.',
  'commercial:approve': "Approve or reject promotion change requests (never one's own approval).",
  'loss:read': 'Read loss-control pilots and end-of-day reports.',
  'loss:write': 'Create and change loss-control pilots and end-of-day reports.',
  'purchasing:read': 'Read suppliers, purchase orders, purchase invoices, approval requests and purchasing settings.',
  'purchasing:write': 'Create and change suppliers, purchase orders and purchase invoices; submit them for approval.',
  'purchasing:approve': 'Apply and revert purchase approvals.',
  'inventory:read': 'Read stock on hand and its value, movements, waste records, transfers, stock counts (with expected quantities) and par levels.',
  'inventory:write':
    'Record opening balances, manual adjustments and waste; create, send, receive and cancel transfers; set par levels; turn reorder suggestions into purchase orders.',
  'inventory:count': 'Enter stock counts without seeing the expected quantities (blind count).',
  'inventory:approve': 'Approve stock counts (posting their differences) and see expected quantities while counting.',
  'analytics:read':
    'Read food cost and loss analytics: usage variance per item and branch, its source movements, daily close summaries and the analytics settings.',
  'analytics:close': "Close or recompute a branch's ended business day on request (the scheduled job does it by itself).",
  'forecast:read':
    "Read demand forecasts: a branch's forecast series, tomorrow's batch proposal, the backtest and after-the-fact reports, the forecast calendar and settings.",
  'forecast:manage': "Edit the organisation's forecast calendar and settings and recompute a branch's forecast on request.",
  'exports:read': 'Read export jobs, report subscriptions and export presets; download exports.',
  'exports:write': 'Create export jobs, report subscriptions and export presets.',
  'audit:read': 'Read the audit trail of records.',
  'orders:read': 'Read orders (partner API).',
  'orders:write': 'Create orders (partner API).',
  'sales:read':
    'Read the sales ledger (orders of every source), payment methods, self-order tables, kitchen tickets and what is sold out; follow the live order board.',
  'sales:write':
    'Enter orders at the counter; move orders through their states and cancel them; bump and void kitchen tickets; mark products sold out or available.',
  'sales:refund': 'Refund paid orders with a reason (money back out of a till or by card or wallet, the stock of the lines put back).',
  'sales:manage': 'Create and change payment methods and self-order tables; rotate and revoke their QR tokens; set kitchen stations.',
  'menu:read': 'Read branches and their menus (partner API).',
  'cash:operate': 'Run a till: open a session with a float, record cash movements and counter cash payments, count the drawer at the close.',
  'cash:approve':
    "Approve or reopen a till session's close (never one's own count), set the exchange rate and accepted currencies, read every session's expected cash and the card/wallet settlements.",
  'members:manage': 'Invite users and manage their roles and branches (console session only).',
  'developers:manage': 'Manage API keys and webhooks (console session only).',
  'settings:manage': 'Add, change, deactivate and activate branches; change organisation settings (console session only).',
} as const;

export type Permission = keyof typeof PERMISSIONS;

export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

/** Permissions that only a signed-in person may use; they are never offered as API-key scopes. */
export const SESSION_ONLY_PERMISSIONS: ReadonlySet<Permission> = new Set<Permission>(['members:manage', 'developers:manage', 'settings:manage']);

export function isPermission(value: string): value is Permission {
  return Object.prototype.hasOwnProperty.call(PERMISSIONS, value);
}
