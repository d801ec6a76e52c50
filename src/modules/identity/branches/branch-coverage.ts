import type { RequestContext } from '../../../core/context/request-context';

/**
 * A condition keeping `column` (a branch id) to the organisation's branches the caller's
 * membership covers (every branch for API keys and jobs of the service), pushing its values onto
 * `params`. Reports read every branch the caller may read, with a branch column.
 */
export function readableBranchCondition(ctx: RequestContext, column: string, params: unknown[]): string {
  params.push(ctx.organizationId, ctx.actorId, ctx.requirePrincipal().kind === 'user');
  const [organization, user, isUser] = [params.length - 2, params.length - 1, params.length];
  return `${column} IN (SELECT cb.id FROM branches cb
            LEFT JOIN memberships cm ON cm.organization_id = cb.organization_id AND cm.user_id = $${user} AND $${isUser}::boolean
           WHERE cb.organization_id = $${organization} AND (cm.id IS NULL OR cm.all_branches OR cb.id = ANY(cm.branch_ids)))`;
}
