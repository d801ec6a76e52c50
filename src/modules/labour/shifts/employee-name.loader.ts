import type DataLoader from 'dataloader';
import type { RequestContext } from '../../../core/context/request-context';

/**
 * Employees' names by id, one query per request. Rosters show who works a shift to everyone who
 * sees the shift (a colleague in a swap too) without the employee record's pay and personal data.
 */
export function employeeNameLoader(ctx: RequestContext): DataLoader<string, string | null> {
  return ctx.loaders.get<string, string | null>('labour.employee-name', async (ids) => {
    const rows = await ctx.query<{ id: string; full_name: string }>(
      'SELECT id, full_name FROM hr_employees WHERE organization_id = $1 AND id = ANY($2::uuid[])',
      [ctx.organizationId, [...ids]],
    );
    const byId = new Map(rows.map((row) => [row.id, row.full_name]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}
