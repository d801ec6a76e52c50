import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { conflict, invalidField, notFound } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { diffFields, recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { normalizeReason } from '../../../core/soft-delete/delete-input';
import { TaxCode } from './tax-code.entity';
import { type CreateTaxCodeInput, type SetTaxCodeActiveInput, type TaxCodeFilter, type UpdateTaxCodeInput } from './tax-code.inputs';
import { taxCodeEvents, taxCodePayload } from './tax-code.events';
import { TaxAppliesTo, taxCodeAppliesTo, taxCodeKey, taxRateProblem } from './tax-code.rules';
import { listSortFields } from '../../../core/lists/sort-fields';
import { deleteGuards } from '../../../core/modules/delete-guards';
import { catchDuplicate, lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = { code: 't.code_key', name: 't.name', ratePermille: 't.rate_permille', createdAt: 't.created_at', updatedAt: 't.updated_at' } as const;
export const taxCodesSort = listSortFields('taxCodes', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = taxCodesSort.fields;
const DUPLICATE_CODE = 'accounting_tax_codes_org_code_key';

export class TaxCodeService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: TaxCodeFilter | undefined): Promise<PageResult<TaxCode>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'code', dir: 'asc' });
    const query = ctx.db.getRepository(TaxCode).createQueryBuilder('t').where('t.organization_id = :org', { org: ctx.organizationId });
    if (filter?.includeDeleted) query.withDeleted();
    if (filter?.kind) query.andWhere('t.kind = :kind', { kind: filter.kind });
    if (filter?.appliesTo) {
      const uses = filter.appliesTo === TaxAppliesTo.Both ? [TaxAppliesTo.Both] : [filter.appliesTo, TaxAppliesTo.Both];
      query.andWhere('t.applies_to IN (:...uses)', { uses });
    }
    if (filter?.active != null) query.andWhere('t.active = :active', { active: filter.active });
    if (window.search) {
      query.andWhere('(t.code ILIKE :search OR t.name ILIKE :search OR t.name_ar ILIKE :search)', { search: likePattern(window.search) });
    }
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('t.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<TaxCode> {
    const taxCode = await ctx.db.findOne(TaxCode, { where: { id, organizationId: ctx.organizationId }, withDeleted: true });
    if (!taxCode) throw notFound('Tax code');
    return taxCode;
  }

  /**
   * For other modules validating a taxCodeId inside a body (inside their transaction): the tax
   * code must exist in the caller's organisation, not be deleted, be active and (when `use` is
   * given) apply to Sales or Purchases. Anything else is a 422 on `field`.
   */
  async requireUsable(
    ctx: RequestContext,
    manager: EntityManager,
    id: string,
    field: string,
    use?: TaxAppliesTo.Sales | TaxAppliesTo.Purchases,
  ): Promise<TaxCode> {
    const taxCode = await manager.findOne(TaxCode, { where: { id, organizationId: ctx.organizationId } });
    if (!taxCode) throw invalidField(field, 'must be a tax code of this organisation');
    if (!taxCode.active) throw invalidField(field, `tax code ${taxCode.code} is inactive`);
    if (use && !taxCodeAppliesTo(taxCode.appliesTo, use)) throw invalidField(field, `tax code ${taxCode.code} does not apply to ${use}`);
    return taxCode;
  }

  async create(ctx: RequestContext, input: CreateTaxCodeInput): Promise<TaxCode> {
    const problem = taxRateProblem(input.kind, input.ratePermille);
    if (problem) throw invalidField('ratePermille', problem);
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        const taxCode = Object.assign(new TaxCode(), {
          organizationId: ctx.organizationId,
          code: input.code.trim(),
          codeKey: taxCodeKey(input.code),
          name: input.name.trim(),
          nameAr: input.nameAr?.trim() || null,
          kind: input.kind,
          ratePermille: input.ratePermille,
          appliesTo: input.appliesTo,
          active: true,
          activeChangedAt: null,
          activeReason: null,
          deletedAt: null,
          deletedBy: null,
          deleteReason: null,
        });
        await uow.manager.insert(TaxCode, taxCode);
        await recordAudit(uow, ctx, { entityType: 'tax-code', entityId: taxCode.id, action: 'created', changes: taxCodePayload(taxCode), branchId: null });
        await emit(uow, ctx, { type: taxCodeEvents.types.created, resourceId: taxCode.id, data: taxCodePayload(taxCode), branchId: null });
        return taxCode;
      }),
    );
  }

  async update(ctx: RequestContext, id: string, input: UpdateTaxCodeInput): Promise<TaxCode> {
    return ctx.transaction(async (uow) => {
      const taxCode = await this.lock(uow.manager, ctx, id);
      const next: Partial<TaxCode> = {};
      if (input.name != null) next.name = input.name.trim();
      if (input.nameAr !== undefined) next.nameAr = input.nameAr?.trim() || null;
      if (input.ratePermille != null) next.ratePermille = input.ratePermille;
      if (input.appliesTo != null) next.appliesTo = input.appliesTo;
      const problem = taxRateProblem(taxCode.kind, next.ratePermille ?? taxCode.ratePermille);
      if (problem) throw invalidField('ratePermille', problem);
      const changes = diffFields(taxCode, next, ['name', 'nameAr', 'ratePermille', 'appliesTo']);
      if (Object.keys(changes).length === 0) return taxCode;
      Object.assign(taxCode, next);
      await uow.manager.save(taxCode);
      await recordAudit(uow, ctx, { entityType: 'tax-code', entityId: id, action: 'updated', changes, branchId: null });
      await emit(uow, ctx, { type: taxCodeEvents.types.updated, resourceId: id, data: taxCodePayload(taxCode), branchId: null });
      return taxCode;
    });
  }

  /** Setting the value it already has changes nothing (no audit, no event). */
  async setActive(ctx: RequestContext, id: string, input: SetTaxCodeActiveInput): Promise<TaxCode> {
    return ctx.transaction(async (uow) => {
      const taxCode = await this.lock(uow.manager, ctx, id);
      if (taxCode.active === input.active) return taxCode;
      const reason = normalizeReason(input.reason);
      taxCode.active = input.active;
      taxCode.activeChangedAt = ctx.now();
      taxCode.activeReason = reason;
      await uow.manager.save(taxCode);
      const action = input.active ? 'activated' : 'deactivated';
      await recordAudit(uow, ctx, {
        entityType: 'tax-code',
        entityId: id,
        action,
        reason,
        changes: { active: { from: !input.active, to: input.active } },
        branchId: null,
      });
      await emit(uow, ctx, { type: taxCodeEvents.types[action], resourceId: id, data: taxCodePayload(taxCode), branchId: null });
      return taxCode;
    });
  }

  async delete(ctx: RequestContext, id: string, reason: string | null | undefined): Promise<TaxCode> {
    return ctx.transaction(async (uow) => {
      const taxCode = await this.lock(uow.manager, ctx, id);
      // Features that point at tax codes (products…) declare delete guards (FeatureModule.deleteGuards).
      await deleteGuards.assertUnused('taxCode', uow.manager, ctx, id);
      taxCode.deletedAt = ctx.now();
      taxCode.deletedBy = ctx.actorId;
      taxCode.deleteReason = normalizeReason(reason);
      await uow.manager.save(taxCode);
      await recordAudit(uow, ctx, { entityType: 'tax-code', entityId: id, action: 'deleted', reason: taxCode.deleteReason, branchId: null });
      await emit(uow, ctx, { type: taxCodeEvents.types.deleted, resourceId: id, data: taxCodePayload(taxCode), branchId: null });
      return taxCode;
    });
  }

  /** A live tax code of the caller's organisation, locked for the write; deleted or foreign: 404. */
  private async lock(manager: EntityManager, ctx: RequestContext, id: string): Promise<TaxCode> {
    const taxCode = await lockOrNotFound(manager, TaxCode, ctx, id, 'Tax code');
    return taxCode;
  }

  private catchDuplicate<T>(work: () => Promise<T>): Promise<T> {
    return catchDuplicate(work, { [DUPLICATE_CODE]: () => conflict('A tax code with this code already exists.') });
  }
}

export const taxCodeService = new TaxCodeService();
