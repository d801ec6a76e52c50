import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { DayClose, DayCloseVersion } from './day-close.entity';
import { CloseBusinessDayInput, DayCloseFilter } from './day-close.inputs';
import { dayCloseService } from './day-close.service';

export const DayClosePage = Paginated(DayClose, 'DayClose');

@Resolver(() => DayClose)
export class DayCloseResolver {
  @Query(() => DayClosePage, { description: 'Closed business days of the branches the caller covers. Sort: businessDate (default, desc), updatedAt.' })
  dayCloses(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: 'Page, page size and sort.' }) list?: ListArgs,
    @Arg('filter', () => DayCloseFilter, { nullable: true, description: 'Branch, dates and status.' }) filter?: DayCloseFilter,
  ) {
    return dayCloseService.list(ctx, list, filter);
  }

  @Query(() => DayClose, { description: 'One closed business day.' })
  dayClose(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar, { description: 'The close’s id.' }) id: string) {
    return dayCloseService.get(ctx, id);
  }

  @Mutation(() => DayClose, {
    description:
      'Closes an ended business day of a branch now, or recomputes it (a new version when a figure changed). The scheduled job does the same by itself.',
  })
  closeBusinessDay(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CloseBusinessDayInput, { description: 'The branch and business date.' }) input: CloseBusinessDayInput,
  ) {
    return dayCloseService.closeOnRequest(ctx, input.branchId, input.businessDate);
  }

  @FieldResolver(() => [DayCloseVersion], { description: 'Every version of the figures, newest first.' })
  versions(@Root() close: DayClose, @Ctx() ctx: RequestContext) {
    return dayCloseService.versions(ctx, close);
  }
}
