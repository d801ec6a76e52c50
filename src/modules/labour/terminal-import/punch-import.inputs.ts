import { Field, InputType } from 'type-graphql';
import { IsOptional, MaxLength, MinLength } from 'class-validator';
import { UuidScalar } from '../../../core/scalars';
import { TerminalFormat } from '../rules/terminal-import.rules';

/** The text of a terminal file, at most this many characters (the JSON body limit is 1 MB). */
export const MAX_TERMINAL_FILE = 900_000;

@InputType({ description: 'A fingerprint terminal’s attendance export to import into a branch’s punches.' })
export class ImportTerminalPunchesInput {
  @Field(() => UuidScalar, { description: 'The branch the terminal stands in (times are read in its time zone).' })
  branchId!: string;

  @Field(() => TerminalFormat, { nullable: true, description: 'The file’s format; default Auto.' })
  @IsOptional()
  format?: TerminalFormat | null;

  @Field(() => String, { nullable: true, description: 'The file name as uploaded, for the record.' })
  @IsOptional()
  @MaxLength(200, { message: 'must be at most 200 characters' })
  fileName?: string | null;

  @Field(() => String, { description: 'The file’s text (UTF-8), at most 900,000 characters.' })
  @MinLength(1, { message: 'must not be empty' })
  @MaxLength(MAX_TERMINAL_FILE, { message: 'must be at most 900000 characters' })
  content!: string;
}
