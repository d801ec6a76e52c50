import { Field, InputType } from 'type-graphql';
import { IsEnum, IsNotEmpty } from 'class-validator';
import { ImportFormat } from './import-format';

@InputType({ description: 'A product file: format and its text.' })
export class ProductImportInput {
  @Field(() => ImportFormat, { description: 'Csv or Json.' })
  @IsEnum(ImportFormat, { message: 'must be one of: Csv, Json' })
  format!: ImportFormat;

  @Field(() => String, { description: 'CSV text with a header row of column names, or a JSON array of objects.' })
  @IsNotEmpty({ message: 'is required' })
  content!: string;
}
