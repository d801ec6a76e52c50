import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import type { TaxCode } from './tax-code.entity';

const schema = schemaOf.object({
  id: schemaOf.uuid,
  code: schemaOf.string,
  name: schemaOf.string,
  nameAr: schemaOf.nullableString,
  kind: schemaOf.string,
  ratePermille: { type: 'integer' },
  appliesTo: schemaOf.string,
  active: { type: 'boolean' },
  deletedAt: { type: ['string', 'null'], format: 'date-time' },
  deleteReason: schemaOf.nullableString,
});

export const taxCodeEvents = resourceEvents({
  area: 'accounting',
  resource: 'tax-code',
  schema,
  example: {
    id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
    code: 'VAT15',
    name: 'VAT 15 %',
    nameAr: 'ضريبة القيمة المضافة ١٥٪',
    kind: 'Vat',
    ratePermille: 150,
    appliesTo: 'Sales',
    active: true,
    deletedAt: null,
    deleteReason: null,
  },
  changes: {
    created: 'A tax code was created.',
    updated: 'A tax code was changed (name, rate or use).',
    activated: 'A tax code was activated.',
    deactivated: 'A tax code was deactivated.',
    deleted: 'A tax code was deleted (soft).',
  },
  examples: { deactivated: { active: false }, deleted: { deletedAt: '2026-01-31T09:30:00.000Z', deleteReason: 'Replaced by VAT10' } },
});

export function taxCodePayload(taxCode: TaxCode): Record<string, unknown> {
  return {
    id: taxCode.id,
    code: taxCode.code,
    name: taxCode.name,
    nameAr: taxCode.nameAr,
    kind: taxCode.kind,
    ratePermille: taxCode.ratePermille,
    appliesTo: taxCode.appliesTo,
    active: taxCode.active,
    deletedAt: taxCode.deletedAt?.toISOString() ?? null,
    deleteReason: taxCode.deleteReason,
  };
}
