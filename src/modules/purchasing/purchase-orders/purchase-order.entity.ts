import { Column, Entity, Index } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { DateTimeScalar, Int64Scalar, LocalDateScalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';
import { PurchaseLine } from '../shared/purchase-line.types';
import { PurchaseOrderStatus } from './purchase-order.rules';

@ObjectType('PurchaseOrder', { description: 'An order to a supplier for a branch; approved before it is received.' })
@Entity('purchasing_orders')
@Index('purchasing_orders_branch_status_idx', ['organizationId', 'branchId', 'status', 'createdAt'])
@Index('purchasing_orders_supplier_idx', ['organizationId', 'supplierId'])
export class PurchaseOrder extends OrganizationRecord {
  @Field(() => ID, { description: 'The branch that orders (the active branch when created).' })
  @Column('uuid')
  branchId!: string;

  @Field(() => ID, { description: 'Id of the supplier ordered from.' })
  @Column('uuid')
  supplierId!: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'When delivery is expected (business date of the branch).' })
  @Column('date', { nullable: true })
  expectedDate!: string | null;

  @Field(() => String, { nullable: true, description: 'Free notes, at most 2000 characters; null when none.' })
  @Column('text', { nullable: true })
  notes!: string | null;

  @Field(() => [PurchaseLine], { description: 'Items ordered with quantities and unit prices.' })
  @Column('jsonb')
  lines!: PurchaseLine[];

  @Field(() => Int64Scalar, { description: 'IQD: the sum of the line totals.' })
  @Column('bigint', { transformer: int64 })
  totalIqd!: number;

  @Field(() => PurchaseOrderStatus, { description: 'Where the order is in its life cycle.' })
  @Column('text')
  status!: PurchaseOrderStatus;

  @Field(() => ID, { nullable: true, description: 'Id of the user who created the order; null when it was not a user.' })
  @Column('uuid', { nullable: true })
  createdBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the order was submitted for approval; null before.' })
  @Column('timestamptz', { nullable: true })
  submittedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who submitted it; null before.' })
  @Column('uuid', { nullable: true })
  submittedBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the order became Approved (cleared when an approval is reverted).' })
  @Column('timestamptz', { nullable: true })
  approvedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Who applied the approval; null when approved at once under the threshold.' })
  @Column('uuid', { nullable: true })
  approvedBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the goods were received; null until Received.' })
  @Column('timestamptz', { nullable: true })
  receivedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who received them; null until Received.' })
  @Column('uuid', { nullable: true })
  receivedBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the order was cancelled; null unless Cancelled.' })
  @Column('timestamptz', { nullable: true })
  cancelledAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who cancelled it; null unless Cancelled.' })
  @Column('uuid', { nullable: true })
  cancelledBy!: string | null;

  @Field(() => String, { nullable: true, description: 'Note of the latest status change.' })
  @Column('text', { nullable: true })
  lastNote!: string | null;
}
