import type { TestApp } from '../../support/test-app';

export const C = '/api/v1/console';
export const BATCHES = `${C}/production/batches`;
/** The clock of the production tests: business days in March 2026. */
export const NOW = new Date('2026-03-15T10:00:00Z');

export interface Catalogue {
  chicken: string;
  meat: string;
  rice: string;
  oil: string;
  riceBox: string;
  plate: string;
  box: string;
}

async function post(app: TestApp, token: string, path: string, body: Record<string, unknown>): Promise<string> {
  const res = await app.request('POST', `${C}${path}`, { token, body });
  if (res.status !== 200) throw new Error(`fixture ${path} failed: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

/** Items and capacity types a batch needs, in the organisation of `token`. */
export async function createCatalogue(app: TestApp, token: string): Promise<Catalogue> {
  const item = (name: string, unit: string, kind: string, standardCostIqd: number) =>
    post(app, token, '/catalog/inventory-items', { name, unit, kind, standardCostIqd });
  return {
    chicken: await item('Whole chicken', 'Piece', 'Chicken', 6000),
    meat: await item('Lamb', 'Kg', 'Meat', 18000),
    rice: await item('Basmati rice', 'Kg', 'Rice', 2500),
    oil: await item('Sunflower oil', 'L', 'Ingredient', 3000),
    riceBox: await item('Rice box', 'Piece', 'Product', 0),
    plate: await post(app, token, '/catalog/capacity-types', { name: 'Plate' }),
    box: await post(app, token, '/catalog/capacity-types', { name: 'Box' }),
  };
}

/** A valid batch body: 10 chickens (60,000), 2.5 kg meat (45,000), 20 kg rice (50,000), 0.5 l oil (1,500) = 156,500 IQD. */
export function batchBody(catalogue: Catalogue, businessDate: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    businessDate,
    chickenItemId: catalogue.chicken,
    chickenCount: 10,
    meatItemId: catalogue.meat,
    meatKg: 2.5,
    riceItemId: catalogue.rice,
    rawRiceKg: 20,
    cookedRiceMultiplier: 2.37,
    reservedRiceDirectSaleKg: 8,
    riceRoundingMethod: 'Nearest',
    extras: [{ inventoryItemId: catalogue.oil, quantity: 500, unit: 'Ml' }],
    notes: 'Morning run',
    ...overrides,
  };
}

export async function createBatch(
  app: TestApp,
  token: string,
  catalogue: Catalogue,
  businessDate: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await app.request('POST', BATCHES, { token, body: batchBody(catalogue, businessDate, overrides) });
  if (res.status !== 200) throw new Error(`batch fixture failed: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

export async function moveTo(app: TestApp, token: string, id: string, ...statuses: string[]): Promise<void> {
  for (const status of statuses) {
    const res = await app.request('PUT', `${BATCHES}/${id}/status`, { token, body: { status } });
    if (res.status !== 200) throw new Error(`status ${status} failed: ${JSON.stringify(res.body)}`);
  }
}
