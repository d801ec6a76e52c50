import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { StatementLine } from './statement-line.entity';
import { MatchStatementLineInput, MatchSuggestion, StatementLineFilter, StatementLineReasonInput } from './statement-line.inputs';
import { statementLineService, bankStatementLinesSort } from './statement-line.service';

export const StatementLinePage = Paginated(StatementLine, 'BankStatementLine');

@Resolver(() => StatementLine)
export class StatementLineResolver {
  @Query(() => StatementLinePage, { description: 'Bank statement lines; Search looks in description, reference and counterparty.' })
  bankStatementLines(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(bankStatementLinesSort, 'date Desc') }) list?: ListArgs,
    @Arg('filter', () => StatementLineFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: StatementLineFilter,
  ) {
    return statementLineService.list(ctx, list, filter);
  }

  @Query(() => StatementLine, { description: 'One bank statement line with its match.' })
  bankStatementLine(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the bank statement line; 404 when no such bank statement line is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return statementLineService.get(ctx, id);
  }

  @Query(() => [MatchSuggestion], { description: 'At most 10 ranked match candidates from every registered target, with the reasons for their score.' })
  bankStatementLineSuggestions(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: 'Id of the bank statement line to find matches for; 404 when no such line is visible to the caller.' })
    id: string,
  ) {
    return statementLineService.suggestions(ctx, id);
  }

  @Mutation(() => StatementLine, { description: 'Unmatched → Matched.' })
  matchBankStatementLine(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the bank statement line to match; 404 (nothing changed) when no such bank statement line is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => MatchStatementLineInput, { description: 'The kind and reference of the record the line is matched with.' })
    input: MatchStatementLineInput,
  ) {
    return statementLineService.match(ctx, id, input);
  }

  @Mutation(() => StatementLine, { description: 'Unmatched → Excluded.' })
  excludeBankStatementLine(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: 'Id of the Unmatched line to exclude; 404 (nothing changed) when no such line is visible to the caller.' })
    id: string,
    @Arg('input', () => StatementLineReasonInput, { description: 'Why the line is left unmatched (required).' }) input: StatementLineReasonInput,
  ) {
    return statementLineService.exclude(ctx, id, input);
  }

  @Mutation(() => StatementLine, { description: 'Matched or Excluded → Unmatched.' })
  reopenBankStatementLine(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the bank statement line to reopen; 404 (nothing changed) when no such bank statement line is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => StatementLineReasonInput, { description: 'Why the line is reopened (required).' }) input: StatementLineReasonInput,
  ) {
    return statementLineService.reopen(ctx, id, input);
  }
}
