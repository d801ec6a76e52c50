import { Field, Float, InputType, Int } from 'type-graphql';
import { IsEnum, IsInt, IsNotEmpty, IsOptional, Max, Min } from 'class-validator';
import { UuidScalar } from '../../../core/scalars';
import { InventoryUnit } from '../inventory-items/inventory-item.rules';
import { MAX_SORT_ORDER } from '../shared/catalog-rules';
import { ConsumableKind } from './consumable.entity';

@InputType({ description: 'A bill-of-materials line of a modifier option.' })
export class AddModifierConsumableInput {
  @Field(() => UuidScalar, { description: 'A live inventory item of the organisation.' })
  @IsNotEmpty({ message: 'is required' })
  inventoryItemId!: string;

  @Field(() => Float, { description: 'Quantity per unit of the order line that chose the option, greater than 0, at most 100000, at most 3 decimals.' })
  qtyPerParentUnit!: number;

  @Field(() => InventoryUnit, { description: "Compatible with the item's unit: Kg and G convert, L and Ml convert, Piece only to Piece." })
  unit!: InventoryUnit;

  @Field(() => ConsumableKind, { nullable: true, description: 'Defaults to Ingredient.' })
  @IsOptional()
  @IsEnum(ConsumableKind, { message: `must be one of: ${Object.values(ConsumableKind).join(', ')}` })
  kind?: ConsumableKind | null;

  @Field(() => Int, { nullable: true, description: `Position among the option's lines, 0 to ${MAX_SORT_ORDER}; defaults to 0.` })
  @IsOptional()
  @IsInt({ message: 'must be a whole number' })
  @Min(0, { message: 'must be 0 or more' })
  @Max(MAX_SORT_ORDER, { message: `must be at most ${MAX_SORT_ORDER}` })
  sortOrder?: number | null;
}
