import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { ReportSubscription } from './report-subscription.entity';
import { CreateReportSubscriptionInput, ReportSubscriptionFilter } from './report-subscription.inputs';
import { reportSubscriptionService } from './report-subscription.service';

export const ReportSubscriptionPage = Paginated(ReportSubscription, 'ReportSubscription');

@Resolver(() => ReportSubscription)
export class ReportSubscriptionResolver {
  @Query(() => ReportSubscriptionPage, { description: 'Report subscriptions (newest first).' })
  reportSubscriptions(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true }) list?: ListArgs,
    @Arg('filter', () => ReportSubscriptionFilter, { nullable: true }) filter?: ReportSubscriptionFilter,
  ) {
    return reportSubscriptionService.list(ctx, list, filter);
  }

  @Query(() => ReportSubscription, { description: 'A subscription with its last run, last success and last error.' })
  reportSubscription(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return reportSubscriptionService.get(ctx, id);
  }

  @Mutation(() => ReportSubscription, { description: "Subscribes an address to a report, timed by the active branch's calendar." })
  createReportSubscription(@Ctx() ctx: RequestContext, @Arg('input', () => CreateReportSubscriptionInput) input: CreateReportSubscriptionInput) {
    return reportSubscriptionService.create(ctx, input);
  }

  @Mutation(() => ReportSubscription)
  activateReportSubscription(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return reportSubscriptionService.setActive(ctx, id, true);
  }

  @Mutation(() => ReportSubscription)
  deactivateReportSubscription(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return reportSubscriptionService.setActive(ctx, id, false);
  }

  @Mutation(() => ReportSubscription, { description: 'Soft-deletes a subscription (it stops).' })
  deleteReportSubscription(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar) id: string,
    @Arg('reason', () => String, { nullable: true }) reason?: string,
  ) {
    return reportSubscriptionService.delete(ctx, id, reason);
  }
}
