import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { Employee } from '../employees/employee.entity';
import { employeeLoader } from '../employees/employee.loader';
import { HrDecisionInput, HrNoteInput } from '../shared/hr-decision';
import { Advance } from './advance.entity';
import { AdvanceFilter, RequestAdvanceInput } from './advance.inputs';
import { advanceService, advancesSort } from './advance.service';

export const AdvancePage = Paginated(Advance, 'Advance');

@Resolver(() => Advance)
export class AdvanceResolver {
  @Query(() => AdvancePage, { description: 'Salary advances (newest first). Self-service callers see only their own.' })
  advances(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(advancesSort, 'requestedAt Desc') }) list?: ListArgs,
    @Arg('filter', () => AdvanceFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: AdvanceFilter,
  ) {
    return advanceService.list(ctx, list, filter);
  }

  @Query(() => Advance, { description: 'One salary advance, with its employee.' })
  advance(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: "Id of the advance; 404 when no such advance is visible to the caller (e.g. another organisation's)." })
    id: string,
  ) {
    return advanceService.get(ctx, id);
  }

  @Mutation(() => Advance, { description: 'Requests an advance (Active employees; at most half of monthly pay; one open advance at a time).' })
  requestAdvance(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RequestAdvanceInput, { description: 'Employee, amount and reason of the advance.' }) input: RequestAdvanceInput,
  ) {
    return advanceService.request(ctx, input);
  }

  @Mutation(() => Advance, { description: 'Approves or rejects a Pending advance.' })
  decideAdvance(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: 'Id of the advance to approve or reject; 404 (nothing changed) when no such advance is visible to the caller.',
    })
    id: string,
    @Arg('input', () => HrDecisionInput, { description: 'Approve or Reject, with a note (required to reject).' }) input: HrDecisionInput,
  ) {
    return advanceService.decide(ctx, id, input);
  }

  @Mutation(() => Advance, { description: 'Records that an Approved advance was paid out.' })
  payAdvance(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the advance to pay; 404 (nothing changed) when no such advance is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => HrNoteInput, { nullable: true, description: 'Optional note kept with the payment.' }) input?: HrNoteInput,
  ) {
    return advanceService.pay(ctx, id, input);
  }

  @Mutation(() => Advance, { description: 'Records that a Paid advance was recovered (settled).' })
  settleAdvance(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the advance to settle; 404 (nothing changed) when no such advance is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => HrNoteInput, { nullable: true, description: 'Optional note kept with the settlement.' }) input?: HrNoteInput,
  ) {
    return advanceService.settle(ctx, id, input);
  }

  @Mutation(() => Advance, { description: 'Cancels a Pending or Approved advance (employees: their own Pending one).' })
  cancelAdvance(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the advance to cancel; 404 (nothing changed) when no such advance is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => HrNoteInput, { nullable: true, description: 'Optional note kept with the cancellation.' }) input?: HrNoteInput,
  ) {
    return advanceService.cancel(ctx, id, input);
  }

  @FieldResolver(() => Employee, { nullable: true, description: 'The employee the advance is for; null if the employee record is no longer visible.' })
  employee(@Root() advance: Advance, @Ctx() ctx: RequestContext) {
    return employeeLoader(ctx).load(advance.employeeId);
  }
}
