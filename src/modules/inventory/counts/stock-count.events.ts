import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import type { StockCount } from './stock-count.entity';

export const stockCountEvents = resourceEvents({
  area: 'inventory',
  resource: 'stock-count',
  schema: schemaOf.object({
    id: schemaOf.uuid,
    branchId: schemaOf.uuid,
    businessDate: schemaOf.date,
    status: schemaOf.string,
    lineCount: schemaOf.int64,
    differenceValueIqd: schemaOf.int64,
  }),
  example: {
    id: '5d6e7f80-91a2-4b3c-8d4e-5f6a7b8c9d0e',
    branchId: '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968',
    businessDate: '2026-03-10',
    status: 'Open',
    lineCount: 42,
    differenceValueIqd: 0,
  },
  changes: {
    created: 'A count sheet was opened.',
    submitted: 'A count sheet was submitted for approval.',
    approved: 'A count was approved: its differences were posted as CountAdjustment movements.',
    cancelled: 'A count sheet was cancelled.',
  },
  examples: { submitted: { status: 'Submitted' }, approved: { status: 'Approved', differenceValueIqd: -13500 }, cancelled: { status: 'Cancelled' } },
});

export function stockCountPayload(count: StockCount): Record<string, unknown> {
  return {
    id: count.id,
    branchId: count.branchId,
    businessDate: count.businessDate,
    status: count.status,
    lineCount: count.lines.length,
    differenceValueIqd: count.lines.reduce((sum, line) => sum + (line.differenceValueIqd ?? 0), 0),
  };
}
