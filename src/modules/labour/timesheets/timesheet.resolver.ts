import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { Punch } from '../punches/punch.entity';
import { TimesheetApproval } from './timesheet-approval.entity';
import { timesheetApprovalService } from './timesheet-approval.service';
import { AddPunchInput, ApproveTimesheetsInput, CorrectPunchInput } from './timesheet.inputs';
import { timesheetService } from './timesheet.service';
import { LabourReport, LabourReportInput, RosterLabourForecast, TimesheetDayView, TimesheetPeriodInput } from './timesheet.types';

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

  @Query(() => RosterLabourForecast, {
    description: "A roster week's forecast labour %: rostered cost per day against the net sales of the same weekdays of the four weeks before.",
  })
  rosterLabourForecast(
    @Ctx() ctx: RequestContext,
    @Arg('branchId', () => UuidScalar, { description: 'The branch.' }) branchId: string,
    @Arg('weekStart', () => LocalDateScalar, { description: 'The Saturday that starts the week.' }) weekStart: string,
  ) {
    return timesheetService.rosterForecast(ctx, branchId, weekStart);
  }

  @Mutation(() => TimesheetApproval, {
    description: "Approves a branch's timesheets for a period of ended business days and locks the branch through its last day (the period lock).",
  })
  approveTimesheets(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ApproveTimesheetsInput, { description: 'The branch and the period.' }) input: ApproveTimesheetsInput,
  ) {
    return timesheetApprovalService.approve(ctx, input);
  }

  @Mutation(() => Punch, {
    description: 'Corrects a punch’s time or kind with a reason (audited; the first recorded values are kept on the punch). 409 on a locked day.',
  })
  correctPunch(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: 'The punch.' }) id: string,
    @Arg('input', () => CorrectPunchInput, { description: 'The correction and its reason.' }) input: CorrectPunchInput,
  ) {
    return timesheetApprovalService.correctPunch(ctx, id, input);
  }

  @Mutation(() => Punch, { description: 'Adds a punch the employee missed (source Manual) with a reason (audited). 409 on a locked day.' })
  addPunch(@Ctx() ctx: RequestContext, @Arg('input', () => AddPunchInput, { description: 'The punch and its reason.' }) input: AddPunchInput) {
    return timesheetApprovalService.addPunch(ctx, input);
  }
}
