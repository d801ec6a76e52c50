import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import type { EodReport } from './eod-report.entity';

export const eodReportEvents = resourceEvents({
  area: 'loss',
  resource: 'eod-report',
  schema: schemaOf.object({
    id: schemaOf.uuid,
    branchId: schemaOf.uuid,
    businessDate: schemaOf.date,
    grossSalesIqd: schemaOf.int64,
    netSalesIqd: schemaOf.int64,
    cashSalesIqd: schemaOf.int64,
    cardSalesIqd: schemaOf.int64,
    qiSalesIqd: schemaOf.int64,
    deliverySalesIqd: schemaOf.int64,
    varianceIqd: schemaOf.int64,
    source: schemaOf.string,
  }),
  example: {
    id: '9a3e2f10-6b7c-4d8e-9f01-2a3b4c5d6e7f',
    branchId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    businessDate: '2026-11-22',
    grossSalesIqd: 1500000,
    netSalesIqd: 1400000,
    cashSalesIqd: 800000,
    cardSalesIqd: 300000,
    qiSalesIqd: 200000,
    deliverySalesIqd: 90000,
    varianceIqd: 10000,
    source: 'Parsed',
  },
  changes: {
    created: "A branch's end-of-day report was recorded.",
    updated: 'The amounts or source of an end-of-day report changed.',
  },
});

export function eodReportPayload(report: EodReport): Record<string, unknown> {
  return {
    id: report.id,
    branchId: report.branchId,
    businessDate: report.businessDate,
    grossSalesIqd: report.grossSalesIqd,
    netSalesIqd: report.netSalesIqd,
    cashSalesIqd: report.cashSalesIqd,
    cardSalesIqd: report.cardSalesIqd,
    qiSalesIqd: report.qiSalesIqd,
    deliverySalesIqd: report.deliverySalesIqd,
    varianceIqd: report.varianceIqd,
    source: report.source,
  };
}
