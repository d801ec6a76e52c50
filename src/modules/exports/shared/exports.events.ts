import { resourceEvents } from '../../../core/events/resource-events';
import { schemaOf } from '../../../core/events/event-catalog';

const id = '5b7d3c1e-8f2a-4c6d-9e0b-1a2b3c4d5e6f';

export const exportJobEvents = resourceEvents({
  area: 'exports',
  resource: 'export-job',
  schema: schemaOf.object({ id: schemaOf.uuid, reportKey: schemaOf.string, format: schemaOf.string, status: schemaOf.string, rowsWritten: schemaOf.int64 }),
  example: { id, reportKey: 'hr.advances', format: 'Xlsx', status: 'Queued', rowsWritten: 0 },
  changes: {
    created: 'An export job was queued.',
    succeeded: 'An export job produced its file.',
    failed: 'An export job failed.',
    cancelled: 'An export job was cancelled (its file removed).',
  },
  examples: { succeeded: { status: 'Succeeded', rowsWritten: 1250 }, failed: { status: 'Failed' }, cancelled: { status: 'Cancelled' } },
});

export const exportPresetEvents = resourceEvents({
  area: 'exports',
  resource: 'export-preset',
  schema: schemaOf.object({
    id: schemaOf.uuid,
    domain: schemaOf.string,
    name: schemaOf.string,
    fields: { type: 'array', items: schemaOf.string },
    importCompatible: schemaOf.boolean,
  }),
  example: { id, domain: 'hr.employees', name: 'Payroll columns', fields: ['fullName', 'baseSalary', 'allowances'], importCompatible: false },
  changes: { created: 'An export preset was created.', deleted: 'An export preset was deleted (soft).' },
});

export const reportSubscriptionEvents = resourceEvents({
  area: 'exports',
  resource: 'report-subscription',
  schema: schemaOf.object({
    id: schemaOf.uuid,
    reportKey: schemaOf.string,
    recipientEmail: schemaOf.string,
    cadence: schemaOf.string,
    format: schemaOf.string,
    active: schemaOf.boolean,
  }),
  example: { id, reportKey: 'production.batches', recipientEmail: 'owner@example.com', cadence: 'Daily', format: 'Xlsx', active: true },
  changes: {
    created: 'A report subscription was created.',
    activated: 'A report subscription was activated.',
    deactivated: 'A report subscription was deactivated.',
    deleted: 'A report subscription was deleted (soft).',
    delivered: 'A report subscription mailed the report of a period.',
  },
  examples: { deactivated: { active: false } },
});

export const savedReportEvents = resourceEvents({
  area: 'exports',
  resource: 'saved-report',
  schema: schemaOf.object({ id: schemaOf.uuid, name: schemaOf.string, reportKey: schemaOf.string, shared: schemaOf.boolean }),
  example: { id, name: 'Open advances', reportKey: 'hr.advances', shared: true },
  changes: { created: 'A saved report was created.', deleted: 'A saved report was deleted (soft).' },
});

export const exportsEventDefinitions = [
  ...exportJobEvents.definitions,
  ...exportPresetEvents.definitions,
  ...reportSubscriptionEvents.definitions,
  ...savedReportEvents.definitions,
];
