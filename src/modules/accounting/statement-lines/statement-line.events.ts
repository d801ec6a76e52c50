import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import type { StatementLine } from './statement-line.entity';

export const statementLineEvents = resourceEvents({
  area: 'accounting',
  resource: 'statement-line',
  schema: schemaOf.object({
    id: schemaOf.uuid,
    bankAccountId: schemaOf.uuid,
    date: schemaOf.date,
    amount: schemaOf.int64,
    status: schemaOf.string,
    matchType: schemaOf.nullableString,
    matchedRef: schemaOf.nullableString,
    note: schemaOf.nullableString,
  }),
  example: {
    id: '7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918',
    bankAccountId: '3d0c1f5e-8f3a-4a55-9d6e-2b7a1c9e4f10',
    date: '2026-01-05',
    amount: -250000,
    status: 'Matched',
    matchType: 'HrAdvance',
    matchedRef: '0b9f8e8a-4a8e-4d59-9d5c-0f2d0c7d1a11',
    note: null,
  },
  changes: {
    matched: 'A statement line was matched to a record.',
    excluded: 'A statement line was excluded from reconciliation.',
    reopened: 'A matched or excluded statement line was reopened.',
  },
  examples: {
    excluded: { status: 'Excluded', matchType: null, matchedRef: null, note: 'Bank fee, booked separately' },
    reopened: { status: 'Unmatched', matchType: null, matchedRef: null, note: 'Wrong advance' },
  },
});

export function statementLinePayload(line: StatementLine): Record<string, unknown> {
  return {
    id: line.id,
    bankAccountId: line.bankAccountId,
    date: line.date,
    amount: line.amount,
    status: line.status,
    matchType: line.matchType,
    matchedRef: line.matchedRef,
    note: line.statusNote,
  };
}
