import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { SavedReport } from './saved-report.entity';
import { CreateSavedReportInput } from './saved-report.inputs';
import { savedReportService } from './saved-report.service';

export const SavedReportPage = Paginated(SavedReport, 'SavedReport');

@Resolver(() => SavedReport)
export class SavedReportResolver {
  @Query(() => SavedReportPage, { description: "Saved reports: the organisation's shared ones and the caller's private ones." })
  savedReports(@Ctx() ctx: RequestContext, @Arg('list', () => ListArgs, { nullable: true }) list?: ListArgs) {
    return savedReportService.list(ctx, list);
  }

  @Query(() => SavedReport)
  savedReport(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return savedReportService.get(ctx, id);
  }

  @Mutation(() => SavedReport, { description: 'Saves a report with its filters and preset (private unless shared).' })
  createSavedReport(@Ctx() ctx: RequestContext, @Arg('input', () => CreateSavedReportInput) input: CreateSavedReportInput) {
    return savedReportService.create(ctx, input);
  }

  @Mutation(() => SavedReport, { description: 'Soft-deletes a saved report.' })
  deleteSavedReport(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string, @Arg('reason', () => String, { nullable: true }) reason?: string) {
    return savedReportService.delete(ctx, id, reason);
  }
}
