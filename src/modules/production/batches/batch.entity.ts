import { Column, Entity, Index } from 'typeorm';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { SoftDeletableRecord } from '../../../core/db/base-records';
import { DateTimeScalar, LocalDateScalar } from '../../../core/scalars';
import { decimal } from '../../../core/db/transformers';
import { BatchStatus, RiceRoundingMethod } from './batch.rules';
import type { OutputSort } from './batch.rules';
import { InventoryUnit } from '../../catalog/inventory-items/inventory-item.rules';

@ObjectType('BatchExtra', { simpleResolvers: true, description: 'An extra input of a batch (oil, spices, packaging…).' })
export class BatchExtra {
  @Field(() => ID, { description: 'Id of the inventory item used.' })
  inventoryItemId!: string;

  @Field(() => Float, { description: "Quantity used, in the item's unit (up to 3 decimals)." })
  quantity!: number;

  @Field(() => InventoryUnit, { description: 'Compatible with the item unit.' })
  unit!: InventoryUnit;
}

/**
 * A day's production run of one branch: chicken, meat and rice in, outputs (portions, boxes) and
 * waste out. Kilograms are numeric(12,3) (exact to the gram); see docs/production.md.
 */
@ObjectType('Batch', { simpleResolvers: true, description: 'A daily production run (chicken, meat, rice) of a branch.' })
@Entity('production_batches')
@Index('production_batches_branch_day_key', ['branchId', 'businessDate'], { unique: true, where: `deleted_at IS NULL AND status <> 'Cancelled'` })
@Index('production_batches_org_branch_idx', ['organizationId', 'branchId', 'businessDate'])
export class ProductionBatch extends SoftDeletableRecord {
  @Field(() => ID, { description: 'Id of the branch that produces the batch.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => LocalDateScalar, { description: 'Business day the batch is produced for (YYYY-MM-DD); one live batch per branch and day.' })
  @Column('date')
  businessDate!: string;

  @Field(() => ID, { description: "Id of the inventory item used as the batch's chicken." })
  @Column('uuid')
  chickenItemId!: string;

  @Field(() => Int, { description: 'Number of chickens cooked (whole birds).' })
  @Column('integer')
  chickenCount!: number;

  @Field(() => ID, { description: "Id of the inventory item used as the batch's meat." })
  @Column('uuid')
  meatItemId!: string;

  @Field(() => Float, { description: 'Raw meat used, in kilograms (up to 3 decimals).' })
  @Column('numeric', { precision: 12, scale: 3, transformer: decimal })
  meatKg!: number;

  @Field(() => ID, { description: "Id of the inventory item used as the batch's rice." })
  @Column('uuid')
  riceItemId!: string;

  @Field(() => Float, { description: 'Raw rice cooked, in kilograms (up to 3 decimals).' })
  @Column('numeric', { precision: 12, scale: 3, transformer: decimal })
  rawRiceKg!: number;

  @Field(() => Float, { description: 'Cooked rice kg per raw rice kg (1–4).' })
  @Column('numeric', { precision: 6, scale: 3, transformer: decimal })
  cookedRiceMultiplier!: number;

  @Field(() => Float, { description: 'Cooked rice kept for direct sale by weight.' })
  @Column('numeric', { precision: 12, scale: 3, transformer: decimal })
  reservedRiceDirectSaleKg!: number;

  @Field(() => RiceRoundingMethod, { description: 'How cooked rice quantities are rounded.' })
  @Column('text')
  riceRoundingMethod!: RiceRoundingMethod;

  @Field(() => [BatchExtra], { description: 'Other inventory items used (oil, spices...) with their quantities.' })
  @Column('jsonb', { default: () => "'[]'" })
  extras!: BatchExtra[];

  @Field(() => String, { nullable: true, description: 'Free notes, at most 2000 characters; null when none.' })
  @Column('text', { nullable: true })
  notes!: string | null;

  @Field(() => Boolean, { description: 'When true, direct rice sales may exceed the reserved amount.' })
  @Column('boolean', { default: false })
  allowDirectRiceOverflow!: boolean;

  @Field(() => BatchStatus, { description: 'Where the batch is in its life cycle.' })
  @Column('text')
  status!: BatchStatus;

  /** Unit costs (IQD) of the batch's items frozen at close: {inventoryItemId: cost}. */
  @Column('jsonb', { nullable: true })
  costSnapshot!: Record<string, number> | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the batch was closed (costs frozen); null until Closed.' })
  @Column('timestamptz', { nullable: true })
  closedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who closed it; null until Closed.' })
  @Column('uuid', { nullable: true })
  closedBy!: string | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who created the batch; null when it was not a user.' })
  @Column('uuid', { nullable: true })
  createdBy!: string | null;

  /** Order of `outputs` asked for by the batch query (not stored). */
  outputOrder?: { sort: OutputSort; dir: 'asc' | 'desc' };
}
