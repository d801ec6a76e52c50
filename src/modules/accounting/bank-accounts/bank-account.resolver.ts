import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { DateTimeScalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { BankAccount } from './bank-account.entity';
import { BankAccountFilter, CreateBankAccountInput, SetBankAccountActiveInput, UpdateBankAccountInput } from './bank-account.inputs';
import { bankAccountService, bankAccountsSort } from './bank-account.service';
import { BankAccountLineCounts, bankAccountSummary } from './bank-account.summary';

export const BankAccountPage = Paginated(BankAccount, 'BankAccount');

@Resolver(() => BankAccount)
export class BankAccountResolver {
  @Query(() => BankAccountPage, { description: 'Bank accounts of the organisation.' })
  bankAccounts(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(bankAccountsSort, 'name Asc') }) list?: ListArgs,
    @Arg('filter', () => BankAccountFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: BankAccountFilter,
  ) {
    return bankAccountService.list(ctx, list, filter);
  }

  @Query(() => BankAccount, { description: 'One bank account of the organisation.' })
  bankAccount(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the bank account; 404 when no such bank account is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return bankAccountService.get(ctx, id);
  }

  @Mutation(() => BankAccount, { description: 'Creates a bank account.' })
  createBankAccount(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateBankAccountInput, { description: 'Fields of the new bank account.' }) input: CreateBankAccountInput,
  ) {
    return bankAccountService.create(ctx, input);
  }

  @Mutation(() => BankAccount, { description: 'Changes name, account number or branch; the currency never changes.' })
  updateBankAccount(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the bank account to change; 404 (nothing changed) when no such bank account is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => UpdateBankAccountInput, { description: 'Fields of the bank account to change; a field left out keeps its value.' })
    input: UpdateBankAccountInput,
  ) {
    return bankAccountService.update(ctx, id, input);
  }

  @Mutation(() => BankAccount, { description: 'Activates or deactivates a bank account.' })
  setBankAccountActive(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: 'Id of the bank account to activate or deactivate; 404 (nothing changed) when no such bank account is visible to the caller.',
    })
    id: string,
    @Arg('input', () => SetBankAccountActiveInput, { description: 'Active or not, and why.' }) input: SetBankAccountActiveInput,
  ) {
    return bankAccountService.setActive(ctx, id, input);
  }

  @FieldResolver(() => BankAccountLineCounts, { description: 'Statement lines by status.' })
  async lineCounts(@Ctx() ctx: RequestContext, @Root() account: BankAccount) {
    return (await bankAccountSummary(ctx, account.id)).counts;
  }

  @FieldResolver(() => LocalDateScalar, { nullable: true, description: 'Date of the latest imported statement line.' })
  async lastStatementDate(@Ctx() ctx: RequestContext, @Root() account: BankAccount) {
    return (await bankAccountSummary(ctx, account.id)).lastStatementDate;
  }

  @FieldResolver(() => DateTimeScalar, { nullable: true, description: 'When the latest statement was imported.' })
  async lastImportedAt(@Ctx() ctx: RequestContext, @Root() account: BankAccount) {
    return (await bankAccountSummary(ctx, account.id)).lastImportedAt;
  }
}
