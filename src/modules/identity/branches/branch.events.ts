import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import type { Branch } from './branch.entity';
import type { Organization } from '../organizations/organization.entity';

const branchSchema = schemaOf.object({
  id: schemaOf.uuid,
  name: schemaOf.string,
  nameAr: schemaOf.nullableString,
  code: schemaOf.string,
  address: schemaOf.nullableString,
  phone: schemaOf.nullableString,
  timeZone: schemaOf.string,
  active: { type: 'boolean' },
  deactivatedAt: { type: ['string', 'null'], format: 'date-time' },
  deactivationReason: schemaOf.nullableString,
});
const branchExample = {
  id: '0b9f8e8a-4a8e-4d59-9d5c-0f2d0c7d1a11',
  name: 'Karrada',
  nameAr: 'الكرادة',
  code: 'KRD',
  address: 'Karrada Dakhil St, Baghdad',
  phone: '+9647700000000',
  timeZone: 'Asia/Baghdad',
  active: true,
  deactivatedAt: null,
  deactivationReason: null,
};

export const branchEvents = resourceEvents({
  area: 'settings',
  resource: 'branch',
  schema: branchSchema,
  example: branchExample,
  changes: {
    created: 'A branch was added to the organisation.',
    updated: "A branch's name, code, address, phone or time zone changed.",
    deactivated: 'A branch was deactivated: sign-in, switch-branch and X-Branch-Id to it are refused; its data is kept.',
    activated: 'A deactivated branch was activated again.',
  },
  examples: { deactivated: { active: false, deactivatedAt: '2026-01-31T09:30:00.000Z', deactivationReason: 'Closed for renovation' } },
});

export function branchPayload(branch: Branch): Record<string, unknown> {
  return {
    id: branch.id,
    name: branch.name,
    nameAr: branch.nameAr,
    code: branch.code,
    address: branch.address,
    phone: branch.phone,
    timeZone: branch.timeZone,
    active: branch.active,
    deactivatedAt: branch.deactivatedAt?.toISOString() ?? null,
    deactivationReason: branch.deactivationReason,
  };
}

export const organizationEvents = resourceEvents({
  area: 'settings',
  resource: 'organization',
  schema: schemaOf.object({
    id: schemaOf.uuid,
    name: schemaOf.string,
    baseCurrencyCode: schemaOf.string,
    businessDayStartHour: { type: 'integer', minimum: 0, maximum: 23 },
    defaultLanguage: { type: 'string', enum: ['En', 'Ar'] },
    priceStep: { type: 'integer' },
    pricesIncludeTax: { type: 'boolean' },
  }),
  example: {
    id: '9f1c2b3a-4d5e-4f60-8a7b-1c2d3e4f5a6b',
    name: 'Tigris Grill',
    baseCurrencyCode: 'IQD',
    businessDayStartHour: 4,
    defaultLanguage: 'Ar',
    priceStep: 250,
    pricesIncludeTax: false,
  },
  changes: { updated: "The organisation's settings changed (name, business-day start hour, default language, price step, whether prices include tax)." },
});

export function organizationPayload(organization: Organization): Record<string, unknown> {
  return {
    id: organization.id,
    name: organization.name,
    baseCurrencyCode: organization.baseCurrencyCode,
    businessDayStartHour: organization.businessDayStartHour,
    defaultLanguage: organization.defaultLanguage,
    priceStep: organization.priceStep,
    pricesIncludeTax: organization.pricesIncludeTax,
  };
}
