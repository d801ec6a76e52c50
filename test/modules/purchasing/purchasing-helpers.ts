import type { TestApp } from '../../support/test-app';

export const C = '/api/v1/console';
export const SUPPLIERS = `${C}/purchasing/suppliers`;
export const ORDERS = `${C}/purchase-orders`;
export const INVOICES = `${C}/purchase-invoices`;
export const REQUESTS = `${C}/purchasing/approval-requests`;
export const SETTINGS = `${C}/settings/purchasing`;
export const NOW = new Date('2026-03-10T09:00:00Z');

function ok<T = any>(res: { status: number; body: any }, what: string): T {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

const unique = () => Math.random().toString(36).slice(2, 8);

export async function createSupplier(app: TestApp, token: string, body: Record<string, unknown> = {}): Promise<string> {
  return ok(await app.request('POST', SUPPLIERS, { token, body: { name: `Supplier ${unique()}`, ...body } }), 'supplier').id;
}

export async function createItem(app: TestApp, token: string, unit = 'Kg'): Promise<string> {
  const res = await app.request('POST', `${C}/catalog/inventory-items`, {
    token,
    body: { name: `Item ${unique()}`, unit, kind: 'Ingredient', standardCostIqd: 1000 },
  });
  return ok(res, 'inventory item').id;
}

export interface Stock {
  supplierId: string;
  itemA: string;
  itemB: string;
}

export async function createStock(app: TestApp, token: string): Promise<Stock> {
  return { supplierId: await createSupplier(app, token), itemA: await createItem(app, token), itemB: await createItem(app, token, 'Piece') };
}

/** A Draft order of `totalIqd` (one line: 1 × price) unless lines are given. */
export async function createOrder(app: TestApp, token: string, stock: Stock, totalIqd = 500_000, extra: Record<string, unknown> = {}): Promise<any> {
  const res = await app.request('POST', ORDERS, {
    token,
    body: { supplierId: stock.supplierId, lines: [{ inventoryItemId: stock.itemA, quantity: 1, unitPriceIqd: totalIqd }], ...extra },
  });
  return ok(res, 'purchase order');
}

export async function submitOrder(app: TestApp, token: string, id: string): Promise<any> {
  return ok(await app.request('POST', `${ORDERS}/${id}/submit`, { token, body: {} }), 'submit order');
}

/** The Pending approval request of a document. */
export async function pendingRequestOf(app: TestApp, token: string, targetId: string): Promise<any> {
  const list = ok(await app.request('GET', `${REQUESTS}?TargetId=${targetId}&Status=Pending`, { token }), 'requests');
  if (list.items.length !== 1) throw new Error(`expected one pending request, got ${list.items.length}`);
  return list.items[0];
}

export async function setSettings(app: TestApp, token: string, body: Record<string, unknown>): Promise<any> {
  return ok(await app.request('PUT', SETTINGS, { token, body }), 'settings');
}

export async function createInvoice(app: TestApp, token: string, stock: Stock, totalIqd: number, extra: Record<string, unknown> = {}): Promise<any> {
  const res = await app.request('POST', INVOICES, {
    token,
    body: {
      supplierId: stock.supplierId,
      invoiceNumber: `INV-${unique()}`,
      invoiceDate: '2026-03-09',
      lines: [{ inventoryItemId: stock.itemA, quantity: 1, unitPriceIqd: totalIqd }],
      ...extra,
    },
  });
  return ok(res, 'purchase invoice');
}
