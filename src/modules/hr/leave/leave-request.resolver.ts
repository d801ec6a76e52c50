import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { Employee } from '../employees/employee.entity';
import { employeeLoader } from '../employees/employee.loader';
import { HrDecisionInput, HrNoteInput } from '../shared/hr-decision';
import { LeaveType } from './leave-type.entity';
import { leaveTypeService } from './leave-type.service';
import { LeaveRequest } from './leave-request.entity';
import { LeaveRequestFilter, RequestLeaveInput } from './leave-request.inputs';
import { leaveRequestService, leaveRequestsSort } from './leave-request.service';

export const LeaveRequestPage = Paginated(LeaveRequest, 'LeaveRequest');

@Resolver(() => LeaveRequest)
export class LeaveRequestResolver {
  @Query(() => LeaveRequestPage, { description: 'Leave requests (latest start first). Self-service callers see only their own.' })
  leaveRequests(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(leaveRequestsSort, 'startDate Desc') }) list?: ListArgs,
    @Arg('filter', () => LeaveRequestFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: LeaveRequestFilter,
  ) {
    return leaveRequestService.list(ctx, list, filter);
  }

  @Query(() => LeaveRequest, { description: 'One leave request, with its employee and type.' })
  leaveRequest(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the leave request; 404 when no such leave request is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return leaveRequestService.get(ctx, id);
  }

  @Mutation(() => LeaveRequest, {
    description: 'Requests leave (no overlap with pending or approved leave; balance types check the balance less pending days).',
  })
  requestLeave(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RequestLeaveInput, { description: 'Employee, leave type, dates and reason.' }) input: RequestLeaveInput,
  ) {
    return leaveRequestService.request(ctx, input);
  }

  @Mutation(() => LeaveRequest, { description: 'Approves (deducting balance days) or rejects a Pending leave request.' })
  decideLeave(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: 'Id of the leave request to approve or reject; 404 (nothing changed) when no such request is visible to the caller.',
    })
    id: string,
    @Arg('input', () => HrDecisionInput, { description: 'Approve or Reject, with a note (required to reject).' }) input: HrDecisionInput,
  ) {
    return leaveRequestService.decide(ctx, id, input);
  }

  @Mutation(() => LeaveRequest, { description: 'Cancels a Pending request, or Approved leave before it starts (restoring deducted days).' })
  cancelLeave(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: 'Id of the leave request to cancel; 404 (nothing changed) when no such request is visible to the caller.' })
    id: string,
    @Arg('input', () => HrNoteInput, { nullable: true, description: 'Optional note, kept as cancelNote.' }) input?: HrNoteInput,
  ) {
    return leaveRequestService.cancel(ctx, id, input);
  }

  @FieldResolver(() => Employee, { nullable: true, description: 'The employee taking leave; null if the employee record is no longer visible.' })
  employee(@Root() leave: LeaveRequest, @Ctx() ctx: RequestContext) {
    return employeeLoader(ctx).load(leave.employeeId);
  }

  @FieldResolver(() => LeaveType, { nullable: true, description: 'The leave type; null if it was deleted.' })
  type(@Root() leave: LeaveRequest, @Ctx() ctx: RequestContext) {
    return ctx.loaders
      .get<string, LeaveType | null>('hr.leave-type', async (ids) => {
        const found = await leaveTypeService.getMany(ctx, ids);
        return ids.map((id) => found.get(id) ?? null);
      })
      .load(leave.typeId);
  }
}
