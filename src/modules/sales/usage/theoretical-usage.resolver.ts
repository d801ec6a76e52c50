import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { theoreticalUsage, TheoreticalUsageInput, TheoreticalUsageLine } from './theoretical-usage';

@Resolver()
export class TheoreticalUsageResolver {
  @Query(() => [TheoreticalUsageLine], {
    description: 'Theoretical usage of inventory items per business day, from the bills of materials of completed orders.',
  })
  salesTheoreticalUsage(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => TheoreticalUsageInput, { description: 'The branch and the business dates (at most 92 days).' }) input: TheoreticalUsageInput,
  ) {
    return theoreticalUsage(ctx, input);
  }
}
