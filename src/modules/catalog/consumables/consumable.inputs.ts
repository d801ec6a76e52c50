import { Field, Float, InputType, Int } from 'type-graphql';
import { IsEnum, IsIn, IsInt, IsNotEmpty, IsOptional, Max, Min } from 'class-validator';
import { UuidScalar } from '../../../core/scalars';
import { INVENTORY_UNITS } from '../inventory-items/inventory-item.rules';
import { MAX_SORT_ORDER } from '../shared/catalog-rules';
import { ConsumableChannelScope, ConsumableKind } from './consumable.entity';

@InputType({ description: 'A bill-of-materials line of a product.' })
export class AddConsumableInput {
  @Field(() => UuidScalar, { description: 'A live inventory item of the organisation.' })
  @IsNotEmpty({ message: 'is required' })
  inventoryItemId!: string;

  @Field(() => Float, { description: 'Quantity per product unit, greater than 0, at most 3 decimals.' })
  qtyPerParentUnit!: number;

  @Field(() => String, { description: "kg, g, l, ml or piece; compatible with the item's unit." })
  @IsIn([...INVENTORY_UNITS], { message: `must be one of: ${INVENTORY_UNITS.join(', ')}` })
  unit!: string;

  @Field(() => ConsumableChannelScope, { nullable: true, description: 'Defaults to All.' })
  @IsOptional()
  @IsEnum(ConsumableChannelScope, { message: `must be one of: ${Object.values(ConsumableChannelScope).join(', ')}` })
  channelScope?: ConsumableChannelScope | null;

  @Field(() => Boolean, { nullable: true, description: 'Defaults to true.' })
  @IsOptional()
  required?: boolean | null;

  @Field(() => ConsumableKind, { nullable: true, description: 'Defaults to Ingredient.' })
  @IsOptional()
  @IsEnum(ConsumableKind, { message: `must be one of: ${Object.values(ConsumableKind).join(', ')}` })
  kind?: ConsumableKind | null;

  @Field(() => Int, { nullable: true, description: 'Defaults to 0.' })
  @IsOptional()
  @IsInt({ message: 'must be a whole number' })
  @Min(0, { message: 'must be 0 or more' })
  @Max(MAX_SORT_ORDER, { message: `must be at most ${MAX_SORT_ORDER}` })
  sortOrder?: number | null;
}
