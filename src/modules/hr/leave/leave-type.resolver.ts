import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { LeaveType } from './leave-type.entity';
import { LeaveTypeFilter, LeaveTypeInput } from './leave-type.inputs';
import { leaveTypeService, leaveTypesSort } from './leave-type.service';

export const LeaveTypePage = Paginated(LeaveType, 'LeaveType');

@Resolver(() => LeaveType)
export class LeaveTypeResolver {
  @Query(() => LeaveTypePage, { description: 'Leave types of the organisation.' })
  leaveTypes(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(leaveTypesSort, 'name Asc') }) list?: ListArgs,
    @Arg('filter', () => LeaveTypeFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: LeaveTypeFilter,
  ) {
    return leaveTypeService.list(ctx, list, filter);
  }

  @Query(() => LeaveType, { description: 'One leave type of the organisation.' })
  leaveType(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: "Id of the leave type; 404 when no such leave type is visible to the caller (e.g. another organisation's)." })
    id: string,
  ) {
    return leaveTypeService.get(ctx, id);
  }

  @Mutation(() => LeaveType, { description: 'Creates a leave type (paid or unpaid, with or without a balance).' })
  createLeaveType(@Ctx() ctx: RequestContext, @Arg('input', () => LeaveTypeInput, { description: 'Fields of the new leave type.' }) input: LeaveTypeInput) {
    return leaveTypeService.create(ctx, input);
  }

  @Mutation(() => [LeaveType], { description: 'Adds the standard types (Annual, Sick, Unpaid, Maternity) that are missing; answers every live type.' })
  createDefaultLeaveTypes(@Ctx() ctx: RequestContext) {
    return leaveTypeService.createDefaults(ctx);
  }

  @Mutation(() => LeaveType, { description: 'Changes a leave type.' })
  updateLeaveType(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the leave type to change; 404 (nothing changed) when no such leave type is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => LeaveTypeInput, { description: 'Fields of the leave type to change; a field left out keeps its value.' }) input: LeaveTypeInput,
  ) {
    return leaveTypeService.update(ctx, id, input);
  }

  @Mutation(() => LeaveType, { description: 'Soft-deletes a leave type that no pending request uses.' })
  deleteLeaveType(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the leave type to delete (soft-delete: it stays readable in the audit trail); 404 (nothing changed) when no such leave type is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description:
        "Why the leave type is deleted: kept as the record's deleteReason and in the audit trail. Optional; trimmed, at most 500 characters are kept.",
    })
    reason?: string,
  ) {
    return leaveTypeService.delete(ctx, id, reason);
  }
}
