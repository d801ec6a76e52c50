import { Column, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { Field, Float, ID, ObjectType } from 'type-graphql';
import { DateTimeScalar, Int64Scalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';

/**
 * Stock of one item at one branch, kept by the movements' own transactions under a row lock
 * (never by summing the ledger on read). Par level and reorder quantity live on the same row.
 */
@ObjectType('StockBalance', { simpleResolvers: true, description: 'Quantity on hand, value and moving-average cost of an item at a branch.' })
@Entity('inventory_balances')
@Index('inventory_balances_org_branch_idx', ['organizationId', 'branchId'])
export class StockBalance {
  @Field(() => ID, { description: 'Id of the branch holding the stock.' })
  @PrimaryColumn('uuid')
  branchId!: string;

  @Field(() => ID, { description: 'Id of the inventory item.' })
  @PrimaryColumn('uuid')
  inventoryItemId!: string;

  @Column('uuid')
  organizationId!: string;

  @Column('bigint', { transformer: int64 })
  onHandMilli!: number;

  @Field(() => Float, { description: "On hand in the item's unit (up to 3 decimals); negative when more left than was recorded coming in." })
  get onHand(): number {
    return this.onHandMilli / 1000;
  }

  @Field(() => Int64Scalar, { description: 'Value of the stock on hand in IQD (the sum of its movements’ values).' })
  @Column('bigint', { transformer: int64 })
  valueIqd!: number;

  @Field(() => Int64Scalar, { description: 'Moving-average cost of one unit in IQD.' })
  @Column('bigint', { transformer: int64 })
  avgCostIqd!: number;

  @Field(() => Boolean, { description: 'True when on hand is below zero (allowed, but to be looked at).' })
  get negative(): boolean {
    return this.onHandMilli < 0;
  }

  /** Par level in thousandths; null when none is set. */
  @Column('bigint', { nullable: true, transformer: int64 })
  parLevelMilli!: number | null;

  @Field(() => Float, { nullable: true, description: "Par level in the item's unit; below it the item is low." })
  get parLevel(): number | null {
    return this.parLevelMilli === null ? null : this.parLevelMilli / 1000;
  }

  @Column('bigint', { nullable: true, transformer: int64 })
  reorderQtyMilli!: number | null;

  @Field(() => Float, { nullable: true, description: 'Quantity to order when low (in the item’s unit).' })
  get reorderQuantity(): number | null {
    return this.reorderQtyMilli === null ? null : this.reorderQtyMilli / 1000;
  }

  @Field(() => Boolean, { description: 'True when a par level is set and on hand is below it.' })
  get belowPar(): boolean {
    return this.parLevelMilli !== null && this.onHandMilli < this.parLevelMilli;
  }

  @Field(() => DateTimeScalar, { description: 'When the balance last changed.' })
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
