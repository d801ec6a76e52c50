import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { EodReport } from './eod-report.entity';
import { CreateEodReportInput, EodReportFilter, ParseEodReportInput, UpdateEodReportInput } from './eod-report.inputs';
import { eodReportService, eodReportsSort } from './eod-report.service';
import { EodParseResult } from './eod-parse.types';
import { parseEodReportText } from './eod-parse.service';

export const EodReportPage = Paginated(EodReport, 'EodReport');

@Resolver(() => EodReport)
export class EodReportResolver {
  @Query(() => EodReportPage, { description: 'End-of-day reports of the active branch (latest business day first).' })
  eodReports(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(eodReportsSort, 'businessDate Desc') }) list?: ListArgs,
    @Arg('filter', () => EodReportFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: EodReportFilter,
  ) {
    return eodReportService.list(ctx, list, filter);
  }

  @Query(() => EodReport, { description: 'One end-of-day report with its ledger comparison.' })
  eodReport(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: "Id of the EOD report; 404 when no such EOD report is visible to the caller (e.g. another organisation's)." })
    id: string,
  ) {
    return eodReportService.get(ctx, id);
  }

  @Mutation(() => EodReport, { description: 'Records the end-of-day report of a business day of the active branch (one per day).' })
  createEodReport(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateEodReportInput, { description: 'Fields of the new EOD report.' }) input: CreateEodReportInput,
  ) {
    return eodReportService.create(ctx, input);
  }

  @Mutation(() => EodReport, { description: 'Changes the amounts or source of a report (not its business date).' })
  updateEodReport(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the EOD report to change; 404 (nothing changed) when no such EOD report is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => UpdateEodReportInput, { description: 'Fields of the EOD report to change; a field left out keeps its value.' })
    input: UpdateEodReportInput,
  ) {
    return eodReportService.update(ctx, id, input);
  }

  @Mutation(() => EodParseResult, { description: 'Reads pasted report text (English/Arabic) into a create-body candidate. Saves nothing.' })
  parseEodReport(@Arg('input', () => ParseEodReportInput, { description: 'The pasted report text.' }) input: ParseEodReportInput) {
    return parseEodReportText(input.text);
  }
}
