import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { ReportSubscription } from './report-subscription.entity';
import { CreateReportSubscriptionInput, ReportSubscriptionFilter } from './report-subscription.inputs';
import { reportSubscriptionService, reportSubscriptionsSort } from './report-subscription.service';

export const ReportSubscriptionPage = Paginated(ReportSubscription, 'ReportSubscription');

@Resolver(() => ReportSubscription)
export class ReportSubscriptionResolver {
  @Query(() => ReportSubscriptionPage, { description: 'Report subscriptions (newest first).' })
  reportSubscriptions(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(reportSubscriptionsSort, 'createdAt Desc') }) list?: ListArgs,
    @Arg('filter', () => ReportSubscriptionFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: ReportSubscriptionFilter,
  ) {
    return reportSubscriptionService.list(ctx, list, filter);
  }

  @Query(() => ReportSubscription, { description: 'A subscription with its last run, last success and last error.' })
  reportSubscription(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the report subscription; 404 when no such report subscription is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return reportSubscriptionService.get(ctx, id);
  }

  @Mutation(() => ReportSubscription, { description: "Subscribes an address to a report, timed by the active branch's calendar." })
  createReportSubscription(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateReportSubscriptionInput, { description: 'Fields of the new report subscription.' }) input: CreateReportSubscriptionInput,
  ) {
    return reportSubscriptionService.create(ctx, input);
  }

  @Mutation(() => ReportSubscription, { description: 'Starts the schedule of a report subscription again.' })
  activateReportSubscription(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the report subscription to activate; 404 (nothing changed) when no such report subscription is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return reportSubscriptionService.setActive(ctx, id, true);
  }

  @Mutation(() => ReportSubscription, { description: 'Stops the schedule of a report subscription (it can be activated again).' })
  deactivateReportSubscription(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the report subscription to deactivate; 404 (nothing changed) when no such report subscription is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return reportSubscriptionService.setActive(ctx, id, false);
  }

  @Mutation(() => ReportSubscription, { description: 'Soft-deletes a subscription (it stops).' })
  deleteReportSubscription(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the report subscription to delete (soft-delete: it stays readable in the audit trail); 404 (nothing changed) when no such report subscription is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description:
        "Why the report subscription is deleted: kept as the record's deleteReason and in the audit trail. Optional; trimmed, at most 500 characters are kept.",
    })
    reason?: string,
  ) {
    return reportSubscriptionService.delete(ctx, id, reason);
  }
}
