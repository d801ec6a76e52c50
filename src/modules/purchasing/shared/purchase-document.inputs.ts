import { Field, InputType } from 'type-graphql';
import { ArrayMaxSize, IsOptional, MaxLength, ValidateNested } from 'class-validator';
import { PurchaseLineInput } from './purchase-line.types';
import { MAX_LINES } from './purchase-lines.rules';

/**
 * Field decorators shared by the purchase order and purchase invoice inputs. They are decorators rather than
 * a base class so each input keeps its own field order in the schema (inherited fields would come first).
 */

/** Free notes of a purchase document: optional, at most 2000 characters. */
export function NotesField(description: string): PropertyDecorator {
  return (target, key) => {
    MaxLength(2000, { message: 'must be at most 2000 characters' })(target, key as string);
    IsOptional()(target, key as string);
    Field(() => String, { nullable: true, description })(target, key);
  };
}

/** The lines of a purchase document: required on create, optional (keeps the lines) on update. */
export function LinesField(description: string, options: { optional?: boolean } = {}): PropertyDecorator {
  return (target, key) => {
    ValidateNested({ each: true })(target, key as string);
    ArrayMaxSize(MAX_LINES, { message: `must have at most ${MAX_LINES} lines` })(target, key as string);
    if (options.optional) IsOptional()(target, key as string);
    Field(() => [PurchaseLineInput], { nullable: options.optional === true, description })(target, key);
  };
}

/** An optional note for a status change of a purchase document; each document names its own input type. */
@InputType({ description: 'An optional note for a status change of a purchase document (a base: not used as an argument).' })
export abstract class PurchaseDocumentNoteInput {
  @Field(() => String, { nullable: true, description: 'Note, at most 500 characters.' })
  @IsOptional()
  @MaxLength(500, { message: 'must be at most 500 characters' })
  note?: string | null;
}
