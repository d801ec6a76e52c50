import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../core/context/request-context';
import { runSql } from '../../core/db/run-sql';
import { forbidden, invalidField, notFound } from '../../core/errors/app-error';
import { Employee } from '../hr/employees/employee.entity';

/*
 * Who sees and changes rosters (docs/labour.md, "Permissions"). labour:read sees every branch's
 * rosters the caller's membership covers; labour:manage changes them and decides swaps. An
 * employee's self-service (hr:request-own) reaches only their own published shifts and their own
 * swap requests, through the employee record linked to their user.
 */

/** True when the caller reads every employee's shifts (not only their own). */
export function readsAllRosters(ctx: RequestContext): boolean {
  return ctx.can('labour:read') || ctx.can('labour:manage');
}

export interface RosterBranch {
  id: string;
  name: string;
  nameAr: string | null;
  timeZone: string;
}

/**
 * A branch of the organisation the caller's membership covers. Another organisation's branch is a
 * 404 when named in the path (`field` null) and a 422 on `field` in a body; a branch outside the
 * member's branches is a 403. API keys act for the whole organisation.
 */
export async function rosterBranch(manager: EntityManager, ctx: RequestContext, branchId: string, field: string | null): Promise<RosterBranch> {
  const principal = ctx.requirePrincipal();
  const [row] = await runSql<{ id: string; name: string; name_ar: string | null; time_zone: string; covered: boolean }>(
    manager,
    `SELECT b.id, b.name, b.name_ar, b.time_zone, (m.id IS NULL OR m.all_branches OR b.id = ANY(m.branch_ids)) AS covered
       FROM branches b LEFT JOIN memberships m ON m.organization_id = b.organization_id AND m.user_id = $3 AND $4::boolean
      WHERE b.id = $1 AND b.organization_id = $2`,
    [branchId, ctx.organizationId, ctx.actorId, principal.kind === 'user' && principal.role !== 'Owner'],
  );
  if (!row) throw field ? invalidField(field, 'is not a branch of this organisation') : notFound('Branch');
  if (!row.covered) throw forbidden('Your membership does not cover this branch.');
  return { id: row.id, name: row.name, nameAr: row.name_ar, timeZone: row.time_zone };
}

/** The caller's own employee record (self-service); null when their user is linked to none. */
export async function ownEmployee(ctx: RequestContext): Promise<Employee | null> {
  if (!ctx.actorId) return null;
  return ctx.db.findOne(Employee, { where: { organizationId: ctx.organizationId, userId: ctx.actorId } });
}
