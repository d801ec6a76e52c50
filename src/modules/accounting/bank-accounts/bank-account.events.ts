import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import type { BankAccount } from './bank-account.entity';

export const bankAccountEvents = resourceEvents({
  area: 'accounting',
  resource: 'bank-account',
  schema: schemaOf.object({
    id: schemaOf.uuid,
    name: schemaOf.string,
    accountNumber: schemaOf.string,
    currencyCode: schemaOf.string,
    branchId: schemaOf.uuid,
    active: schemaOf.boolean,
  }),
  example: {
    id: '3d0c1f5e-8f3a-4a55-9d6e-2b7a1c9e4f10',
    name: 'Rafidain current',
    accountNumber: 'IQ12 RAFI 0000 1234',
    currencyCode: 'IQD',
    branchId: '9a7b6c5d-4e3f-4a1b-8c2d-1e0f9a8b7c6d',
    active: true,
  },
  changes: {
    created: 'A bank account was created.',
    updated: 'A bank account was changed.',
    activated: 'A bank account was activated.',
    deactivated: 'A bank account was deactivated.',
  },
  examples: { deactivated: { active: false } },
});

export function bankAccountPayload(account: BankAccount): Record<string, unknown> {
  return {
    id: account.id,
    name: account.name,
    accountNumber: account.accountNumber,
    currencyCode: account.currencyCode,
    branchId: account.branchId,
    active: account.active,
  };
}
