import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { LocalDateScalar } from '../../../core/scalars';
import { timesheetService } from './timesheet.service';
import { LabourReport, LabourReportInput, TimesheetDayView, TimesheetPeriodInput } from './timesheet.types';

@Resolver()
export class TimesheetResolver {
  @Query(() => [TimesheetDayView], {
    description: "Each employee's business days at a branch in a period: scheduled against actual, paid minutes, overtime, cost (labour:read).",
  })
  timesheets(@Ctx() ctx: RequestContext, @Arg('input', () => TimesheetPeriodInput, { description: 'The branch and the period.' }) input: TimesheetPeriodInput) {
    return timesheetService.branchTimesheets(ctx, input);
  }

  @Query(() => [TimesheetDayView], { description: "The caller's own business days in a period, at every branch (self-service)." })
  myTimesheet(
    @Ctx() ctx: RequestContext,
    @Arg('from', () => LocalDateScalar, { description: 'First business date.' }) from: string,
    @Arg('to', () => LocalDateScalar, { description: 'Last business date (inclusive).' }) to: string,
  ) {
    return timesheetService.mine(ctx, from, to);
  }

  @Query(() => LabourReport, {
    description: 'Labour cost, labour % of net sales, sales per labour hour and prime cost per branch, day and hour, against the targets.',
  })
  labourReport(@Ctx() ctx: RequestContext, @Arg('input', () => LabourReportInput, { description: 'The branches and the period.' }) input: LabourReportInput) {
    return timesheetService.report(ctx, input);
  }
}
