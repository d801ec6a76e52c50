import { type EventDefinition, schemaOf } from '../../core/events/event-catalog';
import type { DayClose } from './close/day-close.entity';

const TYPES = {
  settingsUpdated: 'analytics.settings.updated',
  dayClosed: 'analytics.day.closed',
  varianceFlagged: 'analytics.variance.flagged',
  digestDaily: 'analytics.digest.daily',
} as const;

export function dayClosedPayload(close: DayClose) {
  return {
    id: close.id,
    branchId: close.branchId,
    businessDate: close.businessDate,
    version: close.version,
    reason: close.reason,
    orderCount: close.orderCount,
    netSalesIqd: close.netSalesIqd,
    cashVarianceIqd: close.cashVarianceIqd,
    tillVarianceIqd: close.tillVarianceIqd,
    theoreticalFoodCostPercent: close.theoreticalFoodCostPercent,
    actualFoodCostPercent: close.actualFoodCostPercent,
    wasteIqd: close.wasteIqd,
    unexplainedIqd: close.unexplainedIqd,
    flaggedItems: close.flaggedItems,
    labourCostIqd: close.labourCostIqd,
    labourPercent: close.labourPercent,
    primeCostIqd: close.primeCostIqd,
    primeCostPercent: close.primeCostPercent,
    labourAboveTarget: close.labourAboveTarget,
    primeCostAboveTarget: close.primeCostAboveTarget,
  };
}

const nullableInt = { type: ['integer', 'null'] };
const nullableNumber = { type: ['number', 'null'] };

const definitions: EventDefinition[] = [
  {
    type: TYPES.settingsUpdated,
    description: "The organisation's analytics settings changed (the variance threshold that flags items).",
    resourceType: 'analytics-settings',
    schema: schemaOf.object({ varianceThresholdPercent: schemaOf.number }),
    example: { varianceThresholdPercent: 2.5 },
  },
  {
    type: TYPES.dayClosed,
    description: "A branch's business day was closed, or recomputed after a late change (a new version of its figures).",
    resourceType: 'analytics-day-close',
    schema: schemaOf.object({
      id: schemaOf.uuid,
      branchId: schemaOf.uuid,
      businessDate: schemaOf.date,
      version: schemaOf.int64,
      reason: schemaOf.string,
      orderCount: schemaOf.int64,
      netSalesIqd: schemaOf.int64,
      cashVarianceIqd: nullableInt,
      tillVarianceIqd: nullableInt,
      theoreticalFoodCostPercent: nullableNumber,
      actualFoodCostPercent: nullableNumber,
      wasteIqd: schemaOf.int64,
      unexplainedIqd: schemaOf.int64,
      flaggedItems: schemaOf.int64,
      labourCostIqd: nullableInt,
      labourPercent: nullableNumber,
      primeCostIqd: nullableInt,
      primeCostPercent: nullableNumber,
      labourAboveTarget: schemaOf.boolean,
      primeCostAboveTarget: schemaOf.boolean,
    }),
    example: {
      id: '0b6f4c1e-2d3a-4e5f-8a9b-0c1d2e3f4a5b',
      branchId: '9c8b7a6f-5e4d-4c3b-8a29-1f0e9d8c7b6a',
      businessDate: '2026-03-14',
      version: 1,
      reason: 'Scheduled',
      orderCount: 412,
      netSalesIqd: 5_230_000,
      cashVarianceIqd: -2500,
      tillVarianceIqd: -1000,
      theoreticalFoodCostPercent: 31.2,
      actualFoodCostPercent: 33.05,
      wasteIqd: 42_000,
      unexplainedIqd: 55_000,
      flaggedItems: 2,
      labourCostIqd: 1_412_100,
      labourPercent: 27,
      primeCostIqd: 3_140_615,
      primeCostPercent: 60.05,
      labourAboveTarget: false,
      primeCostAboveTarget: true,
    },
  },
  {
    type: TYPES.varianceFlagged,
    description: "A day's close found items whose unexplained variance exceeds the organisation's threshold.",
    resourceType: 'analytics-day-close',
    schema: schemaOf.object({
      branchId: schemaOf.uuid,
      businessDate: schemaOf.date,
      version: schemaOf.int64,
      items: {
        type: 'array',
        items: schemaOf.object({ inventoryItemId: schemaOf.uuid, unexplained: schemaOf.number, unexplainedIqd: schemaOf.int64 }),
      },
    }),
    example: {
      branchId: '9c8b7a6f-5e4d-4c3b-8a29-1f0e9d8c7b6a',
      businessDate: '2026-03-14',
      version: 1,
      items: [{ inventoryItemId: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a', unexplained: 1.25, unexplainedIqd: 5000 }],
    },
  },
  {
    type: TYPES.digestDaily,
    description:
      "The organisation's daily digest: sent once per business day, when every active branch's day is closed, with each branch's figures and largest variances.",
    resourceType: 'analytics-daily-digest',
    schema: schemaOf.object({
      businessDate: schemaOf.date,
      branches: {
        type: 'array',
        items: schemaOf.object({
          branchId: schemaOf.uuid,
          branch: schemaOf.string,
          version: schemaOf.int64,
          orderCount: schemaOf.int64,
          netSalesIqd: schemaOf.int64,
          averageTicketIqd: schemaOf.int64,
          theoreticalFoodCostPercent: nullableNumber,
          actualFoodCostPercent: nullableNumber,
          wasteIqd: schemaOf.int64,
          cashVarianceIqd: nullableInt,
          tillVarianceIqd: nullableInt,
          flaggedItems: schemaOf.int64,
          topItems: {
            type: 'array',
            items: schemaOf.object({
              inventoryItemId: schemaOf.uuid,
              name: schemaOf.string,
              unexplained: schemaOf.number,
              unexplainedIqd: schemaOf.int64,
              flagged: schemaOf.boolean,
            }),
          },
        }),
      },
    }),
    example: {
      businessDate: '2026-03-14',
      branches: [
        {
          branchId: '9c8b7a6f-5e4d-4c3b-8a29-1f0e9d8c7b6a',
          branch: 'Karrada',
          version: 1,
          orderCount: 412,
          netSalesIqd: 5_230_000,
          averageTicketIqd: 12_694,
          theoreticalFoodCostPercent: 31.2,
          actualFoodCostPercent: 33.05,
          wasteIqd: 42_000,
          cashVarianceIqd: -2500,
          tillVarianceIqd: -1000,
          flaggedItems: 1,
          topItems: [{ inventoryItemId: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a', name: 'Rice', unexplained: 1.25, unexplainedIqd: 5000, flagged: true }],
        },
      ],
    },
  },
];

export const analyticsEvents = { types: TYPES, definitions };
