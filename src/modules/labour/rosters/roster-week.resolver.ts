import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { CopyRosterWeekInput, RosterFillResult, RosterWeek, RosterWeekInput } from './roster-week.types';
import { rosterWeekService } from './roster-week.service';

@Resolver(() => RosterWeek)
export class RosterWeekResolver {
  @Query(() => RosterWeek, { description: "A branch's roster week with its shifts (an untouched week is an empty Draft)." })
  rosterWeek(
    @Ctx() ctx: RequestContext,
    @Arg('branchId', () => UuidScalar, { description: 'A branch your membership covers; 404 for another organisation’s.' }) branchId: string,
    @Arg('weekStart', () => LocalDateScalar, { description: 'The Saturday that starts the week.' }) weekStart: string,
  ) {
    return rosterWeekService.get(ctx, branchId, weekStart);
  }

  @Mutation(() => RosterWeek, { description: 'Publishes a Draft week: its shifts become visible to their employees, who are e-mailed.' })
  publishRosterWeek(@Ctx() ctx: RequestContext, @Arg('input', () => RosterWeekInput, { description: 'Branch and week.' }) input: RosterWeekInput) {
    return rosterWeekService.publish(ctx, input);
  }

  @Mutation(() => RosterFillResult, { description: "Copies another week's shifts of the branch into a week; shifts that break a rule are skipped and listed." })
  copyRosterWeek(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CopyRosterWeekInput, { description: 'Branch, source week and target week.' }) input: CopyRosterWeekInput,
  ) {
    return rosterWeekService.copy(ctx, input);
  }
}
