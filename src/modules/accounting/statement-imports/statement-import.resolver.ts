import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { StatementImport } from './statement-import.entity';
import { statementImportService, statementImportsSort } from './statement-import.service';

export const StatementImportPage = Paginated(StatementImport, 'StatementImport');

@Resolver(() => StatementImport)
export class StatementImportResolver {
  @Mutation(() => StatementImport, { description: 'Imports a bank statement CSV (all or nothing; lines already imported are skipped).' })
  importBankStatement(
    @Ctx() ctx: RequestContext,
    @Arg('bankAccountId', () => UuidScalar, {
      description: 'Id of the active bank account the statement belongs to; 404 when no such account is visible to the caller.',
    })
    bankAccountId: string,
    @Arg('csv', () => String, {
      description:
        'The statement as CSV text with a header row naming its columns in English or Arabic: date, amount (or debit and credit), and optionally balance, description, reference, counterparty; unknown columns are ignored.',
    })
    csv: string,
  ) {
    return statementImportService.import(ctx, bankAccountId, csv);
  }

  @Query(() => StatementImportPage, { description: 'Statement imports of a bank account, newest first.' })
  statementImports(
    @Ctx() ctx: RequestContext,
    @Arg('bankAccountId', () => UuidScalar, {
      description: 'Id of the bank account whose imports are listed; 404 when no such account is visible to the caller.',
    })
    bankAccountId: string,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(statementImportsSort, 'createdAt Desc') }) list?: ListArgs,
  ) {
    return statementImportService.list(ctx, bankAccountId, list);
  }
}
