import type { RequestContext } from '../../../core/context/request-context';
import { conflict, type FieldErrors, notFound, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { diffFields, recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { SalesChannel } from './sales-channel.entity';
import { type CreateSalesChannelInput, type SalesChannelFilter, type UpdateSalesChannelInput } from './sales-channel.inputs';
import { salesChannelEvents, salesChannelPayload } from './sales-channel.events';
import { listSortFields } from '../../../core/lists/sort-fields';
import { catchDuplicate, lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = { name: 'c.name_key', kind: 'c.kind', createdAt: 'c.created_at', updatedAt: 'c.updated_at' } as const;
export const salesChannelsSort = listSortFields('salesChannels', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = salesChannelsSort.fields;
const DUPLICATE_NAME = 'commercial_sales_channels_org_name_key';
const AUDITED = ['name', 'nameAr', 'kind'] as const;

function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en');
}

export class SalesChannelService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: SalesChannelFilter | undefined): Promise<PageResult<SalesChannel>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'name', dir: 'asc' });
    const query = ctx.db
      .getRepository(SalesChannel)
      .createQueryBuilder('c')
      .where('c.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (filter?.kind) query.andWhere('c.kind = :kind', { kind: filter.kind });
    if (filter?.active != null) query.andWhere('c.active = :active', { active: filter.active });
    if (window.search) query.andWhere('(c.name ILIKE :search OR c.name_ar ILIKE :search)', { search: likePattern(window.search) });
    query.orderBy(SORT_COLUMNS[window.sort], window.dir);
    return readPage(ctx, query.addOrderBy('c.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<SalesChannel> {
    const channel = await ctx.db.findOne(SalesChannel, { where: { id, organizationId: ctx.organizationId } });
    if (!channel) throw notFound('Sales channel');
    return channel;
  }

  async create(ctx: RequestContext, input: CreateSalesChannelInput): Promise<SalesChannel> {
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        const channel = Object.assign(new SalesChannel(), {
          organizationId: ctx.organizationId,
          name: input.name.trim(),
          nameAr: input.nameAr?.trim() || null,
          nameKey: nameKey(input.name),
          kind: input.kind,
          active: input.active ?? true,
        });
        await uow.manager.insert(SalesChannel, channel);
        await recordAudit(uow, ctx, {
          entityType: 'sales-channel',
          entityId: channel.id,
          action: 'created',
          changes: { name: channel.name, nameAr: channel.nameAr, kind: channel.kind, active: channel.active },
          branchId: null,
        });
        await emit(uow, ctx, { type: salesChannelEvents.types.created, resourceId: channel.id, data: salesChannelPayload(channel), branchId: null });
        return channel;
      }),
    );
  }

  async update(ctx: RequestContext, id: string, input: UpdateSalesChannelInput): Promise<SalesChannel> {
    const nulls: FieldErrors = {};
    if (input.name === null) nulls.name = ['is required'];
    if (input.kind === null) nulls.kind = ['is required'];
    if (Object.keys(nulls).length > 0) throw validationError(nulls);
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        const channel = await this.lock(uow, ctx, id);
        const next: Partial<SalesChannel> = {};
        if (input.name != null) next.name = input.name.trim();
        if (input.nameAr !== undefined) next.nameAr = input.nameAr?.trim() || null;
        if (input.kind != null) next.kind = input.kind;
        const changes = diffFields(channel, next, AUDITED);
        if (Object.keys(changes).length === 0) return channel;
        Object.assign(channel, next, { nameKey: nameKey(next.name ?? channel.name) });
        await uow.manager.save(channel);
        await recordAudit(uow, ctx, { entityType: 'sales-channel', entityId: id, action: 'updated', changes, branchId: null });
        await emit(uow, ctx, { type: salesChannelEvents.types.updated, resourceId: id, data: salesChannelPayload(channel), branchId: null });
        return channel;
      }),
    );
  }

  /** Active → inactive (409 when already inactive) or back; audited and announced. */
  async setActive(ctx: RequestContext, id: string, active: boolean): Promise<SalesChannel> {
    return ctx.transaction(async (uow) => {
      const channel = await this.lock(uow, ctx, id);
      if (channel.active === active) throw conflict(active ? 'The sales channel is already active.' : 'The sales channel is already inactive.');
      channel.active = active;
      await uow.manager.save(channel);
      const change = active ? 'activated' : 'deactivated';
      await recordAudit(uow, ctx, {
        entityType: 'sales-channel',
        entityId: id,
        action: change,
        changes: { active: { from: !active, to: active } },
        branchId: null,
      });
      await emit(uow, ctx, { type: salesChannelEvents.types[change], resourceId: id, data: salesChannelPayload(channel), branchId: null });
      return channel;
    });
  }

  private async lock(uow: UnitOfWork, ctx: RequestContext, id: string): Promise<SalesChannel> {
    const channel = await lockOrNotFound(uow.manager, SalesChannel, ctx, id, 'Sales channel');
    return channel;
  }

  private catchDuplicate<T>(work: () => Promise<T>): Promise<T> {
    return catchDuplicate(work, { [DUPLICATE_NAME]: () => conflict('A sales channel with this name already exists.') });
  }
}

export const salesChannelService = new SalesChannelService();
