import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { Shift } from '../shifts/shift.entity';
import { employeeNameLoader } from '../shifts/employee-name.loader';
import { shiftLoader } from '../shifts/shift.loader';
import { ShiftSwapRequest } from './shift-swap.entity';
import { DecideShiftSwapInput, RequestShiftSwapInput, ShiftSwapFilter } from './shift-swap.inputs';
import { shiftSwapService, shiftSwapsSort } from './shift-swap.service';

export const ShiftSwapPage = Paginated(ShiftSwapRequest, 'ShiftSwapRequest');

@Resolver(() => ShiftSwapRequest)
export class ShiftSwapResolver {
  @Query(() => ShiftSwapPage, { description: 'Swap and cover requests: managers see their branches’; an employee sees the ones they made or are named in.' })
  shiftSwapRequests(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(shiftSwapsSort, 'requestedAt Desc') }) list?: ListArgs,
    @Arg('filter', () => ShiftSwapFilter, { nullable: true, description: 'Narrows the list.' }) filter?: ShiftSwapFilter,
  ) {
    return shiftSwapService.list(ctx, list, filter);
  }

  @Query(() => ShiftSwapRequest, { description: 'One swap or cover request.' })
  shiftSwapRequest(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar, { description: 'Id of the request; 404 when not visible.' }) id: string) {
    return shiftSwapService.get(ctx, id);
  }

  @Mutation(() => ShiftSwapRequest, { description: 'Asks to hand a published shift to a colleague (swap) or to anyone a manager picks (open cover).' })
  requestShiftSwap(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RequestShiftSwapInput, { description: 'Shift, colleague and note.' }) input: RequestShiftSwapInput,
  ) {
    return shiftSwapService.request(ctx, input);
  }

  @Mutation(() => ShiftSwapRequest, {
    description: 'A manager approves (the shift moves, checked like any shift) or rejects a pending request; never its requester.',
  })
  decideShiftSwap(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: 'Id of the request; 404 when not visible.' }) id: string,
    @Arg('input', () => DecideShiftSwapInput, { description: 'Approve or Reject, the covering employee of an open request, a note.' })
    input: DecideShiftSwapInput,
  ) {
    return shiftSwapService.decide(ctx, id, input);
  }

  @Mutation(() => ShiftSwapRequest, { description: 'The requester withdraws a pending request.' })
  withdrawShiftSwap(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar, { description: 'Id of the request; 404 when not visible.' }) id: string) {
    return shiftSwapService.withdraw(ctx, id);
  }

  @FieldResolver(() => Shift, { nullable: true, description: 'The shift asked about; null if it was removed.' })
  shift(@Root() swap: ShiftSwapRequest, @Ctx() ctx: RequestContext) {
    return shiftLoader(ctx).load(swap.shiftId);
  }

  @FieldResolver(() => String, { nullable: true, description: "The requester's full name." })
  requesterName(@Root() swap: ShiftSwapRequest, @Ctx() ctx: RequestContext) {
    return employeeNameLoader(ctx).load(swap.requesterEmployeeId);
  }

  @FieldResolver(() => String, { nullable: true, description: "The named colleague's full name; null for open cover." })
  targetName(@Root() swap: ShiftSwapRequest, @Ctx() ctx: RequestContext) {
    return swap.targetEmployeeId ? employeeNameLoader(ctx).load(swap.targetEmployeeId) : null;
  }

  @FieldResolver(() => String, { nullable: true, description: "The covering employee's full name once approved." })
  coverName(@Root() swap: ShiftSwapRequest, @Ctx() ctx: RequestContext) {
    return swap.coverEmployeeId ? employeeNameLoader(ctx).load(swap.coverEmployeeId) : null;
  }
}
