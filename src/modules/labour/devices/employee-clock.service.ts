import type { RequestContext } from '../../../core/context/request-context';
import { recordAudit } from '../../../core/audit/record-audit';
import { catchDuplicate } from '../../../core/db/write-helpers';
import { conflict, invalidField, notFound } from '../../../core/errors/app-error';
import { Employee } from '../../hr/employees/employee.entity';
import { staffBranchScope, staffInScope } from '../../hr/shared/hr-access';
import { hashPassword } from '../../identity/passwords/password-hasher';
import { normalisePin } from '../rules/pin.rules';
import { EmployeeClock, PinAttempts } from './employee-clock.entity';
import { hourlyRateProblem } from '../rules/labour-cost.rules';
import { restWeekdayProblem } from '../rules/timesheet.rules';
import type { EmployeeClockSettings, SetAttendanceCodeInput, SetEmployeePinInput, SetEmployeeRestDayInput, SetHourlyRateInput } from './clock-device.inputs';

export function settingsOf(employeeId: string, row: EmployeeClock | null): EmployeeClockSettings {
  return {
    employeeId,
    pinSet: !!row?.pinHash,
    pinSetAt: row?.pinSetAt ?? null,
    attendanceCode: row?.attendanceCode ?? null,
    hourlyRateIqd: row?.hourlyRateIqd ?? null,
    restWeekday: row?.restWeekday ?? null,
  };
}

/**
 * An employee's kiosk PIN (argon2id, the hash the project keeps passwords with; never returned),
 * terminal attendance code and hourly rate, set by a manager of the employee's branches
 * (labour:manage).
 */
export class EmployeeClockService {
  private async employee(ctx: RequestContext, employeeId: string): Promise<Employee> {
    const employee = await ctx.db.findOne(Employee, { where: { id: employeeId, organizationId: ctx.organizationId } });
    if (!employee || !staffInScope(await staffBranchScope(ctx), employee, ctx.actorId)) throw notFound('Employee');
    return employee;
  }

  async get(ctx: RequestContext, employeeId: string): Promise<EmployeeClockSettings> {
    await this.employee(ctx, employeeId);
    return settingsOf(employeeId, await ctx.db.findOne(EmployeeClock, { where: { employeeId, organizationId: ctx.organizationId } }));
  }

  /** Sets or resets the PIN; the employee's wrong-PIN locks are lifted. */
  async setPin(ctx: RequestContext, employeeId: string, input: SetEmployeePinInput): Promise<EmployeeClockSettings> {
    const employee = await this.employee(ctx, employeeId);
    const pin = normalisePin(input.pin);
    if (!pin) throw invalidField('pin', 'must be 4 to 8 digits');
    const pinHash = await hashPassword(pin);
    return ctx.transaction(async (uow) => {
      const now = ctx.now();
      await uow.manager.upsert(
        EmployeeClock,
        { employeeId: employee.id, organizationId: ctx.organizationId, pinHash, pinSetAt: now, pinSetBy: ctx.actorId },
        { conflictPaths: ['employeeId'] },
      );
      await uow.manager.delete(PinAttempts, { employeeId: employee.id, organizationId: ctx.organizationId });
      await recordAudit(uow, ctx, { entityType: 'employee-pin', entityId: employee.id, action: 'set', changes: { pinSet: true } });
      const row = await uow.manager.findOneOrFail(EmployeeClock, { where: { employeeId: employee.id } });
      return settingsOf(employee.id, row);
    });
  }

  /** Sets (or with null removes) the attendance code; unique within the organisation (409). */
  async setAttendanceCode(ctx: RequestContext, employeeId: string, input: SetAttendanceCodeInput): Promise<EmployeeClockSettings> {
    const employee = await this.employee(ctx, employeeId);
    const code = input.attendanceCode?.trim() || null;
    return ctx.transaction(async (uow) => {
      await catchDuplicate(
        () =>
          uow.manager.upsert(
            EmployeeClock,
            { employeeId: employee.id, organizationId: ctx.organizationId, attendanceCode: code },
            { conflictPaths: ['employeeId'] },
          ),
        { labour_employee_clock_code_key: () => conflict('Another employee already has this attendance code.') },
      );
      await recordAudit(uow, ctx, { entityType: 'employee-attendance-code', entityId: employee.id, action: 'set', changes: { attendanceCode: code } });
      const row = await uow.manager.findOneOrFail(EmployeeClock, { where: { employeeId: employee.id } });
      return settingsOf(employee.id, row);
    });
  }

  /** Sets (or with null removes) the hourly rate labour cost uses for the employee. */
  async setHourlyRate(ctx: RequestContext, employeeId: string, input: SetHourlyRateInput): Promise<EmployeeClockSettings> {
    const employee = await this.employee(ctx, employeeId);
    const rate = input.hourlyRateIqd ?? null;
    const problem = hourlyRateProblem(rate);
    if (problem) throw invalidField('hourlyRateIqd', problem);
    return ctx.transaction(async (uow) => {
      const before = await uow.manager.findOne(EmployeeClock, { where: { employeeId: employee.id, organizationId: ctx.organizationId } });
      await uow.manager.upsert(
        EmployeeClock,
        { employeeId: employee.id, organizationId: ctx.organizationId, hourlyRateIqd: rate },
        { conflictPaths: ['employeeId'] },
      );
      await recordAudit(uow, ctx, {
        entityType: 'employee-hourly-rate',
        entityId: employee.id,
        action: 'set',
        changes: { hourlyRateIqd: { from: before?.hourlyRateIqd ?? null, to: rate } },
      });
      const row = await uow.manager.findOneOrFail(EmployeeClock, { where: { employeeId: employee.id } });
      return settingsOf(employee.id, row);
    });
  }

  /** Sets (or with null removes) the employee's own weekly rest day; without one the organisation's applies. */
  async setRestDay(ctx: RequestContext, employeeId: string, input: SetEmployeeRestDayInput): Promise<EmployeeClockSettings> {
    const employee = await this.employee(ctx, employeeId);
    const weekday = input.restWeekday ?? null;
    const problem = restWeekdayProblem(weekday);
    if (problem) throw invalidField('restWeekday', problem);
    return ctx.transaction(async (uow) => {
      const before = await uow.manager.findOne(EmployeeClock, { where: { employeeId: employee.id, organizationId: ctx.organizationId } });
      await uow.manager.upsert(
        EmployeeClock,
        { employeeId: employee.id, organizationId: ctx.organizationId, restWeekday: weekday },
        { conflictPaths: ['employeeId'] },
      );
      await recordAudit(uow, ctx, {
        entityType: 'employee-rest-day',
        entityId: employee.id,
        action: 'set',
        changes: { restWeekday: { from: before?.restWeekday ?? null, to: weekday } },
      });
      const row = await uow.manager.findOneOrFail(EmployeeClock, { where: { employeeId: employee.id } });
      return settingsOf(employee.id, row);
    });
  }
}

export const employeeClockService = new EmployeeClockService();
