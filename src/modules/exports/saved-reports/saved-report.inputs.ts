import { Field, InputType } from 'type-graphql';
import { IsOptional, MaxLength, MinLength } from 'class-validator';
import { JsonObjectScalar, UuidScalar } from '../../../core/scalars';

@InputType({ description: 'A named report: its key, filters, optional preset, private or shared.' })
export class CreateSavedReportInput {
  @Field(() => String, { description: 'Name of the saved report, 1-200 characters.' })
  @MinLength(1, { message: 'must not be empty' })
  @MaxLength(200, { message: 'must be at most 200 characters' })
  name!: string;

  @Field(() => String, { description: 'Key of the report (from exportDomains.reports.key), at most 100 characters.' })
  @MaxLength(100, { message: 'must be at most 100 characters' })
  reportKey!: string;

  @Field(() => JsonObjectScalar, { nullable: true, description: 'Report filters to store, as a JSON object of filter name to value; null: none.' })
  filters?: Record<string, unknown> | null;

  @Field(() => UuidScalar, { nullable: true, description: "An export preset of the report's domain." })
  presetId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Shared with the organisation (default false: private).' })
  @IsOptional()
  shared?: boolean | null;
}
