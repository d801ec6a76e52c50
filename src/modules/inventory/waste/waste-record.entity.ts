import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Field, Float, ID, ObjectType } from 'type-graphql';
import { DateTimeScalar, Int64Scalar, LocalDateScalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';
import { InventoryWasteReason } from '../shared/inventory-vocabulary';

@ObjectType('WasteRecord', {
  simpleResolvers: true,
  description: 'Stock thrown away at a branch (outside a production batch), with its value at the moving-average cost.',
})
@Entity('inventory_waste_records')
@Index('inventory_waste_records_branch_idx', ['organizationId', 'branchId', 'businessDate'])
export class WasteRecord {
  @Field(() => ID, { description: 'Id of the waste record.' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Field(() => ID, { description: 'Id of the branch where the stock was wasted.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => ID, { description: 'Id of the inventory item wasted.' })
  @Column('uuid')
  inventoryItemId!: string;

  @Field(() => LocalDateScalar, { description: 'Business date of the waste (YYYY-MM-DD).' })
  @Column('date')
  businessDate!: string;

  @Column('bigint', { transformer: int64 })
  quantityMilli!: number;

  @Field(() => Float, { description: "Quantity thrown away, in the item's unit." })
  get quantity(): number {
    return this.quantityMilli / 1000;
  }

  @Field(() => Int64Scalar, { description: 'Value lost in IQD (positive).' })
  @Column('bigint', { transformer: int64 })
  valueIqd!: number;

  @Field(() => InventoryWasteReason, { description: 'Why the stock was wasted.' })
  @Column('text')
  reason!: InventoryWasteReason;

  @Field(() => String, { nullable: true, description: 'Free note; null when none.' })
  @Column('text', { nullable: true })
  note!: string | null;

  @Field(() => ID, { nullable: true, description: 'The transfer whose shortfall this is (reason TransferShortfall).' })
  @Column('uuid', { nullable: true })
  transferId!: string | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who recorded it; null when it was not a user.' })
  @Column('uuid', { nullable: true })
  createdBy!: string | null;

  @Field(() => DateTimeScalar, { description: 'When it was recorded.' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
