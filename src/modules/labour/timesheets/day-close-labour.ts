import type { DayCloseContribution } from '../../../core/modules/day-close-contributions';
import { timesheetService } from './timesheet.service';

/**
 * The labour module's part of the daily close (docs/labour.md, "The daily close"): the branch's
 * labour cost of the day, computed from the timesheets like the labour report's day, and the
 * organisation's targets. The close's fingerprint follows what that cost is computed from at the
 * branch: the punches and shifts of the day's roster week up to the day (weekly overtime), every
 * approval of a period holding the day, the hourly rates and own rest days of the employees with
 * punches or shifts in those days, and the targets. A punch corrected, a period approved again
 * after its approval or such an employee's rate or rest day changed therefore marks the day Stale, and the close job computes a new
 * version when the cost moved.
 */
export const labourDayClose: DayCloseContribution = {
  name: 'labour',
  fingerprintSql(org, branch, day) {
    const weekStart = `(${day} - ((extract(dow FROM ${day})::int + 1) % 7))`;
    // Null (left out of the fingerprint) while the branch has no labour record at all, so a day's
    // fingerprint is the one it had before labour was added until there is one.
    return `NULLIF(concat_ws(':',
    (SELECT COUNT(*) || '/' || COALESCE(MAX(p.updated_at)::text, '') FROM labour_punches p
      WHERE p.organization_id = ${org} AND p.branch_id = ${branch} AND p.occurred_at >= (${weekStart} - 1)::timestamptz
        AND p.occurred_at < (${day} + 2)::timestamptz AND p.business_date BETWEEN ${weekStart} AND ${day}),
    (SELECT COUNT(*) || '/' || COALESCE(MAX(s.updated_at)::text, '') FROM labour_shifts s
      WHERE s.organization_id = ${org} AND s.branch_id = ${branch} AND s.week_start = ${weekStart} AND s.start_date <= ${day} + 1),
    (SELECT COALESCE(MAX(a.created_at)::text, '') FROM labour_timesheet_approvals a
      WHERE a.organization_id = ${org} AND a.branch_id = ${branch} AND a.to_date >= ${day} AND a.from_date <= ${day}),
    (SELECT COALESCE(MAX(l.labour_percent_target || '/' || l.prime_cost_percent_target), '') FROM labour_settings l WHERE l.organization_id = ${org}),
    (SELECT string_agg(ec.employee_id || '=' || COALESCE(ec.hourly_rate_iqd::text, '') || '/' || COALESCE(ec.rest_weekday::text, ''), ',' ORDER BY ec.employee_id)
      FROM labour_employee_clock ec
      WHERE ec.organization_id = ${org} AND (ec.hourly_rate_iqd IS NOT NULL OR ec.rest_weekday IS NOT NULL) AND ec.employee_id IN (
        SELECT p.employee_id FROM labour_punches p
          WHERE p.organization_id = ${org} AND p.branch_id = ${branch} AND p.occurred_at >= (${weekStart} - 1)::timestamptz
            AND p.occurred_at < (${day} + 2)::timestamptz AND p.business_date BETWEEN ${weekStart} AND ${day}
        UNION SELECT s.employee_id FROM labour_shifts s
          WHERE s.organization_id = ${org} AND s.branch_id = ${branch} AND s.week_start = ${weekStart} AND s.start_date <= ${day} + 1))), '0/:0/::')`;
  },
  labour: (ctx, branchId, businessDate) => timesheetService.branchDayLabour(ctx, branchId, businessDate),
};
