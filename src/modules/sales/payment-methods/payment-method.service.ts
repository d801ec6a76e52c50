import type { RequestContext } from '../../../core/context/request-context';
import { conflict, type FieldErrors, notFound, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { diffFields, recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { PaymentKind } from '../shared/sales-vocabulary';
import { PaymentMethod } from './payment-method.entity';
import { type CreatePaymentMethodInput, type PaymentMethodFilter, type UpdatePaymentMethodInput } from './payment-method.inputs';
import { paymentMethodEvents, paymentMethodPayload } from './payment-method.events';
import { listSortFields } from '../../../core/lists/sort-fields';
import { catchDuplicate, lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = { name: 'm.name_key', kind: 'm.kind', createdAt: 'm.created_at', updatedAt: 'm.updated_at' } as const;
export const paymentMethodsSort = listSortFields('paymentMethods', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = paymentMethodsSort.fields;
const DUPLICATE_NAME = 'sales_payment_methods_org_name_key';
const AUDITED = ['name', 'nameAr', 'kind', 'allowedForSelfOrder', 'active'] as const;

/** The starter Cash method of a new organisation (and of the migration that gave one to older organisations without one). */
export const STARTER_CASH = { name: 'Cash', nameAr: 'نقدًا', kind: PaymentKind.Cash, allowedForSelfOrder: false, active: true } as const;

function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en');
}

export class PaymentMethodService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: PaymentMethodFilter | undefined): Promise<PageResult<PaymentMethod>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'name', dir: 'asc' });
    const query = ctx.db
      .getRepository(PaymentMethod)
      .createQueryBuilder('m')
      .where('m.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (filter?.kind) query.andWhere('m.kind = :kind', { kind: filter.kind });
    if (filter?.active != null) query.andWhere('m.active = :active', { active: filter.active });
    if (filter?.allowedForSelfOrder != null) query.andWhere('m.allowed_for_self_order = :self', { self: filter.allowedForSelfOrder });
    if (window.search) query.andWhere('(m.name ILIKE :search OR m.name_ar ILIKE :search)', { search: likePattern(window.search) });
    query.orderBy(SORT_COLUMNS[window.sort], window.dir);
    return readPage(ctx, query.addOrderBy('m.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<PaymentMethod> {
    const method = await ctx.db.findOne(PaymentMethod, { where: { id, organizationId: ctx.organizationId } });
    if (!method) throw notFound('Payment method');
    return method;
  }

  /** Active methods offered to self-order guests, by name. */
  async forSelfOrder(ctx: RequestContext): Promise<PaymentMethod[]> {
    return ctx.db.find(PaymentMethod, {
      where: { organizationId: ctx.organizationId, active: true, allowedForSelfOrder: true },
      order: { nameKey: 'ASC', id: 'ASC' },
    });
  }

  async create(ctx: RequestContext, input: CreatePaymentMethodInput): Promise<PaymentMethod> {
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        const method = Object.assign(new PaymentMethod(), {
          organizationId: ctx.organizationId,
          name: input.name.trim(),
          nameAr: input.nameAr?.trim() || null,
          nameKey: nameKey(input.name),
          kind: input.kind,
          allowedForSelfOrder: input.allowedForSelfOrder ?? false,
          active: input.active ?? true,
        });
        await uow.manager.insert(PaymentMethod, method);
        const payload = paymentMethodPayload(method);
        await recordAudit(uow, ctx, { entityType: 'payment-method', entityId: method.id, action: 'created', changes: payload, branchId: null });
        await emit(uow, ctx, { type: paymentMethodEvents.types.created, resourceId: method.id, data: payload, branchId: null });
        return method;
      }),
    );
  }

  /**
   * The Cash method every organisation starts with (docs/orders.md, "Payment methods"): a new
   * organisation takes cash at the till on its first day without setting anything up first. Written
   * in the registration's transaction, audited as created by the owner.
   */
  async createStarterCash(uow: UnitOfWork, ctx: RequestContext): Promise<PaymentMethod> {
    const method = Object.assign(new PaymentMethod(), {
      organizationId: ctx.organizationId,
      ...STARTER_CASH,
      nameKey: nameKey(STARTER_CASH.name),
    });
    await uow.manager.insert(PaymentMethod, method);
    await recordAudit(uow, ctx, {
      entityType: 'payment-method',
      entityId: method.id,
      action: 'created',
      changes: paymentMethodPayload(method),
      branchId: null,
    });
    return method;
  }

  async update(ctx: RequestContext, id: string, input: UpdatePaymentMethodInput): Promise<PaymentMethod> {
    const nulls: FieldErrors = {};
    if (input.name === null) nulls.name = ['is required'];
    if (input.kind === null) nulls.kind = ['is required'];
    if (input.allowedForSelfOrder === null) nulls.allowedForSelfOrder = ['must be true or false'];
    if (input.active === null) nulls.active = ['must be true or false'];
    if (Object.keys(nulls).length > 0) throw validationError(nulls);
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        const method = await lockOrNotFound(uow.manager, PaymentMethod, ctx, id, 'Payment method');
        const next: Partial<PaymentMethod> = {};
        if (input.name != null) next.name = input.name.trim();
        if (input.nameAr !== undefined) next.nameAr = input.nameAr?.trim() || null;
        if (input.kind != null) next.kind = input.kind;
        if (input.allowedForSelfOrder != null) next.allowedForSelfOrder = input.allowedForSelfOrder;
        if (input.active != null) next.active = input.active;
        const changes = diffFields(method, next, AUDITED);
        if (Object.keys(changes).length === 0) return method;
        Object.assign(method, next, { nameKey: nameKey(next.name ?? method.name) });
        await uow.manager.save(method);
        await recordAudit(uow, ctx, { entityType: 'payment-method', entityId: id, action: 'updated', changes, branchId: null });
        await emit(uow, ctx, { type: paymentMethodEvents.types.updated, resourceId: id, data: paymentMethodPayload(method), branchId: null });
        return method;
      }),
    );
  }

  private catchDuplicate<T>(work: () => Promise<T>): Promise<T> {
    return catchDuplicate(work, { [DUPLICATE_NAME]: () => conflict('A payment method with this name already exists.') });
  }
}

export const paymentMethodService = new PaymentMethodService();
