import { Column, Entity, Index } from 'typeorm';
import { Field, Float, ID, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { DateTimeScalar, Int64Scalar, LocalDateScalar } from '../../../core/scalars';
import { StockCountStatus } from './stock-count.rules';

@ObjectType('StockCountLine', {
  simpleResolvers: true,
  description: 'An item on a count sheet. Expected quantities are shown only to callers with inventory:read (a blind count for count-only staff).',
})
export class StockCountLine {
  @Field(() => ID, { description: 'Id of the inventory item counted.' })
  inventoryItemId!: string;

  @Field(() => Float, { nullable: true, description: "Counted quantity in the item's unit (null until counted)." })
  countedQuantity!: number | null;

  @Field(() => Float, { nullable: true, description: 'Expected on hand: the balance now, or at approval once Approved; null for a blind counter.' })
  expectedQuantity!: number | null;

  @Field(() => Float, { nullable: true, description: 'counted − expected (once Approved; null for a blind counter).' })
  differenceQuantity!: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'Value of the difference in IQD, as posted (once Approved; null for a blind counter).' })
  differenceValueIqd!: number | null;
}

@ObjectType('StockCount', { simpleResolvers: true, description: 'A count sheet of a branch for a business date.' })
@Entity('inventory_counts')
@Index('inventory_counts_branch_idx', ['organizationId', 'branchId', 'businessDate'])
export class StockCount extends OrganizationRecord {
  @Field(() => ID, { description: 'Id of the branch counted.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => LocalDateScalar, { description: 'Business date of the count (YYYY-MM-DD).' })
  @Column('date')
  businessDate!: string;

  @Field(() => StockCountStatus, { description: 'Where the count is in its life cycle.' })
  @Column('text')
  status!: StockCountStatus;

  @Field(() => [StockCountLine], { description: 'Counted quantities per item (expected quantities only for callers allowed to see them).' })
  @Column('jsonb')
  lines!: StockCountLine[];

  @Field(() => String, { nullable: true, description: 'Free note; null when none.' })
  @Column('text', { nullable: true })
  note!: string | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who started the count; null when it was not a user.' })
  @Column('uuid', { nullable: true })
  createdBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the count was submitted; null before.' })
  @Column('timestamptz', { nullable: true })
  submittedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who submitted it; null before.' })
  @Column('uuid', { nullable: true })
  submittedBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the count was approved and its differences posted; null until Approved.' })
  @Column('timestamptz', { nullable: true })
  approvedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who approved it; null until Approved.' })
  @Column('uuid', { nullable: true })
  approvedBy!: string | null;
}
