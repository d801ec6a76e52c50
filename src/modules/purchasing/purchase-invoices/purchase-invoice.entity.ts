import { Column, Entity, Index } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { DateTimeScalar, Int64Scalar, LocalDateScalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';
import { PurchaseLine } from '../shared/purchase-line.types';
import { PurchaseInvoiceStatus } from './purchase-invoice.rules';

@ObjectType('PurchaseInvoice', { description: "A supplier's invoice received by a branch, approved for payment before it is paid." })
@Entity('purchasing_invoices')
@Index('purchasing_invoices_supplier_number_key', ['organizationId', 'supplierId', 'invoiceNumberKey'], { unique: true, where: `status <> 'Cancelled'` })
@Index('purchasing_invoices_branch_status_idx', ['organizationId', 'branchId', 'status', 'invoiceDate'])
@Index('purchasing_invoices_order_idx', ['purchaseOrderId'])
export class PurchaseInvoice extends OrganizationRecord {
  @Field(() => ID, { description: 'Id of the branch the invoice is booked to.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => ID, { description: 'Id of the supplier who sent the invoice.' })
  @Column('uuid')
  supplierId!: string;

  @Field(() => String, { description: "The supplier's invoice number (unique per supplier, case-insensitive)." })
  @Column('text')
  invoiceNumber!: string;

  @Column('text')
  invoiceNumberKey!: string;

  @Field(() => LocalDateScalar, { description: 'Date on the invoice (YYYY-MM-DD).' })
  @Column('date')
  invoiceDate!: string;

  @Field(() => ID, { nullable: true, description: 'The purchase order it bills (same supplier and branch; Approved or Received).' })
  @Column('uuid', { nullable: true })
  purchaseOrderId!: string | null;

  @Field(() => String, { nullable: true, description: 'Free notes, at most 2000 characters; null when none.' })
  @Column('text', { nullable: true })
  notes!: string | null;

  @Field(() => [PurchaseLine], { description: 'Items invoiced with quantities and unit prices.' })
  @Column('jsonb')
  lines!: PurchaseLine[];

  @Field(() => Int64Scalar, { description: 'IQD: the sum of the line totals.' })
  @Column('bigint', { transformer: int64 })
  totalIqd!: number;

  @Field(() => PurchaseInvoiceStatus, { description: 'Where the invoice is in its life cycle.' })
  @Column('text')
  status!: PurchaseInvoiceStatus;

  @Field(() => ID, { nullable: true, description: 'Id of the user who entered the invoice; null when it was not a user.' })
  @Column('uuid', { nullable: true })
  createdBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When it was submitted for approval; null before.' })
  @Column('timestamptz', { nullable: true })
  submittedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who submitted it; null before.' })
  @Column('uuid', { nullable: true })
  submittedBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When it was approved for payment.' })
  @Column('timestamptz', { nullable: true })
  approvedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Who applied the approval; null when approved at once.' })
  @Column('uuid', { nullable: true })
  approvedBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When it was recorded as paid; null until Paid.' })
  @Column('timestamptz', { nullable: true })
  paidAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who recorded the payment; null until Paid.' })
  @Column('uuid', { nullable: true })
  paidBy!: string | null;

  @Field(() => String, { nullable: true, description: 'Reference of the payment (e.g. the bank statement line it was matched to).' })
  @Column('text', { nullable: true })
  paymentRef!: string | null;

  @Field(() => String, { nullable: true, description: 'Note of the latest status change.' })
  @Column('text', { nullable: true })
  lastNote!: string | null;
}
