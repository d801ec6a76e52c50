import { Column, Entity, Index } from 'typeorm';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { SoftDeletableRecord } from '../../../core/db/base-records';
import { DateTimeScalar, LocalDateScalar } from '../../../core/scalars';
import { decimal } from '../../../core/db/transformers';
import { BatchStatus, RiceRoundingMethod } from './batch.rules';
import type { OutputSort } from './batch.rules';
import { InventoryUnit } from '../../catalog/inventory-items/inventory-item.rules';

@ObjectType('BatchExtra', { description: 'An extra input of a batch (oil, spices, packaging…).' })
export class BatchExtra {
  @Field(() => ID)
  inventoryItemId!: string;

  @Field(() => Float)
  quantity!: number;

  @Field(() => InventoryUnit, { description: 'Compatible with the item unit.' })
  unit!: InventoryUnit;
}

/**
 * A day's production run of one branch: chicken, meat and rice in, outputs (portions, boxes) and
 * waste out. Kilograms are numeric(12,3) (exact to the gram); see docs/production.md.
 */
@ObjectType('Batch', { description: 'A daily production run (chicken, meat, rice) of a branch.' })
@Entity('production_batches')
@Index('production_batches_branch_day_key', ['branchId', 'businessDate'], { unique: true, where: `deleted_at IS NULL AND status <> 'Cancelled'` })
@Index('production_batches_org_branch_idx', ['organizationId', 'branchId', 'businessDate'])
export class ProductionBatch extends SoftDeletableRecord {
  @Field(() => ID)
  @Column('uuid')
  branchId!: string;

  @Field(() => LocalDateScalar)
  @Column('date')
  businessDate!: string;

  @Field(() => ID)
  @Column('uuid')
  chickenItemId!: string;

  @Field(() => Int)
  @Column('integer')
  chickenCount!: number;

  @Field(() => ID)
  @Column('uuid')
  meatItemId!: string;

  @Field(() => Float)
  @Column('numeric', { precision: 12, scale: 3, transformer: decimal })
  meatKg!: number;

  @Field(() => ID)
  @Column('uuid')
  riceItemId!: string;

  @Field(() => Float)
  @Column('numeric', { precision: 12, scale: 3, transformer: decimal })
  rawRiceKg!: number;

  @Field(() => Float, { description: 'Cooked rice kg per raw rice kg (1–4).' })
  @Column('numeric', { precision: 6, scale: 3, transformer: decimal })
  cookedRiceMultiplier!: number;

  @Field(() => Float, { description: 'Cooked rice kept for direct sale by weight.' })
  @Column('numeric', { precision: 12, scale: 3, transformer: decimal })
  reservedRiceDirectSaleKg!: number;

  @Field(() => RiceRoundingMethod)
  @Column('text')
  riceRoundingMethod!: RiceRoundingMethod;

  @Field(() => [BatchExtra])
  @Column('jsonb', { default: () => "'[]'" })
  extras!: BatchExtra[];

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  notes!: string | null;

  @Field(() => Boolean, { description: 'When true, direct rice sales may exceed the reserved amount.' })
  @Column('boolean', { default: false })
  allowDirectRiceOverflow!: boolean;

  @Field(() => BatchStatus)
  @Column('text')
  status!: BatchStatus;

  /** Unit costs (IQD) of the batch's items frozen at close: {inventoryItemId: cost}. */
  @Column('jsonb', { nullable: true })
  costSnapshot!: Record<string, number> | null;

  @Field(() => DateTimeScalar, { nullable: true })
  @Column('timestamptz', { nullable: true })
  closedAt!: Date | null;

  @Field(() => ID, { nullable: true })
  @Column('uuid', { nullable: true })
  closedBy!: string | null;

  @Field(() => ID, { nullable: true })
  @Column('uuid', { nullable: true })
  createdBy!: string | null;

  /** Order of `outputs` asked for by the batch query (not stored). */
  outputOrder?: { sort: OutputSort; dir: 'asc' | 'desc' };
}
