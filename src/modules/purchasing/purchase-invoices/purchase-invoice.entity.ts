import { Column, Entity, Index } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { LocalDateScalar } from '../../../core/scalars';
import { type PurchaseLine } from '../shared/purchase-line.types';
import { IdColumn, LastNoteColumn, LinesColumn, MomentColumn, NotesColumn, OptionalIdColumn, TotalColumn } from '../shared/purchase-document.columns';
import { PurchaseInvoiceStatus } from './purchase-invoice.rules';

@ObjectType('PurchaseInvoice', { simpleResolvers: true, description: "A supplier's invoice received by a branch, approved for payment before it is paid." })
@Entity('purchasing_invoices')
@Index('purchasing_invoices_supplier_number_key', ['organizationId', 'supplierId', 'invoiceNumberKey'], { unique: true, where: `status <> 'Cancelled'` })
@Index('purchasing_invoices_branch_status_idx', ['organizationId', 'branchId', 'status', 'invoiceDate'])
@Index('purchasing_invoices_order_idx', ['purchaseOrderId'])
export class PurchaseInvoice extends OrganizationRecord {
  @IdColumn('Id of the branch the invoice is booked to.')
  branchId!: string;

  @IdColumn('Id of the supplier who sent the invoice.')
  supplierId!: string;

  @Field(() => String, { description: "The supplier's invoice number (unique per supplier, case-insensitive)." })
  @Column('text')
  invoiceNumber!: string;

  @Column('text')
  invoiceNumberKey!: string;

  @Field(() => LocalDateScalar, { description: 'Date on the invoice (YYYY-MM-DD).' })
  @Column('date')
  invoiceDate!: string;

  @OptionalIdColumn('The purchase order it bills (same supplier and branch; Approved or Received).')
  purchaseOrderId!: string | null;

  @NotesColumn()
  notes!: string | null;

  @LinesColumn('Items invoiced with quantities and unit prices.')
  lines!: PurchaseLine[];

  @TotalColumn()
  totalIqd!: number;

  @Field(() => PurchaseInvoiceStatus, { description: 'Where the invoice is in its life cycle.' })
  @Column('text')
  status!: PurchaseInvoiceStatus;

  @OptionalIdColumn('Id of the user who entered the invoice; null when it was not a user.')
  createdBy!: string | null;

  @MomentColumn('When it was submitted for approval; null before.')
  submittedAt!: Date | null;

  @OptionalIdColumn('Id of the user who submitted it; null before.')
  submittedBy!: string | null;

  @MomentColumn('When it was approved for payment.')
  approvedAt!: Date | null;

  @OptionalIdColumn('Who applied the approval; null when approved at once.')
  approvedBy!: string | null;

  @MomentColumn('When it was recorded as paid; null until Paid.')
  paidAt!: Date | null;

  @OptionalIdColumn('Id of the user who recorded the payment; null until Paid.')
  paidBy!: string | null;

  @Field(() => String, { nullable: true, description: 'Reference of the payment (e.g. the bank statement line it was matched to).' })
  @Column('text', { nullable: true })
  paymentRef!: string | null;

  @LastNoteColumn()
  lastNote!: string | null;
}
