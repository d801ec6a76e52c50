import type { RequestContext } from '../../../core/context/request-context';
import { diffFields, recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { notFound } from '../../../core/errors/app-error';
import { Organization } from './organization.entity';
import { type UpdateOrganizationSettingsInput } from '../branches/branch.inputs';
import { organizationEvents, organizationPayload } from '../branches/branch.events';

const EDITABLE = ['name', 'businessDayStartHour', 'defaultLanguage', 'priceStep', 'pricesIncludeTax'] as const;

/**
 * The organisation's own settings. The base currency is fixed at registration: every stored
 * amount is in it, so changing it would silently re-denominate the books.
 */
export class OrganizationSettingsService {
  async get(ctx: RequestContext): Promise<Organization> {
    const organization = await ctx.db.findOneBy(Organization, { id: ctx.organizationId });
    if (!organization) throw notFound('Organization');
    return organization;
  }

  async update(ctx: RequestContext, input: UpdateOrganizationSettingsInput): Promise<Organization> {
    return ctx.transaction(async (uow) => {
      const organization = await uow.manager.findOne(Organization, { where: { id: ctx.organizationId }, lock: { mode: 'pessimistic_write' } });
      if (!organization) throw notFound('Organization');
      const next = {
        name: input.name == null ? organization.name : input.name.trim(),
        businessDayStartHour: input.businessDayStartHour ?? organization.businessDayStartHour,
        defaultLanguage: input.defaultLanguage ?? organization.defaultLanguage,
        priceStep: input.priceStep ?? organization.priceStep,
        pricesIncludeTax: input.pricesIncludeTax ?? organization.pricesIncludeTax,
      };
      const changes = diffFields(organization, next, EDITABLE);
      if (Object.keys(changes).length === 0) return organization;
      Object.assign(organization, next);
      await uow.manager.save(organization);
      await recordAudit(uow, ctx, { entityType: 'organization', entityId: organization.id, action: 'updated', changes, branchId: null });
      await emit(uow, ctx, { type: organizationEvents.types.updated, resourceId: organization.id, data: organizationPayload(organization), branchId: null });
      return organization;
    });
  }
}

export const organizationSettingsService = new OrganizationSettingsService();
