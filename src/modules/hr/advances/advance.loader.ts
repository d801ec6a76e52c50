import type DataLoader from 'dataloader';
import type { RequestContext } from '../../../core/context/request-context';
import { entityRows, groupRows } from '../../../core/db/entity-rows';
import { Advance } from './advance.entity';
import { OPEN_ADVANCE_STATUSES } from './advance.rules';

/**
 * Open advances (Pending, Approved, Paid) by employee id, newest first: one query per request
 * however many employees a page shows. Fixed SQL with a metadata-derived mapper (entity-rows.ts).
 */
export function openAdvancesLoader(ctx: RequestContext): DataLoader<string, Advance[]> {
  return ctx.loaders.get<string, Advance[]>('hr.employee.open-advances', async (employeeIds) => {
    const reader = entityRows(ctx.db.connection, Advance, 'a');
    const rows = await ctx.query<Record<string, unknown>>(
      `SELECT ${reader.columns} FROM ${reader.table} a
        WHERE a.employee_id = ANY($1) AND a.organization_id = $2 AND a.status = ANY($3)
        ORDER BY a.requested_at DESC, a.id ASC`,
      [employeeIds, ctx.organizationId, OPEN_ADVANCE_STATUSES],
    );
    const byEmployee = groupRows(rows.map(reader.map), (advance) => advance.employeeId);
    return employeeIds.map((id) => byEmployee.get(id) ?? []);
  });
}
