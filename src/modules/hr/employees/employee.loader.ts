import type DataLoader from 'dataloader';
import type { RequestContext } from '../../../core/context/request-context';
import type { Employee } from './employee.entity';
import type { EmploymentStatusChange } from './employment-status-change.entity';
import { employeeService } from './employee.service';

/** Employees by id, one query per request (advances, loans and leave show their employee). */
export function employeeLoader(ctx: RequestContext): DataLoader<string, Employee | null> {
  return ctx.loaders.get<string, Employee | null>('hr.employee', async (ids) => {
    const found = await employeeService.getMany(ctx, ids);
    return ids.map((id) => found.get(id) ?? null);
  });
}

/** Status histories by employee id, newest first, one query per request. */
export function employmentHistoryLoader(ctx: RequestContext): DataLoader<string, EmploymentStatusChange[]> {
  return ctx.loaders.get<string, EmploymentStatusChange[]>('hr.employee.history', async (ids) => {
    const found = await employeeService.history(ctx, ids);
    return ids.map((id) => found.get(id) ?? []);
  });
}
