import { Field, InputType, ObjectType } from 'type-graphql';
import { IsBoolean, IsOptional } from 'class-validator';
import { UuidScalar } from '../../../core/scalars';

@InputType({ description: 'Marks a product or an inventory item sold out (or available again) at the active branch: name exactly one.' })
export class SetAvailabilityInput {
  @Field(() => UuidScalar, { nullable: true, description: 'The product.' })
  @IsOptional()
  productId?: string;

  @Field(() => UuidScalar, { nullable: true, description: 'The inventory item: every product whose bill of materials needs it.' })
  @IsOptional()
  inventoryItemId?: string;

  @Field(() => Boolean, { description: 'false: sold out (off the guest and partner menus, refused in new orders); true: available again.' })
  @IsBoolean()
  available!: boolean;
}

@ObjectType({ simpleResolvers: true, description: 'The outcome of an availability change.' })
export class AvailabilityChange {
  @Field(() => UuidScalar, { description: 'The branch.' })
  branchId!: string;

  @Field(() => UuidScalar, { nullable: true, description: 'The product, when one was named.' })
  productId!: string | null;

  @Field(() => UuidScalar, { nullable: true, description: 'The inventory item, when one was named.' })
  inventoryItemId!: string | null;

  @Field(() => Boolean, { description: 'Available after the change.' })
  available!: boolean;

  @Field(() => [UuidScalar], { description: 'The products concerned (for an inventory item, every product needing it).' })
  productIds!: string[];
}
