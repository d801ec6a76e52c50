import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { decimal } from '../../../core/db/transformers';
import type { ForecastExplanation, Metrics } from '../rules/backtest';
import type { SeriesMeasure } from '../compute/forecast-history';

const quantity = { type: 'numeric', precision: 14, scale: 3, transformer: decimal } as const;
const ratio = { type: 'double precision', nullable: true } as const;

/** One day of a series' history as the forecast read it (closed days have no usage). */
export interface StoredHistoryDay {
  date: string;
  usage: number | null;
  soldOut: boolean;
  closed: boolean;
  promotion: boolean;
}

export interface StoredBacktest {
  from: string;
  to: string;
  models: Array<{ model: string; oneDay: Metrics; sevenDay: Metrics }>;
}

/**
 * The latest forecast of one series (a branch and a batch input item): the chosen model, its
 * training window, the backtest of every model and the history it learnt from (for the charts).
 * Replaced whole by each run of the forecast job (docs/forecast.md, "Stored forecasts").
 */
@Entity('forecast_series')
@Index('forecast_series_branch_item_measure', ['branchId', 'inventoryItemId', 'measure'], { unique: true })
@Index('forecast_series_org_branch_item_name', ['organizationId', 'branchId', 'itemName', 'id'])
export class ForecastSeriesRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Column('uuid')
  branchId!: string;

  @Column('uuid')
  inventoryItemId!: string;

  /** `Usage` (the item drawn through the bills of materials) or `RiceSoldByWeight` (cooked rice kg sold by weight). */
  @Column('text', { default: 'Usage' })
  measure!: SeriesMeasure;

  /** The branch's and the item's names when computed (the report reads them without joins). */
  @Column('text')
  branchName!: string;

  @Column('text')
  itemName!: string;

  @Column('text', { nullable: true })
  itemNameAr!: string | null;

  @Column('text')
  unit!: string;

  @Column('text')
  model!: string;

  @Column('numeric', { precision: 4, scale: 3, transformer: decimal })
  serviceLevel!: number;

  @Column('date', { nullable: true })
  trainingFrom!: string | null;

  @Column('date', { nullable: true })
  trainingTo!: string | null;

  @Column('integer')
  trainingDays!: number;

  /** History filled from the organisation's other branches (rules/borrow.ts). */
  @Column('boolean')
  borrowed!: boolean;

  /** The last day of history the forecast was computed from (the day before its first forecast day). */
  @Column('date')
  lastKnownDate!: string;

  @Column('date')
  backtestFrom!: string;

  @Column('date')
  backtestTo!: string;

  @Column(ratio)
  chosenOneDayWape!: number | null;

  @Column(ratio)
  chosenOneDayBias!: number | null;

  @Column(ratio)
  chosenSevenDayWape!: number | null;

  @Column(ratio)
  chosenSevenDayBias!: number | null;

  @Column(ratio)
  baselineOneDayWape!: number | null;

  @Column(ratio)
  baselineOneDayBias!: number | null;

  @Column(ratio)
  baselineSevenDayWape!: number | null;

  @Column(ratio)
  baselineSevenDayBias!: number | null;

  @Column('jsonb')
  backtest!: StoredBacktest;

  @Column('jsonb')
  history!: StoredHistoryDay[];

  @Column('timestamptz')
  computedAt!: Date;
}

/** One forecast day of a series (1–14 days ahead): a lookup for the batch form and the charts. */
@Entity('forecast_days')
@Index('forecast_days_branch_item_measure_date', ['branchId', 'inventoryItemId', 'measure', 'businessDate'], { unique: true })
@Index('forecast_days_org_branch_date', ['organizationId', 'branchId', 'businessDate'])
export class ForecastDayRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Column('uuid')
  branchId!: string;

  @Column('uuid')
  inventoryItemId!: string;

  @Column('text', { default: 'Usage' })
  measure!: SeriesMeasure;

  @Column('date')
  businessDate!: string;

  @Column('integer')
  horizon!: number;

  @Column('text')
  model!: string;

  @Column('date', { nullable: true })
  trainingFrom!: string | null;

  @Column('date', { nullable: true })
  trainingTo!: string | null;

  @Column(quantity)
  point!: number;

  @Column(quantity)
  median!: number;

  @Column(quantity)
  upper!: number;

  @Column('numeric', { precision: 4, scale: 3, transformer: decimal })
  serviceLevel!: number;

  @Column('jsonb')
  explanation!: ForecastExplanation;

  @Column('timestamptz')
  computedAt!: Date;
}

/**
 * What the forecast proposed for a batch, recorded when the batch was created, beside what was
 * decided (the batch's own quantities at creation; the after-the-fact report reads the batch as it
 * stands). No proposal (no stored forecast) leaves the proposed quantities null.
 */
@Entity('forecast_batch_proposals')
@Index('forecast_batch_proposals_batch', ['batchId'], { unique: true })
@Index('forecast_batch_proposals_org_branch_date', ['organizationId', 'branchId', 'businessDate'])
export class BatchProposalRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Column('uuid')
  branchId!: string;

  @Column('date')
  businessDate!: string;

  @Column('uuid')
  batchId!: string;

  @Column('text')
  quantile!: string;

  @Column('numeric', { precision: 4, scale: 3, transformer: decimal })
  serviceLevel!: number;

  @Column('integer', { nullable: true })
  proposedChickenCount!: number | null;

  @Column({ ...quantity, nullable: true })
  proposedMeatKg!: number | null;

  @Column({ ...quantity, nullable: true })
  proposedRawRiceKg!: number | null;

  @Column('integer')
  decidedChickenCount!: number;

  @Column(quantity)
  decidedMeatKg!: number;

  @Column(quantity)
  decidedRawRiceKg!: number;

  /** The forecast lines the proposal used (item, model, point, median, upper, explanation). */
  @Column('jsonb')
  lines!: unknown[];

  @Column('timestamptz')
  createdAt!: Date;
}
