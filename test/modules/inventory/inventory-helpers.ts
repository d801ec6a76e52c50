import type { TestApp } from '../../support/test-app';

export const C = '/api/v1/console';
export const INV = `${C}/inventory`;
export const NOW = new Date('2026-03-10T09:00:00Z');
export const TODAY = '2026-03-10';

export function ok<T = any>(res: { status: number; body: any }, what: string): T {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

const unique = () => Math.random().toString(36).slice(2, 8);

export async function createItem(app: TestApp, token: string, body: Record<string, unknown> = {}): Promise<string> {
  const res = await app.request('POST', `${C}/catalog/inventory-items`, {
    token,
    body: { name: `Item ${unique()}`, unit: 'Kg', kind: 'Ingredient', standardCostIqd: 1000, ...body },
  });
  return ok(res, 'inventory item').id;
}

export async function stockOf(app: TestApp, token: string, itemId: string, branchId?: string): Promise<any | null> {
  const page = ok(await app.request('GET', `${INV}/stock?PerPage=100${branchId ? `&BranchId=${branchId}` : ''}`, { token }), 'stock');
  return page.items.find((row: any) => row.inventoryItemId === itemId) ?? null;
}

export async function movementsOf(app: TestApp, token: string, query: string): Promise<any[]> {
  return ok(await app.request('GET', `${INV}/movements?PerPage=100&${query}`, { token }), 'movements').items;
}

export async function openingBalance(
  app: TestApp,
  token: string,
  inventoryItemId: string,
  quantity: number,
  unitCostIqd: number,
  extra: Record<string, unknown> = {},
) {
  return ok(await app.request('POST', `${INV}/opening-balances`, { token, body: { inventoryItemId, quantity, unitCostIqd, ...extra } }), 'opening balance');
}

/** Balance = ledger sum for every balance row of the database (quantity and value). */
export async function ledgerMismatches(app: TestApp): Promise<unknown[]> {
  return app.runtime.db.dataSource.query(
    `SELECT b.branch_id, b.inventory_item_id, b.on_hand_milli, b.value_iqd, s.qty, s.value
       FROM inventory_balances b
       LEFT JOIN (SELECT branch_id, inventory_item_id, SUM(quantity_milli) AS qty, SUM(value_iqd) AS value FROM inventory_movements GROUP BY 1, 2) s
         ON s.branch_id = b.branch_id AND s.inventory_item_id = b.inventory_item_id
      WHERE b.on_hand_milli <> COALESCE(s.qty, 0) OR b.value_iqd <> COALESCE(s.value, 0)`,
  );
}
