import { type FieldErrors, validationError } from '../../../../core/errors/app-error';
import { DeliveryFulfilment } from '../../shared/delivery-vocabulary';
import type { PlatformOrder, PlatformOrderItem } from '../adapter';

/*
 * The generic JSON order (docs/delivery.md, "Generic JSON format"), checked field by field: a bad
 * field is a 422 naming it (`data.items[0].quantity`), nothing is stored.
 */

export const MAX_ITEMS = 200;
const MAX_TEXT = 500;

type Json = Record<string, unknown>;

function text(value: unknown, key: string, errors: FieldErrors, options: { required?: boolean; max?: number } = {}): string | null {
  if (value === undefined || value === null || value === '') {
    if (options.required) errors[key] = ['is required'];
    return null;
  }
  if (typeof value !== 'string') {
    errors[key] = ['must be a string'];
    return null;
  }
  const max = options.max ?? MAX_TEXT;
  if (value.length > max) errors[key] = [`must be at most ${max} characters`];
  return value.trim() || null;
}

function count(value: unknown, key: string, errors: FieldErrors): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 999) {
    errors[key] = ['must be a whole number from 1 to 999'];
    return 1;
  }
  return value;
}

function amount(value: unknown, key: string, errors: FieldErrors): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    errors[key] = ['must be a whole number of IQD, 0 or more'];
    return null;
  }
  return value;
}

export function parseGenericOrder(data: unknown): PlatformOrder {
  const errors: FieldErrors = {};
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw validationError({ data: ['must be an object'] });
  const d = data as Json;
  const orderId = text(d.orderId, 'data.orderId', errors, { required: true, max: 200 });
  const fulfilment = d.fulfilment ?? 'Delivery';
  if (fulfilment !== 'Delivery' && fulfilment !== 'Pickup') errors['data.fulfilment'] = ['must be Delivery or Pickup'];
  const customer = (d.customer && typeof d.customer === 'object' ? d.customer : {}) as Json;
  const items: PlatformOrderItem[] = [];
  if (!Array.isArray(d.items) || d.items.length === 0 || d.items.length > MAX_ITEMS) {
    errors['data.items'] = [`must list 1 to ${MAX_ITEMS} items`];
  } else {
    d.items.forEach((raw, i) => {
      const key = `data.items[${i}]`;
      if (!raw || typeof raw !== 'object') {
        errors[key] = ['must be an object'];
        return;
      }
      const item = raw as Json;
      const options = Array.isArray(item.options) ? item.options : [];
      items.push({
        platformItemId: text(item.id, `${key}.id`, errors, { required: true, max: 200 }) ?? '',
        name: text(item.name, `${key}.name`, errors, { required: true, max: 200 }) ?? '',
        quantity: count(item.quantity, `${key}.quantity`, errors),
        unitPrice: amount(item.unitPrice, `${key}.unitPrice`, errors),
        note: text(item.note, `${key}.note`, errors),
        options: options.map((option, j) => {
          const o = (option && typeof option === 'object' ? option : {}) as Json;
          return {
            platformItemId: text(o.id, `${key}.options[${j}].id`, errors, { required: true, max: 200 }) ?? '',
            name: text(o.name, `${key}.options[${j}].name`, errors, { max: 200 }) ?? '',
            quantity: o.quantity === undefined ? 1 : count(o.quantity, `${key}.options[${j}].quantity`, errors),
          };
        }),
      });
    });
  }
  const order: PlatformOrder = {
    platformOrderId: orderId ?? '',
    displayId: text(d.displayId, 'data.displayId', errors, { max: 50 }),
    fulfilment: fulfilment === 'Pickup' ? DeliveryFulfilment.Pickup : DeliveryFulfilment.Delivery,
    customer: {
      name: text(customer.name, 'data.customer.name', errors, { max: 200 }),
      phone: text(customer.phone, 'data.customer.phone', errors, { max: 50 }),
    },
    note: text(d.note, 'data.note', errors),
    items,
    statedTotal: amount(d.total, 'data.total', errors),
    raw: d,
  };
  if (Object.keys(errors).length) throw validationError(errors);
  return order;
}
