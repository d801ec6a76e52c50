import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import { PAYMENT_KINDS } from '../shared/sales-vocabulary';
import type { PaymentMethod } from './payment-method.entity';

const schema = schemaOf.object({
  id: schemaOf.uuid,
  name: schemaOf.string,
  nameAr: schemaOf.nullableString,
  kind: { type: 'string', enum: [...PAYMENT_KINDS] },
  allowedForSelfOrder: schemaOf.boolean,
  active: schemaOf.boolean,
});

export const paymentMethodEvents = resourceEvents({
  area: 'sales',
  resource: 'payment-method',
  schema,
  example: { id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Cash', nameAr: 'نقداً', kind: 'Cash', allowedForSelfOrder: false, active: true },
  changes: {
    created: 'A payment method was created.',
    updated: 'A payment method was changed (names, kind, self-order or active flag).',
  },
});

export function paymentMethodPayload(method: PaymentMethod): Record<string, unknown> {
  return { id: method.id, name: method.name, nameAr: method.nameAr, kind: method.kind, allowedForSelfOrder: method.allowedForSelfOrder, active: method.active };
}
