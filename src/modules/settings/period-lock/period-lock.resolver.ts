import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { PeriodLock, SetPeriodLockInput } from './period-lock.types';
import { periodLockService } from './period-lock.service';

@Resolver(() => PeriodLock)
export class PeriodLockResolver {
  @Query(() => PeriodLock, { description: "The active branch's period lock." })
  periodLock(@Ctx() ctx: RequestContext) {
    return periodLockService.get(ctx);
  }

  @Mutation(() => PeriodLock, {
    description: "Sets the active branch's locked-through date. Moving it later: owner, manager, accountant; earlier or null: owner only.",
  })
  setPeriodLock(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SetPeriodLockInput, { description: 'The new locked-through date (YYYY-MM-DD) or null to remove the lock.' }) input: SetPeriodLockInput,
  ) {
    return periodLockService.set(ctx, input);
  }
}
