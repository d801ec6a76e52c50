import { Field, InputType } from 'type-graphql';
import { ArrayMaxSize, IsOptional, MaxLength, ValidateNested } from 'class-validator';
import { LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { PurchaseLineInput } from '../shared/purchase-line.types';
import { MAX_LINES } from '../shared/purchase-lines.rules';
import { PurchaseOrderStatus } from './purchase-order.rules';

@InputType({ description: 'A new Draft purchase order for the active branch.' })
export class CreatePurchaseOrderInput {
  @Field(() => UuidScalar, { description: 'An active supplier of the organisation.' })
  supplierId!: string;

  @Field(() => LocalDateScalar, { nullable: true, description: "Expected delivery; not before the branch's business date today." })
  expectedDate?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(2000, { message: 'must be at most 2000 characters' })
  notes?: string | null;

  @Field(() => [PurchaseLineInput], { description: `1 to ${MAX_LINES} lines, each item once.` })
  @ArrayMaxSize(MAX_LINES, { message: `must have at most ${MAX_LINES} lines` })
  @ValidateNested({ each: true })
  lines!: PurchaseLineInput[];
}

@InputType({ description: 'Changes to a Draft purchase order; omitted fields keep their value, lines replace all lines.' })
export class UpdatePurchaseOrderInput {
  @Field(() => UuidScalar, { nullable: true })
  supplierId?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'null clears it.' })
  expectedDate?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(2000, { message: 'must be at most 2000 characters' })
  notes?: string | null;

  @Field(() => [PurchaseLineInput], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(MAX_LINES, { message: `must have at most ${MAX_LINES} lines` })
  @ValidateNested({ each: true })
  lines?: PurchaseLineInput[] | null;
}

@InputType({ description: 'An optional note for a status change (kept in the audit trail).' })
export class PurchaseOrderNoteInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(500, { message: 'must be at most 500 characters' })
  note?: string | null;
}

@InputType()
export class PurchaseOrderFilter {
  @Field(() => PurchaseOrderStatus, { nullable: true })
  status?: PurchaseOrderStatus;

  @Field(() => UuidScalar, { nullable: true })
  supplierId?: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Expected on or after this date.' })
  from?: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Expected on or before this date.' })
  to?: string;
}
