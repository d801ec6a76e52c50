import type { PurchaseInvoiceStatus, PurchaseOrderStatus } from '../../gql/graphql';

/** What a button on a purchase order does (docs/purchasing.md, "Purchase order states"). */
export type OrderAction = 'edit' | 'submit' | 'approve' | 'reject' | 'revert' | 'receive' | 'reopen' | 'cancel';
export type InvoiceAction = 'edit' | 'submit' | 'approve' | 'reject' | 'pay' | 'cancel';

type Can = (permission: string) => boolean;

const ORDER_MOVES: Record<PurchaseOrderStatus, Array<[OrderAction, string]>> = {
  Draft: [
    ['edit', 'purchasing:write'],
    ['submit', 'purchasing:write'],
    ['cancel', 'purchasing:write'],
  ],
  PendingApproval: [
    ['approve', 'purchasing:approve'],
    ['reject', 'purchasing:approve'],
    ['reopen', 'purchasing:write'],
    ['cancel', 'purchasing:write'],
  ],
  Approved: [
    ['receive', 'purchasing:write'],
    ['revert', 'purchasing:approve'],
    ['cancel', 'purchasing:write'],
  ],
  Received: [],
  Cancelled: [],
};

const INVOICE_MOVES: Record<PurchaseInvoiceStatus, Array<[InvoiceAction, string]>> = {
  Draft: [
    ['edit', 'purchasing:write'],
    ['submit', 'purchasing:write'],
    ['cancel', 'purchasing:write'],
  ],
  PendingApproval: [
    ['approve', 'purchasing:approve'],
    ['reject', 'purchasing:approve'],
  ],
  Approved: [['pay', 'accounting:write']],
  Paid: [],
  Rejected: [['cancel', 'purchasing:write']],
  Cancelled: [],
};

/**
 * The moves the state machine allows from this status and the role may make. The service still
 * decides (a 409 when the order moved meanwhile, or when an invoice bills it); the page only hides
 * what can never work. Whoever raised the pending request may not apply it (the service answers
 * 403, owners included), so `ownRequest` hides "approve"; rejecting one's own request is allowed.
 */
export function purchaseOrderActions(status: PurchaseOrderStatus, can: Can, ownRequest = false): OrderAction[] {
  return ORDER_MOVES[status].filter(([action, permission]) => can(permission) && !(ownRequest && action === 'approve')).map(([action]) => action);
}

export function purchaseInvoiceActions(status: PurchaseInvoiceStatus, can: Can, ownRequest = false): InvoiceAction[] {
  return INVOICE_MOVES[status].filter(([action, permission]) => can(permission) && !(ownRequest && action === 'approve')).map(([action]) => action);
}

/**
 * The line total the service will compute (quantity × unit price, rounded to 1 IQD half away from
 * zero), shown while typing. Quantities have at most 3 decimals, so the product is exact in
 * thousandths; null when the inputs are not numbers yet.
 */
export function previewLineTotal(quantity: number | string, unitPriceIqd: number | string): number | null {
  const q = Number(quantity);
  const p = Number(unitPriceIqd);
  if (quantity === '' || unitPriceIqd === '' || !Number.isFinite(q) || !Number.isFinite(p) || !Number.isInteger(p)) return null;
  const thousandths = BigInt(Math.round(q * 1000)) * BigInt(p);
  const negative = thousandths < 0n;
  const magnitude = negative ? -thousandths : thousandths;
  const rounded = (magnitude + 500n) / 1000n;
  return Number(negative ? -rounded : rounded);
}

/** A short reference for a purchase order (they have no number of their own): PO-1A2B3C4D. */
export function orderReference(id: string): string {
  return `PO-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/**
 * Required choices left empty, by the field path the service would use. Ids are typed UUID in the
 * schema, so an empty choice cannot be sent (the request would be refused as a whole, with no
 * field named); the form answers these itself, beside the fields, and sends nothing.
 */
export function missingChoices(supplierId: string | null, lines: Array<{ inventoryItemId: string | null }>): string[] {
  const missing = supplierId ? [] : ['supplierId'];
  lines.forEach((line, index) => {
    if (!line.inventoryItemId) missing.push(`lines[${index}].inventoryItemId`);
  });
  return missing;
}
