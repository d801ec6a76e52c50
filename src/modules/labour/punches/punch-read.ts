import type { RequestContext } from '../../../core/context/request-context';
import { Punch } from './punch.entity';

/*
 * The punches other parts of labour read (timesheets, labour cost): live punches only (a voided
 * punch is kept but not counted). No permission check here: the calling service makes it.
 */

export interface BranchPunchQuery {
  branchId: string;
  employeeIds?: readonly string[];
}

/** Live punches of a branch with occurredAt in [from, to), ordered by employee, time and id. */
export function readBranchPunches(ctx: RequestContext, q: BranchPunchQuery & { from: Date; to: Date }): Promise<Punch[]> {
  const query = ctx.db
    .getRepository(Punch)
    .createQueryBuilder('p')
    .where('p.organization_id = :organizationId AND p.branch_id = :branchId AND p.voided_at IS NULL', {
      organizationId: ctx.organizationId,
      branchId: q.branchId,
    })
    .andWhere('p.occurred_at >= :from AND p.occurred_at < :to', { from: q.from, to: q.to });
  if (q.employeeIds) query.andWhere('p.employee_id = ANY(CAST(:employeeIds AS uuid[]))', { employeeIds: [...q.employeeIds] });
  return query.orderBy('p.employee_id', 'ASC').addOrderBy('p.occurred_at', 'ASC').addOrderBy('p.id', 'ASC').getMany();
}

/** Live punches of a branch on business dates fromDate..toDate (inclusive), ordered by employee, time and id. */
export function readBranchPunchesByBusinessDate(ctx: RequestContext, q: BranchPunchQuery & { fromDate: string; toDate: string }): Promise<Punch[]> {
  const query = ctx.db
    .getRepository(Punch)
    .createQueryBuilder('p')
    .where('p.organization_id = :organizationId AND p.branch_id = :branchId AND p.voided_at IS NULL', {
      organizationId: ctx.organizationId,
      branchId: q.branchId,
    })
    .andWhere('p.business_date >= :fromDate AND p.business_date <= :toDate', { fromDate: q.fromDate, toDate: q.toDate });
  if (q.employeeIds) query.andWhere('p.employee_id = ANY(CAST(:employeeIds AS uuid[]))', { employeeIds: [...q.employeeIds] });
  return query.orderBy('p.employee_id', 'ASC').addOrderBy('p.occurred_at', 'ASC').addOrderBy('p.id', 'ASC').getMany();
}
