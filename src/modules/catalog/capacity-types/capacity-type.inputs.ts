import { Field, InputType } from 'type-graphql';
import { IsNotEmpty, IsOptional, MaxLength } from 'class-validator';

@InputType({ description: 'A capacity type (plate, box, tray…).' })
export class CapacityTypeInput {
  @Field(() => String, { description: 'Name of the capacity type, 1-120 characters.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name; omitted on update keeps the current one.' })
  @IsOptional()
  @MaxLength(120, { message: 'must be at most 120 characters' })
  nameAr?: string | null;
}

@InputType({ description: 'Conditions on the capacity type list.' })
export class CapacityTypeFilter {
  @Field(() => Boolean, { nullable: true, description: 'Include soft-deleted capacity types.' })
  includeDeleted?: boolean;
}
