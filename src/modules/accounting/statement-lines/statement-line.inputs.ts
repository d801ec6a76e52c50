import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { Int64Scalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { MAX_REASON_LENGTH } from '../../../core/soft-delete/delete-input';
import { MatchType } from '../../../core/reconciliation/match-target';
import { StatementLineStatus } from './statement-line.rules';
import { SuggestionReasonKind } from './suggestion-scoring';

@InputType({ description: 'Conditions on the bank statement line list.' })
export class StatementLineFilter {
  @Field(() => UuidScalar, { nullable: true, description: 'Only lines of this bank account.' })
  bankAccountId?: string;

  @Field(() => StatementLineStatus, { nullable: true, description: 'Only lines in this status.' })
  status?: StatementLineStatus;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Lines dated on or after.' })
  from?: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Lines dated on or before.' })
  to?: string;
}

@InputType({ description: 'Match a line to a record of a registered match target.' })
export class MatchStatementLineInput {
  @Field(() => MatchType, { description: 'Kind of record the line is matched with.' })
  matchType!: string;

  @Field(() => String, { description: "The matched record's id (for Other: a free reference)." })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(200, { message: 'must be at most 200 characters' })
  matchedRef!: string;

  @Field(() => String, { nullable: true, description: 'Required for Other.' })
  @IsOptional()
  @MaxLength(MAX_REASON_LENGTH, { message: `must be at most ${MAX_REASON_LENGTH} characters` })
  note?: string | null;
}

@InputType({ description: 'Exclude a line from reconciliation, or reopen it.' })
export class StatementLineReasonInput {
  @Field(() => String, { description: 'Why, 1-500 characters.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(MAX_REASON_LENGTH, { message: `must be at most ${MAX_REASON_LENGTH} characters` })
  reason!: string;
}

@ObjectType('MatchSuggestionReason', { simpleResolvers: true, description: 'One reason a candidate scored points in a match suggestion.' })
export class MatchSuggestionReason {
  @Field(() => SuggestionReasonKind, { description: 'Which rule gave the points.' }) kind!: SuggestionReasonKind;
  @Field(() => Int, { description: 'Points given.' }) points!: number;
  @Field(() => String, { description: 'Explanation in English (e.g. the amounts compared).' }) detail!: string;
}

@ObjectType('MatchSuggestion', { simpleResolvers: true, description: 'A record the line could be matched to, with the reasons for its score.' })
export class MatchSuggestion {
  @Field(() => MatchType, { description: 'Kind of record suggested.' }) matchType!: string;
  @Field(() => String, { description: 'Reference of the record (pass it to matchBankStatementLine).' }) matchedRef!: string;
  @Field(() => String, { description: 'Human-readable name of the record.' }) label!: string;
  @Field(() => Int64Scalar, { description: 'Signed, as it would appear on the statement.' }) amount!: number;
  @Field(() => LocalDateScalar, { nullable: true, description: 'Date of the record (YYYY-MM-DD); null when it has none.' }) date!: string | null;
  @Field(() => Int, { description: "Sum of the reasons' points; higher is a better match." }) score!: number;
  @Field(() => [MatchSuggestionReason], { description: 'Why the record scored its points.' }) reasons!: MatchSuggestionReason[];
}
