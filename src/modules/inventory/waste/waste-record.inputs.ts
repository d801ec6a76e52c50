import { Field, Float, InputType } from 'type-graphql';
import { IsEnum, IsOptional, MaxLength } from 'class-validator';
import { LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { InventoryWasteReason, MAX_QUANTITY } from '../shared/inventory-vocabulary';

@InputType({ description: 'Stock thrown away at a branch.' })
export class WasteRecordInput {
  @Field(() => UuidScalar, { nullable: true, description: 'A branch of the organisation; the active branch when left out.' })
  branchId?: string | null;

  @Field(() => UuidScalar, { description: 'An active inventory item of the organisation.' })
  inventoryItemId!: string;

  @Field(() => LocalDateScalar, { nullable: true, description: "Business date; the branch's today when left out." })
  businessDate?: string | null;

  @Field(() => Float, { description: `More than 0, at most ${MAX_QUANTITY}, at most 3 decimals, in the item's unit.` })
  quantity!: number;

  @Field(() => InventoryWasteReason, { description: 'Why; TransferShortfall is recorded by transfers only.' })
  @IsEnum(InventoryWasteReason, { message: `must be one of: ${Object.values(InventoryWasteReason).join(', ')}` })
  reason!: InventoryWasteReason;

  @Field(() => String, { nullable: true, description: 'Required when reason is Other (at most 500 characters).' })
  @IsOptional()
  @MaxLength(500, { message: 'must be at most 500 characters' })
  note?: string | null;
}
