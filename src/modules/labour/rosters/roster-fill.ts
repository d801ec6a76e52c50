import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { recordAudit } from '../../../core/audit/record-audit';
import type { RosterBranch } from '../labour-access';
import { type PatternEntry, planWeek } from '../rules/roster-plan.rules';
import { RosterStatus } from '../rules/roster-status.rules';
import { checkShift, insertShift, lockWeek } from '../shifts/shift-placement';
import type { RosterSkippedShift } from './roster-week.types';
import { notifyEmployees } from './roster-notices';

/**
 * Fills a week from a pattern (a copied week or a template). Each shift goes through the same
 * rules as one added by hand; a shift that breaks one is skipped and reported, the others are
 * placed (docs/labour.md, "Copying a week and templates"). Placed shifts are checked against
 * each other too, as they are written one by one.
 */
export async function fillWeek(
  uow: UnitOfWork,
  ctx: RequestContext,
  branch: RosterBranch,
  weekStart: string,
  pattern: readonly PatternEntry[],
  maxShiftMinutes: number,
  source: { action: string; from: string },
): Promise<{ created: number; skipped: RosterSkippedShift[] }> {
  const week = await lockWeek(uow, ctx, branch.id, weekStart);
  const skipped: RosterSkippedShift[] = [];
  const placed = new Set<string>();
  let created = 0;
  for (const plan of planWeek(weekStart, pattern)) {
    const checked = await checkShift(uow, ctx, branch, plan, maxShiftMinutes);
    const reasons = Object.values(checked.problems).flat();
    if (reasons.length) {
      skipped.push({ employeeId: plan.employeeId, startDate: plan.startDate, startTime: plan.startTime, endTime: plan.endTime, reasons });
      continue;
    }
    await insertShift(uow, ctx, branch, plan, checked, week);
    placed.add(plan.employeeId);
    created++;
  }
  await recordAudit(uow, ctx, {
    entityType: 'roster-week',
    entityId: week.id,
    action: source.action,
    changes: { weekStart, from: source.from, created, skipped: skipped.length },
    branchId: branch.id,
  });
  if (week.status === RosterStatus.Published && placed.size) await notifyEmployees(uow, ctx, branch, weekStart, [...placed], 'changed');
  return { created, skipped };
}
