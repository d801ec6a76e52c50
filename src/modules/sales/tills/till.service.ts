import { listSortFields } from '../../../core/lists/sort-fields';
import type { RequestContext } from '../../../core/context/request-context';
import { conflict, invalidField, notFound, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { diffFields, recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { Branch } from '../../identity/branches/branch.entity';
import { Till } from './till.entity';
import { type CreateTillInput, type TillFilter, type UpdateTillInput } from './till.inputs';
import { tillEvents, tillPayload } from './till.events';
import { catchDuplicate, lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = { name: 't.name_key', createdAt: 't.created_at', updatedAt: 't.updated_at' } as const;
export const tillsSort = listSortFields('tills', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = tillsSort.fields;
const DUPLICATE_NAME = 'sales_tills_branch_name_key';

function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en');
}

/** Tills (cash drawers) per branch. */
export class TillService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: TillFilter | undefined): Promise<PageResult<Till>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'name', dir: 'asc' });
    const query = ctx.db.getRepository(Till).createQueryBuilder('t').where('t.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (filter?.branchId) query.andWhere('t.branch_id = :branchId', { branchId: filter.branchId });
    if (filter?.active != null) query.andWhere('t.active = :active', { active: filter.active });
    if (window.search) query.andWhere('t.name ILIKE :search', { search: likePattern(window.search) });
    query.orderBy(SORT_COLUMNS[window.sort], window.dir);
    return readPage(ctx, query.addOrderBy('t.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<Till> {
    const till = await ctx.db.findOne(Till, { where: { id, organizationId: ctx.organizationId } });
    if (!till) throw notFound('Till');
    return till;
  }

  async create(ctx: RequestContext, input: CreateTillInput): Promise<Till> {
    const branchId = input.branchId ?? ctx.branchId;
    const branch = await ctx.db.findOne(Branch, { where: { id: branchId, organizationId: ctx.organizationId }, select: { id: true } });
    if (!branch) throw invalidField('branchId', 'is not a branch of this organisation');
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        const till = Object.assign(new Till(), {
          organizationId: ctx.organizationId,
          branchId,
          name: input.name.trim(),
          nameKey: nameKey(input.name),
          active: true,
        });
        await uow.manager.insert(Till, till);
        const payload = tillPayload(till);
        await recordAudit(uow, ctx, { entityType: 'till', entityId: till.id, action: 'created', changes: payload, branchId });
        await emit(uow, ctx, { type: tillEvents.types.created, resourceId: till.id, data: payload, branchId });
        return till;
      }),
    );
  }

  async update(ctx: RequestContext, id: string, input: UpdateTillInput): Promise<Till> {
    if (input.name === null) throw validationError({ name: ['is required'] });
    if (input.active === null) throw validationError({ active: ['must be true or false'] });
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        const till = await lockOrNotFound(uow.manager, Till, ctx, id, 'Till');
        const next: Partial<Till> = {};
        if (input.name != null) next.name = input.name.trim();
        if (input.active != null) next.active = input.active;
        const changes = diffFields(till, next, ['name', 'active']);
        if (Object.keys(changes).length === 0) return till;
        Object.assign(till, next, { nameKey: nameKey(next.name ?? till.name) });
        await uow.manager.save(till);
        await recordAudit(uow, ctx, { entityType: 'till', entityId: id, action: 'updated', changes, branchId: till.branchId });
        await emit(uow, ctx, { type: tillEvents.types.updated, resourceId: id, data: tillPayload(till), branchId: till.branchId });
        return till;
      }),
    );
  }

  private catchDuplicate<T>(work: () => Promise<T>): Promise<T> {
    return catchDuplicate(work, { [DUPLICATE_NAME]: () => conflict('A till with this name already exists in the branch.') });
  }
}

export const tillService = new TillService();
