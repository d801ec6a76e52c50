import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import type { Supplier } from './supplier.entity';

export const supplierEvents = resourceEvents({
  area: 'purchasing',
  resource: 'supplier',
  schema: schemaOf.object({
    id: schemaOf.uuid,
    name: schemaOf.string,
    nameAr: schemaOf.nullableString,
    phone: schemaOf.nullableString,
    taxNumber: schemaOf.nullableString,
    active: schemaOf.boolean,
  }),
  example: {
    id: '5b0c8f7e-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
    name: 'Baghdad Poultry Co.',
    nameAr: 'شركة دواجن بغداد',
    phone: '+964 770 123 4567',
    taxNumber: 'TX-10442',
    active: true,
  },
  changes: {
    created: 'A supplier was created.',
    updated: 'A supplier was changed.',
    deactivated: 'A supplier was deactivated.',
    activated: 'A supplier was activated again.',
  },
  examples: { deactivated: { active: false } },
});

export function supplierPayload(supplier: Supplier): Record<string, unknown> {
  return { id: supplier.id, name: supplier.name, nameAr: supplier.nameAr, phone: supplier.phone, taxNumber: supplier.taxNumber, active: supplier.active };
}
