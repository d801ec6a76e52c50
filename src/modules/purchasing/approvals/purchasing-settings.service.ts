import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { conflict, invalidField } from '../../../core/errors/app-error';
import { isUniqueViolation } from '../../../core/db/pg-errors';
import { diffFields, recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { PurchasingSettings, type PurchasingSettingsInput, PurchasingSettingsRow } from './purchasing-settings.entity';
import { purchasingSettingsEvents, purchasingSettingsPayload } from './approval.events';
import { DEFAULT_APPROVAL_THRESHOLD_IQD, DEFAULT_INVOICE_TOLERANCE_IQD } from './approval.rules';

function view(row: PurchasingSettingsRow | null): PurchasingSettings {
  return Object.assign(new PurchasingSettings(), {
    approvalThresholdIqd: row ? row.approvalThresholdIqd : DEFAULT_APPROVAL_THRESHOLD_IQD,
    invoiceToleranceIqd: row?.invoiceToleranceIqd ?? DEFAULT_INVOICE_TOLERANCE_IQD,
    updatedAt: row?.updatedAt ?? null,
    updatedBy: row?.updatedBy ?? null,
  });
}

export class PurchasingSettingsService {
  async get(ctx: RequestContext, manager: EntityManager = ctx.db): Promise<PurchasingSettings> {
    return view(await manager.findOne(PurchasingSettingsRow, { where: { organizationId: ctx.organizationId } }));
  }

  /**
   * The rules a submission is judged by, read inside its transaction FOR SHARE, so a concurrent
   * change of the rules waits for the submission (and the other way round).
   */
  async forDecision(manager: EntityManager, ctx: RequestContext): Promise<PurchasingSettings> {
    return view(await manager.findOne(PurchasingSettingsRow, { where: { organizationId: ctx.organizationId }, lock: { mode: 'pessimistic_read' } }));
  }

  async update(ctx: RequestContext, input: PurchasingSettingsInput): Promise<PurchasingSettings> {
    if (input.invoiceToleranceIqd === null) throw invalidField('invoiceToleranceIqd', 'must not be null');
    try {
      return await this.write(ctx, input);
    } catch (error) {
      if (isUniqueViolation(error, 'purchasing_settings_org_key')) throw conflict('The purchasing settings were changed at the same time; try again.');
      throw error;
    }
  }

  private write(ctx: RequestContext, input: PurchasingSettingsInput): Promise<PurchasingSettings> {
    return ctx.transaction(async (uow) => {
      let row = await uow.manager.findOne(PurchasingSettingsRow, { where: { organizationId: ctx.organizationId }, lock: { mode: 'pessimistic_write' } });
      const before = view(row);
      const next = {
        // An explicit null turns approval off; a field left out keeps its value.
        approvalThresholdIqd: input.approvalThresholdIqd === undefined ? before.approvalThresholdIqd : input.approvalThresholdIqd,
        invoiceToleranceIqd: input.invoiceToleranceIqd ?? before.invoiceToleranceIqd,
      };
      const changes = diffFields(before, next, ['approvalThresholdIqd', 'invoiceToleranceIqd']);
      if (Object.keys(changes).length === 0) return before;
      row ??= uow.manager.create(PurchasingSettingsRow, { organizationId: ctx.organizationId });
      Object.assign(row, next, { updatedBy: ctx.actorId });
      await uow.manager.save(row);
      const after = view(row);
      await recordAudit(uow, ctx, { entityType: 'purchasing-settings', entityId: row.id, action: 'updated', changes, branchId: null });
      await emit(uow, ctx, { type: purchasingSettingsEvents.types.updated, resourceId: row.id, data: purchasingSettingsPayload(after), branchId: null });
      return after;
    });
  }
}

export const purchasingSettingsService = new PurchasingSettingsService();
