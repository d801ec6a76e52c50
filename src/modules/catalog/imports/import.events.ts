import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import type { ProductImportBatch } from './import-batch.entity';

const schema = schemaOf.object({
  id: schemaOf.uuid,
  format: schemaOf.string,
  rowCount: { type: 'integer' },
  createCount: { type: 'integer' },
  updateCount: { type: 'integer' },
  unchangedCount: { type: 'integer' },
  newCategoryCodes: { type: 'array', items: schemaOf.string },
});

export const importEvents = resourceEvents({
  area: 'catalog',
  resource: 'product-import',
  schema,
  example: {
    id: '3b2a1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d',
    format: 'Csv',
    rowCount: 120,
    createCount: 20,
    updateCount: 35,
    unchangedCount: 65,
    newCategoryCodes: ['DRINKS'],
  },
  changes: {
    committed: 'A catalogue import was committed (each created or changed product and category also has its own event).',
  },
});

export function importPayload(batch: ProductImportBatch): Record<string, unknown> {
  return {
    id: batch.id,
    format: batch.format,
    rowCount: batch.rowCount,
    createCount: batch.createCount,
    updateCount: batch.updateCount,
    unchangedCount: batch.unchangedCount,
    newCategoryCodes: batch.newCategoryCodes,
  };
}
