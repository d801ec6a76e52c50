import { Field, InputType } from 'type-graphql';
import { IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { type PurchaseLineInput } from '../shared/purchase-line.types';
import { MAX_LINES } from '../shared/purchase-lines.rules';
import { LinesField, NotesField, PurchaseDocumentNoteInput } from '../shared/purchase-document.inputs';
import { PurchaseInvoiceStatus } from './purchase-invoice.rules';

@InputType({ description: "A supplier's invoice, recorded as Draft for the active branch." })
export class CreatePurchaseInvoiceInput {
  @Field(() => UuidScalar, { description: 'An active supplier of the organisation.' })
  supplierId!: string;

  @Field(() => String, { description: "The supplier's number; unique per supplier (case-insensitive) among invoices not cancelled." })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(60, { message: 'must be at most 60 characters' })
  invoiceNumber!: string;

  @Field(() => LocalDateScalar, { description: "Not after the branch's business date today." })
  invoiceDate!: string;

  @Field(() => UuidScalar, { nullable: true, description: 'The purchase order it bills: same supplier and branch, Approved or Received.' })
  purchaseOrderId?: string | null;

  @NotesField('Free notes, at most 2000 characters.')
  notes?: string | null;

  @LinesField(`1 to ${MAX_LINES} lines, each item once.`)
  lines!: PurchaseLineInput[];
}

@InputType({ description: 'Changes to a Draft invoice; omitted fields keep their value, lines replace all lines, purchaseOrderId null unlinks.' })
export class UpdatePurchaseInvoiceInput {
  @Field(() => String, { nullable: true, description: 'New supplier invoice number, at most 60 characters; left out keeps it.' })
  @IsOptional()
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(60, { message: 'must be at most 60 characters' })
  invoiceNumber?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'New invoice date (YYYY-MM-DD); left out keeps it.' })
  invoiceDate?: string | null;

  @Field(() => UuidScalar, { nullable: true, description: 'Purchase order the invoice bills; null unlinks it.' })
  purchaseOrderId?: string | null;

  @NotesField('New notes, at most 2000 characters; null clears them.')
  notes?: string | null;

  @LinesField('New lines, 1-200, replacing the current ones; left out keeps them.', { optional: true })
  lines?: PurchaseLineInput[] | null;
}

@InputType({ description: 'An optional note for a status change (kept in the audit trail).' })
export class PurchaseInvoiceNoteInput extends PurchaseDocumentNoteInput {}

@InputType({ description: 'Records the payment of an approved invoice.' })
export class PurchaseInvoicePaymentInput {
  @Field(() => String, { nullable: true, description: 'Reference of the payment (transfer id, cheque number, statement line).' })
  @IsOptional()
  @MaxLength(120, { message: 'must be at most 120 characters' })
  paymentRef?: string | null;

  @Field(() => String, { nullable: true, description: 'Note about the payment (e.g. the transfer reference), at most 500 characters.' })
  @IsOptional()
  @MaxLength(500, { message: 'must be at most 500 characters' })
  note?: string | null;
}

@InputType({ description: 'Conditions on the purchase invoice list.' })
export class PurchaseInvoiceFilter {
  @Field(() => PurchaseInvoiceStatus, { nullable: true, description: 'Only invoices in this status.' })
  status?: PurchaseInvoiceStatus;

  @Field(() => UuidScalar, { nullable: true, description: 'Only invoices of this supplier.' })
  supplierId?: string;

  @Field(() => UuidScalar, { nullable: true, description: 'Only invoices that bill this purchase order.' })
  purchaseOrderId?: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Invoice dates from this date (inclusive).' })
  from?: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Invoice dates up to this date (inclusive).' })
  to?: string;
}
