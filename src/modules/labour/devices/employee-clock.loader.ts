import type DataLoader from 'dataloader';
import type { RequestContext } from '../../../core/context/request-context';
import { entityRows } from '../../../core/db/entity-rows';
import type { EmployeeClockSettings } from './clock-device.inputs';
import { EmployeeClock } from './employee-clock.entity';
import { settingsOf } from './employee-clock.service';

/**
 * The time-clock settings of a page of employees, one query per request. Fixed SQL with a
 * metadata-derived mapper (entity-rows.ts): every employee page runs it.
 */
export function employeeClockLoader(ctx: RequestContext): DataLoader<string, EmployeeClockSettings> {
  return ctx.loaders.get<string, EmployeeClockSettings>('labour.employee-clock', async (employeeIds) => {
    const reader = entityRows(ctx.db.connection, EmployeeClock, 'c');
    const rows = await ctx.query<Record<string, unknown>>(
      `SELECT ${reader.columns} FROM ${reader.table} c WHERE c.employee_id = ANY($1) AND c.organization_id = $2`,
      [employeeIds, ctx.organizationId],
    );
    const byEmployee = new Map(rows.map((row) => [row.employee_id as string, reader.map(row)]));
    return employeeIds.map((id) => settingsOf(id, byEmployee.get(id) ?? null));
  });
}
