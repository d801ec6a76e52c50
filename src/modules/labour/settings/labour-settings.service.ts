import type { RequestContext } from '../../../core/context/request-context';
import { recordAudit } from '../../../core/audit/record-audit';
import { validationError } from '../../../core/errors/app-error';
import { DEFAULT_LABOUR_SETTINGS, LABOUR_SETTINGS_FIELDS, labourSettingsProblems, type LabourSettingsValues } from '../rules/labour-settings.rules';
import { LabourSettingsRow } from './labour-settings.entity';
import type { LabourSettings, SetLabourSettingsInput } from './labour-settings.types';

const FIELDS = LABOUR_SETTINGS_FIELDS;
const column = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

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
        .orUpdate([...FIELDS.map(column), 'updated_by', 'updated_at'], ['organization_id'])
        .execute();
      await recordAudit(uow, ctx, { entityType: 'labour-settings', entityId: ctx.organizationId, action: 'updated', changes, branchId: null });
      return next;
    });
  }
}

function valuesOf(row: LabourSettingsRow | null): LabourSettingsValues {
  if (!row) return { ...DEFAULT_LABOUR_SETTINGS };
  return Object.fromEntries(FIELDS.map((field) => [field, row[field]])) as LabourSettingsValues;
}

export const labourSettingsService = new LabourSettingsService();
