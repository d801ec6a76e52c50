import type DataLoader from 'dataloader';
import { In } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { Advance } from './advance.entity';
import { OPEN_ADVANCE_STATUSES } from './advance.rules';

/**
 * Open advances (Pending, Approved, Paid) by employee id, newest first: one query per request
 * however many employees a page shows.
 */
export function openAdvancesLoader(ctx: RequestContext): DataLoader<string, Advance[]> {
  return ctx.loaders.get<string, Advance[]>('hr.employee.open-advances', async (employeeIds) => {
    const rows = await ctx.db.find(Advance, {
      where: { employeeId: In([...employeeIds]), organizationId: ctx.organizationId, status: In([...OPEN_ADVANCE_STATUSES]) },
      order: { requestedAt: 'DESC', id: 'ASC' },
    });
    const byEmployee = new Map<string, Advance[]>();
    for (const row of rows) byEmployee.set(row.employeeId, [...(byEmployee.get(row.employeeId) ?? []), row]);
    return employeeIds.map((id) => byEmployee.get(id) ?? []);
  });
}
