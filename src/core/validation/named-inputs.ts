import { Field, InputType } from 'type-graphql';
import { IsNotEmpty, IsOptional, MaxLength, ValidateIf } from 'class-validator';

/*
 * The name pair of the organisation's named settings records (sales channels, payment methods):
 * the same rules and messages on create and on update, written once. A feature's input extends
 * one of these and adds its own fields after them.
 */

@InputType({ description: 'The name pair of a named settings record (a base: not used as an argument).' })
export abstract class NamedCreateInput {
  @Field(() => String, { description: 'Unique in the organisation (case-insensitive); at most 120 characters.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @IsOptional()
  @MaxLength(120, { message: 'must be at most 120 characters' })
  nameAr?: string | null;
}

@InputType({ description: 'Changes to the name pair of a named settings record (a base: not used as an argument).' })
export abstract class NamedUpdateInput {
  @Field(() => String, { nullable: true, description: 'New name, 1-120 characters; left out keeps it.' })
  @ValidateIf((o: NamedUpdateInput) => o.name !== undefined)
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'Arabic name; null clears it.' })
  @IsOptional()
  @MaxLength(120, { message: 'must be at most 120 characters' })
  nameAr?: string | null;
}
