import { DeliveryFulfilment } from '../../shared/delivery-vocabulary';
import type { PlatformOrder, PlatformOrderItem, PlatformOrderOption, PlatformOrderTotals } from '../adapter';
import { DH_REJECT_REASONS, type DhDiscount, type DhOrder, type DhRejectReason, type DhTopping } from './delivery-hero.types';

/*
 * The pure rules of the Delivery Hero adapter: reading its order into the normalised order, its
 * amounts, and the reject reason codes it accepts (docs/delivery.md, "Delivery Hero (Talabat)").
 */

/**
 * A Delivery Hero amount ("12000.00", "12000", 12000) in whole IQD, half away from zero; null when
 * absent or not a decimal number. Read from the digits, not through a float, so "0.5" is 1.
 */
export function dhAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value) : null;
  if (typeof value !== 'string') return null;
  const match = /^\s*(-?)(\d{1,15})(?:\.(\d+))?\s*$/.exec(value);
  if (!match) return null;
  const whole = Number(match[2]) + (match[3] && Number(match[3][0]) >= 5 ? 1 : 0);
  return match[1] === '-' && whole !== 0 ? -whole : whole;
}

/** A positive whole quantity ("2", 2); 1 when the platform states none or nonsense. */
export function dhQuantity(value: unknown): number {
  const n = typeof value === 'string' ? Number(value.trim()) : typeof value === 'number' ? value : NaN;
  return Number.isInteger(n) && n > 0 ? n : 1;
}

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The id a line or topping is mapped by: the POS code Delivery Hero echoes (`remoteCode`, the id
 * the service pushed in its catalog), else the platform's own item id, else its name.
 */
function itemKey(item: { remoteCode?: string | null; id?: string; name?: string }): string {
  return text(item.remoteCode) ?? (text(item.id) ? `dh:${item.id!.trim()}` : `name:${text(item.name) ?? '?'}`);
}

/** Toppings with their children (Delivery Hero nests choices up to five levels), depth first. */
function flattenToppings(toppings: DhTopping[] | undefined, out: PlatformOrderOption[] = [], depth = 0): PlatformOrderOption[] {
  if (!Array.isArray(toppings) || depth > 5) return out;
  for (const topping of toppings) {
    if (!topping || typeof topping !== 'object') continue;
    out.push({ platformItemId: itemKey(topping), name: text(topping.name) ?? '?', quantity: dhQuantity(topping.quantity) });
    flattenToppings(topping.children, out, depth + 1);
  }
  return out;
}

export type DhTotals = PlatformOrderTotals;

/** Adds each discount's sponsorships to its sponsor; a discount without a breakdown counts as the restaurant's. */
function addDiscounts(discounts: DhDiscount[] | undefined, totals: DhTotals): void {
  if (!Array.isArray(discounts)) return;
  for (const discount of discounts) {
    const amount = dhAmount(discount?.amount) ?? 0;
    const shares = Array.isArray(discount?.sponsorships) ? discount.sponsorships : [];
    for (const share of shares) {
      const part = dhAmount(share?.amount) ?? 0;
      if (share?.sponsor === 'PLATFORM') totals.discountPlatform += part;
      else if (share?.sponsor === 'THIRD_PARTY') totals.discountThirdParty += part;
      else totals.discountVendor += part;
    }
    if (shares.length === 0) totals.discountVendor += amount;
  }
}

function toppingDiscounts(toppings: DhTopping[] | undefined, totals: DhTotals, depth = 0): void {
  if (!Array.isArray(toppings) || depth > 5) return;
  for (const topping of toppings) {
    addDiscounts(topping?.discounts, totals);
    toppingDiscounts(topping?.children, totals, depth + 1);
  }
}

function toppingsPrice(toppings: DhTopping[] | undefined, depth = 0): number {
  if (!Array.isArray(toppings) || depth > 5) return 0;
  return toppings.reduce((sum, t) => sum + (dhAmount(t?.price) ?? 0) + toppingsPrice(t?.children, depth + 1), 0);
}

/**
 * The order's amounts in IQD. The subtotal adds the lines' original prices (`paidPrice`, else
 * `unitPrice` × quantity) and their toppings' prices (per line, as the payload states them), so it
 * compares with what the price tier computes; product-level and order-level discounts are split by
 * sponsor (PLATFORM, VENDOR, THIRD_PARTY).
 */
export function dhTotals(order: DhOrder): DhTotals {
  const totals: DhTotals = {
    subtotal: null,
    deliveryFee: 0,
    discountPlatform: 0,
    discountVendor: 0,
    discountThirdParty: 0,
    grandTotal: dhAmount(order.price?.grandTotal),
    payRestaurant: dhAmount(order.price?.payRestaurant),
  };
  const products = Array.isArray(order.products) ? order.products : [];
  let itemsSum = 0;
  for (const product of products) {
    const line = dhAmount(product?.paidPrice) ?? (dhAmount(product?.unitPrice) ?? 0) * dhQuantity(product?.quantity);
    itemsSum += line + toppingsPrice(product?.selectedToppings);
    addDiscounts(product?.discounts, totals);
    toppingDiscounts(product?.selectedToppings, totals);
  }
  totals.subtotal = products.length > 0 ? itemsSum : dhAmount(order.price?.subTotal);
  addDiscounts(order.discounts, totals);
  for (const fee of Array.isArray(order.price?.deliveryFees) ? order.price.deliveryFees : []) totals.deliveryFee += dhAmount(fee?.value) ?? 0;
  return totals;
}

export interface DhOrderProblem {
  field: string;
  message: string;
}

/** What a dispatched order lacks to be taken at all (a 400 to the middleware). */
export function dhOrderProblems(order: unknown): DhOrderProblem[] {
  if (!order || typeof order !== 'object' || Array.isArray(order)) return [{ field: 'body', message: 'must be a JSON object' }];
  const o = order as DhOrder;
  const problems: DhOrderProblem[] = [];
  if (!text(o.token)) problems.push({ field: 'token', message: 'is required' });
  else if (o.token!.length > 200) problems.push({ field: 'token', message: 'must be at most 200 characters' });
  if (!Array.isArray(o.products) || o.products.length === 0) problems.push({ field: 'products', message: 'must list at least one product' });
  else if (o.products.length > 500) problems.push({ field: 'products', message: 'must list at most 500 products' });
  else if (o.products.some((p) => !p || typeof p !== 'object')) problems.push({ field: 'products', message: 'must be objects' });
  return problems;
}

/** The dispatched order, normalised: the middleware's `token` is the platform order id (every callback is keyed on it). */
export function dhOrderToPlatformOrder(order: DhOrder): PlatformOrder & { totals: DhTotals } {
  const customerName = [text(order.customer?.firstName), text(order.customer?.lastName)].filter(Boolean).join(' ');
  const notes: string[] = [];
  if (order.test === true) notes.push('TEST ORDER');
  const customerComment = text(order.comments?.customerComment);
  if (customerComment) notes.push(customerComment);
  const instructions = text(order.delivery?.address?.deliveryInstructions);
  if (instructions) notes.push(instructions);
  const items: PlatformOrderItem[] = (order.products ?? []).map((product) => ({
    platformItemId: itemKey(product),
    name: text(product.name) ?? '?',
    quantity: dhQuantity(product.quantity),
    unitPrice: dhAmount(product.unitPrice),
    note: text(product.comment),
    options: flattenToppings(product.selectedToppings),
  }));
  const totals = dhTotals(order);
  return {
    platformOrderId: order.token!.trim(),
    displayId: text(order.code) ?? text(order.shortCode),
    fulfilment: order.expeditionType === 'pickup' ? DeliveryFulfilment.Pickup : DeliveryFulfilment.Delivery,
    customer: { name: customerName || null, phone: text(order.customer?.mobilePhone) },
    note: notes.length > 0 ? notes.join(' · ') : null,
    items,
    statedTotal: totals.subtotal,
    raw: order as Record<string, unknown>,
    totals,
  };
}

const REASON_WORDS: Array<[RegExp, DhRejectReason]> = [
  [/deadline|no[ _-]?response|timeout|expired/i, 'NO_RESPONSE'],
  [/busy/i, 'TOO_BUSY'],
  [/sold[ _-]?out|unavailable|out of stock|item/i, 'ITEM_UNAVAILABLE'],
  [/closed|closing/i, 'CLOSED'],
  [/area|address|far/i, 'OUTSIDE_DELIVERY_AREA'],
  [/courier|rider|driver/i, 'NO_COURIER'],
  [/test/i, 'TEST_ORDER'],
  [/fraud|prank/i, 'FRAUD_PRANK'],
];

/**
 * The reason code Delivery Hero accepts for a rejection: the reason itself when it is one of its
 * codes (any case), else the code its words suggest (busy → TOO_BUSY, sold out → ITEM_UNAVAILABLE,
 * the accept deadline → NO_RESPONSE…), else TECHNICAL_PROBLEM.
 */
export function dhRejectReason(reason: string | null): DhRejectReason {
  const given = (reason ?? '').trim();
  const code = given.toUpperCase().replace(/[\s-]+/g, '_');
  if ((DH_REJECT_REASONS as readonly string[]).includes(code)) return code as DhRejectReason;
  for (const [pattern, mapped] of REASON_WORDS) if (pattern.test(given)) return mapped;
  return 'TECHNICAL_PROBLEM';
}
