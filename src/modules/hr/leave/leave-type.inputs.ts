import { Field, InputType } from 'type-graphql';
import { IsNotEmpty, IsOptional, MaxLength } from 'class-validator';

@InputType({ description: 'A leave type.' })
export class LeaveTypeInput {
  @Field(() => String, { description: 'Name of the leave type, 1-120 characters.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name; omitted on update keeps the current one.' })
  @IsOptional()
  @MaxLength(120, { message: 'must be at most 120 characters' })
  nameAr?: string | null;

  @Field(() => Boolean, { description: 'Deduct approved days from annualLeaveBalance.' })
  usesBalance!: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Paid leave (default true).' })
  paid?: boolean | null;
}

@InputType({ description: 'Conditions on the leave type list.' })
export class LeaveTypeFilter {
  @Field(() => Boolean, { nullable: true, description: 'Include soft-deleted leave types.' })
  includeDeleted?: boolean;
}
