import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { SavedReport } from './saved-report.entity';
import { CreateSavedReportInput } from './saved-report.inputs';
import { savedReportService, savedReportsSort } from './saved-report.service';

export const SavedReportPage = Paginated(SavedReport, 'SavedReport');

@Resolver(() => SavedReport)
export class SavedReportResolver {
  @Query(() => SavedReportPage, { description: "Saved reports: the organisation's shared ones and the caller's private ones." })
  savedReports(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(savedReportsSort, 'name Asc') }) list?: ListArgs,
  ) {
    return savedReportService.list(ctx, list);
  }

  @Query(() => SavedReport, { description: 'One saved report (a report with stored filters) of the organisation.' })
  savedReport(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the saved report; 404 when no such saved report is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return savedReportService.get(ctx, id);
  }

  @Mutation(() => SavedReport, { description: 'Saves a report with its filters and preset (private unless shared).' })
  createSavedReport(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateSavedReportInput, { description: 'Fields of the new saved report.' }) input: CreateSavedReportInput,
  ) {
    return savedReportService.create(ctx, input);
  }

  @Mutation(() => SavedReport, { description: 'Soft-deletes a saved report.' })
  deleteSavedReport(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the saved report to delete (soft-delete: it stays readable in the audit trail); 404 (nothing changed) when no such saved report is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description:
        "Why the saved report is deleted: kept as the record's deleteReason and in the audit trail. Optional; trimmed, at most 500 characters are kept.",
    })
    reason?: string,
  ) {
    return savedReportService.delete(ctx, id, reason);
  }
}
