import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { employeeNameLoader } from '../shifts/employee-name.loader';
import { Punch } from './punch.entity';
import { KioskPunchInput, KioskPunchResult, KioskSession, MyPunchFilter, PunchFilter, PunchPhotoFile } from './punch.inputs';
import { punchesSort, punchService } from './punch.service';

export const PunchPage = Paginated(Punch, 'Punch');

@Resolver(() => Punch)
export class PunchResolver {
  @Query(() => KioskSession, { description: 'Kiosk only (X-Clock-Device): its device, branch and the employees who can punch there.' })
  kioskSession(@Ctx() ctx: RequestContext) {
    return punchService.kioskSession(ctx);
  }

  @Mutation(() => KioskPunchResult, {
    description: 'Kiosk only (X-Clock-Device): records a punch with the employee’s PIN; the same device key again answers the first punch, stored once.',
  })
  recordKioskPunch(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => KioskPunchInput, { description: 'Employee, PIN, kind, device key, time and photo.' }) input: KioskPunchInput,
  ) {
    return punchService.recordKiosk(ctx, input);
  }

  @Query(() => PunchPage, { description: 'Punches of the branches the caller covers.' })
  punches(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(punchesSort, 'occurredAt Desc') }) list?: ListArgs,
    @Arg('filter', () => PunchFilter, { nullable: true, description: 'Narrows the list.' }) filter?: PunchFilter,
  ) {
    return punchService.list(ctx, list, filter);
  }

  @Query(() => PunchPage, { description: "The caller's own punches (self-service)." })
  myPunches(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(punchesSort, 'occurredAt Desc') }) list?: ListArgs,
    @Arg('filter', () => MyPunchFilter, { nullable: true, description: 'Narrows the list.' }) filter?: MyPunchFilter,
  ) {
    return punchService.mine(ctx, list, filter);
  }

  @Query(() => Punch, { description: 'One punch: of a branch the caller covers, or their own.' })
  punch(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar, { description: 'Id of the punch; 404 when not visible.' }) id: string) {
    return punchService.get(ctx, id);
  }

  @Query(() => PunchPhotoFile, { description: "The punch's photo; REST GET .../punches/{id}/photo streams its bytes (404 when it has none)." })
  punchPhoto(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar, { description: 'Id of the punch; 404 when not visible.' }) id: string) {
    return punchService.photo(ctx, id);
  }

  @FieldResolver(() => String, { nullable: true, description: "The employee's name." })
  employeeName(@Root() punch: Punch, @Ctx() ctx: RequestContext) {
    return employeeNameLoader(ctx).load(punch.employeeId);
  }
}
