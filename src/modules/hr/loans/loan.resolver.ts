import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { Int64Scalar, UuidScalar } from '../../../core/scalars';
import { Employee } from '../employees/employee.entity';
import { employeeLoader } from '../employees/employee.loader';
import { HrDecisionInput, HrNoteInput } from '../shared/hr-decision';
import { Loan } from './loan.entity';
import { LoanInstallment } from './loan-installment.entity';
import { LoanFilter, RequestLoanInput } from './loan.inputs';
import { loanBalance } from './loan.rules';
import { loanService, loansSort } from './loan.service';

export const LoanPage = Paginated(Loan, 'Loan');

@Resolver(() => Loan)
export class LoanResolver {
  @Query(() => LoanPage, { description: 'Loans (newest first). Self-service callers see only their own.' })
  loans(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(loansSort, 'requestedAt Desc') }) list?: ListArgs,
    @Arg('filter', () => LoanFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: LoanFilter,
  ) {
    return loanService.list(ctx, list, filter);
  }

  @Query(() => Loan, { description: 'One loan with its repayment schedule and remaining balance.' })
  loan(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: "Id of the loan; 404 when no such loan is visible to the caller (e.g. another organisation's)." }) id: string,
  ) {
    return loanService.get(ctx, id);
  }

  @Mutation(() => Loan, { description: 'Requests a loan (Active employees; installment ≤ principal; at most 60 installments).' })
  requestLoan(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RequestLoanInput, { description: 'Employee, principal, installment and reason of the loan.' }) input: RequestLoanInput,
  ) {
    return loanService.request(ctx, input);
  }

  @Mutation(() => Loan, { description: 'Approves (and schedules) or rejects a Pending loan.' })
  decideLoan(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: 'Id of the loan to approve or reject; 404 (nothing changed) when no such loan is visible to the caller.' })
    id: string,
    @Arg('input', () => HrDecisionInput, { description: 'Approve or Reject, with a note (required to reject).' }) input: HrDecisionInput,
  ) {
    return loanService.decide(ctx, id, input);
  }

  @Mutation(() => Loan, { description: 'Cancels a Pending loan (employees: their own).' })
  cancelLoan(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the loan to cancel; 404 (nothing changed) when no such loan is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => HrNoteInput, { nullable: true, description: 'Optional note kept with the cancellation.' }) input?: HrNoteInput,
  ) {
    return loanService.cancel(ctx, id, input);
  }

  @Mutation(() => Loan, { description: 'Records the next unpaid installment of an Approved loan as repaid.' })
  repayLoanInstallment(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: 'Id of the Approved loan being repaid; 404 (nothing changed) when no such loan is visible to the caller.' })
    id: string,
    @Arg('input', () => HrNoteInput, { nullable: true, description: 'Optional note kept on the repaid installment.' }) input?: HrNoteInput,
  ) {
    return loanService.repayInstallment(ctx, id, input);
  }

  @FieldResolver(() => Int64Scalar, { description: 'IQD still owed: principal − repaid (0 when rejected or cancelled).' })
  remainingBalance(@Root() loan: Loan): number {
    return loanBalance(loan.status, loan.principal, loan.repaidAmount);
  }

  @FieldResolver(() => [LoanInstallment], { description: 'Repayment schedule (empty until approved).' })
  schedule(@Root() loan: Loan, @Ctx() ctx: RequestContext) {
    return ctx.loaders
      .get<string, LoanInstallment[]>('hr.loan.schedule', async (ids) => {
        const found = await loanService.schedules(ctx, ids);
        return ids.map((id) => found.get(id) ?? []);
      })
      .load(loan.id);
  }

  @FieldResolver(() => Employee, { nullable: true, description: 'The employee the loan is for; null if the employee record is no longer visible.' })
  employee(@Root() loan: Loan, @Ctx() ctx: RequestContext) {
    return employeeLoader(ctx).load(loan.employeeId);
  }
}
