import type { RequestContext } from '../../../core/context/request-context';
import { recordAudit } from '../../../core/audit/record-audit';
import { validationError } from '../../../core/errors/app-error';
import { DEFAULT_LABOUR_SETTINGS, labourSettingsProblems, type LabourSettingsValues } from '../rules/labour-settings.rules';
import { LabourSettingsRow } from './labour-settings.entity';
import type { LabourSettings, SetLabourSettingsInput } from './labour-settings.types';

const FIELDS = ['maxShiftMinutes', 'dailyOvertimeAfterMinutes', 'weeklyOvertimeAfterMinutes'] as const;

export class LabourSettingsService {
  async get(ctx: RequestContext): Promise<LabourSettings> {
    const row = await ctx.db.findOneBy(LabourSettingsRow, { organizationId: ctx.organizationId });
    return valuesOf(row);
  }

  async set(ctx: RequestContext, input: SetLabourSettingsInput): Promise<LabourSettings> {
    return ctx.transaction(async (uow) => {
      const before = await uow.manager.findOne(LabourSettingsRow, { where: { organizationId: ctx.organizationId }, lock: { mode: 'pessimistic_write' } });
      const was = valuesOf(before);
      const next: LabourSettingsValues = { ...was };
      for (const field of FIELDS) if (input[field] !== undefined && input[field] !== null) next[field] = input[field];
      const problems = labourSettingsProblems(next);
      if (Object.keys(problems).length) throw validationError(problems);
      const changes = Object.fromEntries(FIELDS.filter((f) => was[f] !== next[f]).map((f) => [f, { from: was[f], to: next[f] }]));
      if (!Object.keys(changes).length) return next;
      await uow.manager
        .createQueryBuilder()
        .insert()
        .into(LabourSettingsRow)
        .values({ organizationId: ctx.organizationId, ...next, updatedBy: ctx.actorId })
        .orUpdate(['max_shift_minutes', 'daily_overtime_after_minutes', 'weekly_overtime_after_minutes', 'updated_by', 'updated_at'], ['organization_id'])
        .execute();
      await recordAudit(uow, ctx, { entityType: 'labour-settings', entityId: ctx.organizationId, action: 'updated', changes, branchId: null });
      return next;
    });
  }
}

function valuesOf(row: LabourSettingsRow | null): LabourSettingsValues {
  if (!row) return { ...DEFAULT_LABOUR_SETTINGS };
  return {
    maxShiftMinutes: row.maxShiftMinutes,
    dailyOvertimeAfterMinutes: row.dailyOvertimeAfterMinutes,
    weeklyOvertimeAfterMinutes: row.weeklyOvertimeAfterMinutes,
  };
}

export const labourSettingsService = new LabourSettingsService();
