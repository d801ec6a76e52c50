import type { RequestContext } from '../../../core/context/request-context';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { invalidField } from '../../../core/errors/app-error';
import { DEFAULT_SERVICE_LEVEL } from '../rules/quantiles';
import { forecastEvents } from '../forecast.events';
import type { ForecastSettings, SetForecastSettingsInput } from '../read/forecast.types';
import { ForecastSettingsRow } from './forecast-settings.entity';

/** The service level from its input: 0.5 ≤ level < 1 with at most 3 decimals; 422 on the field otherwise. */
export function serviceLevelOf(value: number): number {
  if (!Number.isFinite(value) || value < 0.5 || value >= 1) throw invalidField('serviceLevel', 'must be at least 0.5 and below 1');
  if (Math.abs(Math.round(value * 1000) - value * 1000) > 1e-6) throw invalidField('serviceLevel', 'must have at most 3 decimal places');
  return Math.round(value * 1000) / 1000;
}

export class ForecastSettingsService {
  /** The organisation's service level (the default until changed); `organizationId` lets the job read it for any organisation. */
  async serviceLevel(ctx: RequestContext): Promise<number> {
    const row = await ctx.db.findOneBy(ForecastSettingsRow, { organizationId: ctx.organizationId });
    return row?.serviceLevel ?? DEFAULT_SERVICE_LEVEL;
  }

  async get(ctx: RequestContext): Promise<ForecastSettings> {
    return { serviceLevel: await this.serviceLevel(ctx) };
  }

  async set(ctx: RequestContext, input: SetForecastSettingsInput): Promise<ForecastSettings> {
    const level = serviceLevelOf(input.serviceLevel);
    return ctx.transaction(async (uow) => {
      const before = await uow.manager.findOne(ForecastSettingsRow, { where: { organizationId: ctx.organizationId }, lock: { mode: 'pessimistic_write' } });
      const was = before?.serviceLevel ?? DEFAULT_SERVICE_LEVEL;
      if (before && was === level) return { serviceLevel: level };
      await uow.manager
        .createQueryBuilder()
        .insert()
        .into(ForecastSettingsRow)
        .values({ organizationId: ctx.organizationId, serviceLevel: level, updatedBy: ctx.actorId })
        .orUpdate(['service_level', 'updated_by', 'updated_at'], ['organization_id'])
        .execute();
      await recordAudit(uow, ctx, {
        entityType: 'forecast-settings',
        entityId: ctx.organizationId,
        action: 'updated',
        changes: { serviceLevel: { from: was, to: level } },
        branchId: null,
      });
      await emit(uow, ctx, { type: forecastEvents.types.settingsUpdated, resourceId: ctx.organizationId, data: { serviceLevel: level }, branchId: null });
      return { serviceLevel: level };
    });
  }
}

export const forecastSettingsService = new ForecastSettingsService();
