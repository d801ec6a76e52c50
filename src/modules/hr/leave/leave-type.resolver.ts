import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { LeaveType } from './leave-type.entity';
import { LeaveTypeFilter, LeaveTypeInput } from './leave-type.inputs';
import { leaveTypeService } from './leave-type.service';

export const LeaveTypePage = Paginated(LeaveType, 'LeaveType');

@Resolver(() => LeaveType)
export class LeaveTypeResolver {
  @Query(() => LeaveTypePage, { description: 'Leave types of the organisation.' })
  leaveTypes(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true }) list?: ListArgs,
    @Arg('filter', () => LeaveTypeFilter, { nullable: true }) filter?: LeaveTypeFilter,
  ) {
    return leaveTypeService.list(ctx, list, filter);
  }

  @Query(() => LeaveType)
  leaveType(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return leaveTypeService.get(ctx, id);
  }

  @Mutation(() => LeaveType)
  createLeaveType(@Ctx() ctx: RequestContext, @Arg('input', () => LeaveTypeInput) input: LeaveTypeInput) {
    return leaveTypeService.create(ctx, input);
  }

  @Mutation(() => [LeaveType], { description: 'Adds the standard types (Annual, Sick, Unpaid, Maternity) that are missing; answers every live type.' })
  createDefaultLeaveTypes(@Ctx() ctx: RequestContext) {
    return leaveTypeService.createDefaults(ctx);
  }

  @Mutation(() => LeaveType)
  updateLeaveType(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string, @Arg('input', () => LeaveTypeInput) input: LeaveTypeInput) {
    return leaveTypeService.update(ctx, id, input);
  }

  @Mutation(() => LeaveType, { description: 'Soft-deletes a leave type that no pending request uses.' })
  deleteLeaveType(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string, @Arg('reason', () => String, { nullable: true }) reason?: string) {
    return leaveTypeService.delete(ctx, id, reason);
  }
}
