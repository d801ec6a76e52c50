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

  @Field(() => ID)
  @Column('uuid')
  supplierId!: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'When delivery is expected (business date of the branch).' })
  @Column('date', { nullable: true })
  expectedDate!: string | null;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  notes!: string | null;

  @Field(() => [PurchaseLine])
  @Column('jsonb')
  lines!: PurchaseLine[];

  @Field(() => Int64Scalar, { description: 'IQD: the sum of the line totals.' })
  @Column('bigint', { transformer: int64 })
  totalIqd!: number;

  @Field(() => PurchaseOrderStatus)
  @Column('text')
  status!: PurchaseOrderStatus;

  @Field(() => ID, { nullable: true })
  @Column('uuid', { nullable: true })
  createdBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true })
  @Column('timestamptz', { nullable: true })
  submittedAt!: Date | null;

  @Field(() => ID, { nullable: true })
  @Column('uuid', { nullable: true })
  submittedBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the order became Approved (cleared when an approval is reverted).' })
  @Column('timestamptz', { nullable: true })
  approvedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Who applied the approval; null when approved at once under the threshold.' })
  @Column('uuid', { nullable: true })
  approvedBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true })
  @Column('timestamptz', { nullable: true })
  receivedAt!: Date | null;

  @Field(() => ID, { nullable: true })
  @Column('uuid', { nullable: true })
  receivedBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true })
  @Column('timestamptz', { nullable: true })
  cancelledAt!: Date | null;

  @Field(() => ID, { nullable: true })
  @Column('uuid', { nullable: true })
  cancelledBy!: string | null;

  @Field(() => String, { nullable: true, description: 'Note of the latest status change.' })
  @Column('text', { nullable: true })
  lastNote!: string | null;
}
