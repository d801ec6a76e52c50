import { Field, InputType } from 'type-graphql';
import { IsNotEmpty, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { Int64Scalar, UuidScalar } from '../../../core/scalars';

export const MAX_SALARY_IQD = 1_000_000_000;

@InputType({ description: 'A position: title, department and standard monthly salary (IQD).' })
export class PositionInput {
  @Field(() => String, { description: 'Job title, 1-120 characters.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  title!: string;

  @Field(() => String, { nullable: true, description: 'Arabic title.' })
  @IsOptional()
  @MaxLength(120, { message: 'must be at most 120 characters' })
  titleAr?: string | null;

  @Field(() => UuidScalar, { description: 'Id of the department the position belongs to (of this organisation).' })
  departmentId!: string;

  @Field(() => Int64Scalar, { description: 'Monthly salary in IQD, 0 or more.' })
  @Min(0, { message: 'must be 0 or more' })
  @Max(MAX_SALARY_IQD, { message: `must be at most ${MAX_SALARY_IQD}` })
  baseSalary!: number;
}

@InputType({ description: 'Conditions on the position list.' })
export class PositionFilter {
  @Field(() => UuidScalar, { nullable: true, description: 'Only positions of this department.' })
  departmentId?: string;

  @Field(() => Boolean, { nullable: true, description: 'Include soft-deleted positions.' })
  includeDeleted?: boolean;
}
