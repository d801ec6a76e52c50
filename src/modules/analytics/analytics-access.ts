import type { RequestContext } from '../../core/context/request-context';
import { forbidden, notFound, validationError } from '../../core/errors/app-error';

export interface ReportBranch {
  id: string;
  name: string;
}

interface BranchRow {
  id: string;
  name: string;
  covered: boolean;
}

const BRANCHES = `SELECT b.id, b.name, (m.id IS NULL OR m.all_branches OR b.id = ANY(m.branch_ids)) AS covered
   FROM branches b LEFT JOIN memberships m ON m.organization_id = b.organization_id AND m.user_id = $2 AND $3::boolean
  WHERE b.organization_id = $1`;

function coverageArgs(ctx: RequestContext): unknown[] {
  return [ctx.organizationId, ctx.actorId, ctx.requirePrincipal().kind === 'user'];
}

/**
 * The branches a report reads: the named ones (422 on the field for one that is not the
 * organisation's, 403 for one a signed-in member's membership does not cover), or every branch
 * the caller covers. API keys read for the whole organisation.
 */
export async function reportBranches(
  ctx: RequestContext,
  branchIds: string[] | null | undefined,
  fieldOf: (index: number) => string = (index) => `branchIds[${index}]`,
): Promise<ReportBranch[]> {
  const rows = await ctx.query<BranchRow>(`${BRANCHES} ORDER BY b.name, b.id`, coverageArgs(ctx));
  if (!branchIds || branchIds.length === 0) return rows.filter((row) => row.covered).map(({ id, name }) => ({ id, name }));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const errors: Record<string, string[]> = {};
  branchIds.forEach((id, index) => {
    if (!byId.has(id)) errors[fieldOf(index)] = ['is not a branch of this organisation'];
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
  if (branchIds.some((id) => !byId.get(id)!.covered)) throw forbidden('Your membership does not cover this branch.');
  return [...new Set(branchIds)].map((id) => ({ id, name: byId.get(id)!.name }));
}

/** One branch addressed by the path: another organisation's is 404, one the membership does not cover 403. */
export async function reportBranch(ctx: RequestContext, branchId: string): Promise<ReportBranch> {
  const [row] = await ctx.query<BranchRow>(`${BRANCHES} AND b.id = $4`, [...coverageArgs(ctx), branchId]);
  if (!row) throw notFound('Branch');
  if (!row.covered) throw forbidden('Your membership does not cover this branch.');
  return { id: row.id, name: row.name };
}
