import { In, LessThan, LessThanOrEqual, MoreThan, MoreThanOrEqual, Not } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import type { FieldErrors } from '../../../core/errors/app-error';
import { runSql } from '../../../core/db/run-sql';
import { Employee } from '../../hr/employees/employee.entity';
import { Position } from '../../hr/positions/position.entity';
import { LeaveRequest } from '../../hr/leave/leave-request.entity';
import { LeaveStatus } from '../../hr/leave/leave-request.rules';
import type { RosterBranch } from '../labour-access';
import { mergeProblems, shiftEmployeeProblems, shiftTimeProblems } from '../rules/shift-checks.rules';
import { datesTouched, instantOf, localTimesOf, weekStartOf } from '../rules/shift-times.rules';
import type { PlannedShift } from '../rules/roster-plan.rules';
import { RosterStatus } from '../rules/roster-status.rules';
import { RosterWeekRecord } from '../rosters/roster-week.entity';
import { Shift } from './shift.entity';

/*
 * Placing a shift on a roster: the facts the rules of rules/shift-checks.rules.ts decide on are
 * read here, inside the caller's transaction, with the employee's row locked so two writes for one
 * employee cannot both pass the overlap check.
 */

export interface CheckedShift {
  problems: FieldErrors;
  startsAt: Date;
  endsAt: Date;
}

/** What is wrong with putting `plan` on `branch`'s roster (empty when nothing is); `excludeShiftId` is the shift being changed. */
export async function checkShift(
  uow: UnitOfWork,
  ctx: RequestContext,
  branch: RosterBranch,
  plan: PlannedShift,
  maxShiftMinutes: number,
  options: { excludeShiftId?: string; employeeField?: string } = {},
): Promise<CheckedShift> {
  const startsAt = instantOf(plan.startDate, plan.startTime, branch.timeZone);
  const endsAt = instantOf(plan.endDate, plan.endTime, branch.timeZone);
  const timeProblems = shiftTimeProblems({ startsAt, endsAt, breakMinutes: plan.breakMinutes, maxShiftMinutes });
  const positionProblems: FieldErrors = {};
  if (plan.positionId) {
    const position = await uow.manager.findOne(Position, { where: { id: plan.positionId, organizationId: ctx.organizationId } });
    if (!position) positionProblems.positionId = ['does not refer to a position of this organisation'];
  }
  const employee = await uow.manager.findOne(Employee, {
    where: { id: plan.employeeId, organizationId: ctx.organizationId },
    lock: { mode: 'pessimistic_write' },
  });
  if (!employee || Object.keys(timeProblems).length) {
    const employeeProblems = employee
      ? {}
      : shiftEmployeeProblems({ status: null, branchIds: [], branchId: branch.id, leaveDates: [], overlapping: [] }, options.employeeField);
    return { problems: mergeProblems(timeProblems, positionProblems, employeeProblems), startsAt, endsAt };
  }
  const dates = datesTouched(startsAt, endsAt, branch.timeZone);
  const leave = await uow.manager.find(LeaveRequest, {
    where: {
      organizationId: ctx.organizationId,
      employeeId: employee.id,
      status: LeaveStatus.Approved,
      startDate: LessThanOrEqual(dates[dates.length - 1]),
      endDate: MoreThanOrEqual(dates[0]),
    },
  });
  const leaveDates = dates.filter((date) => leave.some((l) => l.startDate <= date && date <= l.endDate));
  const overlapping = await uow.manager.find(Shift, {
    where: {
      organizationId: ctx.organizationId,
      employeeId: employee.id,
      startsAt: LessThan(endsAt),
      endsAt: MoreThan(startsAt),
      ...(options.excludeShiftId ? { id: Not(options.excludeShiftId) } : {}),
    },
    order: { startsAt: 'ASC' },
    take: 1,
  });
  const employeeProblems = shiftEmployeeProblems(
    {
      status: employee.status,
      branchIds: employee.branchIds,
      branchId: branch.id,
      leaveDates,
      overlapping: overlapping.map((other) => localTimesOf(other.startsAt, other.endsAt, branch.timeZone)),
    },
    options.employeeField,
  );
  return { problems: mergeProblems(positionProblems, employeeProblems), startsAt, endsAt };
}

/** The branch's roster week row, made Draft when missing, locked for the rest of the transaction. */
export async function lockWeek(uow: UnitOfWork, ctx: RequestContext, branchId: string, weekStart: string): Promise<RosterWeekRecord> {
  await runSql(
    uow.manager,
    `INSERT INTO labour_roster_weeks (organization_id, branch_id, week_start, status) VALUES ($1, $2, $3, $4)
     ON CONFLICT (organization_id, branch_id, week_start) DO NOTHING`,
    [ctx.organizationId, branchId, weekStart, RosterStatus.Draft],
  );
  return uow.manager.findOneOrFail(RosterWeekRecord, {
    where: { organizationId: ctx.organizationId, branchId, weekStart },
    lock: { mode: 'pessimistic_write' },
  });
}

/** Writes a checked shift into its week: Published at once when the week already is. */
export async function insertShift(
  uow: UnitOfWork,
  ctx: RequestContext,
  branch: RosterBranch,
  plan: PlannedShift,
  checked: CheckedShift,
  week: RosterWeekRecord,
): Promise<Shift> {
  const published = week.status === RosterStatus.Published;
  const shift = uow.manager.create(Shift, {
    organizationId: ctx.organizationId,
    branchId: branch.id,
    weekStart: weekStartOf(plan.startDate),
    employeeId: plan.employeeId,
    positionId: plan.positionId,
    startDate: plan.startDate,
    startTime: plan.startTime,
    endDate: plan.endDate,
    endTime: plan.endTime,
    startsAt: checked.startsAt,
    endsAt: checked.endsAt,
    breakMinutes: plan.breakMinutes,
    note: plan.note,
    status: published ? RosterStatus.Published : RosterStatus.Draft,
    publishedAt: published ? ctx.now() : null,
    updatedBy: ctx.actorId,
  });
  await uow.manager.insert(Shift, shift);
  return shift;
}

/** Employees by id (live ones), for names in answers and mail. */
export async function employeesById(uow: UnitOfWork, ctx: RequestContext, ids: readonly string[]): Promise<Map<string, Employee>> {
  if (!ids.length) return new Map();
  const rows = await uow.manager.find(Employee, { where: { organizationId: ctx.organizationId, id: In([...new Set(ids)]) }, withDeleted: true });
  return new Map(rows.map((row) => [row.id, row]));
}
