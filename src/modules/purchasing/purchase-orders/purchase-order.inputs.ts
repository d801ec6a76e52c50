import { Field, Float, InputType, Int } from 'type-graphql';
import { IsOptional } from 'class-validator';
import { LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { type PurchaseLineInput } from '../shared/purchase-line.types';
import { MAX_LINES } from '../shared/purchase-lines.rules';
import { LinesField, NotesField, PurchaseDocumentNoteInput } from '../shared/purchase-document.inputs';
import { PurchaseOrderStatus } from './purchase-order.rules';

@InputType({ description: 'A new Draft purchase order for the active branch.' })
export class CreatePurchaseOrderInput {
  @Field(() => UuidScalar, { description: 'An active supplier of the organisation.' })
  supplierId!: string;

  @Field(() => LocalDateScalar, { nullable: true, description: "Expected delivery; not before the branch's business date today." })
  expectedDate?: string | null;

  @NotesField('Free notes, at most 2000 characters.')
  notes?: string | null;

  @LinesField(`1 to ${MAX_LINES} lines, each item once.`)
  lines!: PurchaseLineInput[];
}

@InputType({ description: 'Changes to a Draft purchase order; omitted fields keep their value, lines replace all lines.' })
export class UpdatePurchaseOrderInput {
  @Field(() => UuidScalar, { nullable: true, description: 'New supplier (an active one of the organisation); left out keeps it.' })
  supplierId?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'null clears it.' })
  expectedDate?: string | null;

  @NotesField('New notes, at most 2000 characters; null clears them.')
  notes?: string | null;

  @LinesField('New lines, 1-200, replacing the current ones; left out keeps them.', { optional: true })
  lines?: PurchaseLineInput[] | null;
}

@InputType({ description: 'An optional note for a status change (kept in the audit trail).' })
export class PurchaseOrderNoteInput extends PurchaseDocumentNoteInput {}

@InputType({ description: 'A quantity received on one line of a purchase order.' })
export class ReceiveLineInput {
  @Field(() => Int, { description: 'The line, counted from 0 in the order of the lines.' })
  lineIndex!: number;

  @Field(() => Float, { description: "More than 0, at most the line's outstanding quantity, at most 3 decimals, in the item's unit." })
  quantity!: number;
}

@InputType({ description: 'A receipt of a purchase order: the lines received now (all outstanding quantities when left out) and a note.' })
export class ReceivePurchaseOrderInput extends PurchaseOrderNoteInput {
  @Field(() => [ReceiveLineInput], { nullable: true, description: 'Lines and quantities received; left out or empty: everything still outstanding.' })
  @IsOptional()
  lines?: ReceiveLineInput[] | null;
}

@InputType({ description: 'Conditions on the purchase order list.' })
export class PurchaseOrderFilter {
  @Field(() => PurchaseOrderStatus, { nullable: true, description: 'Only orders in this status.' })
  status?: PurchaseOrderStatus;

  @Field(() => UuidScalar, { nullable: true, description: 'Only orders from this supplier.' })
  supplierId?: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Expected on or after this date.' })
  from?: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Expected on or before this date.' })
  to?: string;
}
