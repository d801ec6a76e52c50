import { Column, Entity, Index } from 'typeorm';
import { Field, Float, ID, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { DateTimeScalar, Int64Scalar, LocalDateScalar } from '../../../core/scalars';
import { TransferStatus } from './transfer.rules';

@ObjectType('TransferLine', { simpleResolvers: true, description: 'An item sent by a transfer, with what arrived.' })
export class TransferLine {
  @Field(() => ID, { description: 'Id of the inventory item transferred.' })
  inventoryItemId!: string;

  @Field(() => Float, { description: "Quantity sent, in the item's unit." })
  quantity!: number;

  @Field(() => Int64Scalar, { nullable: true, description: 'Value that left the sender in IQD (once Sent).' })
  sentValueIqd!: number | null;

  @Field(() => Float, { nullable: true, description: 'Quantity that arrived (once Received).' })
  receivedQuantity!: number | null;

  @Field(() => Float, { nullable: true, description: 'Quantity sent and not received (once Received).' })
  shortQuantity!: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'Value of the shortfall charged to the sender in IQD (once Received).' })
  shortValueIqd!: number | null;
}

@ObjectType('Transfer', { simpleResolvers: true, description: 'Stock moved from one branch to another (central kitchen → branch).' })
@Entity('inventory_transfers')
@Index('inventory_transfers_from_idx', ['organizationId', 'fromBranchId', 'createdAt'])
@Index('inventory_transfers_to_idx', ['organizationId', 'toBranchId', 'createdAt'])
export class Transfer extends OrganizationRecord {
  @Field(() => ID, { description: 'The sending branch.' })
  @Column('uuid')
  fromBranchId!: string;

  @Field(() => ID, { description: 'The receiving branch.' })
  @Column('uuid')
  toBranchId!: string;

  @Field(() => TransferStatus, { description: 'Where the transfer is in its life cycle.' })
  @Column('text')
  status!: TransferStatus;

  @Field(() => [TransferLine], { description: 'Items and quantities transferred.' })
  @Column('jsonb')
  lines!: TransferLine[];

  @Field(() => String, { nullable: true, description: 'Free note; null when none.' })
  @Column('text', { nullable: true })
  note!: string | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who created the transfer; null when it was not a user.' })
  @Column('uuid', { nullable: true })
  createdBy!: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: "Sender's business date of the sending." })
  @Column('date', { nullable: true })
  sentDate!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the goods left the sending branch; null until Sent.' })
  @Column('timestamptz', { nullable: true })
  sentAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who sent them; null until Sent.' })
  @Column('uuid', { nullable: true })
  sentBy!: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: "Receiver's business date of the receipt." })
  @Column('date', { nullable: true })
  receivedDate!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the receiving branch took them in; null until Received.' })
  @Column('timestamptz', { nullable: true })
  receivedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who received them; null until Received.' })
  @Column('uuid', { nullable: true })
  receivedBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the transfer was cancelled; null unless Cancelled.' })
  @Column('timestamptz', { nullable: true })
  cancelledAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who cancelled it; null unless Cancelled.' })
  @Column('uuid', { nullable: true })
  cancelledBy!: string | null;
}
