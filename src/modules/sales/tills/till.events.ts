import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import { PAYMENT_KINDS } from '../shared/sales-vocabulary';
import { TILL_MOVEMENT_KINDS } from './till-vocabulary';
import type { Till } from './till.entity';
import type { TillSession } from './till-session.entity';
import type { TillMovement } from './till-movement.entity';
import type { TillPayment } from './till-payment.entity';

const money = { type: 'array', items: schemaOf.object({ currency: schemaOf.string, amount: schemaOf.int64 }) };

export const tillEvents = resourceEvents({
  area: 'sales',
  resource: 'till',
  schema: schemaOf.object({ id: schemaOf.uuid, branchId: schemaOf.uuid, name: schemaOf.string, active: schemaOf.boolean }),
  example: { id: '3f0e1d2c-4b5a-4c6d-8e7f-9a0b1c2d3e4f', branchId: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d', name: 'Front counter', active: true },
  changes: { created: 'A till was created.', updated: 'A till was renamed, deactivated or activated.' },
});

export function tillPayload(till: Till): Record<string, unknown> {
  return { id: till.id, branchId: till.branchId, name: till.name, active: till.active };
}

export const tillSessionEvents = resourceEvents({
  area: 'sales',
  resource: 'till-session',
  schema: schemaOf.object({
    id: schemaOf.uuid,
    tillId: schemaOf.uuid,
    branchId: schemaOf.uuid,
    businessDate: schemaOf.date,
    status: { type: 'string', enum: ['Open', 'Counted', 'Closed'] },
    floats: money,
    varianceIqd: { type: ['integer', 'null'] },
  }),
  example: {
    id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    tillId: '3f0e1d2c-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
    branchId: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
    businessDate: '2026-11-26',
    status: 'Open',
    floats: [
      { currency: 'IQD', amount: 100000 },
      { currency: 'USD', amount: 5000 },
    ],
    varianceIqd: null,
  },
  changes: {
    opened: 'A till session was opened with its float.',
    counted: 'The cashier counted the drawer (blind); the variance is known.',
    'count-reopened': 'A manager sent the count back for a recount.',
    closed: 'A manager approved the close; the session is final.',
  },
  examples: { counted: { status: 'Counted', varianceIqd: -2500 }, closed: { status: 'Closed', varianceIqd: -2500 } },
});

export function tillSessionPayload(session: TillSession): Record<string, unknown> {
  return {
    id: session.id,
    tillId: session.tillId,
    branchId: session.branchId,
    businessDate: session.businessDate,
    status: session.status,
    floats: session.floats,
    varianceIqd: session.varianceIqd,
  };
}

export const tillMovementEvents = resourceEvents({
  area: 'sales',
  resource: 'till-movement',
  schema: schemaOf.object({
    id: schemaOf.uuid,
    sessionId: schemaOf.uuid,
    kind: { type: 'string', enum: [...TILL_MOVEMENT_KINDS] },
    currency: schemaOf.nullableString,
    amount: schemaOf.int64,
    reason: schemaOf.string,
    purchaseInvoiceId: { type: ['string', 'null'], format: 'uuid' },
  }),
  example: {
    id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
    sessionId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    kind: 'SupplierPayout',
    currency: 'IQD',
    amount: 45000,
    reason: 'Bread',
    purchaseInvoiceId: null,
  },
  changes: { recorded: 'Cash went in or out of a drawer (or it was opened without a sale).' },
});

export function tillMovementPayload(movement: TillMovement): Record<string, unknown> {
  return {
    id: movement.id,
    sessionId: movement.sessionId,
    kind: movement.kind,
    currency: movement.currency,
    amount: movement.amount,
    reason: movement.reason,
    purchaseInvoiceId: movement.purchaseInvoiceId,
  };
}

export const tillPaymentEvents = resourceEvents({
  area: 'sales',
  resource: 'till-payment',
  schema: schemaOf.object({
    id: schemaOf.uuid,
    sessionId: schemaOf.uuid,
    orderId: schemaOf.uuid,
    tenders: {
      type: 'array',
      items: schemaOf.object({
        kind: { type: 'string', enum: [...PAYMENT_KINDS] },
        methodId: { type: ['string', 'null'], format: 'uuid' },
        currency: schemaOf.string,
        amount: schemaOf.int64,
        iqdPer100: { type: ['integer', 'null'] },
        amountIqd: schemaOf.int64,
      }),
    },
    amountIqd: schemaOf.int64,
    changeIqd: schemaOf.int64,
  }),
  example: {
    id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
    sessionId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    orderId: '4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f7a',
    tenders: [
      { kind: 'Cash', methodId: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d', currency: 'USD', amount: 1000, iqdPer100: 131500, amountIqd: 13150 },
      { kind: 'Cash', methodId: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d', currency: 'IQD', amount: 11000, iqdPer100: null, amountIqd: 11000 },
    ],
    amountIqd: 24000,
    changeIqd: 150,
  },
  changes: { recorded: 'An order was paid at a till: cash in one or more currencies, card, Qi or wallet tenders, change in IQD.' },
});

export function tillPaymentPayload(payment: TillPayment): Record<string, unknown> {
  return {
    id: payment.id,
    sessionId: payment.sessionId,
    orderId: payment.orderId,
    tenders: payment.tenders,
    amountIqd: payment.amountIqd,
    changeIqd: payment.changeIqd,
  };
}
