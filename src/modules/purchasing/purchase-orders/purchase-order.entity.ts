import { Column, Entity, Index } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { LocalDateScalar } from '../../../core/scalars';
import { type PurchaseLine } from '../shared/purchase-line.types';
import { IdColumn, LastNoteColumn, LinesColumn, MomentColumn, NotesColumn, OptionalIdColumn, TotalColumn } from '../shared/purchase-document.columns';
import { PurchaseOrderStatus } from './purchase-order.rules';

@ObjectType('PurchaseOrder', { simpleResolvers: true, description: 'An order to a supplier for a branch; approved before it is received.' })
@Entity('purchasing_orders')
@Index('purchasing_orders_branch_status_idx', ['organizationId', 'branchId', 'status', 'createdAt'])
@Index('purchasing_orders_supplier_idx', ['organizationId', 'supplierId'])
export class PurchaseOrder extends OrganizationRecord {
  @IdColumn('The branch that orders (the active branch when created).')
  branchId!: string;

  @IdColumn('Id of the supplier ordered from.')
  supplierId!: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'When delivery is expected (business date of the branch).' })
  @Column('date', { nullable: true })
  expectedDate!: string | null;

  @NotesColumn()
  notes!: string | null;

  @LinesColumn('Items ordered with quantities and unit prices.')
  lines!: PurchaseLine[];

  @TotalColumn()
  totalIqd!: number;

  @Field(() => PurchaseOrderStatus, { description: 'Where the order is in its life cycle.' })
  @Column('text')
  status!: PurchaseOrderStatus;

  @OptionalIdColumn('Id of the user who created the order; null when it was not a user.')
  createdBy!: string | null;

  @MomentColumn('When the order was submitted for approval; null before.')
  submittedAt!: Date | null;

  @OptionalIdColumn('Id of the user who submitted it; null before.')
  submittedBy!: string | null;

  @MomentColumn('When the order became Approved (cleared when an approval is reverted).')
  approvedAt!: Date | null;

  @OptionalIdColumn('Who applied the approval; null when approved at once under the threshold.')
  approvedBy!: string | null;

  @MomentColumn('When the goods were received; null until Received.')
  receivedAt!: Date | null;

  @OptionalIdColumn('Id of the user who received them; null until Received.')
  receivedBy!: string | null;

  @MomentColumn('When the order was cancelled; null unless Cancelled.')
  cancelledAt!: Date | null;

  @OptionalIdColumn('Id of the user who cancelled it; null unless Cancelled.')
  cancelledBy!: string | null;

  @LastNoteColumn()
  lastNote!: string | null;
}
