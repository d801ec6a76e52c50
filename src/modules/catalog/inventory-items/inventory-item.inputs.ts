import { Field, InputType } from 'type-graphql';
import { IsInt, IsNotEmpty, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { Int64Scalar } from '../../../core/scalars';
import { InventoryKind, InventoryUnit, MAX_STANDARD_COST_IQD } from './inventory-item.rules';

@InputType({ description: 'An inventory item: names, unit, kind and standard cost per unit (IQD).' })
export class InventoryItemInput {
  @Field(() => String, { description: 'Name of the item, 1-120 characters, unique in the organisation.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @IsOptional()
  @MaxLength(120, { message: 'must be at most 120 characters' })
  nameAr?: string | null;

  @Field(() => InventoryUnit, { description: 'Unit quantities and costs of the item are counted in.' })
  unit!: InventoryUnit;

  @Field(() => InventoryKind, { description: 'What the item is.' })
  kind!: InventoryKind;

  @Field(() => Boolean, { nullable: true, description: 'Defaults to true on creation; omitted on update keeps the current value.' })
  @IsOptional()
  active?: boolean | null;

  @Field(() => Int64Scalar, { description: 'Standard cost of one unit in IQD, 0 to 10,000,000.' })
  @IsInt({ message: 'must be a whole number' })
  @Min(0, { message: 'must be 0 or more' })
  @Max(MAX_STANDARD_COST_IQD, { message: `must be at most ${MAX_STANDARD_COST_IQD}` })
  standardCostIqd!: number;
}

@InputType({ description: 'Conditions on the inventory item list.' })
export class InventoryItemFilter {
  @Field(() => InventoryKind, { nullable: true, description: 'Only items of this kind.' })
  @IsOptional()
  kind?: InventoryKind;

  @Field(() => Boolean, { nullable: true, description: 'Only active (true) or inactive (false) items.' })
  active?: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Include soft-deleted items.' })
  includeDeleted?: boolean;
}
