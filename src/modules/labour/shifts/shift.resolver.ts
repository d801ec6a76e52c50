import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { paidMinutes } from '../rules/shift-times.rules';
import { Shift } from './shift.entity';
import { CreateShiftInput, MyShiftFilter, ShiftFilter, ShiftTimesInput } from './shift.inputs';
import { shiftService, shiftsSort } from './shift.service';
import { employeeNameLoader } from './employee-name.loader';

export const ShiftPage = Paginated(Shift, 'Shift');

@Resolver(() => Shift)
export class ShiftResolver {
  @Query(() => ShiftPage, { description: "Shifts of the branches the caller covers (earliest first); managers' view (labour:read)." })
  shifts(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(shiftsSort, 'startsAt Asc') }) list?: ListArgs,
    @Arg('filter', () => ShiftFilter, { nullable: true, description: 'Narrows the list; every condition given must hold.' }) filter?: ShiftFilter,
  ) {
    return shiftService.list(ctx, list, filter);
  }

  @Query(() => ShiftPage, { description: "The caller's own published shifts (self-service), earliest first; empty when their user is linked to no employee." })
  myShifts(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(shiftsSort, 'startsAt Asc') }) list?: ListArgs,
    @Arg('filter', () => MyShiftFilter, { nullable: true, description: 'Dates to show.' }) filter?: MyShiftFilter,
  ) {
    return shiftService.mine(ctx, list, filter);
  }

  @Query(() => Shift, { description: 'One shift; an employee sees only their own published shifts.' })
  shift(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar, { description: 'Id of the shift; 404 when not visible to the caller.' }) id: string) {
    return shiftService.get(ctx, id);
  }

  @Mutation(() => Shift, { description: 'Adds a shift (422 on a rule it breaks); in a published week it is published at once and the employee is e-mailed.' })
  createShift(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateShiftInput, { description: 'Branch, employee, times, break and note.' }) input: CreateShiftInput,
  ) {
    return shiftService.create(ctx, input);
  }

  @Mutation(() => Shift, { description: 'Changes a shift (its branch stays); in a published week the employees affected are e-mailed.' })
  updateShift(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: 'Id of the shift; 404 when not visible.' }) id: string,
    @Arg('input', () => ShiftTimesInput, { description: 'The whole shift as it should be.' }) input: ShiftTimesInput,
  ) {
    return shiftService.update(ctx, id, input);
  }

  @Mutation(() => Shift, { description: 'Removes a shift (409 while a swap request for it is pending); in a published week the employee is e-mailed.' })
  deleteShift(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar, { description: 'Id of the shift; 404 when not visible.' }) id: string) {
    return shiftService.delete(ctx, id);
  }

  @FieldResolver(() => String, { nullable: true, description: "The employee's full name; null if the record is gone." })
  employeeName(@Root() shift: Shift, @Ctx() ctx: RequestContext) {
    return employeeNameLoader(ctx).load(shift.employeeId);
  }

  @FieldResolver(() => Int, { description: 'Paid minutes: the span less the unpaid break.' })
  paidMinutes(@Root() shift: Shift) {
    return paidMinutes(shift.startsAt, shift.endsAt, shift.breakMinutes);
  }
}
