import { Field, Float, InputType } from 'type-graphql';
import { ArrayMaxSize, IsOptional, MaxLength, ValidateNested } from 'class-validator';
import { LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { StockCountStatus } from './stock-count.rules';

export const MAX_COUNT_LINES = 2000;

@InputType({ description: 'A new count sheet: every active item of the organisation, or the items named.' })
export class CreateStockCountInput {
  @Field(() => UuidScalar, { nullable: true, description: 'A branch of the organisation; the active branch when left out.' })
  branchId?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: "Business date counted; the branch's today when left out (refused in a locked period)." })
  businessDate?: string | null;

  @Field(() => [UuidScalar], { nullable: true, description: `Items to count (at most ${MAX_COUNT_LINES}); every active item when left out.` })
  @IsOptional()
  @ArrayMaxSize(MAX_COUNT_LINES, { message: `must have at most ${MAX_COUNT_LINES} items` })
  inventoryItemIds?: string[] | null;

  @Field(() => String, { nullable: true, description: 'At most 500 characters.' })
  @IsOptional()
  @MaxLength(500, { message: 'must be at most 500 characters' })
  note?: string | null;
}

@InputType({ description: 'A counted quantity.' })
export class CountEntryInput {
  @Field(() => UuidScalar, { description: 'An item of the sheet.' })
  inventoryItemId!: string;

  @Field(() => Float, { description: "0 or more, at most 3 decimals, in the item's unit." })
  countedQuantity!: number;
}

@InputType({ description: 'Counted quantities entered on an Open sheet (later entries replace earlier ones).' })
export class EnterCountsInput {
  @Field(() => [CountEntryInput], {
    description: 'Counted quantities of items on the count sheet, at most 2000 entries; entering an item again replaces its earlier count.',
  })
  @ArrayMaxSize(MAX_COUNT_LINES, { message: `must have at most ${MAX_COUNT_LINES} entries` })
  @ValidateNested({ each: true })
  entries!: CountEntryInput[];
}

@InputType({ description: 'Filters of the count list.' })
export class StockCountFilter {
  @Field(() => UuidScalar, { nullable: true, description: 'Only counts of this branch.' })
  branchId?: string | null;

  @Field(() => StockCountStatus, { nullable: true, description: 'Only counts in this status.' })
  status?: StockCountStatus | null;
}
