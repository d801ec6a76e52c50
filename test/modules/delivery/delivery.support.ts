import type { TestApp } from '../../support/test-app';
import type { TestTenant } from '../../support/factories';

export const C = '/api/v1/console';
export const D = `${C}/delivery`;
export const MISSING = '00000000-0000-4000-8000-000000000000';

export async function ok(app: TestApp, method: string, path: string, token: string, body?: unknown): Promise<any> {
  const res = await app.request(method, path, { token, body });
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export interface DeliveryShop {
  channelId: string;
  productId: string;
  drinkId: string;
  largeId: string;
  categoryId: string;
}

/** A Partner channel "Lezzoo" with a dish (size choice) and a drink offered on it. */
export async function deliveryShop(app: TestApp, tenant: TestTenant, prefix = 'D'): Promise<DeliveryShop> {
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
    channels: ['Partner', 'Delivery'],
  });
  const drink = await ok(app, 'POST', `${C}/catalog/products`, token, {
    code: `${prefix}-TEA`,
    name: 'Tea',
    nameAr: 'شاي',
    basePriceIqd: 500,
    categoryId: category.id,
    channels: ['Partner', 'Delivery'],
  });
  const channel = await ok(app, 'POST', `${C}/settings/channels`, token, { name: `Lezzoo ${prefix}`, kind: 'Partner' });
  return {
    channelId: channel.id,
    productId: product.id,
    drinkId: drink.id,
    largeId: product.modifierGroups?.[0]?.options?.[0]?.id ?? group.options[0].id,
    categoryId: category.id,
  };
}
