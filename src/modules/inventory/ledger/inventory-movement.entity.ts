import { Column, CreateDateColumn, Entity, Generated, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Field, Float, ID, ObjectType } from 'type-graphql';
import { DateTimeScalar, Int64Scalar, LocalDateScalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';
import { InventoryMovementKind, InventorySourceKind } from '../shared/inventory-vocabulary';

/**
 * One change of stock of one item at one branch. Append-only: never updated or deleted; a
 * correction is a new movement (docs/inventory.md).
 */
@ObjectType('InventoryMovement', {
  simpleResolvers: true,
  description: 'An append-only change of stock of an item at a branch, with its value and its source.',
})
@Entity('inventory_movements')
@Index('inventory_movements_item_idx', ['organizationId', 'branchId', 'inventoryItemId', 'businessDate'])
// Read by the usage variance (src/modules/analytics): a period of many branches, every item.
@Index('inventory_movements_day_idx', ['organizationId', 'branchId', 'businessDate'])
// The movements list's default order (newest posting first) within a branch; seq grows, so postings add at the index's end.
@Index('inventory_movements_branch_seq_idx', ['organizationId', 'branchId', 'seq'])
export class InventoryMovement {
  @Field(() => ID, { description: 'Id of the movement.' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  /** Order of posting (movements of one transaction share created_at). */
  @Column('bigint', { transformer: int64 })
  @Generated('increment')
  seq!: number;

  @Field(() => ID, { description: 'Id of the branch whose stock moved.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => ID, { description: 'Id of the inventory item that moved.' })
  @Column('uuid')
  inventoryItemId!: string;

  @Field(() => LocalDateScalar, { description: 'Business date of the branch the movement belongs to.' })
  @Column('date')
  businessDate!: string;

  @Field(() => InventoryMovementKind, { description: 'What caused the movement (receipt, sale, waste, transfer...).' })
  @Column('text')
  kind!: InventoryMovementKind;

  /** Signed thousandths of the item's unit. */
  @Column('bigint', { transformer: int64 })
  quantityMilli!: number;

  @Field(() => Float, { description: "Signed quantity in the item's unit (up to 3 decimals): positive in, negative out." })
  get quantity(): number {
    return this.quantityMilli / 1000;
  }

  @Field(() => Int64Scalar, { description: 'IQD per unit the movement was valued at.' })
  @Column('bigint', { transformer: int64 })
  unitCostIqd!: number;

  @Field(() => Int64Scalar, { description: "Signed value in IQD: exactly the change of the balance's value." })
  @Column('bigint', { transformer: int64 })
  valueIqd!: number;

  /** On hand after this movement (thousandths), as the balance row held it. */
  @Column('bigint', { transformer: int64 })
  onHandAfterMilli!: number;

  @Field(() => Float, { description: "On hand after the movement, in the item's unit." })
  get onHandAfter(): number {
    return this.onHandAfterMilli / 1000;
  }

  @Field(() => InventorySourceKind, { description: 'Kind of record that caused it (purchase order, batch, sales order...).' })
  @Column('text')
  sourceKind!: InventorySourceKind;

  @Field(() => ID, { description: 'The source record (purchase order, batch, sales order, waste record, transfer, count, or the id of an adjustment).' })
  @Column('uuid')
  sourceId!: string;

  @Field(() => String, { nullable: true, description: "The source's line (purchase order line number, output id, count line id)." })
  @Column('text', { nullable: true })
  sourceLine!: string | null;

  @Field(() => String, { nullable: true, description: 'Reason given (adjustments, waste); null when none.' })
  @Column('text', { nullable: true })
  reason!: string | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user whose action recorded it; null when it was not a user.' })
  @Column('uuid', { nullable: true })
  createdBy!: string | null;

  @Field(() => DateTimeScalar, { description: 'When the movement was recorded.' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
