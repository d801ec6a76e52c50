import type DataLoader from 'dataloader';
import { In } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import type { EmployeeClockSettings } from './clock-device.inputs';
import { EmployeeClock } from './employee-clock.entity';
import { settingsOf } from './employee-clock.service';

/** The time-clock settings of a page of employees, one query per request. */
export function employeeClockLoader(ctx: RequestContext): DataLoader<string, EmployeeClockSettings> {
  return ctx.loaders.get<string, EmployeeClockSettings>('labour.employee-clock', async (employeeIds) => {
    const rows = await ctx.db.find(EmployeeClock, { where: { organizationId: ctx.organizationId, employeeId: In([...employeeIds]) } });
    const byEmployee = new Map(rows.map((row) => [row.employeeId, row]));
    return employeeIds.map((id) => settingsOf(id, byEmployee.get(id) ?? null));
  });
}
