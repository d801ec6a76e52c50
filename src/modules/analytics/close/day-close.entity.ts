import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeScalar, Int64Scalar, LocalDateScalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';

export enum DayCloseStatus {
  Closed = 'Closed',
  Stale = 'Stale',
}
registerEnumType(DayCloseStatus, {
  name: 'DayCloseStatus',
  description: 'Closed: the stored summary matches the day. Stale: a late change touched the day; the next close run recomputes it as a new version.',
  valuesConfig: {
    Closed: { description: "The stored figures match the day's sources." },
    Stale: { description: 'A late change touched the day; the next run recomputes it.' },
  },
});

export enum DayCloseReason {
  Scheduled = 'Scheduled',
  LateChange = 'LateChange',
  Manual = 'Manual',
}
registerEnumType(DayCloseReason, {
  name: 'DayCloseReason',
  description:
    'Why a version was computed: Scheduled (the day ended), LateChange (an order, movement, end-of-day report or timesheet changed it), Manual (closeBusinessDay).',
  valuesConfig: {
    Scheduled: { description: 'The day ended and the scheduled job closed it.' },
    LateChange: { description: 'An order, movement, end-of-day report, timesheet (punches, shifts, an approval) or a target changed after the close.' },
    Manual: { description: 'Closed or recomputed on request (closeBusinessDay).' },
  },
});

@ObjectType('DayCloseItem', { simpleResolvers: true, description: 'One of the day’s largest unexplained variances.' })
export class DayCloseItem {
  @Field(() => ID, { description: 'The inventory item.' })
  inventoryItemId!: string;

  @Field(() => String, { description: "The item's name." })
  name!: string;

  @Field(() => Float, { description: "Unexplained quantity in the item's unit." })
  unexplained!: number;

  @Field(() => Int64Scalar, { description: 'Its value in IQD.' })
  unexplainedIqd!: number;

  @Field(() => Boolean, { description: 'Above the threshold.' })
  flagged!: boolean;
}

/** The figures of a day's close; the same shape is kept in every version. */
export interface DayCloseFigures {
  orderCount: number;
  netSalesIqd: number;
  refundsIqd: number;
  averageTicketIqd: number;
  cashVarianceIqd: number | null;
  tillVarianceIqd: number | null;
  theoreticalCostIqd: number;
  actualCostIqd: number | null;
  theoreticalFoodCostPercent: number | null;
  actualFoodCostPercent: number | null;
  productionOutputIqd: number;
  wasteIqd: number;
  unexplainedIqd: number;
  unmappedSalesIqd: number;
  flaggedItems: number;
  topItems: DayCloseItem[];
  /** Labour (docs/labour.md, "Labour cost"), from the features that contribute it; null without one. */
  labourCostIqd: number | null;
  labourPercent: number | null;
  primeCostIqd: number | null;
  primeCostPercent: number | null;
  labourAboveTarget: boolean;
  primeCostAboveTarget: boolean;
}

const figureColumns = { transformer: int64 } as const;

/**
 * The stored summary of one branch's business day (docs/analytics.md, "The daily close"): one row
 * per branch and day, at its latest version; every version is kept in analytics_day_close_versions.
 */
@ObjectType('DayClose', { simpleResolvers: true, description: "A branch's business day closed: the day's figures at their latest version." })
@Entity('analytics_day_closes')
@Index('analytics_day_closes_branch_day_key', ['branchId', 'businessDate'], { unique: true })
@Index('analytics_day_closes_org_day_idx', ['organizationId', 'businessDate', 'id'])
export class DayClose {
  @Field(() => ID, { description: 'The close’s id.' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Field(() => ID, { description: 'The branch.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => LocalDateScalar, { description: 'The business date closed.' })
  @Column('date')
  businessDate!: string;

  @Field(() => DayCloseStatus, { description: 'Closed, or Stale until a late change is recomputed.' })
  @Column('text')
  status!: DayCloseStatus;

  @Field(() => Int, { description: 'Version of the figures, from 1; a recomputation that changes them adds one.' })
  @Column('integer')
  version!: number;

  @Field(() => DayCloseReason, { description: 'Why the current version was computed.' })
  @Column('text')
  reason!: DayCloseReason;

  /** What the day's sources looked like when computed (orders, movements, end-of-day report); a difference marks the day stale. */
  @Column('text')
  fingerprint!: string;

  /** The day's per-item sums and unmapped sales are stored (analytics_day_item_sums); false for closes computed before them. */
  @Column('boolean', { default: false })
  sumsStored!: boolean;

  @Field(() => Int, { description: 'Completed orders.' })
  @Column('integer')
  orderCount!: number;

  @Field(() => Int64Scalar, {
    description: 'Net sales in IQD: Completed orders’ totals less tax (after discounts), less the refunds made this day (refundsIqd).',
  })
  @Column('bigint', figureColumns)
  netSalesIqd!: number;

  @Field(() => Int64Scalar, {
    description: 'Refunds made this business day of Completed orders (of this day or earlier ones), less their share of tax, in IQD; net sales are after them.',
  })
  @Column('bigint', { ...figureColumns, default: 0 })
  refundsIqd!: number;

  @Field(() => Int64Scalar, { description: "The day's orders' average: (netSalesIqd + refundsIqd) / orderCount, rounded." })
  @Column('bigint', figureColumns)
  averageTicketIqd!: number;

  @Field(() => Int64Scalar, { nullable: true, description: 'End-of-day report cash − ledger cash; null without a report.' })
  @Column('bigint', { ...figureColumns, nullable: true })
  cashVarianceIqd!: number | null;

  @Field(() => Int64Scalar, {
    nullable: true,
    description:
      "Counted − expected cash of the day's approved till sessions, in IQD (USD at each session's rates); negative: short. Null when no session of the day is closed.",
  })
  @Column('bigint', { ...figureColumns, nullable: true })
  tillVarianceIqd!: number | null;

  @Field(() => Int64Scalar, { description: 'Theoretical cost of the day’s sales and batches in IQD.' })
  @Column('bigint', figureColumns)
  theoreticalCostIqd!: number;

  @Field(() => Int64Scalar, { nullable: true, description: 'Actual cost in IQD; null when nothing was counted that day.' })
  @Column('bigint', { ...figureColumns, nullable: true })
  actualCostIqd!: number | null;

  @Field(() => Float, { nullable: true, description: 'theoreticalCostIqd as % of net sales.' })
  @Column('numeric', { nullable: true, transformer: { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) } })
  theoreticalFoodCostPercent!: number | null;

  @Field(() => Float, { nullable: true, description: 'actualCostIqd as % of net sales.' })
  @Column('numeric', { nullable: true, transformer: { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) } })
  actualFoodCostPercent!: number | null;

  @Field(() => Int64Scalar, { description: 'Value made by production batches in IQD.' })
  @Column('bigint', figureColumns)
  productionOutputIqd!: number;

  @Field(() => Int64Scalar, { description: 'Recorded waste in IQD.' })
  @Column('bigint', figureColumns)
  wasteIqd!: number;

  @Field(() => Int64Scalar, { description: 'Unexplained variance in IQD (count and manual adjustments of the day).' })
  @Column('bigint', figureColumns)
  unexplainedIqd!: number;

  @Field(() => Int64Scalar, { description: 'Net sales of products without a bill of materials in IQD.' })
  @Column('bigint', figureColumns)
  unmappedSalesIqd!: number;

  @Field(() => Int, { description: 'Items flagged above the threshold.' })
  @Column('integer')
  flaggedItems!: number;

  @Field(() => [DayCloseItem], { description: 'The 5 largest unexplained variances by value.' })
  @Column('jsonb')
  topItems!: DayCloseItem[];

  @Field(() => Int64Scalar, {
    nullable: true,
    description: "The branch's labour cost of the day in IQD, from the timesheets (docs/labour.md); null for a close computed before labour was added.",
  })
  @Column('bigint', { ...figureColumns, nullable: true })
  labourCostIqd!: number | null;

  @Field(() => Float, { nullable: true, description: 'labourCostIqd as % of net sales; null without sales.' })
  @Column('numeric', { nullable: true, transformer: { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) } })
  labourPercent!: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'Prime cost in IQD: actualCostIqd + labourCostIqd; null when nothing was counted that day.' })
  @Column('bigint', { ...figureColumns, nullable: true })
  primeCostIqd!: number | null;

  @Field(() => Float, { nullable: true, description: 'primeCostIqd as % of net sales.' })
  @Column('numeric', { nullable: true, transformer: { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) } })
  primeCostPercent!: number | null;

  @Field(() => Boolean, { description: "labourPercent is above the organisation's labour % target (labour settings)." })
  @Column('boolean', { default: false })
  labourAboveTarget!: boolean;

  @Field(() => Boolean, { description: "primeCostPercent is above the organisation's prime cost % target (labour settings)." })
  @Column('boolean', { default: false })
  primeCostAboveTarget!: boolean;

  @Field(() => DateTimeScalar, { description: 'When the current version was computed.' })
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  @Field(() => DateTimeScalar, { description: 'When the day was first closed.' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}

@ObjectType('DayCloseVersion', { simpleResolvers: true, description: 'One computed version of a day’s close, kept when a later one replaces it.' })
@Entity('analytics_day_close_versions')
@Index('analytics_day_close_versions_key', ['closeId', 'version'], { unique: true })
export class DayCloseVersion {
  @Field(() => ID, { description: 'The version’s id.' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Column('uuid')
  closeId!: string;

  @Field(() => Int, { description: 'Version number, from 1.' })
  @Column('integer')
  version!: number;

  @Field(() => DayCloseReason, { description: 'Why it was computed.' })
  @Column('text')
  reason!: DayCloseReason;

  @Field(() => Int64Scalar, { description: 'Net sales in IQD at this version.' })
  @Column('bigint', figureColumns)
  netSalesIqd!: number;

  @Field(() => Int64Scalar, { description: 'Unexplained variance in IQD at this version.' })
  @Column('bigint', figureColumns)
  unexplainedIqd!: number;

  /** Every figure of the version (DayCloseFigures). */
  @Column('jsonb')
  figures!: DayCloseFigures;

  @Field(() => DateTimeScalar, { description: 'When it was computed.' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
