import { Field, InputType } from 'type-graphql';
import { ArrayMaxSize, IsOptional, MaxLength, MinLength } from 'class-validator';

@InputType({ description: "A named column list of a report domain; fields are checked against the domain's fields." })
export class CreateExportPresetInput {
  @Field(() => String, { description: 'A domain of GET .../export-presets/domains, e.g. hr.employees.' })
  @MaxLength(100, { message: 'must be at most 100 characters' })
  domain!: string;

  @Field(() => String, { description: 'Unique per domain among live presets (case-insensitive).' })
  @MinLength(1, { message: 'must not be empty' })
  @MaxLength(200, { message: 'must be at most 200 characters' })
  name!: string;

  @Field(() => [String], { description: 'Field keys, in column order.' })
  @ArrayMaxSize(200, { message: 'must list at most 200 fields' })
  fields!: string[];

  @Field(() => Boolean, { nullable: true, description: "True: exactly the domain's import columns (only domains with an import)." })
  @IsOptional()
  importCompatible?: boolean | null;
}

@InputType({ description: 'Conditions on the export preset list.' })
export class ExportPresetFilter {
  @Field(() => String, { nullable: true, description: 'Only presets of this export domain (a key from exportDomains).' })
  domain?: string;

  @Field(() => Boolean, { nullable: true, description: 'true: only presets whose columns the matching import accepts.' })
  importCompatible?: boolean;

  @Field(() => Boolean, { nullable: true, description: 'true: deleted presets are listed too.' })
  includeDeleted?: boolean;
}
