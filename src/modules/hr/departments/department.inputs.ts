import { Field, InputType } from 'type-graphql';
import { IsNotEmpty, IsOptional, MaxLength } from 'class-validator';

@InputType({ description: 'A new department.' })
export class CreateDepartmentInput {
  @Field(() => String, { description: 'Name of the department, 1-120 characters, unique in the organisation.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @IsOptional()
  @MaxLength(120, { message: 'must be at most 120 characters' })
  nameAr?: string | null;
}

@InputType({ description: 'Changes to a department.' })
export class UpdateDepartmentInput {
  @Field(() => String, { description: 'New name of the department, 1-120 characters, unique in the organisation.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name; omitted keeps the current one.' })
  @IsOptional()
  @MaxLength(120, { message: 'must be at most 120 characters' })
  nameAr?: string | null;
}

@InputType({ description: 'Conditions on the department list (search and sort come with the list argument).' })
export class DepartmentFilter {
  @Field(() => Boolean, { nullable: true, description: 'Include soft-deleted departments.' })
  includeDeleted?: boolean;
}
