import { Role } from '../../../core/auth/roles';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { forbidden } from '../../../core/errors/app-error';

/*
 * HR self-service. A caller with `hr:read` sees every employee's HR records and a caller with
 * `hr:write` requests advances, loans and leave for anyone; a caller holding only
 * `hr:request-own` sees and requests for the one employee record linked to their own user id.
 * The shield admits either permission (`canAny` in core/auth/rules); the services narrow to the
 * caller's own record with the helpers below.
 */

/** True when the caller may see every employee's HR records (any HR permission beyond self-service). */
export function readsAllEmployees(ctx: RequestContext): boolean {
  return ctx.can('hr:read') || ctx.can('hr:write') || ctx.can('hr:decide');
}

/** True when the caller may request advances, loans and leave for any employee. */
export function requestsForAnyone(ctx: RequestContext): boolean {
  return ctx.can('hr:write');
}

/**
 * A caller without `hr:write` may act only for the employee linked to their own user id.
 * Another employee of the same organisation is a 403 (existence inside the organisation is not
 * a secret to its members); an unknown or foreign id has been refused before this point.
 */
export function assertRequestsFor(ctx: RequestContext, employee: { userId: string | null }): void {
  if (requestsForAnyone(ctx)) return;
  if (!ctx.actorId || employee.userId !== ctx.actorId) {
    throw forbidden('You may only make requests for your own employee record.');
  }
}

/**
 * Segregation of duties: nobody decides on their own request, except the organisation's owner
 * (who has nobody above them).
 */
export function assertNotOwnDecision(ctx: RequestContext, employee: { userId: string | null }): void {
  if (employee.userId && employee.userId === ctx.actorId && ctx.principal?.role !== Role.Owner) {
    throw forbidden('You cannot decide on a request for your own employee record.');
  }
}

/**
 * The branches whose staff the caller sees (docs/hr.md, "Employees and branches"): null for the
 * whole organisation (owners, members with every branch, API keys and the system, which act for
 * the organisation as usableBranch does for stock), otherwise the branch ids of the caller's
 * membership. Read once per request.
 */
export async function staffBranchScope(ctx: RequestContext): Promise<string[] | null> {
  const principal = ctx.requirePrincipal();
  if (principal.kind !== 'user' || principal.role === Role.Owner || !ctx.actorId) return null;
  const [row] = await ctx.query<{ all_branches: boolean; branch_ids: string[] | null }>(
    'SELECT all_branches, branch_ids FROM memberships WHERE organization_id = $1 AND user_id = $2',
    [ctx.organizationId, ctx.actorId],
  );
  if (!row || row.all_branches) return null;
  return row.branch_ids ?? [];
}

/** True when an employee is in the caller's scope: organisation-wide staff (no branch) and their own record always are. */
export function staffInScope(
  scope: readonly string[] | null,
  employee: { branchIds: readonly string[]; userId: string | null },
  actorId: string | null,
): boolean {
  if (scope === null) return true;
  if (employee.branchIds.length === 0 || (actorId && employee.userId === actorId)) return true;
  return employee.branchIds.some((branchId) => scope.includes(branchId));
}

/**
 * The staff-scope condition on an employee aliased `e` (staffInScope in SQL): organisation-wide
 * staff, staff of a branch in `scope`, and the caller's own record. `scope` and `self` are the
 * statement's placeholders for the scope's branch ids and the caller's user id.
 */
export function staffScopeCondition(scope: string, self: string): string {
  return `(cardinality(e.branch_ids) = 0 OR e.branch_ids && CAST(${scope} AS uuid[]) OR e.user_id = ${self})`;
}

/**
 * Narrows a list of HR records (advances, loans, leave) joined to their employee as `e` by the
 * employee's branch: the filter's branch when one is given (another organisation's id matches no
 * employee, so the page is empty, as on the employee list), and the caller's staff scope always.
 */
export async function whereEmployeeBranch<T extends ObjectLiteral>(
  ctx: RequestContext,
  query: SelectQueryBuilder<T>,
  branchId: string | undefined,
): Promise<void> {
  if (branchId) query.andWhere('CAST(:branchId AS uuid) = ANY(e.branch_ids)', { branchId });
  const scope = await staffBranchScope(ctx);
  if (scope !== null) {
    query.andWhere(staffScopeCondition(':staffScope', ':staffSelf'), { staffScope: scope, staffSelf: ctx.actorId });
  }
}

/** True when the caller may see an HR record of this employee: self-service and branch scope both hold. */
export async function seesRecordsOf(ctx: RequestContext, employee: { branchIds: readonly string[]; userId: string | null }): Promise<boolean> {
  if (!readsAllEmployees(ctx) && employee.userId !== ctx.actorId) return false;
  return staffInScope(await staffBranchScope(ctx), employee, ctx.actorId);
}
