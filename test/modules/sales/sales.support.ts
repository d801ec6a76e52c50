import type { TestApp } from '../../support/test-app';
import type { TestTenant } from '../../support/factories';

export const C = '/api/v1/console';
export const GUEST = '/api/v1/guest/self-order';
export const PUBLIC = '/api/v1/public';
export const MISSING = '00000000-0000-4000-8000-000000000000';

export interface Shop {
  productId: string;
  drinkId: string;
  /** Option of the product's modifier group ("Large", +1000). */
  largeId: string;
  categoryId: string;
  channelId: string;
  cardId: string;
  qrToken: string;
  tableId: string;
}

async function ok(app: TestApp, method: string, path: string, token: string, body?: unknown): Promise<any> {
  const res = await app.request(method, path, { token, body });
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A small menu (a dish with a size choice, a drink), a SelfOrder channel, a card method and a table with its QR token. */
export async function openShop(app: TestApp, tenant: TestTenant, prefix = 'S'): Promise<Shop> {
  const token = tenant.owner.token;
  const category = await ok(app, 'POST', `${C}/product-categories`, token, { code: `${prefix}-MAIN`, name: 'Mains', nameAr: 'الأطباق' });
  const group = await ok(app, 'POST', `${C}/catalog/modifier-groups`, token, {
    name: 'Size',
    nameAr: 'الحجم',
    minChoices: 0,
    maxChoices: 1,
    required: false,
    options: [{ name: 'Large', nameAr: 'كبير', priceDeltaIqd: 1000 }],
  });
  const product = await ok(app, 'POST', `${C}/catalog/products`, token, {
    code: `${prefix}-BIR`,
    name: 'Biryani',
    nameAr: 'برياني',
    basePriceIqd: 6000,
    categoryId: category.id,
    modifierGroupIds: [group.id],
    channels: ['SelfOrder', 'Partner', 'DineIn'],
  });
  const drink = await ok(app, 'POST', `${C}/catalog/products`, token, {
    code: `${prefix}-TEA`,
    name: 'Tea',
    nameAr: 'شاي',
    basePriceIqd: 500,
    channels: ['SelfOrder', 'Partner'],
  });
  await ok(app, 'POST', `${C}/catalog/products`, token, { code: `${prefix}-HALL`, name: 'Hall only', basePriceIqd: 9000, channels: ['DineIn'] });
  const channel = await ok(app, 'POST', `${C}/settings/channels`, token, { name: 'QR', kind: 'SelfOrder' });
  const card = await ok(app, 'POST', `${C}/settings/payment-methods`, token, { name: 'Card', nameAr: 'بطاقة', kind: 'Card', allowedForSelfOrder: true });
  const table = await ok(app, 'POST', `${C}/self-order/tables`, token, { name: `${prefix}-T1`, area: 'Hall' });
  const largeId = product.modifierGroups?.[0]?.options?.[0]?.id ?? group.options[0].id;
  return {
    productId: product.id,
    drinkId: drink.id,
    largeId,
    categoryId: category.id,
    channelId: channel.id,
    cardId: card.id,
    qrToken: table.qrToken,
    tableId: table.table.id,
  };
}
