import type { RequestContext } from '../../../core/context/request-context';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { invalidField } from '../../../core/errors/app-error';
import { DEFAULT_THRESHOLD_BP, MAX_THRESHOLD_BP } from '../variance/variance.rules';
import { AnalyticsSettingsRow } from './analytics-settings.entity';
import type { AnalyticsSettings, SetAnalyticsSettingsInput } from './analytics-settings.types';
import { analyticsEvents } from '../analytics.events';

/** The threshold in basis points from a percentage with at most 2 decimals; 422 on the field otherwise. */
export function thresholdBpOf(percent: number): number {
  const bp = Math.round(percent * 100);
  if (!Number.isFinite(percent) || Math.abs(bp - percent * 100) > 1e-6) throw invalidField('varianceThresholdPercent', 'must have at most 2 decimal places');
  if (bp < 0 || bp > MAX_THRESHOLD_BP) throw invalidField('varianceThresholdPercent', 'must be between 0 and 100');
  return bp;
}

export class AnalyticsSettingsService {
  async thresholdBp(ctx: RequestContext): Promise<number> {
    const row = await ctx.db.findOneBy(AnalyticsSettingsRow, { organizationId: ctx.organizationId });
    return row?.varianceThresholdBp ?? DEFAULT_THRESHOLD_BP;
  }

  async get(ctx: RequestContext): Promise<AnalyticsSettings> {
    return { varianceThresholdPercent: (await this.thresholdBp(ctx)) / 100 };
  }

  async set(ctx: RequestContext, input: SetAnalyticsSettingsInput): Promise<AnalyticsSettings> {
    const bp = thresholdBpOf(input.varianceThresholdPercent);
    return ctx.transaction(async (uow) => {
      const before = await uow.manager.findOne(AnalyticsSettingsRow, { where: { organizationId: ctx.organizationId }, lock: { mode: 'pessimistic_write' } });
      const was = before?.varianceThresholdBp ?? DEFAULT_THRESHOLD_BP;
      if (before && was === bp) return { varianceThresholdPercent: bp / 100 };
      await uow.manager
        .createQueryBuilder()
        .insert()
        .into(AnalyticsSettingsRow)
        .values({ organizationId: ctx.organizationId, varianceThresholdBp: bp, updatedBy: ctx.actorId })
        .orUpdate(['variance_threshold_bp', 'updated_by', 'updated_at'], ['organization_id'])
        .execute();
      const changes = { varianceThresholdPercent: { from: was / 100, to: bp / 100 } };
      await recordAudit(uow, ctx, { entityType: 'analytics-settings', entityId: ctx.organizationId, action: 'updated', changes, branchId: null });
      await emit(uow, ctx, {
        type: analyticsEvents.types.settingsUpdated,
        resourceId: ctx.organizationId,
        data: { varianceThresholdPercent: bp / 100 },
        branchId: null,
      });
      return { varianceThresholdPercent: bp / 100 };
    });
  }
}

export const analyticsSettingsService = new AnalyticsSettingsService();
