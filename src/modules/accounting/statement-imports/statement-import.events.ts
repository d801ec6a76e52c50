import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import type { StatementImport } from './statement-import.entity';

export const statementImportEvents = resourceEvents({
  area: 'accounting',
  resource: 'statement-import',
  schema: schemaOf.object({
    id: schemaOf.uuid,
    bankAccountId: schemaOf.uuid,
    linesRead: schemaOf.int64,
    linesCreated: schemaOf.int64,
    duplicatesSkipped: schemaOf.int64,
    dateFrom: schemaOf.date,
    dateTo: schemaOf.date,
  }),
  example: {
    id: '5b3e8f0a-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
    bankAccountId: '3d0c1f5e-8f3a-4a55-9d6e-2b7a1c9e4f10',
    linesRead: 120,
    linesCreated: 95,
    duplicatesSkipped: 25,
    dateFrom: '2026-01-01',
    dateTo: '2026-01-31',
  },
  changes: { completed: 'A bank statement file was imported (new lines created, duplicates skipped).' },
});

export function statementImportPayload(record: StatementImport): Record<string, unknown> {
  return {
    id: record.id,
    bankAccountId: record.bankAccountId,
    linesRead: record.linesRead,
    linesCreated: record.linesCreated,
    duplicatesSkipped: record.duplicatesSkipped,
    dateFrom: record.dateFrom,
    dateTo: record.dateTo,
  };
}
